// Package saves holds the dialogs that save and open games, offer the unfinished ones
// and the recent files, and copy and paste records; the games themselves are kept by
// shell.Env's Saves (ui/savestore). The game windows and the launcher show them.
package saves

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/rules/record"
	"oddboards/ui/savestore"
	"oddboards/ui/shell"
)

// Games is how the dialogs reach the app's game windows, which they do not know.
type Games interface {
	shell.GameOpener
	// WindowOf is the newest window on m, nil if none: a file opened again brings it
	// forward.
	WindowOf(m *rules.Match) fyne.Window
	// ResumeNetGame opens a kept network game again (away from the UI goroutine); done
	// hears, on the UI goroutine, why not (nil once its window is open).
	ResumeNetGame(g savestore.NetGame, done func(error))
}

// Dialogs are the save and open dialogs of one app.
type Dialogs struct {
	env   *shell.Env
	games Games
}

// New is the dialogs of env, which open games through games.
func New(env *shell.Env, games Games) *Dialogs { return &Dialogs{env: env, games: games} }

// recordExts are the files the open dialog offers: records and plain text files.
var recordExts = []string{record.Ext, ".txt", ".pgn"}

// ShowOpen asks for a record file and opens the game in a new window. A broken record
// opens nothing: an error dialog says what is wrong and where.
func (d *Dialogs) ShowOpen(w fyne.Window) {
	d.env.ShowFileOpen(w, recordExts, func(rc fyne.URIReadCloser, err error) { d.opened(w, rc, err) })
}

// opened is the open dialog's answer.
func (d *Dialogs) opened(w fyne.Window, rc fyne.URIReadCloser, err error) {
	if err != nil {
		shell.ShowError(err, w)
		return
	}
	if rc == nil {
		return // cancelled
	}
	defer rc.Close()
	path := ""
	if rc.URI().Scheme() == "file" {
		path = rc.URI().Path()
		if d.bringForward(path) {
			return
		}
	}
	m, err := d.env.Saves.OpenReader(rc, path)
	if err != nil {
		d.showOpenError(w, rc.URI().Name(), err)
		return
	}
	d.games.OpenGame(m)
}

// OpenFile opens a record file (the recent list, --open) in a new window, or shows
// why not over w.
func (d *Dialogs) OpenFile(w fyne.Window, path string) {
	if d.bringForward(path) {
		return
	}
	m, err := d.env.Saves.Open(path)
	if err != nil {
		d.showOpenError(w, filepath.Base(path), err)
		return
	}
	d.games.OpenGame(m)
}

// bringForward shows the window of the game open from path, if there is one, and
// reports whether there was: a file is open in one game at a time.
func (d *Dialogs) bringForward(path string) bool {
	for _, m := range d.env.Saves.OpenedFrom(path) {
		if w := d.games.WindowOf(m); w != nil {
			w.Show()
			w.RequestFocus()
			return true
		}
	}
	return false
}

// showOpenError says why the file name cannot be opened. For a damaged record whose
// headers make a game it offers to open the game up to its last legal move.
func (d *Dialogs) showOpenError(w fyne.Window, name string, err error) {
	msg := fmt.Sprintf("Cannot open %s:\n%s", rules.Excerpt(name, 60), rules.BoundText(err.Error()))
	var dam *savestore.Damaged
	if !errors.As(err, &dam) || dam.Partial == nil {
		shell.ShowError(errors.New(msg), w)
		return
	}
	open, kept := "Open at the start", "No move before the mistake can be read: the game can be opened at its start."
	if last := dam.LastMove(); last != "" {
		open = "Open up to " + last
		kept = fmt.Sprintf("The game reads well up to %s: it can be opened there, unfinished, and saved to a new file.", last)
	}
	text := widget.NewLabel(msg + "\n\n" + kept)
	text.Wrapping = fyne.TextWrapWord
	dlg := dialog.NewCustomConfirm("Damaged game file", open, "Close", text, func(ok bool) {
		if !ok {
			return
		}
		if m := d.env.Saves.OpenDamaged(dam); m != nil {
			d.games.OpenGame(m)
		}
	}, w)
	dlg.Resize(fyne.NewSize(fyne.Min(560, w.Canvas().Size().Width*0.9), 280))
	dlg.Show()
}

