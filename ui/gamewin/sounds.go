package gamewin

import (
	"fyne.io/fyne/v2"

	"oddboards/rules"
	"oddboards/ui/shell"
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

// gameSounds are the open matches' sounds (UI goroutine only).
type gameSounds struct {
	env     *shell.Env
	matches map[*rules.Match]*soundSub
}

// matchSounds plays a sound for each new move of m, once however many windows show
// it; the game's end (a move that ends it, a resignation, a flag fall, an agreed draw)
// has its own. It returns what stops it.
func (gs *gameSounds) matchSounds(m *rules.Match) (stop func()) {
	plies, over := len(m.History()), m.Outcome().Over()
	return m.Subscribe(func() {
		h, out := m.History(), m.Outcome()
		switch {
		case len(h) > plies && !h[len(h)-1].Move.Has(rules.Resign):
			gs.env.Sound.Play(soundOf(h[len(h)-1], m.Position(), out))
		case out.Over() && !over:
			gs.env.Sound.Play(sound.GameEnd)
		}
		plies, over = len(h), out.Over()
	})
}

// follow starts m's sounds with its first window and stops them with its last.
func (gs *gameSounds) follow(m *rules.Match) (release func()) {
	s := gs.matches[m]
	if s == nil {
		s = &soundSub{stop: gs.matchSounds(m), lowPly: -1}
		gs.matches[m] = s
	}
	s.windows++
	return func() {
		if s.windows--; s.windows == 0 {
			s.stop()
			delete(gs.matches, m)
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
func (gs *gameSounds) lowClock(m *rules.Match) {
	s := gs.matches[m]
	if s == nil {
		gs.env.Sound.Play(sound.LowClock) // a window the sounds do not follow (tests)
		return
	}
	if n := len(m.History()); s.lowPly != n {
		s.lowPly = n
		gs.env.Sound.Play(sound.LowClock)
	}
}

// soundsMenu is View › Sounds, ticked while sounds are on.
func (g *GameView) soundsMenu() *fyne.MenuItem {
	e := g.env
	item := fyne.NewMenuItem("Sounds", nil)
	item.Checked = e.Sound.Enabled()
	item.Action = func() {
		e.sounds.set(!e.Sound.Enabled())
		item.Checked = e.Sound.Enabled()
		if mm := g.win.MainMenu(); mm != nil {
			mm.Refresh()
		}
	}
	return item
}

// set turns the sounds on or off, and remembers it.
func (gs *gameSounds) set(on bool) {
	gs.env.Sound.SetEnabled(on)
	gs.env.Prefs.SetBool(prefSounds, on)
}
