package ui

import (
	"fyne.io/fyne/v2"

	"oddboards/rules"
	"oddboards/ui/sound"
)

// prefSounds keeps View › Sounds from one run to the next.
const prefSounds = "sounds"

// soundOf is the sound of the ply just played in m (p is the position after it).
func soundOf(ply rules.Ply, p rules.Position, out rules.Outcome) sound.Kind {
	switch {
	case out.Over():
		return sound.GameEnd
	case len(p.Alerts()) > 0:
		return sound.Check
	case ply.Move.Has(rules.Capture):
		return sound.Capture
	}
	return sound.Move
}

// matchSounds plays a sound for each new move of m, once however many windows show
// it; the game's end (a move that ends it, a resignation, a flag fall, an agreed draw)
// has its own. It returns what stops it.
func (e *Env) matchSounds(m *rules.Match) (stop func()) {
	plies, over := len(m.History()), m.Outcome().Over()
	return m.Subscribe(func() {
		h, out := m.History(), m.Outcome()
		switch {
		case len(h) > plies && !h[len(h)-1].Move.Has(rules.Resign):
			e.Sound.Play(soundOf(h[len(h)-1], m.Position(), out))
		case out.Over() && !over:
			e.Sound.Play(sound.GameEnd)
		}
		plies, over = len(h), out.Over()
	})
}

// soundsFor starts m's sounds with its first window and stops them with its last.
func (e *Env) soundsFor(m *rules.Match) (release func()) {
	if e.sounds == nil {
		e.sounds = map[*rules.Match]*soundSub{}
	}
	s := e.sounds[m]
	if s == nil {
		s = &soundSub{stop: e.matchSounds(m), lowPly: -1}
		e.sounds[m] = s
	}
	s.windows++
	return func() {
		if s.windows--; s.windows == 0 {
			s.stop()
			delete(e.sounds, m)
		}
	}
}

// soundSub is one match's sounds and how many windows show the match.
type soundSub struct {
	stop    func()
	windows int
	lowPly  int // the ply whose low clock was sounded (-1: none), once for all windows
}

// lowClock sounds m's low clock, once a ply however many windows show its clocks.
func (e *Env) lowClock(m *rules.Match) {
	s := e.sounds[m]
	if s == nil {
		e.Sound.Play(sound.LowClock) // a window the sounds do not follow (tests)
		return
	}
	if n := len(m.History()); s.lowPly != n {
		s.lowPly = n
		e.Sound.Play(sound.LowClock)
	}
}

// soundsMenu is View › Sounds, ticked while sounds are on.
func (g *GameView) soundsMenu() *fyne.MenuItem {
	e := g.env
	item := fyne.NewMenuItem("Sounds", nil)
	item.Checked = e.Sound.Enabled()
	item.Action = func() {
		e.SetSounds(!e.Sound.Enabled())
		item.Checked = e.Sound.Enabled()
		if mm := g.win.MainMenu(); mm != nil {
			mm.Refresh()
		}
	}
	return item
}

// SetSounds turns the sounds on or off, and remembers it.
func (e *Env) SetSounds(on bool) {
	e.Sound.SetEnabled(on)
	e.Prefs.SetBool(prefSounds, on)
}
