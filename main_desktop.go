//go:build !js

package main

import (
	"bytes"
	"fmt"
	"log"
	"os"

	"github.com/go-gl/glfw/v3.3/glfw"

	"oddboards/internal/display"
)

// inBrowser is false: this is the desktop app.
const inBrowser = false

// linkedInvitation is none: only a page has a link.
func linkedInvitation() string { return "" }

// checkDisplay says, in one line, why there is no display to open a window on.
func checkDisplay() error { return display.Check(display.Env) }

// startGraphics starts the graphics library before Fyne does, on this, the main thread,
// to tell whether it can: on a display that answers Check but will not open (just coming
// up, or too busy), go-gl's glfw only logs why, Fyne carries on, and the next call
// panics "NotInitialized" with a stack trace. Fyne's own start is then a no-op.
func startGraphics() (err error) {
	var logged bytes.Buffer
	flags := log.Flags()
	log.SetOutput(&logged)
	log.SetFlags(0)
	defer func() {
		log.SetOutput(os.Stderr)
		log.SetFlags(flags)
		if v := recover(); v != nil {
			err = display.Failure(v, logged.String())
		}
	}()
	if err := glfw.Init(); err != nil {
		return display.Failure(err, logged.String())
	}
	glfw.GetTime() // panics NotInitialized when Init failed
	return nil
}

// graphicsPanic ends the app in one line when the graphics library panics on the main
// goroutine (the display gone); any other panic goes on with its trace, as a bug.
func graphicsPanic() {
	v := recover()
	if v == nil {
		return
	}
	if _, ok := v.(*glfw.Error); !ok {
		panic(v)
	}
	fmt.Fprintln(os.Stderr, "oddboards:", display.Failure(v, ""))
	os.Exit(1)
}
