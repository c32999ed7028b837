// Package export is the Export dialog: what to print (a position, a setup, the piece
// sheets, a booklet), in which format and on which paper, with a preview, written in the
// background with a progress bar.
package export

import (
	"context"
	"errors"
	"fmt"
	"image"
	"slices"
	"strconv"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/rules/analysis"
	"oddboards/rules/games"
	"oddboards/rules/record"
	"oddboards/ui/printout"
	"oddboards/ui/savestore"
	"oddboards/ui/shell"
)

// The Export dialog's choices, as the selects show them.
var (
	exportWhats = []struct {
		label string
		what  printout.What
	}{
		{"Current position", printout.Position},
		{"Start setup", printout.Setup},
		{"Empty board", printout.Board},
		{"Piece sheet", printout.Pieces},
		{"Booklet of all setups", printout.Setups},
		{"The game's moves, with the analysis", printout.Game},
	}
	exportFormats = []string{"PDF", "SVG", "PNG"}
)

// exportForm is the Export dialog's content: its widgets make a printout.Job and
// printout.Options, which export (printout.Export, or a test's stand-in) turns into files.
type exportForm struct {
	env   *shell.Env
	match *rules.Match

	what      *widget.Select
	format    *widget.Select
	paper     *widget.Select
	landscape *widget.Check
	trueSize  *widget.Check
	cellMM    *widget.Entry
	dpi       *widget.Entry
	bw        *widget.Check
	message   *widget.Label
	preview   *canvas.Image
	pages     *widget.Label

	export func(ctx context.Context, job printout.Job, o printout.Options, p printout.Progress) ([]printout.File, error)

	mu         sync.Mutex
	previewGen int  // the latest preview asked for; older ones are dropped
	live       bool // previews are drawn (once the dialog shows)
}

func newExportForm(env *shell.Env, m *rules.Match) *exportForm {
	f := &exportForm{env: env, match: m, export: printout.Export}
	var labels []string
	for _, w := range exportWhats {
		if w.what == printout.Setups && m.Game().Setups(m.Config().Variant) == 0 || w.what == printout.Game && len(m.History()) == 0 {
			continue
		}
		labels = append(labels, w.label)
	}
	changed := func(string) { f.changed() }
	f.what = widget.NewSelect(labels, changed)
	f.format = widget.NewSelect(exportFormats, changed)
	var papers []string
	for _, p := range printout.Papers {
		papers = append(papers, p.Name)
	}
	f.paper = widget.NewSelect(papers, changed)
	f.landscape = widget.NewCheck("Landscape", func(bool) { f.changed() })
	f.cellMM = widget.NewEntry()
	f.cellMM.SetText("30")
	f.cellMM.OnChanged = changed
	f.trueSize = widget.NewCheck("True size, one cell in mm:", func(on bool) {
		if on {
			f.cellMM.Enable()
		} else {
			f.cellMM.Disable()
		}
		f.changed()
	})
	f.cellMM.Disable()
	f.dpi = widget.NewEntry()
	f.dpi.SetText("150")
	f.dpi.OnChanged = changed
	f.bw = widget.NewCheck("Black and white (saves ink)", func(bool) { f.changed() })
	f.message = widget.NewLabel("")
	f.message.Wrapping = fyne.TextWrapWord
	f.preview = canvas.NewImageFromImage(nil)
	f.preview.FillMode = canvas.ImageFillContain
	f.preview.SetMinSize(fyne.NewSize(240, 240)) // it grows to the options' height
	f.pages = widget.NewLabel("")
	f.what.SetSelected(labels[0])
	f.format.SetSelected(exportFormats[0])
	f.paper.SetSelected(papers[0])
	f.recall() // the print settings last saved with
	return f
}

// options reads the widgets.
func (f *exportForm) options() (printout.Options, error) {
	o := printout.Options{Landscape: f.landscape.Checked, BW: f.bw.Checked}
	for _, w := range exportWhats {
		if w.label == f.what.Selected {
			o.What = w.what
		}
	}
	o.Format = printout.Format(strings.ToLower(f.format.Selected))
	if p, ok := printout.PaperByName(f.paper.Selected); ok {
		o.Paper = p
	}
	if f.trueSize.Checked {
		v, err := strconv.ParseFloat(strings.TrimSpace(strings.ReplaceAll(f.cellMM.Text, ",", ".")), 64)
		if err != nil || v <= 0 {
			return o, fmt.Errorf("the cell size must be a number of millimetres, not %q", f.cellMM.Text)
		}
		o.CellMM = v
	}
	if o.Format == printout.PNG {
		v, err := strconv.Atoi(strings.TrimSpace(f.dpi.Text))
		if err != nil {
			return o, fmt.Errorf("the resolution must be a whole number of DPI, not %q", f.dpi.Text)
		}
		o.DPI = v
	}
	return o, o.Check()
}

