package uitest

import "oddboards/ui/shell"

// FakeBrowser is a browser's downloads and file picker, for a test's shell.Env.Browser
// (Files): it keeps what was downloaded, or refuses as told, and answers the picker with
// a file of its own, or with an error reading it, from another goroutine as a page does.
type FakeBrowser struct {
	Downloads []PageFile // what was downloaded, in order
	Refuse    error      // if set, every download is refused with it
	Asked     []string   // the extensions the picker was last asked for
	Picked    PageFile   // the picker's answer
	ReadErr   error      // if set, the picked file could not be read: handed over with it
}

// PageFile is a file a page downloaded, or its picker chose: its name and contents.
type PageFile struct{ Name, Data string }

// String is name=data.
func (f PageFile) String() string { return f.Name + "=" + f.Data }

// Files is the browser's hooks, to set as shell.Env.Browser.
func (b *FakeBrowser) Files() *shell.BrowserFiles {
	return &shell.BrowserFiles{
		Download: func(name string, data []byte) error {
			if b.Refuse != nil {
				return b.Refuse
			}
			b.Downloads = append(b.Downloads, PageFile{name, string(data)})
			return nil
		},
		Pick: func(exts []string, got func(string, []byte, error)) {
			b.Asked = exts
			go got(b.Picked.Name, []byte(b.Picked.Data), b.ReadErr) // as the page does: from elsewhere
		},
	}
}
