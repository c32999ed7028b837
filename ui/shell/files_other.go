//go:build !js

package shell

// pageFiles is nil: only a browser page (GOOS=js) has downloads and a file picker.
func pageFiles() *BrowserFiles { return nil }
