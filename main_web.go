//go:build js

package main

// inBrowser is true: this is the page `make web` builds, where the browser gives the
// graphics (WebGL) and there is no second copy of the app to hand a command line to.
const inBrowser = true

// checkDisplay has nothing to check: the page has its canvas.
func checkDisplay() error { return nil }

// startGraphics has nothing to start before Fyne does.
func startGraphics() error { return nil }

// graphicsPanic leaves a panic as it is.
func graphicsPanic() {}
