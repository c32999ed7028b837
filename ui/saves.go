package ui

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/rules/record"
	"oddboards/ui/savestore"
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
		dialog.ShowError(err, w)
		return
	}
	if rc == nil {
		return // cancelled
	}
	defer rc.Close()
	path := ""
	if rc.URI().Scheme() == "file" {
		path = rc.URI().Path()
	}
	m, err := env.Saves.OpenReader(rc, path)
	if err != nil {
		dialog.ShowError(fmt.Errorf("cannot open %s:\n%v", rc.URI().Name(), err), w)
		return
	}
	env.OpenGame(m)
}

// openFile opens a record file (from the recent list) in a new window, or shows why not.
func openFile(env *Env, w fyne.Window, path string) {
	m, err := env.Saves.Open(path)
	if err != nil {
		dialog.ShowError(fmt.Errorf("cannot open %s:\n%v", filepath.Base(path), err), w)
		return
	}
	env.OpenGame(m)
}

// ShowSaveAs asks where to save m and writes its record there.
func ShowSaveAs(env *Env, w fyne.Window, m *rules.Match) {
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) { savedAs(env, w, m, wc, err) }, w)
	d.SetFileName(savestore.FileName(m))
	d.Show()
}

// savedAs is the save dialog's answer.
func savedAs(env *Env, w fyne.Window, m *rules.Match, wc fyne.URIWriteCloser, err error) {
	if err != nil {
		dialog.ShowError(err, w)
		return
	}
	if wc == nil {
		return // cancelled
	}
	if wc.URI().Scheme() != "file" {
		// not a local file: write through the dialog's writer
		defer wc.Close()
		if err := env.Saves.WriteRecord(m, wc); err != nil {
			dialog.ShowError(fmt.Errorf("cannot save: %v", err), w)
		}
		return
	}
	path := wc.URI().Path()
	wc.Close()
	if err := env.Saves.SaveTo(m, path); err != nil {
		dialog.ShowError(fmt.Errorf("cannot save %s: %v", filepath.Base(path), err), w)
	}
}

// ShowSave saves m to its file, or asks where (Save As) if it has none.
func ShowSave(env *Env, w fyne.Window, m *rules.Match) {
	err := env.Saves.Save(m)
	switch {
	case errors.Is(err, savestore.ErrNoFile):
		ShowSaveAs(env, w, m)
	case err != nil:
		dialog.ShowError(fmt.Errorf("cannot save: %v", err), w)
	}
}

// ShowResume offers the unfinished games: each can be resumed (in a new window) or
// discarded. It shows nothing and returns nil when there is none.
func ShowResume(env *Env, w fyne.Window) dialog.Dialog {
	s := env.Saves
	list, err := s.Unfinished()
	if err != nil {
		dialog.ShowError(err, w)
		return nil
	}
	if len(list) == 0 {
		return nil
	}
	rows := container.NewVBox()
	var d dialog.Dialog
	for _, g := range list {
		label := widget.NewLabel(g.Summary())
		var row *fyne.Container
		done := func() {
			rows.Remove(row)
			if len(rows.Objects) == 0 {
				d.Hide()
			}
		}
		resume := widget.NewButton("Resume", func() {
			m, err := s.Resume(g.ID)
			if err != nil {
				dialog.ShowError(err, w)
				return
			}
			done()
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
					dialog.ShowError(err, w)
					return
				}
				done()
			}, w)
		})
		row = container.NewBorder(nil, nil, nil, container.NewHBox(resume, discard), label)
		rows.Add(row)
	}
	d = dialog.NewCustom("Unfinished games", "Later", container.NewVScroll(rows), w)
	d.Resize(fyne.NewSize(640, 360))
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
	d = dialog.NewCustom("Recent games", "Close", container.NewVScroll(rows), w)
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
		dialog.ShowError(fmt.Errorf("cannot read the clipboard's game:\n%v", err), w)
		return
	}
	env.OpenGame(m)
}
