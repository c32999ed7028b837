package shell_test

import (
	"errors"
	"io"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/ui/shell"
	"oddboards/ui/uitest"
)

// On the desktop a save or an open shows Fyne's file dialog; in a browser neither shows
// one: a save is a download, once closed with something written, and an open hands over
// the picker's file.
func TestFileSaveAndOpenChooseDesktopOrBrowser(t *testing.T) {
	for _, browser := range []bool{false, true} {
		env, q := uitest.Env(t)
		page := &uitest.FakeBrowser{Picked: uitest.PageFile{Name: "game.oddb", Data: "1. e4"}}
		if browser {
			env.Browser = page.Files()
		}
		w := test.NewTempWindow(t, widget.NewLabel("game"))
		w.Resize(fyne.NewSize(900, 700))
		var wc fyne.URIWriteCloser
		env.ShowFileSave(w, "a game.oddb", func(u fyne.URIWriteCloser, err error) {
			if err != nil {
				t.Errorf("browser %v: %v", browser, err)
			}
			wc = u
		})
		if dialog := w.Canvas().Overlays().Top() != nil; dialog == browser {
			t.Errorf("browser %v: a file dialog shows: %v", browser, dialog)
		}
		var rc fyne.URIReadCloser
		env.ShowFileOpen(w, []string{".oddb", ".txt"}, func(u fyne.URIReadCloser, err error) {
			if err != nil {
				t.Errorf("browser %v: %v", browser, err)
			}
			rc = u
		})
		if !browser {
			if wc != nil || rc != nil || len(w.Canvas().Overlays().List()) != 2 {
				t.Errorf("desktop: answered %v %v before the dialogs, %d shown", wc, rc, len(w.Canvas().Overlays().List()))
			}
			continue
		}
		q.RunUntil(t, func() bool { return rc != nil })
		if data, _ := io.ReadAll(rc); string(data) != "1. e4" || rc.URI().Name() != "game.oddb" || rc.URI().Scheme() == "file" {
			t.Errorf("opened %s (%s): %q", rc.URI().Name(), rc.URI().Scheme(), data)
		}
		if !slices.Equal(page.Asked, []string{".oddb", ".txt"}) {
			t.Errorf("the picker was asked for %q", page.Asked)
		}
		if wc == nil || wc.URI().Name() != "a game.oddb" {
			t.Fatalf("the save's writer: %v", wc)
		}
		io.WriteString(wc, "record")
		if len(page.Downloads) != 0 {
			t.Errorf("downloaded before closing: %q", page.Downloads)
		}
		if err := wc.Close(); err != nil {
			t.Fatal(err)
		}
		// an export's further pages are downloads too; one closed unwritten is none
		beside, err := shell.WriterBeside(wc, "a game-2.oddb")
		if err != nil {
			t.Fatal(err)
		}
		beside.Close()
		want := []uitest.PageFile{{Name: "a game.oddb", Data: "record"}}
		if !slices.Equal(page.Downloads, want) {
			t.Errorf("downloads %q, want %q", page.Downloads, want)
		}
		if where := shell.Location(wc.URI()); where != "the browser's downloads" {
			t.Errorf("saved in %q", where)
		}
	}
}

// A download the browser refuses, or a picked file it cannot read, says what to do.
func TestBrowserFileErrorsSayWhatToDo(t *testing.T) {
	env, q := uitest.Env(t)
	page := &uitest.FakeBrowser{Refuse: errors.New("blocked"), Picked: uitest.PageFile{Name: "game.oddb"}, ReadErr: errors.New("NotReadableError")}
	env.Browser = page.Files()
	w := test.NewTempWindow(t, nil)
	saved := false
	env.ShowFileSave(w, "x.pdf", func(wc fyne.URIWriteCloser, _ error) {
		saved = true
		wc.Write([]byte("%PDF"))
		if err := wc.Close(); err == nil || !strings.Contains(err.Error(), "allow downloads for this page and save again") {
			t.Errorf("a refused download: %v", err)
		}
	})
	if !saved {
		t.Fatal("Save as in a browser gave no file to write")
	}
	var got error
	env.ShowFileOpen(w, []string{".oddb"}, func(_ fyne.URIReadCloser, err error) { got = err })
	q.RunUntil(t, func() bool { return got != nil })
	if !strings.Contains(got.Error(), "cannot read game.oddb: NotReadableError; choose it again") {
		t.Errorf("an unreadable file: %v", got)
	}
}
