package launcher

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/chess2016"
	"oddboards/rules/games"
	"oddboards/rules/seat"
	"oddboards/rules/seatstats"
	"oddboards/ui/gamewin"
	"oddboards/ui/players"
	"oddboards/ui/uitest"
)

// openLauncher shows a new launcher of env in a test window.
// testEnv is an Env on Fyne's software test app: no display needed.
func testEnv(t *testing.T) *gamewin.Env {
	t.Helper()
	sh, _ := uitest.Env(t)
	env := gamewin.New(sh, &uitest.Shell{T: t})
	env.Computers.Pace = 0 // computer moves as fast as they are found
	return env
}

func openLauncher(t *testing.T, env *gamewin.Env) (*Launcher, fyne.Window) {
	t.Helper()
	w := test.NewTempWindow(t, nil)
	l := New(env, w, func(rules.Game, rules.Config, rules.Position) error {
		t.Error("the position editor opened")
		return nil
	})
	w.SetContent(l.Content())
	return l, w
}

func TestLauncherReadsDiceAndNumbers(t *testing.T) {
	env := testEnv(t)
	l, _ := openLauncher(t, env)

	l.game.SetSelected("Chess 56")
	want, _ := chess2016.SetupNumber("chess-56", chess2016.Dice{White: [3]int{1, 2, 3}})
	test.Type(l.setup, "3-1-2")
	if l.start.Disabled() || !strings.Contains(l.setupOK.Text, "dice 1-2-3") {
		t.Fatalf("dice 3-1-2: start disabled %v, says %q", l.start.Disabled(), l.setupOK.Text)
	}
	m, err := l.Match()
	if err != nil || m.Config().Setup != want || m.Config().Variant != "chess-56" {
		t.Fatalf("match from the launcher: %+v, %v (want setup %d)", m.Config(), err, want)
	}

	l.setup.SetText("7-1-1")
	if !l.start.Disabled() || l.message.Text == "" {
		t.Fatalf("a 7 on a die should be refused with a message, got %q", l.message.Text)
	}
	l.setup.SetText("57")
	if !l.start.Disabled() || !strings.Contains(l.message.Text, "1–56") {
		t.Fatalf("setup 57 of Chess 56 should be refused, got %q", l.message.Text)
	}

	l.game.SetSelected("Chess 2016")
	l.setup.SetText("2016")
	if l.start.Disabled() || !strings.Contains(l.setupOK.Text, "6-6-6/6/6") {
		t.Fatalf("setup 2016: %q", l.setupOK.Text)
	}
	l.optSel["nightrider"].SetSelected("all-men")
	test.Type(l.nameEnt[0], "Ann")
	m, err = l.Match()
	if err != nil || m.Names()[0] != "Ann" || m.Names()[1] != "Black" || m.Config().Option("nightrider", "") != "all-men" {
		t.Fatalf("names %q, options %v, err %v", m.Names(), m.Config().Options, err)
	}
}

func TestLauncherRandomPicksAValidSetup(t *testing.T) {
	env := testEnv(t)
	l, _ := openLauncher(t, env)
	for i := 0; i < 20; i++ {
		test.Tap(l.random)
		if l.start.Disabled() || l.pos == nil {
			t.Fatalf("Random gave %q: %s", l.setup.Text, l.message.Text)
		}
		if arena.EndsAtOnce(l.pos) {
			t.Fatalf("Random gave setup %s, which White wins on the first move", l.setup.Text)
		}
	}
}

// A setup typed in that the first player wins on the first move is played as asked,
// but the launcher says so; others it does not.
func TestLauncherWarnsOfASetupWonAtOnce(t *testing.T) {
	env := testEnv(t)
	l, _ := openLauncher(t, env)
	l.game.SetSelected("Chess 2016")
	won, fair := 0, 0
	for n := 1; n <= l.entry.Game.Setups(l.entry.Variant) && (won == 0 || fair == 0); n++ {
		p, err := rules.StartOf(l.entry.Game, rules.Config{Variant: l.entry.Variant, Setup: n})
		if err != nil {
			t.Fatal(err)
		}
		if arena.EndsAtOnce(p) {
			won = n
		} else {
			fair = n
		}
	}
	if won == 0 || fair == 0 {
		t.Fatalf("no setup of each kind: won at once %d, fair %d", won, fair)
	}
	for _, c := range []struct {
		setup int
		warns bool
	}{{won, true}, {fair, false}} {
		l.setup.SetText(strconv.Itoa(c.setup))
		says := l.setupOK.Text
		warning := "White can end the game on the first move: "
		if c.warns { // naming the moves, the first among them
			warning += l.entry.Game.FormatMove(l.pos, arena.Enders(l.pos)[0])
		}
		if l.start.Disabled() || strings.Contains(says, warning) != c.warns {
			t.Errorf("setup %d: start disabled %v, says %q (want a warning: %v)", c.setup, l.start.Disabled(), says, c.warns)
		}
	}
}

