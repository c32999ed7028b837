// Package display tells, before any window is made, whether there is a screen to show
// one on: without it the graphics library fails with a stack trace no one can act on.
// Check asks the X server; a server that answers may still refuse the graphics library
// (one just coming up, or too busy), and Failure turns what the library said then into
// the one line too.
package display

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// errNone is the one line oddboards prints when there is no display.
var errNone = errors.New("no display: set DISPLAY or run under a desktop")

// Check returns errNone when the app could open no window: on an X11 system (Linux and
// the BSDs), DISPLAY is unset, or names a server that does not answer. getenv reads the
// environment (os.Getenv).
func Check(getenv func(string) string) error { return check(runtime.GOOS, getenv) }

func check(goos string, getenv func(string) string) error {
	switch goos {
	case "windows", "darwin", "android", "ios", "js", "wasip1":
		return nil // the system always has its own screen
	}
	d := getenv("DISPLAY")
	if d == "" {
		return errNone
	}
	network, addr, ok := address(d)
	if !ok {
		return errNone
	}
	c, err := net.DialTimeout(network, addr, 2*time.Second)
	if err != nil {
		return errNone
	}
	c.Close()
	return nil
}

// address is where the X server of DISPLAY listens: ":0" and "unix:0" are the socket
// /tmp/.X11-unix/X0, "host:0" is TCP port 6000 of host. A path (as macOS's XQuartz
// gives) is the socket itself.
func address(d string) (network, addr string, ok bool) {
	if strings.HasPrefix(d, "/") {
		return "unix", strings.SplitN(d, ":", 2)[0], true
	}
	i := strings.LastIndexByte(d, ':')
	if i < 0 {
		return "", "", false
	}
	host, num := d[:i], d[i+1:]
	num, _, _ = strings.Cut(num, ".") // the screen
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 {
		return "", "", false
	}
	if host == "" || host == "unix" {
		return "unix", filepath.Join("/tmp/.X11-unix", "X"+num), true
	}
	return "tcp", net.JoinHostPort(host, strconv.Itoa(6000+n)), true
}

// Env is Check's getenv for the real environment.
func Env(key string) string { return os.Getenv(key) }

// Failure is the one line for a graphics library that failed to start: cause is its
// error or the value it panicked with, logged what it logged meanwhile. go-gl's glfw
// only logs a display that fails to open ("PlatformError: X11: Failed to open display
// :99") and panics at the next call ("NotInitialized: The GLFW library is not
// initialized"), so the last line logged, when there is one, says why.
func Failure(cause any, logged string) error {
	why := ""
	for _, line := range strings.Split(logged, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			why = line
		}
	}
	if why == "" {
		why = strings.TrimSpace(strings.ReplaceAll(fmt.Sprint(cause), "\n", " "))
	}
	// the library's error code ("PlatformError: ") names no reason a user can act on
	if code, desc, ok := strings.Cut(why, ": "); ok && isCode(code) {
		why = desc
	}
	if r := []rune(why); len(r) > maxWhy {
		why = string(r[:maxWhy]) + "…"
	}
	if why == "" {
		return errors.New("no display: the graphics library could not start")
	}
	return fmt.Errorf("no display: the graphics library could not start (%s)", why)
}

// maxWhy is how much of the library's own words Failure quotes: one line's worth.
const maxWhy = 100

// isCode reports whether s is an error code's name, one word in CamelCase
// ("PlatformError", "NotInitialized"), not a system's name ("X11", "GLX").
func isCode(s string) bool {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	lower := false
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z':
			lower = true
		case r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
		default:
			return false
		}
	}
	return lower
}
