package export

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"oddboards/ui/printout"
	"oddboards/ui/uitest"
)

// failingWriter fails every write, as a full disk would.
type failingWriter struct{ fyne.URIWriteCloser }

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// The save dialog's writer for a file that exists leaves it whole: when it is opened,
// when it is closed unused (the game is written beside it and renamed), when the write
// fails, and when the export is cancelled.
func TestExportingOverAFileNeverLosesIt(t *testing.T) {
	uitest.Env(t) // its files are protected, as the app's are
	const old = "the old game, whole"
	for _, c := range []struct {
		name string
		use  func(uc fyne.URIWriteCloser) error
	}{
		{"closed unused", func(uc fyne.URIWriteCloser) error { return uc.Close() }},
		{"failing write", func(uc fyne.URIWriteCloser) error {
			_, err := writeFiles(failingWriter{uc}, []printout.File{{Data: []byte("new"), Ext: ".pdf"}})
			if err == nil {
				return errors.New("the failing write reported nothing")
			}
			return nil
		}},
		{"cancelled export", func(uc fyne.URIWriteCloser) error { discard(uc); return nil }},
	} {
		path := filepath.Join(t.TempDir(), "board.pdf")
		if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
			t.Fatal(err)
		}
		uc, err := storage.Writer(storage.NewFileURI(path)) // what the save dialog hands over
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(path); string(got) != old {
			t.Fatalf("%s: opening the writer left %q", c.name, got)
		}
		if err := c.use(uc); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got, _ := os.ReadFile(path); string(got) != old {
			t.Errorf("%s: the file holds %q", c.name, got)
		}
		if entries, _ := os.ReadDir(filepath.Dir(path)); len(entries) != 1 {
			t.Errorf("%s: %d files left in the folder", c.name, len(entries))
		}
	}
}
