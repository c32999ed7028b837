//go:build !cgo && !js

package sound

// Without cgo the audio library cannot reach the device (on Linux it needs ALSA through
// cgo), so a Player only counts and reports its sounds.
const haveOutput = false

type output struct{}

func theOutput() *output { return nil }

func (*output) play([]byte, <-chan struct{}) {}

func (*output) rest() {}

// openEarly: there is no device to open.
const openEarly = false

// soundDeviceLikely: without cgo no device is tried.
func soundDeviceLikely() bool { return false }
