package launcher

import (
	"slices"
	"strings"

	"oddboards/rules/seat"
)

// What the app remembers from one run to the next, in env.Prefs (settings/settings.json
// in the app's storage folder, see package prefstore; not Fyne's preferences, whose file
// is rewritten in place): the launcher's last game and its choices for every game, here;
// the window sizes and board colours (package shell), the print settings (package
// export) and the computer's top level (package players) the same way.

// The preference keys. Per-game and per-window keys add the name after a dot.
const (
	prefLastGame = "launcher.game" // the catalogue ID of the last game started
	prefGame     = "launcher."     // + game ID + ".setup" / ".mode" / ".options" / ".names" / ".computers"
)

// recall sets the launcher to the choices last started for its game: setup, mode,
// options, names, seats and clocks. A choice the game no longer offers is left at its default.
func (l *Launcher) recall() {
	p := l.env.Prefs
	key := prefGame + l.entry.ID + "."
	if !l.setup.Disabled() {
		l.setup.SetText(p.String(key + "setup"))
	}
	if i := slices.Index(l.modes, p.String(key+"mode")); i >= 0 {
		l.mode.SetSelectedIndex(i)
	}
	for _, kv := range p.StringList(key + "options") {
		k, v, _ := strings.Cut(kv, "=")
		if sel, ok := l.optSel[k]; ok && slices.Contains(sel.Options, v) {
			sel.SetSelected(v)
		}
	}
	if c := p.String(key + "clock"); slices.Contains(l.clock.Options, c) {
		l.clock.SetSelected(c)
		l.clockIn.SetText(p.String(key + "clockCustom"))
	} else {
		l.clock.SetSelectedIndex(0) // not the last game's clocks
	}
	// the seats follow the mode and options just set
	names, seats := p.StringList(key+"names"), p.StringList(key+"computers")
	for i := range l.nameEnt {
		if i < len(names) {
			l.nameEnt[i].SetText(names[i])
		}
		if i < len(seats) {
			spec, _ := seat.Nearest(seats[i], l.levels) // the levels may have changed since
			l.seatSel[i].SetSpec(spec)
		}
	}
}

// remember keeps the launcher's choices as the ones to open with next time.
func (l *Launcher) remember() {
	p := l.env.Prefs
	key := prefGame + l.entry.ID + "."
	p.SetString(prefLastGame, l.entry.ID)
	p.SetString(key+"setup", strings.TrimSpace(l.setup.Text))
	mode := ""
	if i := l.mode.SelectedIndex(); i >= 0 && i < len(l.modes) {
		mode = l.modes[i]
	}
	p.SetString(key+"mode", mode)
	var opts []string
	for k, sel := range l.optSel {
		opts = append(opts, k+"="+sel.Selected)
	}
	slices.Sort(opts)
	p.SetStringList(key+"options", opts)
	var names, seats []string
	for i, e := range l.nameEnt {
		names = append(names, e.Text)
		seats = append(seats, l.seatSel[i].Spec())
	}
	p.SetStringList(key+"names", names)
	// the seats' specs, not their text: a level's words may change between versions
	p.SetStringList(key+"computers", seats)
	p.SetString(key+"clock", l.clock.Selected)
	p.SetString(key+"clockCustom", strings.TrimSpace(l.clockIn.Text))
}

// lastGame is the index in env.Games of the game last started (the first if none).
func (l *Launcher) lastGame() int {
	id := l.env.Prefs.String(prefLastGame)
	for i, e := range l.env.Games {
		if e.ID == id {
			return i
		}
	}
	return 0
}