// job is what the dialog prints from: the match's game, setup and current position.
func (f *exportForm) job() printout.Job {
	m := f.match
	j := printout.Job{Game: m.Game(), Config: m.Config(), Position: m.Position()}
	for _, e := range f.env.Games {
		if e.Variant == m.Config().Variant {
			j.Title = e.Name
		}
	}
	h := m.History()
	for _, p := range h {
		j.Moves = append(j.Moves, p.Text)
	}
	if len(h) > 0 {
		j.Last = h[len(h)-1].Move.Cells()
	}
	a, how := f.analysis()
	j.Sheet = printout.GameSheetOf(m, a, how)
	return j
}

// analysis is the computer's analysis of the game as the store keeps it to be saved
// with it (the game window hands it over), and how it was made; nil for none.
func (f *exportForm) analysis() (*analysis.Analysis, string) {
	m := f.match
	n := f.env.Saves.Notes(m)
	scale, ok := games.ScaleOf(record.CatalogueID(m))
	if n.Header.Tag != analysis.Header || !ok {
		return nil, ""
	}
	a := analysis.FromNotes(n.Comments, n.Plies, m.History(), len(m.Players()), scale)
	if a == nil || len(a.Moves) == 0 {
		return nil, ""
	}
	return a, n.Header.Value
}

// changed re-reads the options and redraws the preview in the background.
func (f *exportForm) changed() {
	if f.preview == nil || f.pages == nil {
		return // still building
	}
	if f.format.Selected == "PNG" {
		f.dpi.Enable()
	} else {
		f.dpi.Disable()
	}
	o, err := f.options()
	if err != nil {
		f.message.SetText(err.Error())
		return
	}
	f.message.SetText("")
	if !f.live {
		return
	}
	f.mu.Lock()
	f.previewGen++
	gen := f.previewGen
	f.mu.Unlock()
	job := f.job()
	go func() {
		img, n, err := printout.Preview(job, o, 0, 600)
		f.env.Do(func() {
			f.mu.Lock()
			stale := gen != f.previewGen
			f.mu.Unlock()
			if stale {
				return
			}
			f.showPreview(img, n, err)
		})
	}()
}

func (f *exportForm) showPreview(img image.Image, n int, err error) {
	if err != nil {
		f.message.SetText(err.Error())
		f.preview.Image = nil
		f.pages.SetText("")
	} else {
		f.preview.Image = img
		f.pages.SetText(fmt.Sprintf("Page 1 of %d", n))
	}
	f.preview.Refresh()
}

func (f *exportForm) content() fyne.CanvasObject {
	form := widget.NewForm(
		widget.NewFormItem("Print", f.what),
		widget.NewFormItem("Format", f.format),
		widget.NewFormItem("Paper", container.NewHBox(f.paper, f.landscape)),
		widget.NewFormItem("Size", container.NewVBox(f.trueSize, f.cellMM)),
		widget.NewFormItem("PNG DPI", f.dpi),
		widget.NewFormItem("", f.bw),
	)
	// the message right under the options, and the dialog no taller than they and the
	// preview need: a column of fixed height left a large empty area under the options
	left := &fyne.Container{Layout: shell.FixedWidth{Width: 340}, Objects: []fyne.CanvasObject{container.NewVBox(form, f.message)}}
	right := container.NewBorder(nil, f.pages, nil, nil, f.preview)
	return container.NewBorder(nil, nil, left, nil, right)
}

// run exports with the current options; it is what the dialog's Save does after the
// file dialog, minus the writing.
func (f *exportForm) run(ctx context.Context, progress printout.Progress) ([]printout.File, error) {
	o, err := f.options()
	if err != nil {
		return nil, err
	}
	return f.export(ctx, f.job(), o, progress)
}

// choose selects what to print, if the dialog offers it (a game without setups has no
// booklet); it reports whether it did.
func (f *exportForm) choose(what printout.What) bool {
	for _, w := range exportWhats {
		if w.what == what && slices.Contains(f.what.Options, w.label) {
			f.what.SetSelected(w.label)
			return true
		}
	}
	return false
}

// extension is the file extension of the chosen format.
func (f *exportForm) extension() string { return "." + strings.ToLower(f.format.Selected) }

