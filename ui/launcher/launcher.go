// Package launcher is the app's first window: pick a game, its setup, mode, options,
// seats and clocks, and start it, host it over the network or join one; open, resume or
// list saved games. It opens game windows through gamewin.Env.
package launcher

import (
	"fmt"
	"image"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/chess2016"
	"oddboards/rules/games"
	"oddboards/rules/search"
	"oddboards/rules/seat"
	"oddboards/rules/seatstats"
	"oddboards/ui/board"
	"oddboards/ui/explorerwin"
	"oddboards/ui/gamewin"
	"oddboards/ui/netwin"
	"oddboards/ui/players"
	"oddboards/ui/render"
	"oddboards/ui/savestore"
)

// Launcher is the first window: pick a game, its setup and options, name the players.
type Launcher struct {
	env  *gamewin.Env
	win  fyne.Window
	edit EditFunc

	game     *widget.Select
	setup    *widget.Entry
	random   *widget.Button
	setupOK  *widget.Label
	mode     *widget.Select
	modeHead *widget.Label // "Mode", over mode when the game has modes
	modes    []string      // mode codes, in the order of mode's options
	options  *fyne.Container
	names    *fyne.Container
	seats    *widget.Label       // each seat's results in computer games, where every game starts the same
	seatSums []seatstats.Summary // the shipped table's, read once
	preview  *canvas.Raster
	start    *widget.Button
	host     *widget.Button // Host…: the game set up here, over the network
	explore  *widget.Button
	message  *widget.Label
	clock    *widget.Select          // the time control (players.ClockPresets)
	clockIn  *widget.Entry           // a custom time control
	custom   *widget.Select          // the game's custom setups (first: none)
	customs  []savestore.CustomSetup // what custom's options 2… name

	entry   games.Entry
	optSel  map[string]*widget.Select
	nameEnt []*widget.Entry
	seatSel []*players.SeatChooser // per seat: a person or the computer at a level
	levels  search.Levels          // the levels the seats offer: the game's in its mode
	cfg     rules.Config
	pos     rules.Position // the start position of cfg, nil if cfg is wrong
	rng     *rand.Rand
	content fyne.CanvasObject
}

// EditFunc opens the position editor on p, a position of g under cfg (Set up position…).
type EditFunc func(g rules.Game, cfg rules.Config, p rules.Position) error

// Size is the launcher's opening size: it fits a 1280×800 screen.
func Size() fyne.Size { return fyne.NewSize(960, 700) }