// TestLauncherActionsStayInSight: at its opening size, with every game (seven players'
// names for Antarctic 7U), Start and the saved-game buttons are inside the window, and
// the modes are named by their codes.
func TestLauncherActionsStayInSight(t *testing.T) {
	env := testEnv(t)
	l, w := openLauncher(t, env)
	w.Resize(Size())
	for _, e := range env.Games {
		l.game.SetSelected(e.Name)
		if e.ID == "antarctic-chess" {
			l.mode.SetSelectedIndex(len(l.mode.Options) - 1)
			if !strings.HasPrefix(l.mode.Selected, "7U · ") {
				t.Errorf("the last mode reads %q, want its code first", l.mode.Selected)
			}
		}
		for _, b := range uitest.FindAll[*widget.Button](w.Content()) {
			if b.Text != "Start game" && b.Text != "Resume…" && b.Text != "Host…" && b.Text != "Join…" {
				continue
			}
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
			if at.Y+b.Size().Height > Size().Height || b.Size().Height < 10 {
				t.Errorf("%s: %q at y %.0f–%.0f, outside a %.0f-high window", e.ID, b.Text, at.Y, at.Y+b.Size().Height, Size().Height)
			}
		}
	}
}

// TestLauncherOffersTheGamesLevels: the seats offer the game's levels in its mode, the
// strongest "grandmaster"; a seat's level (the first seat's, which every game has), when
// the game or mode changes, is kept, or becomes the nearest there is.
func TestLauncherOffersTheGamesLevels(t *testing.T) {
	env := testEnv(t)
	l, _ := openLauncher(t, env)
	for _, c := range []struct {
		game, mode string
		levels     int
		set        bool   // whether the first seat is chosen before the change
		was, now   string // the first seat's spec before and after ("" a person)
	}{
		{"Dino-Czars", "", 8, true, "level:3", "level:3"},
		{"Dino-Czars", "", 8, true, "level:8", "level:8"},
		{"4-Player Pothole Chess", "", 6, false, "", "level:6"},
		{"Antarctic Chess", "3S", 5, false, "", "level:5"},
		{"Antarctic Chess", "3L", 4, false, "", "level:4"},
		{"Antarctic Chess", "3S", 5, true, "level:2", "level:2"},
		{"Antarctic Chess", "2S", 8, false, "", "level:2"},
		{"Antarctic Chess", "4U", 4, false, "", "level:2"},
		{"Antarctic Chess", "7U", 4, true, "", ""},
		{"Antarctic Chess", "6E", 2, true, "level:4", "level:2"},
	} {
		if c.set {
			l.seatSel[0].SetSpec(c.was)
		}
		l.game.SetSelected(c.game)
		if l.entry.Name != c.game {
			t.Fatalf("no game %q in the launcher", c.game)
		}
		if c.mode != "" {
			i := slices.Index(l.modes, c.mode)
			if i < 0 {
				t.Fatalf("no mode %s in %v", c.mode, l.modes)
			}
			l.mode.SetSelectedIndex(i)
		}
		last := l.seatSel[0]
		want := players.NewSeatChooser(seat.LevelsOf(l.entry.Game, rules.Config{Mode: c.mode}), []string{players.PersonChoice}).Select.Options
		opts := last.Select.Options
		if len(opts) != 1+c.levels || !slices.Equal(opts, want) || !strings.HasSuffix(opts[c.levels], " · grandmaster") {
			t.Errorf("%s %s: the seats offer %q, want %d levels", c.game, c.mode, opts, c.levels)
		}
		if last.Spec() != c.now {
			t.Errorf("%s %s: the first seat holds %q (%q), want %q", c.game, c.mode, last.Spec(), last.Select.Selected, c.now)
		}
	}
}

