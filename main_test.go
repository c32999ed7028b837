package main

import (
	"context"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestMain runs the app itself when a test starts this binary again with runApp set:
// what a user sees of a failing display is the process's own stderr and exit code.
func TestMain(m *testing.M) {
	if os.Getenv("ODDBOARDS_TEST_RUN_APP") == "1" {
		os.Args = os.Args[:1]
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// A display that answers display.Check but will not open (one coming up, or too busy
// to serve) ends the app in one line and a non-zero exit: it crashed with go-gl's
// "NotInitialized" panic and its stack trace. The display is a socket of the test's own
// (DISPLAY may be a socket's path) that hangs up at once, or says nonsense.
func TestDisplayThatWillNotOpen(t *testing.T) {
	for _, c := range []struct {
		name  string
		serve func(net.Conn)
	}{
		{"hangs up", func(net.Conn) {}},
		{"says nonsense", func(c net.Conn) { c.Write([]byte("not an X server\n")) }},
	} {
		dir := t.TempDir()
		sock := filepath.Join(dir, "X0")
		l, err := net.Listen("unix", sock)
		if err != nil {
			t.Fatal(err)
		}
		go func() {
			for {
				conn, err := l.Accept()
				if err != nil {
					return
				}
				c.serve(conn)
				conn.Close()
			}
		}()
		// a client that blocks on the socket fails here, not at go test's own limit
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		cmd := exec.CommandContext(ctx, os.Args[0])
		cmd.Env = append(os.Environ(), "ODDBOARDS_TEST_RUN_APP=1", "DISPLAY="+sock,
			"XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_DATA_HOME="+filepath.Join(dir, "data"))
		out, err := cmd.CombinedOutput()
		cancel()
		l.Close()
		if cmd.ProcessState == nil {
			t.Fatalf("%s: the app did not start: %v", c.name, err)
		}
		code := cmd.ProcessState.ExitCode()
		want := "oddboards: no display: the graphics library could not start ("
		if err == nil || code != 1 || !strings.HasPrefix(string(out), want) || strings.Count(string(out), "\n") != 1 {
			t.Errorf("%s: exit %d, %d bytes:\n%.600s\nwant exit 1 and one line %q…", c.name, code, len(out), out, want)
		}
	}
}
