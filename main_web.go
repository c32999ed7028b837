//go:build js

package main

import (
	"net/url"
	"strings"
	"syscall/js"
)

// inBrowser is true: this is the page `make web` builds, where the browser gives the
// graphics (WebGL) and there is no second copy of the app to hand a command line to.
const inBrowser = true

// checkDisplay has nothing to check: the page has its canvas.
func checkDisplay() error { return nil }

// startGraphics has nothing to start before Fyne does.
func startGraphics() error { return nil }

// graphicsPanic leaves a panic as it is.
func graphicsPanic() {}

// linkedInvitation is the invitation of the link the page was opened by, its fragment
// (http://HOST:PORT/#oddb1:…, as the host's Copy link gives it), or "".
func linkedInvitation() string {
	hash := strings.TrimPrefix(js.Global().Get("location").Get("hash").String(), "#")
	if s, err := url.PathUnescape(hash); err == nil {
		hash = s // a browser may have written ":" and "/" as %3A and %2F
	}
	if !strings.HasPrefix(hash, "oddb") {
		return ""
	}
	return hash
}