// New builds the launcher of env for window w; edit opens the position editor.
func New(env *gamewin.Env, w fyne.Window, edit EditFunc) *Launcher {
	l := &Launcher{env: env, win: w, edit: edit, rng: rand.New(rand.NewPCG(rand.Uint64(), 0x0dd))}
	var labels []string
	for _, e := range env.Games {
		labels = append(labels, e.Name)
	}
	l.game = widget.NewSelect(labels, func(string) { l.gameChanged() })
	l.setup = widget.NewEntry()
	l.setup.OnChanged = func(string) { l.update() }
	l.random = widget.NewButton("Random", l.randomSetup)
	l.setupOK = widget.NewLabel("")
	l.setupOK.Wrapping = fyne.TextWrapWord
	l.mode = widget.NewSelect(nil, func(string) { l.update() })
	l.modeHead = widget.NewLabelWithStyle("Mode", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.custom = widget.NewSelect(nil, func(string) { l.update() })
	var presets []string
	for _, p := range players.ClockPresets() {
		presets = append(presets, p.Label)
	}
	l.clockIn = widget.NewEntry()
	l.clockIn.SetPlaceHolder("minutes + seconds a turn: 25+10, or 10d5 for a delay")
	l.clockIn.OnChanged = func(string) { l.update() }
	l.clockIn.Hide()
	l.clock = widget.NewSelect(presets, func(s string) {
		if s == players.CustomClock {
			l.clockIn.Show()
		} else {
			l.clockIn.Hide()
		}
		l.update()
	})
	l.clock.SetSelectedIndex(0)
	l.options = container.NewVBox()
	// the seats' names in a column of their own: every name field starts at one edge
	l.names = container.New(layout.NewFormLayout())
	l.seats = widget.NewLabel("")
	l.seats.Wrapping = fyne.TextWrapWord
	l.seats.Importance = widget.LowImportance
	l.seats.Hide()
	l.seatSums, _ = seatstats.Shipped() // a broken table: the line stays hidden
	l.preview = canvas.NewRaster(l.drawPreview)
	env.FollowPreview(l.preview)
	l.message = widget.NewLabel("")
	l.message.Wrapping = fyne.TextWrapWord // an error may be long: it wraps in the narrow column
	l.message.Importance = widget.DangerImportance
	l.start = widget.NewButton("Start game", l.startGame)
	l.start.Importance = widget.HighImportance
	howTo := widget.NewButton("How to play", func() { env.Help.ShowFor(l.entry.ID, l.cfg, pieces.None) })
	l.explore = widget.NewButton("Chess 2016 explorer…", func() {
		variant := chess2016.Chess2016
		if l.entry.DiceExample != "" {
			variant = l.entry.Variant // the explorer opens on the chosen variant's dice
		}
		explorerwin.Show(env.Env, env, variant, l.cfg.Setup)
	})
	editPos := widget.NewButton("Set up position…", func() {
		if l.pos == nil {
			l.message.SetText("Fix the setup first: the editor starts from it")
			return
		}
		if err := l.edit(l.entry.Game, l.cfg, l.pos); err != nil {
			l.message.SetText(err.Error())
		}
	})
	open := widget.NewButton("Open…", func() { env.Files.ShowOpen(w) })
	recent := widget.NewButton("Recent…", func() { env.Files.ShowRecent(w) })
	resume := widget.NewButton("Resume…", func() { env.Files.AskResume(w) })
	l.host = widget.NewButton("Host…", l.hostNetwork)
	join := widget.NewButton("Join…", func() { netwin.ShowJoin(env.Network, w) })
	netGames := widget.NewButton("Games…", func() { netwin.ShowGames(env.Network, w) }) // finished ones too

	form := container.NewVBox(
		widget.NewLabelWithStyle("Game", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		l.game,
		widget.NewLabelWithStyle("Setup", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewBorder(nil, nil, nil, l.random, l.setup),
		l.custom,
		l.setupOK,
		l.modeHead,
		l.mode,
		l.options,
		widget.NewLabelWithStyle("Players", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		l.names,
		l.seats,
		widget.NewLabelWithStyle("Clocks", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		l.clock,
		l.clockIn,
		l.message,
	)
	// the choices scroll (seven players' names are long); the actions stay in sight
	actions := container.NewVBox(
		l.start,
		container.NewGridWithColumns(3, howTo, editPos, l.explore),
		widget.NewSeparator(),
		// one column of headings: the two rows' buttons line up
		container.New(layout.NewFormLayout(),
			widget.NewLabelWithStyle("Saved games", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			container.NewGridWithColumns(3, open, recent, resume),
			widget.NewLabelWithStyle("Network play", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			container.NewGridWithColumns(3, l.host, join, netGames)),
	)
	left := container.NewBorder(nil, container.NewPadded(actions), nil, nil, container.NewVScroll(container.NewPadded(form)))
	split := container.NewHSplit(left, l.preview)
	split.SetOffset(0.38)
	l.content = split
	if len(labels) > 0 {
		l.game.SetSelectedIndex(l.lastGame())
	}
	return l
}

// ShowGame chooses the game of ID id in its variant (the catalogue's entry of both).
func (l *Launcher) ShowGame(id, variant string) {
	for i, e := range l.env.Games {
		if e.Game.ID() == id && e.Variant == variant {
			l.game.SetSelectedIndex(i)
			return
		}
	}
}

// Content is what the window shows.
func (l *Launcher) Content() fyne.CanvasObject { return l.content }

func (l *Launcher) gameChanged() {
	i := l.game.SelectedIndex()
	if i < 0 {
		return
	}
	l.entry = l.env.Games[i]
	g := l.entry.Game
	n := g.Setups(l.entry.Variant)
	if n > 0 {
		hint := fmt.Sprintf("Number 1–%d", n)
		if l.entry.DiceExample != "" {
			hint += " or dice " + l.entry.DiceExample
		}
		l.setup.SetPlaceHolder(hint)
		l.setup.Enable()
		l.random.Enable()
	} else {
		l.setup.SetPlaceHolder("This game has one setup")
		l.setup.Disable()
		l.random.Disable()
	}
	l.setup.SetText("")
	l.RefreshCustoms()

	l.modes = nil
	if ml, ok := g.(rules.ModeLister); ok {
		var titles []string
		for _, m := range ml.Modes() {
			l.modes = append(l.modes, m)
			titles = append(titles, m+" · "+ml.ModeTitle(m)) // the code, as the rules and the command line name it
		}
		l.mode.Options = titles
		l.mode.Show()
		l.modeHead.Show()
		def := 0
		if p, err := g.Start(rules.Config{Variant: l.entry.Variant}); err == nil {
			if mp, ok := p.(rules.ModePosition); ok {
				for i, m := range l.modes {
					if m == mp.Mode() {
						def = i
					}
				}
			}
		}
		l.mode.SetSelectedIndex(def)
	} else {
		l.mode.Options = nil
		l.mode.ClearSelected()
		l.mode.Hide()
		l.modeHead.Hide()
	}

	l.optSel = map[string]*widget.Select{}
	l.options.RemoveAll()
	for _, o := range g.Options() {
		sel := widget.NewSelect(o.Values, func(string) { l.update() })
		sel.SetSelected(o.Default)
		l.optSel[o.Key] = sel
		l.options.Add(widget.NewLabelWithStyle(o.Label, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		l.options.Add(sel)
		if o.Help != "" {
			h := widget.NewLabel(o.Help)
			h.Wrapping = fyne.TextWrapWord
			l.options.Add(h)
		}
	}
	l.update()
	l.recall() // the choices this game was last started with
}

// RefreshCustoms offers the game's custom setups anew: the position editor keeps them.
func (l *Launcher) RefreshCustoms() {
	if l.entry.Game == nil {
		return
	}
	l.customs = l.env.Saves.Setups(l.entry.ID)
	opts := []string{noCustom}
	for _, cs := range l.customs {
		opts = append(opts, "Your setup: "+cs.Name)
	}
	l.custom.Options = opts
	l.custom.SetSelectedIndex(0)
	if len(l.customs) == 0 {
		l.custom.Hide()
	} else {
		l.custom.Show()
	}
}

// noCustom is the custom setup choice for the game's own setups.
const noCustom = "The game's own setups"

// config reads the form; an error says what to fix.
func (l *Launcher) config() (rules.Config, error) {
	if i := l.custom.SelectedIndex(); i > 0 && i <= len(l.customs) {
		cfg := l.customs[i-1].Config // the setup, mode and options it was kept with
		cfg.Options = maps.Clone(cfg.Options)
		return cfg, nil
	}
	cfg := rules.Config{Variant: l.entry.Variant, Options: map[string]string{}}
	if i := l.mode.SelectedIndex(); i >= 0 && i < len(l.modes) {
		cfg.Mode = l.modes[i]
	}
	for k, s := range l.optSel {
		cfg.Options[k] = s.Selected
	}
	text := strings.TrimSpace(l.setup.Text)
	if text == "" {
		return cfg, nil
	}
	if sr, ok := l.entry.Game.(rules.SetupReader); ok {
		n, err := sr.ParseSetup(l.entry.Variant, text)
		if err != nil {
			return cfg, err
		}
		cfg.Setup = n
		return cfg, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil {
		return cfg, fmt.Errorf("setup %q: type a number", text)
	}
	cfg.Setup = n
	return cfg, nil
}

func (l *Launcher) update() {
	if l.entry.Game == nil {
		return
	}
	cfg, err := l.config()
	var pos rules.Position
	if err == nil {
		pos, err = rules.StartOf(l.entry.Game, cfg)
	}

	if err != nil {
		l.message.SetText(err.Error())
		l.setupOK.SetText("")
		l.start.Disable()
		l.host.Disable()
		l.pos = nil
	} else {
		l.message.SetText("")
		l.cfg = cfg
		l.pos = pos
		l.start.Enable()
		l.host.Enable()
		l.setupOK.SetText(l.setupDescription(cfg))
	}
	if _, tcErr := l.timeControl(); err == nil && tcErr != nil {
		l.message.SetText(tcErr.Error()) // the board is fine: only the clocks are not
		l.start.Disable()
		l.host.Disable()
	}
	l.refreshNames(cfg)
	l.refreshSeats(cfg)
	l.preview.Refresh()
}

// refreshSeats says which seats won most often in computer games, in a game and mode
// that always starts the same, played with the options the games were played with.
func (l *Launcher) refreshSeats(cfg rules.Config) {
	g := l.entry.Game
	mode := seat.ModeOf(g, cfg)
	i := slices.IndexFunc(l.seatSums, func(s seatstats.Summary) bool { return s.Game == g.ID() && s.Mode == mode && s.Games > 0 })
	if i < 0 || l.custom.SelectedIndex() > 0 || !seatstats.Applies(g, cfg) {
		l.seats.Hide()
		return
	}
	l.seats.SetText(l.seatSums[i].Line() + " How to play has the chart.")
	l.seats.Show()
}

func (l *Launcher) setupDescription(cfg rules.Config) string {
	g := l.entry.Game
	if i := l.custom.SelectedIndex(); i > 0 && i <= len(l.customs) {
		return "A position set up by hand: " + l.customs[i-1].Name
	}
	if g.Setups(l.entry.Variant) == 0 {
		return ""
	}
	n := cfg.Setup
	if n == 0 {
		return "The default setup. Type a number, dice, or press Random."
	}
	s := fmt.Sprintf("Setup %d", n)
	if sr, ok := g.(rules.SetupReader); ok {
		if name := sr.SetupName(l.entry.Variant, n); name != "" {
			s += ", dice " + name
		}
	}
	if l.pos == nil {
		return s
	}
	// typed in, it is played as asked, but not unawares (Random skips these); named as
	// the explorer names them
	var enders []string
	for _, m := range arena.Enders(l.pos) {
		enders = append(enders, g.FormatMove(l.pos, m))
	}
	if len(enders) > 0 {
		s += ". " + g.Players(cfg)[l.pos.ToMove()].Name + " can end the game on the first move: " + strings.Join(enders, " or ") + "."
	}
	return s
}

func (l *Launcher) refreshNames(cfg rules.Config) {
	seats, levels := l.entry.Game.Players(cfg), seat.LevelsOf(l.entry.Game, cfg)
	same := len(seats) == len(l.nameEnt) && len(seats) == len(l.seatSel) && levels.Len() == l.levels.Len()
	for i := 0; same && i < len(seats); i++ {
		same = l.nameEnt[i].PlaceHolder == seats[i].Name
	}
	if same {
		return
	}
	// new seats or levels (another game or mode): keep the names typed so far, seat by
	// seat, and the computer's levels, the nearest there is
	var typed, who []string
	for i, e := range l.nameEnt {
		typed = append(typed, e.Text)
		who = append(who, l.seatSel[i].Spec())
	}
	l.names.RemoveAll()
	l.nameEnt, l.seatSel, l.levels = nil, nil, levels
	for i, s := range seats {
		e := widget.NewEntry()
		e.SetPlaceHolder(s.Name)
		sel := players.NewSeatChooser(levels, []string{players.PersonChoice})
		if i < len(typed) {
			e.SetText(typed[i])
			spec, _ := seat.Nearest(who[i], levels)
			sel.SetSpec(spec)
		}
		l.nameEnt = append(l.nameEnt, e)
		l.seatSel = append(l.seatSel, sel)
		l.names.Add(widget.NewLabel(s.Name))
		l.names.Add(container.NewBorder(nil, nil, nil, sel.Select, e))
	}
}

func (l *Launcher) randomSetup() {
	n := l.entry.Game.Setups(l.entry.Variant)
	if n == 0 {
		return
	}
	// never a setup the first player wins on the first move (a quarter of Chess 2016's
	// are): whoever asks for a random setup wants a game
	for try := 0; ; try++ {
		l.setup.SetText(strconv.Itoa(1 + l.rng.IntN(n)))
		if try == 100 || l.pos == nil || !arena.EndsAtOnce(l.pos) {
			return
		}
	}
}

func (l *Launcher) drawPreview(w, h int) image.Image {
	if l.pos == nil {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	sc := render.NewScene(l.pos.Board(), l.pos.At, board.ColourNames(l.entry.Game.Players(l.cfg)), l.entry.Game.Kinds())
	sc.Icons = l.env.Icons
	sc.Theme = l.env.BoardTheme().Theme
	img, _ := render.Image(sc, w, h, 0, l.env.Fonts)
	return img.Image()
}

// timeControl is the clocks chosen, or what is wrong with a custom one.
func (l *Launcher) timeControl() (rules.TimeControl, error) {
	if l.clock == nil {
		return rules.TimeControl{}, nil
	}
	i := l.clock.SelectedIndex()
	presets := players.ClockPresets()
	if i < 0 || i >= len(presets) {
		return rules.TimeControl{}, nil
	}
	text := presets[i].TC
	if presets[i].Label == players.CustomClock {
		if text = strings.TrimSpace(l.clockIn.Text); text == "" {
			return rules.TimeControl{}, fmt.Errorf("type the clocks' time: minutes + seconds a turn, such as 25+10")
		}
	}
	return rules.ParseTimeControl(text)
}

// Match starts a match from the form, or says what is wrong.
func (l *Launcher) Match() (*rules.Match, error) {
	cfg, err := l.config()
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range l.nameEnt {
		names = append(names, strings.TrimSpace(e.Text))
	}
	tc, err := l.timeControl()
	if err != nil {
		return nil, err
	}
	m, err := rules.NewMatch(l.entry.Game, cfg, names)
	if err != nil {
		return nil, err
	}
	for i, sel := range l.seatSel {
		m.SetComputer(rules.Player(i), sel.Spec())
	}
	m.SetTimeControl(tc, nil)
	return m, nil
}

func (l *Launcher) startGame() {
	if m := l.chosen(); m != nil {
		l.env.OpenGame(m)
	}
}

// chosen is the match set up here, the choices remembered; nil, the error shown, when
// it cannot be made.
func (l *Launcher) chosen() *rules.Match {
	m, err := l.Match()
	if err != nil {
		l.message.SetText(err.Error())
		return nil
	}
	l.remember()
	return m
}

// hostNetwork offers to host the game set up here over the network, through the dialog
// Game › Play over the network… hosts with.
func (l *Launcher) hostNetwork() {
	if m := l.chosen(); m != nil {
		netwin.ShowHost(l.env.Network, l.win, m)
	}
}