// ShowSaveAs asks where to save m and writes its record there.
func (d *Dialogs) ShowSaveAs(w fyne.Window, m *rules.Match) {
	d.env.ShowFileSave(w, savestore.FileName(m), func(wc fyne.URIWriteCloser, err error) { d.savedAs(w, m, wc, err) })
}

// savedAs is the save dialog's answer.
func (d *Dialogs) savedAs(w fyne.Window, m *rules.Match, wc fyne.URIWriteCloser, err error) {
	if err != nil {
		shell.ShowError(err, w)
		return
	}
	if wc == nil {
		return // cancelled
	}
	if wc.URI().Scheme() != "file" {
		// not a local file: write through the dialog's writer
		err := d.env.Saves.WriteRecord(m, wc)
		if cerr := wc.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			shell.ShowError(fmt.Errorf("cannot save: %v", err), w)
			return
		}
		shell.ShowInfo("Save as", fmt.Sprintf("Saved %s in %s.", wc.URI().Name(), shell.Location(wc.URI())), w)
		return
	}
	path := wc.URI().Path()
	wc.Close()
	if err := d.env.Saves.SaveTo(m, path); err != nil {
		shell.ShowError(fmt.Errorf("cannot save %s: %v", filepath.Base(path), err), w)
		return
	}
	shell.ShowInfo("Save as", fmt.Sprintf("Saved %s in %s.", wc.URI().Name(), shell.Location(wc.URI())), w)
}

// ShowSave saves m to its file, or asks where (Save As) if it has none.
func (d *Dialogs) ShowSave(w fyne.Window, m *rules.Match) {
	err := d.env.Saves.Save(m)
	switch {
	case errors.Is(err, savestore.ErrNoFile):
		d.ShowSaveAs(w, m)
	case err != nil:
		shell.ShowError(fmt.Errorf("cannot save: %v", err), w)
	}
}

// ShowResume offers the unfinished games, local and network: each can be resumed (in a
// new window) or discarded. It shows nothing and returns nil when there is none: at the
// start, nothing to resume is nothing to say.
func (d *Dialogs) ShowResume(w fyne.Window) dialog.Dialog { return d.showResume(w, false) }

// AskResume is ShowResume asked for (the launcher's Resume…): it says when there is
// nothing to resume rather than showing nothing.
func (d *Dialogs) AskResume(w fyne.Window) dialog.Dialog { return d.showResume(w, true) }

