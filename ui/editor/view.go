package editor

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/render"
)

// Deps is what the editor needs from the app around it.
type Deps struct {
	Fonts  *draw.Fonts
	Icons  *render.Icons
	Window fyne.Window
	// Clipboard carries position strings (Copy position, Paste position)
	Clipboard fyne.Clipboard
	Start     rules.Position // the game's start under the model's config (Start position)
	Players   []rules.PlayerInfo
	// Play opens a game on cfg (the model's config with the draft's position string).
	Play func(cfg rules.Config)
	// SaveSetup keeps text under name as a custom setup of the game; nil offers none.
	SaveSetup func(name, text string) error
}

// View is the editor's window content: the board, the palette, the player to move and
// the game's other fields, the checks, and Play.
type View struct {
	M       *Model
	Board   *Board
	Palette *Palette
	ToMove  *widget.Select
	Fields  []*widget.Entry
	// Problems lists what keeps the draft from play (or notes on it); PlayButton is
	// enabled only when nothing does.
	Problems   *widget.Label
	PlayButton *widget.Button
	Status     *widget.Label
	undo, redo *widget.Button
	deps       Deps
	content    fyne.CanvasObject
	statusAt   int // the draft's version the status line speaks of
}

// the status line's words when it has nothing else to say; the palette is under Pieces,
// right of the board (NewView's split)
const (
	hintFree  = "Drag pieces to move them, off the board to take them away; choose a piece under Pieces, right of the board, to add it"
	hintArmed = "Click cells to stand %s on them; click it under Pieces again to stop"
)

// NewView builds the editor on m.
func NewView(m *Model, d Deps) *View {
	v := &View{M: m, deps: d, Problems: widget.NewLabel(""), Status: widget.NewLabel("")}
	v.Problems.Wrapping = fyne.TextWrapWord
	v.Status.Wrapping = fyne.TextWrapWord
	names, colours := make([]string, len(d.Players)), make([]string, len(d.Players))
	for i, p := range d.Players {
		names[i], colours[i] = p.Name, p.Colour
	}
	v.Board = newBoard(m, d.Fonts, d.Icons, colours)
	v.Board.OnStatus = v.say
	v.Palette = newPalette(m.Game.Palette(m.Cfg), names, colours, d.Icons, v.Board)
	v.Palette.OnArm = func(*pieces.Piece) { v.say(v.hint()) }
	v.ToMove = widget.NewSelect(names, func(s string) {
		for i, n := range names {
			if n == s {
				m.SetToMove(rules.Player(i))
			}
		}
	})
	// the fields as label, entry and a wrapped hint: a form's hints do not wrap, and a
	// long one would take the board's width
	form := container.NewVBox(bold("To move"), v.ToMove)
	for _, f := range m.Draft().Fields {
		e := widget.NewEntry()
		key := f.Key
		e.OnChanged = func(s string) { m.setField(key, s) }
		v.Fields = append(v.Fields, e)
		hint := widget.NewLabel(f.Help)
		hint.Wrapping = fyne.TextWrapWord
		hint.SizeName = theme.SizeNameCaptionText
		form.Add(bold(f.Label))
		form.Add(e)
		form.Add(hint)
	}
	v.undo = widget.NewButton("Undo", func() { m.Undo() })
	v.redo = widget.NewButton("Redo", func() { m.Redo() })
	mirror := widget.NewButton("Mirror", func() {
		if err := m.mirror(); err != nil {
			v.say(err.Error())
		}
	})
	if _, ok := reflection(m.Board); !ok || len(d.Players) != 2 {
		mirror.Disable() // the game is not symmetric top to bottom
	}
	edits := container.NewGridWithColumns(3,
		v.undo, v.redo, widget.NewButton("Clear", m.Clear),
		widget.NewButton("Start position", func() { m.Load(d.Start) }), mirror,
		widget.NewButton("Copy position", v.copyPosition))
	v.PlayButton = widget.NewButton("Play this position", v.play)
	v.PlayButton.Importance = widget.HighImportance
	actions := []fyne.CanvasObject{widget.NewButton("Paste position", v.pastePosition)}
	if d.SaveSetup != nil {
		actions = append(actions, widget.NewButton("Save as a setup…", v.askSetupName))
	}
	// the pieces first, the rarer fields below them; the checks and Play stay in sight
	scroll := container.NewVScroll(container.NewVBox(
		edits,
		bold("Pieces"),
		v.Palette,
		widget.NewSeparator(),
		form,
	))
	bottom := container.NewVBox(
		widget.NewSeparator(),
		v.Problems,
		container.NewGridWithColumns(len(actions), actions...),
		v.PlayButton,
		v.Status,
	)
	split := container.NewHSplit(v.Board, container.NewBorder(nil, bottom, nil, nil, scroll))
	split.Offset = 0.64
	v.content = split
	m.OnChange = v.refresh
	v.refresh()
	v.say(hintFree)
	return v
}

