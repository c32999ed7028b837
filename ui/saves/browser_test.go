package saves

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/ui/savestore"
	"oddboards/ui/uitest"
)

// In a browser Save as downloads the record, and Open reads the file the browser's
// picker chose into a new window: the same game, with no file to save to (Save asks
// again, so downloads again).
func TestSaveAsDownloadsAndOpenReadsThePickedFile(t *testing.T) {
	env, q := uitest.Env(t)
	page := &uitest.FakeBrowser{}
	env.Browser = page.Files()
	d := New(env, testGames{&uitest.Games{App: env.App}, t})
	w := test.NewTempWindow(t, widget.NewLabel("game"))
	w.Resize(fyne.NewSize(900, 700))
	m := annAndBob(t, 4, 7)

	d.ShowSaveAs(w, m)
	var got uitest.PageFile // the last download
	if n := len(page.Downloads); n > 0 {
		got = page.Downloads[n-1]
	}
	if got.Name != savestore.FileName(m) || !strings.Contains(got.Data, `[Player "White: Ann"]`) {
		t.Fatalf("downloaded %q:\n%s", got.Name, got.Data)
	}
	if texts, _ := uitest.Overlay(t, w); !strings.Contains(strings.Join(texts, " "), "Saved "+got.Name+" in the browser's downloads.") {
		t.Errorf("after Save As: %q", texts)
	}
	before, known := windows(d), d.env.Saves.Matches()
	page.Picked = uitest.PageFile{Name: "from disk.oddb", Data: got.Data} // the download, read back
	d.ShowOpen(w)
	q.RunUntil(t, func() bool { return windows(d) > before })
	back := added(d.env.Saves, known)
	if back == nil {
		t.Fatal("no opened game")
	}
	sameMoves(t, m, back)
	if f := d.env.Saves.File(back); f != "" {
		t.Errorf("the opened game saves to %q, which the page cannot write", f)
	}
}
