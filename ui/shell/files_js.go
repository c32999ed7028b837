//go:build js

package shell

import (
	"errors"
	"fmt"
	"strings"
	"syscall/js"
)

// pageFiles is the page's downloads and file picker.
func pageFiles() *BrowserFiles { return &BrowserFiles{Download: downloadBlob, Pick: pickFile} }

// downloadBlob has the browser save data as name: a link to a Blob of it, clicked.
func downloadBlob(name string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil { // syscall/js panics with the page's exception
			err = fmt.Errorf("%v", r)
		}
	}()
	g := js.Global()
	bytes := g.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(bytes, data)
	blob := g.Get("Blob").New([]any{bytes}, map[string]any{"type": pageURI{name}.MimeType()})
	url := g.Get("URL").Call("createObjectURL", blob)
	a := g.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Call("click")
	// the download reads the Blob after the click returns: let it go a minute later
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		g.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	g.Call("setTimeout", revoke, 60000)
	return nil
}

// pickFile shows the browser's file picker and reads the chosen file.
func pickFile(exts []string, got func(name string, data []byte, err error)) {
	g := js.Global()
	in := g.Get("document").Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", strings.Join(exts, ","))
	// in the document while it asks: some browsers open no picker for an input outside it
	in.Get("style").Set("display", "none")
	g.Get("document").Get("body").Call("appendChild", in)
	var change, cancel js.Func
	release := func() { change.Release(); cancel.Release(); in.Call("remove") }
	cancel = js.FuncOf(func(js.Value, []js.Value) any { release(); return nil })
	change = js.FuncOf(func(js.Value, []js.Value) any {
		release()
		files := in.Get("files")
		if files.Length() == 0 {
			return nil
		}
		f := files.Index(0)
		name := f.Get("name").String()
		var ok, fail js.Func
		ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
			ok.Release()
			fail.Release()
			arr := g.Get("Uint8Array").New(args[0])
			data := make([]byte, arr.Length())
			js.CopyBytesToGo(data, arr)
			go got(name, data, nil) // a callback must not block the page: got hands over to the UI
			return nil
		})
		fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
			ok.Release()
			fail.Release()
			go got(name, nil, errors.New(args[0].Call("toString").String()))
			return nil
		})
		f.Call("arrayBuffer").Call("then", ok, fail)
		return nil
	})
	in.Call("addEventListener", "change", change)
	in.Call("addEventListener", "cancel", cancel)
	in.Call("click")
}
