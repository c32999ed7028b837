package players

import (
	"image/color"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"oddboards/internal/ticker"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/shell"
)

// ClockPreset is one of the launcher's time controls: its words and
// rules.ParseTimeControl's text ("" for none).
type ClockPreset struct{ Label, TC string }

// ClockPresets are the launcher's time controls; the last, Custom, takes what the player
// types.
func ClockPresets() []ClockPreset {
	return []ClockPreset{
		{"No clocks", ""},
		{"Bullet 1 min", "1"},
		{"Blitz 3 min + 2 s", "3+2"},
		{"Blitz 5 min + 3 s", "5+3"},
		{"Rapid 10 min + 5 s", "10+5"},
		{"Rapid 15 min + 10 s", "15+10"},
		{"Rapid 10 min, 5 s delay", "10d5"},
		{"Classical 30 min + 20 s", "30+20"},
		{CustomClock, ""},
	}
}

// CustomClock is the preset whose time control the player types.
const CustomClock = "Custom…"

// clockTick is how often a running clock is redrawn and checked for a flag fall.
const clockTick = 100 * time.Millisecond

// clockTextSize is the size of the clocks' times.
const clockTextSize = 18

// lowClock is when a clock turns red (and, with sounds on, warns once a turn).
const lowClock = 10 * time.Second

// ClockPanel shows every seat's clock in a game window, the running one marked, and
// starts and stops them for a hot-seat table (Pause clocks).
type ClockPanel struct {
	m     *rules.Match
	env   *shell.Env
	Box   *fyne.Container // what the window shows
	names []*SeatLine
	times []*canvas.Text
	pause *widget.Button
	stop  chan struct{}
	once  sync.Once
	// OnLow is told, at every redraw, while the running clock is under lowClock (the
	// Env sounds it once a ply for all the match's windows).
	OnLow func()
}

// NewClockPanel builds the clocks of m, or returns nil when m has none.
func NewClockPanel(env *shell.Env, m *rules.Match) *ClockPanel {
	if !m.TimeControl().On() {
		return nil
	}
	c := &ClockPanel{m: m, env: env, stop: make(chan struct{})}
	rows := container.NewVBox()
	// every time in a column as wide as the widest it can show, so the names beside them
	// line up and keep their room from tick to tick
	wide := fyne.MeasureText("» 00:00:00", clockTextSize, fyne.TextStyle{Monospace: true}).Width
	for i, pl := range m.Players() {
		t := canvas.NewText("", color.White)
		t.TextStyle = fyne.TextStyle{Monospace: true} // the theme has no bold monospace face
		t.TextSize = clockTextSize
		t.Alignment = fyne.TextAlignTrailing
		line := NewSeatLine(pieces.PlayerColours(pl.Colour).Fill, m.Names()[i],
			&fyne.Container{Layout: shell.FixedWidth{Width: wide}, Objects: []fyne.CanvasObject{t}})
		c.names = append(c.names, line)
		c.times = append(c.times, t)
		rows.Add(line.Box)
	}
	c.pause = widget.NewButton("Pause clocks", func() { m.SetPaused(!m.Paused()) })
	c.pause.Importance = widget.LowImportance
	title := widget.NewLabelWithStyle("Clocks "+m.TimeControl().String(), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	// right padding: the side panel's scroll bar must not cover the times
	c.Box = container.NewVBox(container.NewBorder(nil, nil, nil, c.pause, title),
		container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(10, 1)), rows))
	c.Refresh()
	go c.run()
	return c
}

// run redraws the clocks and checks for a flag fall, on the UI goroutine, until Close.
func (c *ClockPanel) run() {
	ticker.Every(clockTick, c.stop, func() {
		c.env.Do(func() {
			select {
			case <-c.stop: // closed while this waited
			default:
				c.m.Tick() // a flag fall changes the match, which refreshes the window
				c.Refresh()
			}
		})
	})
}

// Lines are the seats' lines, their clocks at their ends.
func (c *ClockPanel) Lines() []*SeatLine { return c.names }

// Close stops the ticking.
func (c *ClockPanel) Close() {
	if c != nil {
		c.once.Do(func() { close(c.stop) })
	}
}

// Refresh shows the times left; the running clock bold and bright, a low one red.
func (c *ClockPanel) Refresh() {
	if c == nil {
		return
	}
	times := c.m.Clocks()
	p := c.m.Position()
	over := c.m.Outcome().Over()
	paused := c.m.Paused()
	for i, t := range c.times {
		running := !over && !paused && p.ToMove() == rules.Player(i)
		text := rules.FormatClock(times[i])
		col := color.Color(color.NRGBA{0xb0, 0xb0, 0xb0, 0xff})
		switch {
		case times[i] < lowClock && !p.Out(rules.Player(i)):
			col = color.NRGBA{0xff, 0x50, 0x40, 0xff}
		case running:
			col = color.White
		}
		switch {
		case p.Out(rules.Player(i)):
			text, col = "out", color.NRGBA{0x80, 0x80, 0x80, 0xff}
		case running:
			text = "» " + text // not "▶", which Fyne's font lacks
		}
		if t.Text != text || t.Color != col {
			t.Text, t.Color = text, col
			t.Refresh()
		}
		c.names[i].Set(c.names[i].Full(), fyne.TextStyle{Bold: running})
	}
	label := "Pause clocks"
	if paused {
		label = "Start clocks"
	}
	if c.pause.Text != label {
		c.pause.SetText(label)
	}
	shell.SetEnabled(c.pause, !over)
	if mover := p.ToMove(); running(over, paused) && times[mover] < lowClock && times[mover] > 0 && c.OnLow != nil {
		c.OnLow()
	}
}

func running(over, paused bool) bool { return !over && !paused }