// Show shows the Export dialog for m over w: what to print, the format, paper and
// orientation, fit or true size, black and white, with a preview of the first page. Save
// asks for a file through Fyne's file dialog; the export runs in the background with a
// progress bar and Cancel. Several SVG or PNG pages are written next to the chosen file
// as NAME-1.svg, NAME-2.svg, …
//
// It opens on the current position; ShowOf chooses what it opens on.
func Show(env *shell.Env, w fyne.Window, m *rules.Match) {
	ShowOf(env, w, m, printout.Position)
}

// ShowOf is Show opening with what selected (printout.Setup for the start
// setup, …), or the current position if the dialog does not offer it.
func ShowOf(env *shell.Env, w fyne.Window, m *rules.Match, what printout.What) {
	f := newExportForm(env, m)
	f.choose(what)
	var d dialog.Dialog
	d = dialog.NewCustomConfirm("Export", "Save…", "Close", f.content(), func(save bool) {
		if !save {
			return
		}
		if _, err := f.options(); err != nil {
			shell.ShowError(err, w)
			return
		}
		f.remember()
		// "chess-2016-setup-2010.pdf"
		env.ShowFileSave(w, Name(m)+f.extension(), func(uc fyne.URIWriteCloser, err error) {
			if err != nil {
				shell.ShowError(err, w)
				return
			}
			if uc == nil {
				d.Show() // cancelled: back to the options
				return
			}
			f.start(w, uc)
		})
	}, w)
	d.Resize(fyne.NewSize(720, 0)) // as high as its content, a wider preview
	d.Show()
	f.live = true
	f.changed()
}

// start reads the form, then runs the export in a goroutine with a progress dialog and
// Cancel; the worker writes the files through Fyne's storage and hands the result back
// with env.Do.
func (f *exportForm) start(w fyne.Window, uc fyne.URIWriteCloser) {
	ctx, cancel := context.WithCancel(context.Background())
	bar := widget.NewProgressBar()
	status := widget.NewLabel("Drawing pages…")
	prog := dialog.NewCustom("Exporting", "Cancel", container.NewVBox(status, bar), w)
	finished := false
	prog.SetOnClosed(func() {
		if !finished {
			cancel()
		}
	})
	prog.Show()
	// read the form here, on the UI goroutine: the worker must not touch widgets
	o, optErr := f.options()
	job := f.job()
	go func() {
		run := func(ctx context.Context, p printout.Progress) ([]printout.File, error) {
			if optErr != nil {
				return nil, optErr
			}
			return f.export(ctx, job, o, p)
		}
		files, err := run(ctx, func(done, total int) {
			f.env.Do(func() {
				bar.SetValue(float64(done) / float64(max(total, 1)))
				status.SetText(fmt.Sprintf("Page %d of %d", done, total))
			})
		})
		var where string
		if err == nil {
			where, err = writeFiles(uc, files)
		} else {
			discard(uc)
		}
		f.env.Do(func() {
			finished = true
			prog.Hide()
			cancel()
			switch {
			case errors.Is(err, printout.ErrCancelled):
			case err != nil:
				shell.ShowError(err, w)
			default:
				shell.ShowInfo("Export", where, w)
			}
		})
	}()
}

// Name is the file name an export suggests, without extension: the game, setup
// and mode, so that prints of several setups do not all suggest one name.
func Name(m *rules.Match) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>| `, r) || r < ' ' {
			return '-'
		}
		return r
	}, savestore.GameName(m))
}

// discard closes the save dialog's writer unused. A local file's writer is atomic
// (safeFiles): closed unused, it leaves the file as it was. Any other was truncated
// when the dialog opened it, and the empty file it left is removed.
func discard(uc fyne.URIWriteCloser) {
	uc.Close()
	if uc.URI().Scheme() != "file" {
		storage.Delete(uc.URI())
	}
}

// writeFiles writes one file to uc, or several next to it named NAME-1.ext, NAME-2.ext, …
// It returns the words that say where they went.
func writeFiles(uc fyne.URIWriteCloser, files []printout.File) (string, error) {
	u := uc.URI()
	if len(files) == 1 {
		if _, err := uc.Write(files[0].Data); err != nil {
			uc.Close()
			return "", err
		}
		if err := uc.Close(); err != nil {
			return "", err
		}
		return fmt.Sprintf("Saved %s in %s.", u.Name(), shell.Location(u)), nil
	}
	discard(uc)
	names := printout.Names(u.Name(), files)
	for i, file := range files {
		wr, err := shell.WriterBeside(uc, names[i])
		if err != nil {
			return "", err
		}
		if _, err := wr.Write(file.Data); err != nil {
			wr.Close()
			return "", err
		}
		if err := wr.Close(); err != nil {
			return "", err
		}
	}
	return fmt.Sprintf("Saved %d files, %s to %s, in %s.", len(files), names[0], names[len(names)-1], shell.Location(u)), nil
}