// say puts msg in the status line, about the draft as it stands: the next change of the
// draft (an undo too) takes it back, so "King taken off the board" never outlives the King's return.
func (v *View) say(msg string) {
	v.Status.SetText(msg)
	v.statusAt = v.M.draftVersion()
}

// hint is what the status line says when it has nothing else to: how to edit.
func (v *View) hint() string {
	if p := v.Board.Armed; p != nil {
		return fmt.Sprintf(hintArmed, rules.WithArticle(v.M.Kinds.Name(p.Kind)))
	}
	return hintFree
}

// Content is the editor's window content.
func (v *View) Content() fyne.CanvasObject { return v.content }

// refresh shows the draft as it now stands and checks it.
func (v *View) refresh() {
	d := v.M.Draft()
	v.Board.Sync()
	if int(d.ToMove) >= 0 && int(d.ToMove) < len(v.deps.Players) {
		v.ToMove.SetSelected(v.deps.Players[d.ToMove].Name) // no step: the same value
	}
	for i, f := range d.Fields {
		if i < len(v.Fields) && v.Fields[i].Text != f.Value {
			v.Fields[i].SetText(f.Value)
		}
	}
	setEnabled(v.undo, v.M.canUndo())
	setEnabled(v.redo, v.M.canRedo())
	p, probs := v.M.compose()
	var lines []string
	for _, pr := range probs {
		if pr.Note {
			lines = append(lines, "Note: "+pr.Text)
		} else {
			lines = append(lines, "Cannot play: "+pr.Text)
		}
	}
	if p != nil && len(lines) == 0 {
		lines = append(lines, "Ready to play.")
	}
	v.Problems.SetText(strings.Join(lines, "\n"))
	setEnabled(v.PlayButton, p != nil)
	if v.statusAt != v.M.draftVersion() {
		v.say(v.hint()) // what it said was of the draft before
	}
}

func bold(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

func setEnabled(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

func (v *View) play() {
	if cfg, ok := v.M.Config(); ok && v.deps.Play != nil {
		v.deps.Play(cfg)
	}
}

// copyPosition puts the draft's position string on the clipboard, if it can be played.
func (v *View) copyPosition() {
	t := v.M.Text()
	if t == "" {
		v.say("Nothing copied: the position cannot be played yet (see above)")
		return
	}
	if v.deps.Clipboard != nil {
		v.deps.Clipboard.SetContent(t)
	}
	v.say("Position copied: " + rules.Excerpt(t, 60))
}

// pastePosition reads the clipboard's position string into the draft.
func (v *View) pastePosition() {
	if v.deps.Clipboard == nil {
		return
	}
	if err := v.Load(v.deps.Clipboard.Content()); err != nil {
		v.say("Nothing pasted: " + err.Error())
		return
	}
	v.say("Position pasted")
}

// Load reads a position string into the draft (one undo step).
func (v *View) Load(text string) error {
	text = strings.TrimSpace(text)
	if text == "" {
		return fmt.Errorf("the clipboard holds no position")
	}
	p, err := v.M.Game.ReadPosition(v.M.Cfg, text)
	if err != nil {
		return err
	}
	v.M.Load(p)
	return nil
}

func (v *View) askSetupName() {
	t := v.M.Text()
	if t == "" {
		v.say("Only a position that can be played can be kept as a setup")
		return
	}
	name := widget.NewEntry()
	name.SetPlaceHolder("My opening")
	dialog.ShowForm("Save as a setup", "Save", "Cancel",
		[]*widget.FormItem{widget.NewFormItem("Name", name)}, func(ok bool) {
			if !ok {
				return
			}
			if err := v.deps.SaveSetup(strings.TrimSpace(name.Text), t); err != nil {
				dialog.ShowError(err, v.deps.Window)
				return
			}
			v.say("Kept as the setup " + strings.TrimSpace(name.Text) + ": the launcher offers it")
		}, v.deps.Window)
}
