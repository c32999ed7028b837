package shell

import (
	"errors"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
)

// writableOnly is a repository that can write (and says so for /w only) and no more.
type writableOnly struct {
	repository.Repository // never called
	deleted               []string
}

func (*writableOnly) Writer(fyne.URI) (fyne.URIWriteCloser, error) { return nil, errors.New("unused") }

func (*writableOnly) CanWrite(u fyne.URI) (bool, error) { return u.Path() == "/w", nil }

func (r *writableOnly) Delete(u fyne.URI) error {
	r.deleted = append(r.deleted, u.Path())
	return nil
}

// safeFiles passes on what the repository behind it can do, says the rest is not
// supported, and finds parents the generic way when the repository cannot.
func TestSafeFilesPassOn(t *testing.T) {
	base := &writableOnly{}
	r := safeFiles{base}
	w, z := storage.NewFileURI("/w"), storage.NewFileURI("/z")
	if ok, err := r.CanWrite(w); !ok || err != nil {
		t.Errorf("CanWrite /w: %v, %v", ok, err)
	}
	if ok, err := r.CanWrite(z); ok || err != nil {
		t.Errorf("CanWrite /z: %v, %v", ok, err)
	}
	if err := r.Delete(w); err != nil || !slices.Equal(base.deleted, []string{"/w"}) {
		t.Errorf("Delete /w: %v, deleted %v", err, base.deleted)
	}
	for name, err := range map[string]error{
		"Appender":       second(r.Appender(w)),
		"CanList":        second(r.CanList(w)),
		"List":           second(r.List(w)),
		"CreateListable": r.CreateListable(w),
		"DeleteAll":      r.DeleteAll(w),
		"Copy":           r.Copy(w, z),
		"Move":           r.Move(w, z),
	} {
		if !errors.Is(err, repository.ErrOperationNotSupported) {
			t.Errorf("%s on a repository without it: %v", name, err)
		}
	}
	if p, err := r.Parent(w); err != nil || p.Path() != "/" {
		t.Errorf("Parent /w: %v, %v", p, err)
	}
	if c, err := r.Child(storage.NewFileURI("/"), "w"); err != nil || c.Path() != "/w" {
		t.Errorf("Child w of /: %v, %v", c, err)
	}
}

func second[T any](_ T, err error) error { return err }
