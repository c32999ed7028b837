package saves

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/ui/savestore"
	"oddboards/ui/shell"
	"oddboards/ui/uitest"
)

// In a browser Save as downloads the record, and Open reads the file the browser's
// picker chose into a new window: the same game, with no file to save to (Save asks
// again, so downloads again).
func TestSaveAsDownloadsAndOpenReadsThePickedFile(t *testing.T) {
	env, q := uitest.Env(t)
	var name, data string
	env.Browser = &shell.BrowserFiles{
		Download: func(n string, d []byte) error { name, data = n, string(d); return nil },
		Pick: func(exts []string, got func(string, []byte, error)) {
			go got("from disk.oddb", []byte(data), nil)
		},
	}
	d := New(env, testGames{&uitest.Games{App: env.App}, t})
	w := test.NewTempWindow(t, widget.NewLabel("game"))
	w.Resize(fyne.NewSize(900, 700))
	m := annAndBob(t, 4, 7)

	d.ShowSaveAs(w, m)
	if name != savestore.FileName(m) || !strings.Contains(data, `[Player "White: Ann"]`) {
		t.Fatalf("downloaded %q:\n%s", name, data)
	}
	if texts, _ := uitest.Overlay(t, w); !strings.Contains(strings.Join(texts, " "), "Saved "+name+" in the browser's downloads.") {
		t.Errorf("after Save As: %q", texts)
	}
	before := windows(d)
	d.ShowOpen(w)
	q.RunUntil(t, func() bool { return windows(d) > before })
	back := d.env.Saves.Matches()[len(d.env.Saves.Matches())-1]
	if back == m {
		t.Fatal("no opened game")
	}
	sameMoves(t, m, back)
	if f := d.env.Saves.File(back); f != "" {
		t.Errorf("the opened game saves to %q, which the page cannot write", f)
	}
}