// A game with modes heads its mode chooser "Mode"; the seats' name fields start at one
// edge, however long the seats' names (Antarctic Chess's seven).
func TestLauncherModeHeadingAndNameColumn(t *testing.T) {
	env := testEnv(t)
	l, w := openLauncher(t, env)
	w.Resize(Size())
	e, _ := games.Lookup("antarctic-chess")
	l.game.SetSelected(e.Name)
	if !l.modeHead.Visible() || l.modeHead.Text != "Mode" {
		t.Error("Antarctic Chess's mode chooser has no heading")
	}
	selectMode(l, "7U")
	if len(l.nameEnt) != 7 {
		t.Fatalf("%d name fields in 7U", len(l.nameEnt))
	}
	d := fyne.CurrentApp().Driver()
	x := d.AbsolutePositionForObject(l.nameEnt[0]).X
	for i, n := range l.nameEnt {
		if got := d.AbsolutePositionForObject(n).X; got != x {
			t.Errorf("seat %d's name field starts at %.0f, seat 1's at %.0f", i+1, got, x)
		}
	}
	l.game.SetSelected("Chess 2016")
	if l.modeHead.Visible() {
		t.Error("a game without modes shows the Mode heading")
	}
}

// The launcher's clocks: a preset gives the game its time control, a custom one is read
// as typed, and a wrong one keeps Start game off and says why.
func TestLauncherClocks(t *testing.T) {
	env := testEnv(t)
	l, _ := openLauncher(t, env)
	e, _ := games.Lookup("clash-of-command")
	l.game.SetSelected(e.Name)
	l.clock.SetSelected("Blitz 3 min + 2 s")
	m, err := l.Match()
	if err != nil || m.TimeControl().String() != "3+2" {
		t.Fatalf("preset: %v, %v", m.TimeControl(), err)
	}
	l.clock.SetSelected(players.CustomClock)
	if !l.clockIn.Visible() {
		t.Fatal("Custom shows no field to type in")
	}
	l.clockIn.SetText("25 + ten")
	if !l.start.Disabled() || !strings.Contains(l.message.Text, "time control") {
		t.Errorf("a wrong custom time: start enabled %v, message %q", !l.start.Disabled(), l.message.Text)
	}
	l.clockIn.SetText("2.5d3")
	if m, err = l.Match(); err != nil || m.TimeControl().Delay != 3*time.Second || l.start.Disabled() {
		t.Errorf("custom 2.5d3: %+v, %v", m.TimeControl(), err)
	}
	l.clock.SetSelected("No clocks")
	if m, _ = l.Match(); m.TimeControl().On() {
		t.Error("No clocks gave the game clocks")
	}
}

func TestLauncherSeatsTheComputer(t *testing.T) {
	env := testEnv(t)
	l, _ := openLauncher(t, env)
	l.game.SetSelected("4-Player Pothole Chess")
	if len(l.seatSel) != 4 {
		t.Fatalf("%d seat choices for four players", len(l.seatSel))
	}
	l.seatSel[1].SetSpec(seat.Level(3))
	l.seatSel[3].SetSpec(seat.Level(6))
	m, err := l.Match()
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Computers(); got[0] != "" || got[1] != "level:3" || got[2] != "" || got[3] != "level:6" {
		t.Errorf("seats %q", got)
	}
}

// At its default size the launcher shows every seat's name field, the clocks and Start
// game without scrolling, for every game of up to four players (Pothole Chess's four
// the tallest; seven Antarctic seats scroll).
func TestLauncherFitsItsSeats(t *testing.T) {
	env := testEnv(t)
	l, w := openLauncher(t, env)
	w.Resize(Size())
	for _, e := range games.All() {
		l.game.SetSelected(e.Name)
		if len(l.nameEnt) > 4 {
			continue
		}
		for i, n := range l.nameEnt {
			if !uitest.Inside(w, n) || !uitest.Inside(w, l.seatSel[i].Select) {
				t.Errorf("%s: seat %d's name field at %v is out of the %v window", e.ID, i+1, fyne.CurrentApp().Driver().AbsolutePositionForObject(n), w.Canvas().Size())
			}
		}
		if !uitest.Inside(w, l.clock) || !uitest.Inside(w, l.start) {
			t.Errorf("%s: the clocks or Start game are out of sight", e.ID)
		}
	}
}

