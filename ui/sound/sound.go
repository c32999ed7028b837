// Package sound plays the game's short sounds: a move, a capture, check, a game's end
// and a low clock. The sounds are synthesised here (see synth.go), once per Player, and
// played through github.com/ebitengine/oto/v3 where the build has cgo; elsewhere, and on
// any machine without a working sound device (a server, CI), a Player stays silent: it
// never fails, blocks, panics or prints.
package sound

import (
	"sync"
	"sync/atomic"
)

// Kind names a sound.
type Kind int

// The sounds, in the order of the game's events.
const (
	Move     Kind = iota // a soft wooden click
	Capture              // a sharper, lower knock
	Check                // two quick rising notes
	GameEnd              // a short rising three-note chime
	LowClock             // a short tick
	numKinds
)

var kindNames = [numKinds]string{"move", "capture", "check", "game end", "low clock"}

func (k Kind) String() string {
	if k < 0 || k >= numKinds {
		return "unknown sound"
	}
	return kindNames[k]
}

// Player plays the sounds. The zero value is not usable: make one with New or NewSilent.
// All its methods are safe for concurrent use and return at once.
type Player struct {
	silent  bool // NewSilent: never opens a device
	enabled atomic.Bool
	closed  atomic.Bool
	done    chan struct{} // closed by Close: stops what is still sounding

	closeOnce sync.Once
	pcm       func() [numKinds][]byte // the sounds, made at the first play

	mu     sync.Mutex
	onPlay func(Kind)
	played [numKinds]int
}

// New returns a Player, enabled. On the desktop nothing is opened yet: the sound device
// is opened on a background goroutine at the first Play, and if there is none the
// Player plays nothing. In the page it is opened at once (see openEarly).
func New() *Player {
	p := newPlayer()
	if openEarly {
		go p.prepare()
	}
	return p
}

// NewSilent returns a Player, enabled, that never opens a sound device: it counts what
// it is asked to play (Played) and calls the OnPlay hook, for tests.
func NewSilent() *Player {
	p := newPlayer()
	p.silent = true
	return p
}

func newPlayer() *Player {
	p := &Player{done: make(chan struct{})}
	p.enabled.Store(true)
	p.pcm = sync.OnceValue(encodeAll)
	return p
}

// prepare makes the sounds and opens the device before any is played, and leaves the
// device suspended until one is: run on its own goroutine.
func (p *Player) prepare() {
	defer func() { _ = recover() }()
	p.pcm()
	if out := theOutput(); out != nil {
		out.rest()
	}
}

// SetEnabled switches the sounds on or off (the View menu's switch). Switching off does
// not cut a sound already playing, which lasts well under a second.
func (p *Player) SetEnabled(on bool) { p.enabled.Store(on) }

// Enabled tells whether the sounds are on. A new Player's are.
func (p *Player) Enabled() bool { return p.enabled.Load() }

// setOnPlay sets a function called, on Play's goroutine before Play returns, with each
// sound the Player accepts to play (enabled and not closed), whether or not a device
// sounds it; nil removes it. It is for tests, and must be quick.
func (p *Player) setOnPlay(f func(Kind)) {
	p.mu.Lock()
	p.onPlay = f
	p.mu.Unlock()
}

// Played returns how many times Play accepted k (enabled and not closed).
func (p *Player) Played(k Kind) int {
	if k < 0 || k >= numKinds {
		return 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.played[k]
}

// Play starts sound k and returns at once; the sound plays on a background goroutine,
// mixed with any other still sounding. It does nothing when the sounds are off, the
// Player is closed or k is not a Kind.
func (p *Player) Play(k Kind) {
	if k < 0 || k >= numKinds || !p.enabled.Load() || p.closed.Load() {
		return
	}
	p.mu.Lock()
	p.played[k]++
	hook := p.onPlay
	p.mu.Unlock()
	if hook != nil {
		hook(k)
	}
	if p.silent || !haveOutput {
		return
	}
	go p.sound(k)
}

// sound opens the device if no Player has yet and plays k on it: run on its own
// goroutine. A failure anywhere (no device, a driver's panic) only means silence.
func (p *Player) sound(k Kind) {
	defer func() { _ = recover() }()
	out := theOutput()
	if out == nil || p.closed.Load() {
		return
	}
	out.play(p.pcm()[k], p.done)
}

// Close stops the sounds still playing and makes every later Play do nothing. The sound
// device, once opened, stays open for the process (the audio library allows one per
// process, shared by all Players), idle.
func (p *Player) Close() {
	p.closeOnce.Do(func() {
		p.closed.Store(true)
		close(p.done)
	})
}
