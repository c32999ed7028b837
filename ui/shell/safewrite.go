package shell

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

// The rest is Fyne's own repository's, where it has them.

// via calls op with u on the repository behind r as a T; when the repository is no T,
// the operation is not supported.
func via[T, R any](r safeFiles, u fyne.URI, op func(T, fyne.URI) (R, error)) (R, error) {
	if t, ok := r.Repository.(T); ok {
		return op(t, u)
	}
	var none R
	return none, repository.ErrOperationNotSupported
}

// do is via for an operation that returns only an error.
func do[T any](r safeFiles, u fyne.URI, op func(T, fyne.URI) error) error {
	_, err := via(r, u, func(t T, u fyne.URI) (struct{}, error) { return struct{}{}, op(t, u) })
	return err
}

func (r safeFiles) CanWrite(u fyne.URI) (bool, error) {
	return via(r, u, repository.WritableRepository.CanWrite)
}

func (r safeFiles) Delete(u fyne.URI) error { return do(r, u, repository.WritableRepository.Delete) }

func (r safeFiles) Appender(u fyne.URI) (fyne.URIWriteCloser, error) {
	return via(r, u, repository.AppendableRepository.Appender)
}

func (r safeFiles) CanList(u fyne.URI) (bool, error) {
	return via(r, u, repository.ListableRepository.CanList)
}

func (r safeFiles) List(u fyne.URI) ([]fyne.URI, error) {
	return via(r, u, repository.ListableRepository.List)
}

func (r safeFiles) CreateListable(u fyne.URI) error {
	return do(r, u, repository.ListableRepository.CreateListable)
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
	return do(r, u, repository.DeleteAllRepository.DeleteAll)
}

func (r safeFiles) Copy(src, dst fyne.URI) error {
	return do(r, src, func(c repository.CopyableRepository, src fyne.URI) error { return c.Copy(src, dst) })
}

func (r safeFiles) Move(src, dst fyne.URI) error {
	return do(r, src, func(m repository.MovableRepository, src fyne.URI) error { return m.Move(src, dst) })
}
