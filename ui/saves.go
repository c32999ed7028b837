package ui

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
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"oddboards/internal/netplay"
	"oddboards/rules"
	"oddboards/rules/record"
	"oddboards/ui/savestore"
	"oddboards/ui/shell"
)

// The dialogs that save and open games, offer the unfinished ones and the recent files,
// and copy and paste records; the games themselves are kept by env.Saves (ui/savestore).

// recordFilter shows records and plain text files in the open dialog.
var recordFilter = storage.NewExtensionFileFilter([]string{record.Ext, ".txt", ".pgn"})

// ShowOpen asks for a record file and opens the game in a new window. A broken record
// opens nothing: an error dialog says what is wrong and where.
func ShowOpen(env *Env, w fyne.Window) {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) { opened(env, w, rc, err) }, w)
	d.SetFilter(recordFilter)
	d.Show()
}

// opened is the open dialog's answer.
func opened(env *Env, w fyne.Window, rc fyne.URIReadCloser, err error) {
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
		if env.bringForward(path) {
			return
		}
	}
	m, err := env.Saves.OpenReader(rc, path)
	if err != nil {
		showOpenError(env, w, rc.URI().Name(), err)
		return
	}
	env.OpenGame(m)
}

// openFile opens a record file (from the recent list) in a new window, or shows why not.
func openFile(env *Env, w fyne.Window, path string) {
	if env.bringForward(path) {
		return
	}
	m, err := env.Saves.Open(path)
	if err != nil {
		showOpenError(env, w, filepath.Base(path), err)
		return
	}
	env.OpenGame(m)
}

// OpenFile opens a record file in a new window (oddboards --open FILE), or shows why
// not over the launcher: started from a file manager, no one reads a terminal.
func (e *Env) OpenFile(path string) {
	w := e.launcher
	if w == nil {
		w = e.ShowLauncher()
	}
	openFile(e, w, path)
}

// bringForward shows the window of the game open from path, if there is one, and
// reports whether there was: a file is open in one game at a time.
func (e *Env) bringForward(path string) bool {
	for _, m := range e.Saves.OpenedFrom(path) {
		if w := e.gameWins[m]; w != nil {
			w.Show()
			w.RequestFocus()
			return true
		}
	}
	return false
}

// showOpenError says why the file name cannot be opened. For a damaged record whose
// headers make a game it offers to open the game up to its last legal move.
func showOpenError(env *Env, w fyne.Window, name string, err error) {
	msg := fmt.Sprintf("Cannot open %s:\n%s", rules.Excerpt(name, 60), rules.BoundText(err.Error()))
	var d *savestore.Damaged
	if !errors.As(err, &d) || d.Partial == nil {
		shell.ShowError(errors.New(msg), w)
		return
	}
	open, kept := "Open at the start", "No move before the mistake can be read: the game can be opened at its start."
	if last := d.LastMove(); last != "" {
		open = "Open up to " + last
		kept = fmt.Sprintf("The game reads well up to %s: it can be opened there, unfinished, and saved to a new file.", last)
	}
	text := widget.NewLabel(msg + "\n\n" + kept)
	text.Wrapping = fyne.TextWrapWord
	dlg := dialog.NewCustomConfirm("Damaged game file", open, "Close", text, func(ok bool) {
		if !ok {
			return
		}
		if m := env.Saves.OpenDamaged(d); m != nil {
			env.OpenGame(m)
		}
	}, w)
	dlg.Resize(fyne.NewSize(fyne.Min(560, w.Canvas().Size().Width*0.9), 280))
	dlg.Show()
}

// ShowSaveAs asks where to save m and writes its record there.
func ShowSaveAs(env *Env, w fyne.Window, m *rules.Match) {
	shell.ShowFileSave(w, savestore.FileName(m), func(wc fyne.URIWriteCloser, err error) { savedAs(env, w, m, wc, err) })
}

// savedAs is the save dialog's answer.
func savedAs(env *Env, w fyne.Window, m *rules.Match, wc fyne.URIWriteCloser, err error) {
	if err != nil {
		shell.ShowError(err, w)
		return
	}
	if wc == nil {
		return // cancelled
	}
	if wc.URI().Scheme() != "file" {
		// not a local file: write through the dialog's writer
		err := env.Saves.WriteRecord(m, wc)
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
	if err := env.Saves.SaveTo(m, path); err != nil {
		shell.ShowError(fmt.Errorf("cannot save %s: %v", filepath.Base(path), err), w)
		return
	}
	shell.ShowInfo("Save as", fmt.Sprintf("Saved %s in %s.", wc.URI().Name(), shell.Location(wc.URI())), w)
}

// ShowSave saves m to its file, or asks where (Save As) if it has none.
func ShowSave(env *Env, w fyne.Window, m *rules.Match) {
	err := env.Saves.Save(m)
	switch {
	case errors.Is(err, savestore.ErrNoFile):
		ShowSaveAs(env, w, m)
	case err != nil:
		shell.ShowError(fmt.Errorf("cannot save: %v", err), w)
	}
}

// ShowResume offers the unfinished games, local and network: each can be resumed (in a
// new window) or discarded. It shows nothing and returns nil when there is none: at the
// start, nothing to resume is nothing to say.
func ShowResume(env *Env, w fyne.Window) dialog.Dialog { return showResume(env, w, false) }

// showResume is ShowResume; asked for (the launcher's Resume…), it says when there is
// nothing to resume rather than showing nothing.
func showResume(env *Env, w fyne.Window, asked bool) dialog.Dialog {
	s := env.Saves
	list, err := s.Unfinished()
	if err != nil {
		shell.ShowError(err, w)
		return nil
	}
	nets, err := env.Saves.NetGames()
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
	var d dialog.Dialog
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
				d.Hide()
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
			env.OpenGame(m)
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
			env.Network.resumeNetGame(g, func(_ *netplay.Table, err error) {
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
				netGameSummary(g), func(ok bool) {
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
		gone = row("Network: "+netGameSummary(g), resume, forget)
	}
	d = dialog.NewCustom("Unfinished games", "Later", shell.Scrolled(rows), w)
	// as wide as the window allows, up to a comfortable reading width
	size := w.Canvas().Size()
	d.Resize(fyne.NewSize(min(760, max(480, size.Width-60)), min(480, max(300, size.Height-80))))
	d.Show()
	return d
}

// ShowRecent lists the recent files to open one; it shows nothing when there is none.
func ShowRecent(env *Env, w fyne.Window) dialog.Dialog {
	files := env.Saves.Recent()
	if len(files) == 0 {
		return nil
	}
	rows := container.NewVBox()
	var d dialog.Dialog
	for _, f := range files {
		rows.Add(widget.NewButton(filepath.Base(f), func() {
			d.Hide()
			openFile(env, w, f)
		}))
	}
	d = dialog.NewCustom("Recent games", "Close", shell.Scrolled(rows), w)
	d.Show()
	return d
}

// CopyRecord puts m's record on the clipboard (export of the move list).
func CopyRecord(env *Env, m *rules.Match) {
	var b strings.Builder
	_ = env.Saves.WriteRecord(m, &b) // a record writes to a string without fail
	env.App.Clipboard().SetContent(b.String())
}

// PasteRecord opens the record on the clipboard in a new window. A bare move list is
// played as a new game of like's game and setup. A bad one shows what and where.
func PasteRecord(env *Env, w fyne.Window, like *rules.Match) {
	m, err := env.Saves.FromText(env.App.Clipboard().Content(), like)
	if err != nil {
		shell.ShowError(fmt.Errorf("cannot read the clipboard's game:\n%v", err), w)
		return
	}
	env.OpenGame(m)
}
