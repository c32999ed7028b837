package display

import (
	"errors"
	"net"
	"path/filepath"
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
