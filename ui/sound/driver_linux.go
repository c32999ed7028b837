//go:build cgo && linux && !android

package sound

// #cgo pkg-config: alsa
// #include <alsa/asoundlib.h>
//
// static void oddboardsQuietALSA(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
// static void oddboardsSilenceALSA(void) { snd_lib_error_set_handler(oddboardsQuietALSA); }
import "C"

import "os"

// quietDriver stops ALSA's library printing its errors to stderr ("ALSA lib ...
// cannot find card '0'" where there is no sound card): a failure to open only means
// silence here. It sets the handler for the process, which uses ALSA for nothing else.
func quietDriver() { C.oddboardsSilenceALSA() }

// soundDeviceLikely tells whether opening is worth trying: there is a sound card, or a
// sound server that ALSA's default device may lead to (PulseAudio or PipeWire, as in a
// sandbox that shows no card but passes the server's socket).
func soundDeviceLikely() bool {
	for _, path := range []string{"/dev/snd", "/proc/asound/cards"} {
		if _, err := os.Stat(path); err == nil {
			return true
		}
	}
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		for _, name := range []string{"pulse/native", "pipewire-0"} {
			if _, err := os.Stat(dir + "/" + name); err == nil {
				return true
			}
		}
	}
	return false
}
