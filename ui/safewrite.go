package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"oddboards/internal/atomicfile"
)

// Fyne's save dialog opens the chosen file for writing, truncating it, before it hands
// it over: a save or an export that then fails or is cancelled would leave the old file
// emptied. safeFiles stands in for Fyne's repository of local files so that every
// writer it gives is an atomicfile.File: the old file stays whole until a complete write
// replaces it, and a writer closed unused changes nothing.
type safeFiles struct{ repository.Repository }

// protectLocalFiles puts safeFiles in front of the repository of "file" URIs, once.
func protectLocalFiles() {
	base, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := base.(safeFiles); done {
		return
	}
	repository.Register("file", safeFiles{base})
}

// safeWriter is an atomicfile.File that knows its URI.
type safeWriter struct {
	*atomicfile.File
	uri fyne.URI
}

func (w safeWriter) URI() fyne.URI { return w.uri }

func (r safeFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	f, err := atomicfile.Create(u.Path())
	if err != nil {
		return nil, err
	}
	return safeWriter{f, u}, nil
}

// The rest is Fyne's own repository's.

func (r safeFiles) CanWrite(u fyne.URI) (bool, error) {
	if w, ok := r.Repository.(repository.WritableRepository); ok {
		return w.CanWrite(u)
	}
	return false, repository.ErrOperationNotSupported
}

func (r safeFiles) Delete(u fyne.URI) error {
	if w, ok := r.Repository.(repository.WritableRepository); ok {
		return w.Delete(u)
	}
	return repository.ErrOperationNotSupported
}

func (r safeFiles) Appender(u fyne.URI) (fyne.URIWriteCloser, error) {
	if a, ok := r.Repository.(repository.AppendableRepository); ok {
		return a.Appender(u)
	}
	return nil, repository.ErrOperationNotSupported
}

func (r safeFiles) CanList(u fyne.URI) (bool, error) {
	if l, ok := r.Repository.(repository.ListableRepository); ok {
		return l.CanList(u)
	}
	return false, repository.ErrOperationNotSupported
}

func (r safeFiles) List(u fyne.URI) ([]fyne.URI, error) {
	if l, ok := r.Repository.(repository.ListableRepository); ok {
		return l.List(u)
	}
	return nil, repository.ErrOperationNotSupported
}

func (r safeFiles) CreateListable(u fyne.URI) error {
	if l, ok := r.Repository.(repository.ListableRepository); ok {
		return l.CreateListable(u)
	}
	return repository.ErrOperationNotSupported
}

func (r safeFiles) Parent(u fyne.URI) (fyne.URI, error) {
	if h, ok := r.Repository.(repository.HierarchicalRepository); ok {
		return h.Parent(u)
	}
	return repository.GenericParent(u)
}

func (r safeFiles) Child(u fyne.URI, name string) (fyne.URI, error) {
	if h, ok := r.Repository.(repository.HierarchicalRepository); ok {
		return h.Child(u, name)
	}
	return repository.GenericChild(u, name)
}

func (r safeFiles) DeleteAll(u fyne.URI) error {
	if d, ok := r.Repository.(repository.DeleteAllRepository); ok {
		return d.DeleteAll(u)
	}
	return repository.ErrOperationNotSupported
}

func (r safeFiles) Copy(src, dst fyne.URI) error {
	if c, ok := r.Repository.(repository.CopyableRepository); ok {
		return c.Copy(src, dst)
	}
	return repository.ErrOperationNotSupported
}

func (r safeFiles) Move(src, dst fyne.URI) error {
	if m, ok := r.Repository.(repository.MovableRepository); ok {
		return m.Move(src, dst)
	}
	return repository.ErrOperationNotSupported
}
