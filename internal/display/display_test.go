package display

import (
	"errors"
	"net"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	// a server that answers: a socket of our own, named as an X server's would be
	sock := filepath.Join(t.TempDir(), "X")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	for _, c := range []struct {
		display string
		want    error
	}{
		{"", errNone},
		{"nonsense", errNone},
		{":x", errNone},
		{":987654", errNone}, // no such server
		{sock, nil},
	} {
		got := check("linux", func(k string) string {
			if k == "DISPLAY" {
				return c.display
			}
			return ""
		})
		if !errors.Is(got, c.want) && got != c.want {
			t.Errorf("DISPLAY=%q: %v, want %v", c.display, got, c.want)
		}
	}
	if err := check("windows", func(string) string { return "" }); err != nil {
		t.Errorf("Windows has no display: %v", err)
	}
	if errNone.Error() != "no display: set DISPLAY or run under a desktop" {
		t.Errorf("the message is %q", errNone)
	}
}

func TestAddress(t *testing.T) {
	for _, c := range []struct{ d, network, addr string }{
		{":0", "unix", "/tmp/.X11-unix/X0"},
		{":1.0", "unix", "/tmp/.X11-unix/X1"},
		{"unix:2", "unix", "/tmp/.X11-unix/X2"},
		{"localhost:10.0", "tcp", "localhost:6010"},
	} {
		n, a, ok := address(c.d)
		if !ok || n != c.network || a != c.addr {
			t.Errorf("%q: %s %s %v, want %s %s", c.d, n, a, ok, c.network, c.addr)
		}
	}
}

// glfwError stands for go-gl's *glfw.Error, which this package cannot import (cgo): a
// value printed as "Code: description".
type glfwError struct{ code, desc string }

func (e *glfwError) Error() string { return e.code + ": " + e.desc }

// TestFailure: what the graphics library logged and panicked with, on a display that
// answered but would not open (it came up a moment before, or was too busy), becomes
// one short line that says why, never the panic's trace.
func TestFailure(t *testing.T) {
	notInit := &glfwError{"NotInitialized", "The GLFW library is not initialized"}
	for _, c := range []struct {
		name   string
		cause  any
		logged string
		want   string
	}{
		{"the log says why", notInit, "PlatformError: X11: Failed to open display :99\n",
			"no display: the graphics library could not start (X11: Failed to open display :99)"},
		{"the last line logged", notInit, "something else\nPlatformError: X11: Failed to open display :7\n\n",
			"no display: the graphics library could not start (X11: Failed to open display :7)"},
		{"nothing logged", notInit, "",
			"no display: the graphics library could not start (The GLFW library is not initialized)"},
		{"an error returned", errors.New("APIUnavailable: GLX: No GLX extension"), "",
			"no display: the graphics library could not start (GLX: No GLX extension)"},
		{"a plain panic", "X11: lost the connection\nat line 3", "",
			"no display: the graphics library could not start (X11: lost the connection at line 3)"},
		{"no words at all", nil, " \n", "no display: the graphics library could not start (<nil>)"},
		{"a long reason", notInit, "PlatformError: " + strings.Repeat("x", 500),
			"no display: the graphics library could not start (" + strings.Repeat("x", maxWhy) + "…)"},
	} {
		got := Failure(c.cause, c.logged)
		if got == nil || got.Error() != c.want {
			t.Errorf("%s: %v\nwant %s", c.name, got, c.want)
		}
		if strings.Contains(got.Error(), "\n") {
			t.Errorf("%s: more than one line", c.name)
		}
	}
}
