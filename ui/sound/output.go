//go:build cgo || js

package sound

import (
	"bytes"
	"runtime"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
)

// haveOutput tells whether this build can sound at all (it has cgo, which the audio
// library needs on Linux, or is the page, where it uses the browser's Web Audio).
const haveOutput = true

// theOutput opens the sound device, once for the process, at the first call, and
// returns it, or nil when there is none: the audio library allows one context per
// process (a second fails even after the first failed), so all Players share it. This is
// the package's only state, and it is set once.
var theOutput = sync.OnceValue(openOutput)

// output is the opened device. Between sounds it is suspended, so that an idle app
// keeps no audio stream running.
type output struct {
	ctx *oto.Context

	mu        sync.Mutex
	active    int    // sounds playing
	idle      uint64 // counts the times active fell to 0, so a stale suspend is skipped
	suspended bool
}

// openEarly: in the page the device is opened when the Player is made, not at the first
// sound. A browser makes the audio context on the page's only thread, which the first
// move's click then waited on (0.2 to 0.3 s in headless Chromium), and the audio library
// starts it only at a click or key that comes after it was made (see readyWithin), so a
// context made at the first move would sound that move at the player's next click.
const openEarly = runtime.GOOS == "js"

// readyWithin is how long the device may take to start. A browser starts a page's audio
// only at a click or key after it was asked for, so there a sound asked for before the
// page's first click (a game joined by a link, whose first move comes from the host)
// waits for it (this runs on the sound's own goroutine).
func readyWithin() time.Duration {
	if runtime.GOOS == "js" {
		return 24 * time.Hour
	}
	return 5 * time.Second
}

// suspendAfter is how long the device stays running after the last sound ends, so
// that a quick run of sounds does not start and stop the stream each time.
const suspendAfter = 2 * time.Second

func openOutput() (out *output) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	if !soundDeviceLikely() {
		return nil
	}
	quietDriver()
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   sampleRate,
		ChannelCount: 1,
		Format:       oto.FormatFloat32LE,
	})
	if err != nil {
		return nil
	}
	select {
	case <-ready:
	case <-time.After(readyWithin()):
		return nil
	}
	if ctx.Err() != nil {
		return nil
	}
	return &output{ctx: ctx}
}

// play sounds pcm and returns when it has ended, or at once when stop is closed.
func (o *output) play(pcm []byte, stop <-chan struct{}) {
	o.begin()
	defer o.end()
	pl := o.ctx.NewPlayer(bytes.NewReader(pcm))
	pl.Play()
	length := time.Duration(len(pcm)/4) * time.Second / sampleRate
	deadline := time.After(length + 2*time.Second) // a stalled device ends it too
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for pl.IsPlaying() {
		select {
		case <-stop:
			pl.Pause()
			return
		case <-deadline:
			pl.Pause()
			return
		case <-tick.C:
		}
	}
}

func (o *output) begin() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.active++
	if o.suspended && o.ctx.Resume() == nil {
		o.suspended = false
	}
}

// rest suspends the device if nothing is playing: one opened before its first sound
// should not run a silent stream until then.
func (o *output) rest() {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.active == 0 && !o.suspended && o.ctx.Suspend() == nil {
		o.suspended = true
	}
}

func (o *output) end() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.active--
	if o.active > 0 {
		return
	}
	o.idle++
	idle := o.idle
	time.AfterFunc(suspendAfter, func() {
		o.mu.Lock()
		defer o.mu.Unlock()
		if o.active == 0 && o.idle == idle && !o.suspended && o.ctx.Suspend() == nil {
			o.suspended = true
		}
	})
}
