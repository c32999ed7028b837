package shell

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
)

// BrowserFiles saves and opens files in a browser, where Fyne's file dialogs do nothing
// (Fyne 2.7.1): a file saved is a download, a file opened is the one the browser's file
// picker chose. Its two hooks are the page's (files_js.go); tests give fakes.
type BrowserFiles struct {
	// Download hands data to the browser to save as name among its downloads.
	Download func(name string, data []byte) error
	// Pick shows the browser's file picker for files ending in one of exts, and calls got,
	// on any goroutine, with the chosen file; not at all if the picker is cancelled.
	Pick func(exts []string, got func(name string, data []byte, err error))
}

// ShowFileSave asks where to save a file named name and hands done its writer (nil if
// cancelled): Fyne's save dialog over w on the desktop; in a browser no dialog, the
// writer downloads what was written to it when it is closed.
func (e *Env) ShowFileSave(w fyne.Window, name string, done func(fyne.URIWriteCloser, error)) {
	if e.Browser != nil {
		done(&download{uri: pageURI{name}, to: e.Browser.Download}, nil)
		return
	}
	d := dialog.NewFileSave(done, w)
	d.SetFileName(name)
	d.Show()
	// Wide enough to show the name whole: the dialog opens at its least size, which cut a
	// long name off. The name's field shares its line with Cancel and Save.
	const buttons = 320
	text := fyne.MeasureText(name, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
	least := d.MinSize()
	d.Resize(fyne.NewSize(max(least.Width, text+buttons, 800), max(least.Height, 560))) // cut to the window
}

// ShowFileOpen asks for a file ending in one of exts and hands done its reader, on the UI
// goroutine: Fyne's open dialog over w on the desktop (nil if cancelled), the browser's
// file picker in a browser (done is not called if it is cancelled).
func (e *Env) ShowFileOpen(w fyne.Window, exts []string, done func(fyne.URIReadCloser, error)) {
	if e.Browser != nil {
		e.Browser.Pick(exts, func(name string, data []byte, err error) {
			e.Do(func() {
				if err != nil {
					done(nil, fmt.Errorf("cannot read %s: %v; choose it again, or another copy of it", name, err))
					return
				}
				done(&picked{Reader: bytes.NewReader(data), uri: pageURI{name}}, nil)
			})
		})
		return
	}
	d := dialog.NewFileOpen(done, w)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.Show()
}

// WriterBeside is a writer for a file named name in the folder of the file u was chosen
// for (an export's further pages); in a browser, another download.
func WriterBeside(u fyne.URIWriteCloser, name string) (fyne.URIWriteCloser, error) {
	if d, ok := u.(*download); ok {
		return &download{uri: pageURI{name}, to: d.to}, nil
	}
	parent, err := storage.Parent(u.URI())
	if err != nil {
		return nil, err
	}
	child, err := storage.Child(parent, name)
	if err != nil {
		return nil, err
	}
	return storage.Writer(child)
}

// Location is where files went, for "Saved": a local folder's path, the browser's
// downloads, else the URI's folder.
func Location(u fyne.URI) string {
	if u.Scheme() == pageScheme {
		return "the browser's downloads"
	}
	parent, err := storage.Parent(u)
	if err != nil {
		return u.String()
	}
	if parent.Scheme() == "file" {
		return filepath.Clean(parent.Path()) // no "/" before the sentence's full stop
	}
	return parent.String()
}

// pageScheme names the files of a browser page: downloads and the picker's files, which
// have no path the app could open again.
const pageScheme = "page"

// download is a file saved in a browser: what is written is kept, and handed to the
// browser on Close. Closed with nothing written (an export cancelled, or written to
// files beside it), it downloads nothing.
type download struct {
	uri    pageURI
	to     func(name string, data []byte) error
	buf    bytes.Buffer
	closed bool
}

func (d *download) URI() fyne.URI { return d.uri }

func (d *download) Write(p []byte) (int, error) {
	if d.closed {
		return 0, errors.New("written after closing")
	}
	return d.buf.Write(p)
}

func (d *download) Close() error {
	if d.closed {
		return nil
	}
	d.closed = true
	if d.buf.Len() == 0 {
		return nil // nothing written: nothing to download
	}
	if err := d.to(d.uri.name, d.buf.Bytes()); err != nil {
		return fmt.Errorf("the browser did not take the download of %s (%v): allow downloads for this page and save again", d.uri.name, err)
	}
	return nil
}

// picked is the file the browser's picker chose, read whole.
type picked struct {
	*bytes.Reader
	uri pageURI
}

func (p *picked) URI() fyne.URI { return p.uri }
func (p *picked) Close() error  { return nil }

// pageURI names a browser page's file: its name, and no folder.
type pageURI struct{ name string }

func (u pageURI) Extension() string { return path.Ext(u.name) }
func (u pageURI) Name() string      { return u.name }
func (u pageURI) Scheme() string    { return pageScheme }
func (u pageURI) Authority() string { return "" }
func (u pageURI) Path() string      { return "/" + u.name }
func (u pageURI) Query() string     { return "" }
func (u pageURI) Fragment() string  { return "" }
func (u pageURI) String() string    { return pageScheme + ":///" + u.name }

func (u pageURI) MimeType() string {
	switch strings.ToLower(u.Extension()) {
	case ".pdf":
		return "application/pdf"
	case ".svg":
		return "image/svg+xml"
	case ".png":
		return "image/png"
	}
	return "text/plain"
}