func (d *Dialogs) showResume(w fyne.Window, asked bool) dialog.Dialog {
	s := d.env.Saves
	list, err := s.Unfinished()
	if err != nil {
		shell.ShowError(err, w)
		return nil
	}
	nets, err := s.NetGames()
	if err != nil {
		shell.ShowError(err, w) // the local games are still offered
	}
	nets = slices.DeleteFunc(nets, func(g savestore.NetGame) bool { return g.Over })
	if len(list) == 0 && len(nets) == 0 {
		if asked {
			shell.ShowInfo("Resume", "There is no unfinished game to resume.", w)
		}
		return nil
	}
	rows := container.NewVBox()
	var dlg dialog.Dialog
	// row adds an entry, its buttons beside it and a rule above all but the first; gone
	// takes it out again, and the dialog with the last
	row := func(label string, buttons ...fyne.CanvasObject) (gone func()) {
		// a long line (seven players' names) wraps beside its buttons, which stay in sight
		text := widget.NewLabel(label)
		text.Wrapping = fyne.TextWrapWord
		var sep fyne.CanvasObject = layout.NewSpacer()
		if len(rows.Objects) > 0 {
			sep = widget.NewSeparator()
		}
		r := container.NewBorder(sep, nil, nil, container.NewCenter(container.NewHBox(buttons...)), text)
		rows.Add(r)
		return func() {
			rows.Remove(r)
			if len(rows.Objects) == 0 {
				dlg.Hide()
			}
		}
	}
	for _, g := range list {
		var gone func()
		resume := widget.NewButton("Resume", func() {
			m, err := s.Resume(g.ID)
			if err != nil {
				shell.ShowError(err, w)
				return
			}
			gone()
			d.games.OpenGame(m)
		})
		resume.Importance = widget.HighImportance
		if g.Err != nil {
			resume.Disable()
		}
		discard := widget.NewButton("Discard", func() {
			dialog.ShowConfirm("Discard", "Discard this game for good?\n"+g.Summary(), func(ok bool) {
				if !ok {
					return
				}
				if err := s.Forget(g.ID); err != nil {
					shell.ShowError(err, w)
					return
				}
				gone()
			}, w)
		})
		gone = row(g.Summary(), resume, discard)
	}
	for _, g := range nets {
		var gone func()
		resume := widget.NewButton("Resume", nil)
		resume.Importance = widget.HighImportance
		resume.OnTapped = func() {
			resume.Disable() // the server is reached (or, hosted here, started) first
			d.games.ResumeNetGame(g, func(err error) {
				if err != nil {
					resume.Enable()
					shell.ShowError(err, w)
					return
				}
				gone()
			})
		}
		forget := widget.NewButton("Forget", func() {
			dialog.ShowConfirm("Forget", "Take this network game off the list? Without it this app cannot open the game again.\n"+
				g.Summary(), func(ok bool) {
				if !ok {
					return
				}
				if err := s.ForgetNetGame(g.ID, g.Seat); err != nil {
					shell.ShowError(err, w)
					return
				}
				gone()
			}, w)
		})
		gone = row("Network: "+g.Summary(), resume, forget)
	}
	dlg = dialog.NewCustom("Unfinished games", "Later", shell.Scrolled(rows), w)
	// as wide as the window allows, up to a comfortable reading width
	size := w.Canvas().Size()
	dlg.Resize(fyne.NewSize(min(760, max(480, size.Width-60)), min(480, max(300, size.Height-80))))
	dlg.Show()
	return dlg
}

// ShowRecent lists the recent files to open one; it shows nothing when there is none.
func (d *Dialogs) ShowRecent(w fyne.Window) dialog.Dialog {
	files := d.env.Saves.Recent()
	if len(files) == 0 {
		return nil
	}
	rows := container.NewVBox()
	var dlg dialog.Dialog
	for _, f := range files {
		rows.Add(widget.NewButton(filepath.Base(f), func() {
			dlg.Hide()
			d.OpenFile(w, f)
		}))
	}
	dlg = dialog.NewCustom("Recent games", "Close", shell.Scrolled(rows), w)
	dlg.Show()
	return dlg
}

// CopyRecord puts m's record on the clipboard (export of the move list).
func (d *Dialogs) CopyRecord(m *rules.Match) {
	var b strings.Builder
	_ = d.env.Saves.WriteRecord(m, &b) // a record writes to a string without fail
	d.env.App.Clipboard().SetContent(b.String())
}

// PasteRecord opens the record on the clipboard in a new window. A bare move list is
// played as a new game of like's game and setup. A bad one shows what and where.
func (d *Dialogs) PasteRecord(w fyne.Window, like *rules.Match) {
	m, err := d.env.Saves.FromText(d.env.App.Clipboard().Content(), like)
	if err != nil {
		shell.ShowError(fmt.Errorf("cannot read the clipboard's game:\n%v", err), w)
		return
	}
	d.games.OpenGame(m)
}