// TestLauncherRemembersTheLastGame: a game started from the launcher is the one the next
// launcher opens on, with its setup, options, names and seats; every game keeps its own.
func TestLauncherRemembersTheLastGame(t *testing.T) {
	env := testEnv(t)
	l, _ := openLauncher(t, env)
	if l.entry.ID != env.Games[0].ID {
		t.Fatalf("with nothing kept the launcher opens on %s, want %s", l.entry.ID, env.Games[0].ID)
	}
	l.game.SetSelected("Chess 2016")
	l.setup.SetText("1-2-3/4/5")
	l.optSel["nightrider"].SetSelected("all-men")
	l.nameEnt[0].SetText("Ann")
	l.seatSel[1].SetSpec(seat.Level(3))
	l.clock.SetSelected(players.CustomClock)
	l.clockIn.SetText("7+4")
	test.Tap(l.start)
	if l.message.Text != "" {
		t.Fatalf("start: %s", l.message.Text)
	}
	// another game started since: it is the last one, Chess 2016 keeps its own choices
	l.game.SetSelected("Chess 56")
	if l.setup.Text != "" || l.nameEnt[0].Text != "Ann" {
		t.Errorf("Chess 56, never started: setup %q (want none), first name %q (kept from the form)", l.setup.Text, l.nameEnt[0].Text)
	}
	l.setup.SetText("7")
	test.Tap(l.start)

	l2, _ := openLauncher(t, env)
	if l2.entry.ID != "chess-56" || l2.setup.Text != "7" {
		t.Errorf("the next launcher opens on %s setup %q, want chess-56 setup 7", l2.entry.ID, l2.setup.Text)
	}
	l2.game.SetSelected("Chess 2016")
	if l2.setup.Text != "1-2-3/4/5" || l2.optSel["nightrider"].Selected != "all-men" ||
		l2.nameEnt[0].Text != "Ann" || l2.seatSel[1].Spec() != seat.Level(3) {
		t.Errorf("Chess 2016 comes back as setup %q, nightrider %q, name %q, seat %q", l2.setup.Text,
			l2.optSel["nightrider"].Selected, l2.nameEnt[0].Text, l2.seatSel[1].Spec())
	}
	m, err := l2.Match()
	if err != nil || m.TimeControl().String() != "7+4" {
		t.Errorf("the clocks come back as %q, %v", m.TimeControl(), err)
	}
	if err != nil || m.Names()[0] != "Ann" || m.Computer(1) == "" {
		t.Errorf("the recalled form starts %v (computer at seat 2: %q), %v", m.Names(), m.Computer(1), err)
	}
	for _, gw := range fyne.CurrentApp().Driver().AllWindows() {
		if gw != nil && strings.HasPrefix(gw.Title(), "Oddboards — ") {
			gw.Close() // the two games started
		}
	}
}

// In a game and mode that always starts the same, the launcher says which seats the
// computer's games favoured, from the shipped table; elsewhere it says nothing.
func TestLauncherSaysWhichSeatsWin(t *testing.T) {
	env := testEnv(t)
	l, w := openLauncher(t, env)
	w.Resize(Size())
	e, _ := games.Lookup("antarctic-chess")
	l.game.SetSelected(e.Name)
	selectMode(l, "3S")
	all, err := seatstats.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(all, func(s seatstats.Summary) bool { return s.Game == e.ID && s.Mode == "3S" && s.Games > 0 })
	if i < 0 {
		t.Fatal("the shipped table has no 3S games")
	}
	if !l.seats.Visible() || !strings.HasPrefix(l.seats.Text, all[i].Line()) || !strings.Contains(l.seats.Text, "Gold") {
		t.Errorf("3S: shown %v, %q; want %q", l.seats.Visible(), l.seats.Text, all[i].Line())
	}
	// Pothole's games were played with the default Cars: with exact Cars they say nothing
	p, _ := games.Lookup("pothole-chess")
	l.game.SetSelected(p.Name)
	if !l.seats.Visible() {
		t.Error("Pothole Chess with its default options shows no seats line")
	}
	l.optSel["cars"].SetSelected("exact")
	if l.seats.Visible() {
		t.Errorf("Pothole Chess with exact Cars says %q", l.seats.Text)
	}
	l.game.SetSelected("Chess 2016")
	if l.seats.Visible() {
		t.Errorf("Chess 2016 says %q", l.seats.Text)
	}
}

// selectMode chooses the mode of code in the launcher's mode list.
func selectMode(l *Launcher, code string) {
	for i, m := range l.modes {
		if m == code {
			l.mode.SetSelectedIndex(i)
		}
	}
}
