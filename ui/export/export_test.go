package export

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"oddboards/rules"
	"oddboards/ui/printout"
	"oddboards/ui/shell"
	"oddboards/ui/uitest"
)

// fixture is a test's app, with the queue its workers hand their results back to, and a
// new match of id from its setup with moves played.
func fixture(t *testing.T, id string, setup int, moves ...string) (*shell.Env, *uitest.Queue, *rules.Match) {
	t.Helper()
	env, q := uitest.Env(t)
	m := uitest.Match(t, id, rules.Config{Setup: setup})
	for _, mv := range moves {
		if err := m.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	return env, q, m
}

// TestExportDialogChoicesReachTheExporter sets every choice of the Export dialog and
// checks what the exporter is asked for.
func TestExportDialogChoicesReachTheExporter(t *testing.T) {
	env, _, m := fixture(t, "chess-56", 7, "e5")
	f := newExportForm(env, m)
	w := test.NewTempWindow(t, f.content())
	_ = w

	var gotJob printout.Job
	var gotOpts printout.Options
	calls := 0
	f.export = func(ctx context.Context, j printout.Job, o printout.Options, p printout.Progress) ([]printout.File, error) {
		calls++
		gotJob, gotOpts = j, o
		if p != nil {
			p(1, 1)
		}
		return []printout.File{{Data: []byte("x"), Ext: ".pdf"}}, nil
	}

	// the defaults: the current position, PDF on A4 portrait, fitted, in colour
	if _, err := f.run(context.Background(), func(int, int) {}); err != nil {
		t.Fatal(err)
	}
	want := printout.Options{What: printout.Position, Format: printout.PDF, Paper: printout.A4}
	if gotOpts != want {
		t.Errorf("defaults: %+v, want %+v", gotOpts, want)
	}
	if gotJob.Title != "Chess 56" || gotJob.Config.Setup != 7 || len(gotJob.Moves) != 1 || gotJob.Position != m.Position() {
		t.Errorf("job %+v", gotJob)
	}

	f.what.SetSelected("Piece sheet")
	f.format.SetSelected("PNG")
	f.paper.SetSelected("Letter")
	test.Tap(f.landscape)
	test.Tap(f.trueSize)
	f.cellMM.SetText("")
	test.Type(f.cellMM, "22,5")
	f.dpi.SetText("300")
	test.Tap(f.bw)
	if _, err := f.run(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	want = printout.Options{What: printout.Pieces, Format: printout.PNG, Paper: printout.Letter,
		Landscape: true, CellMM: 22.5, DPI: 300, BW: true}
	if gotOpts != want {
		t.Errorf("choices: %+v, want %+v", gotOpts, want)
	}
	if f.extension() != ".png" || f.dpi.Disabled() || f.cellMM.Disabled() {
		t.Errorf("extension %s, dpi disabled %v, cell disabled %v", f.extension(), f.dpi.Disabled(), f.cellMM.Disabled())
	}

	// a bad size is refused before the exporter runs, and says why
	f.cellMM.SetText("huge")
	if _, err := f.run(context.Background(), nil); err == nil || calls != 2 {
		t.Errorf("bad cell size: %v, %d calls", err, calls)
	}
	if f.message.Text == "" {
		t.Error("no message for a bad cell size")
	}
	test.Tap(f.trueSize) // fit to page again: the entry no longer counts
	f.what.SetSelected("Booklet of all setups")
	f.format.SetSelected("SVG")
	if _, err := f.run(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	if gotOpts.What != printout.Setups || gotOpts.CellMM != 0 || gotOpts.Format != printout.SVG || !f.dpi.Disabled() {
		t.Errorf("booklet: %+v", gotOpts)
	}
}

// TestExportPreviewAndFiles draws the real preview and writes real files through Fyne's
// storage (several SVG pages become NAME-1.svg, …).
func TestExportPreviewAndFiles(t *testing.T) {
	env, _, m := fixture(t, "chess-2016", 1)
	f := newExportForm(env, m)
	o, err := f.options()
	if err != nil {
		t.Fatal(err)
	}
	img, n, err := printout.Preview(f.job(), o, 0, 600)
	f.showPreview(img, n, err)
	if f.preview.Image == nil || f.pages.Text != "Page 1 of 1" {
		t.Errorf("preview %v, %q", f.preview.Image, f.pages.Text)
	}
}

// Pages go next to the chosen name; a file already there under the chosen name is left
// whole (the dialog's writer is atomic), and a new name is not left behind empty.
func TestExportWritesSeveralFilesNextToTheChosenOne(t *testing.T) {
	uitest.Env(t)
	for _, c := range []struct {
		n   int
		old bool // a file had the chosen name already
	}{{1, false}, {1, true}, {3, false}, {3, true}} {
		dir := t.TempDir()
		chosen := filepath.Join(dir, "board.svg")
		if c.old {
			if err := os.WriteFile(chosen, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		uc, err := storage.Writer(storage.NewFileURI(chosen))
		if err != nil {
			t.Fatal(err)
		}
		files := make([]printout.File, c.n)
		for i := range files {
			files[i] = printout.File{Data: []byte{byte('a' + i)}, Ext: ".svg"}
		}
		where, err := writeFiles(uc, files)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(where, dir) {
			t.Errorf("%+v: %q does not say where", c, where)
		}
		want := []string{chosen}
		if c.n > 1 {
			want = []string{filepath.Join(dir, "board-1.svg"), filepath.Join(dir, "board-2.svg"), filepath.Join(dir, "board-3.svg")}
			data, err := os.ReadFile(chosen)
			if c.old && string(data) != "old" {
				t.Errorf("%+v: the file under the chosen name holds %q, %v", c, data, err)
			}
			if !c.old && err == nil {
				t.Errorf("%+v: the chosen name is left behind, empty", c)
			}
		}
		for i, name := range want {
			data, err := os.ReadFile(name)
			if err != nil || string(data) != string(rune('a'+i)) {
				t.Errorf("%+v: %s: %q, %v", c, name, data, err)
			}
		}
	}
}

func TestShowExportOpens(t *testing.T) {
	env, q, m := fixture(t, "chess-2016", 1)
	w := test.NewTempWindow(t, nil)
	w.Resize(w.Canvas().Size().AddWidthHeight(900, 700))
	Show(env, w, m)
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Fatal("no dialog")
	}
	q.RunUntil(t, uitest.DialogSays(w, "Page 1 of ")) // the preview is drawn in the background
}

// TestShowExportOfChoosesWhatToPrint: the caller chooses what the dialog opens on, if
// the dialog offers it; ShowExport opens on the current position.
func TestShowExportOfChoosesWhatToPrint(t *testing.T) {
	env, _, m := fixture(t, "chess-56", 7)
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(900, 700))
	Show(env, w, m)
	if got := uitest.ChoiceOffering(w, "Current position"); got != "Current position" {
		t.Errorf("ShowExport opens on %q", got)
	}
	w.Canvas().Overlays().Top().Hide()
	w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
	ShowOf(env, w, m, printout.Setup)
	if got := uitest.ChoiceOffering(w, "Current position"); got != "Start setup" {
		t.Errorf("ShowOf(Setup) opens on %q", got)
	}

	f := newExportForm(env, m)
	for _, c := range []struct {
		what  printout.What
		label string
	}{{printout.Pieces, "Piece sheet"}, {printout.Setups, "Booklet of all setups"}, {printout.Setup, "Start setup"}} {
		if !f.choose(c.what) || f.what.Selected != c.label {
			t.Errorf("choose %v: %q", c.what, f.what.Selected)
		}
		if o, err := f.options(); err != nil || o.What != c.what {
			t.Errorf("choose %v: options %+v, %v", c.what, o, err)
		}
	}
	// a game without setups has no booklet: the choice stays
	f = newExportForm(env, uitest.Match(t, "dino-czars", rules.Config{}))
	if f.choose(printout.Setups) || f.what.Selected != "Current position" {
		t.Errorf("a booklet of a game without setups: %q", f.what.Selected)
	}
}

// TestExportSettingsAreRemembered: the settings saved with are the next dialog's, what
// it prints is not, and settings that do not work are not kept.
func TestExportSettingsAreRemembered(t *testing.T) {
	env, _, m := fixture(t, "chess-2016", 1)
	f := newExportForm(env, m)
	f.choose(printout.Setup)
	f.format.SetSelected("PNG")
	f.paper.SetSelected(f.paper.Options[len(f.paper.Options)-1])
	f.landscape.SetChecked(true)
	f.bw.SetChecked(true)
	f.trueSize.SetChecked(true)
	f.cellMM.SetText("25")
	f.dpi.SetText("300")
	f.remember()

	g := newExportForm(env, m)
	if g.format.Selected != "PNG" || g.paper.Selected != f.paper.Selected || !g.landscape.Checked || !g.bw.Checked ||
		!g.trueSize.Checked || g.cellMM.Text != "25" || g.cellMM.Disabled() || g.dpi.Text != "300" {
		t.Errorf("the next dialog has %s, %s, landscape %v, bw %v, true size %v (%q, disabled %v), dpi %q",
			g.format.Selected, g.paper.Selected, g.landscape.Checked, g.bw.Checked, g.trueSize.Checked,
			g.cellMM.Text, g.cellMM.Disabled(), g.dpi.Text)
	}
	if g.what.Selected != exportWhats[0].label {
		t.Errorf("the next dialog prints %q, want the window's own choice", g.what.Selected)
	}
	g.dpi.SetText("lots")
	g.remember()
	if h := newExportForm(env, m); h.dpi.Text != "300" {
		t.Errorf("a DPI of %q was kept", h.dpi.Text)
	}
}

// In a browser an export of several pages downloads each, named as beside a chosen file.
func TestExportInABrowserDownloadsEachPage(t *testing.T) {
	env, _ := uitest.Env(t)
	page := &uitest.FakeBrowser{}
	env.Browser = page.Files()
	env.ShowFileSave(test.NewTempWindow(t, nil), "board.svg", func(uc fyne.URIWriteCloser, err error) {
		files := []printout.File{{Data: []byte("a"), Ext: ".svg"}, {Data: []byte("b"), Ext: ".svg"}}
		where, err := writeFiles(uc, files)
		if err != nil || !strings.Contains(where, "in the browser's downloads") {
			t.Errorf("%q, %v", where, err)
		}
	})
	if want := []uitest.PageFile{{Name: "board-1.svg", Data: "a"}, {Name: "board-2.svg", Data: "b"}}; !slices.Equal(page.Downloads, want) {
		t.Errorf("downloads %q, want %q", page.Downloads, want)
	}
}
