package savestore

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// serveInto runs an Instance on dir whose hand-overs arrive on the returned channel.
func serveInto(t *testing.T, dir string) (*Instance, chan []string) {
	t.Helper()
	got := make(chan []string, 4)
	in, err := Serve(dir, func(args []string) { got <- args })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(in.Close)
	return in, got
}

// A copy started while another runs on the same folder hands its command line over
// (oddboards --open FILE opens the file in the running copy); with none running, or
// once it ended, nothing takes it and the new copy runs itself.
func TestHandOverToTheRunningCopy(t *testing.T) {
	dir := t.TempDir()
	if ok, err := HandOver(dir, []string{"--open", "a.oddb"}); ok || err != nil {
		t.Fatalf("with no copy running: handed %v, %v", ok, err)
	}
	first, got := serveInto(t, dir)
	args := []string{"--open", filepath.Join(dir, "a game\nwith a newline.oddb")}
	if ok, err := HandOver(dir, args); !ok || err != nil {
		t.Fatalf("the running copy did not take the hand-over: %v, %v", ok, err)
	}
	if a := <-got; !slices.Equal(a, args) {
		t.Errorf("the running copy was handed %q, want %q", a, args)
	}
	if st, err := os.Stat(filepath.Join(dir, instanceFile)); err != nil || st.Mode().Perm()&0o077 != 0 {
		t.Errorf("the instance file: %v, mode %v (its secret is for this user only)", err, st.Mode())
	}
	// a later copy's claim outlives an earlier one's Close
	second, got2 := serveInto(t, dir)
	first.Close()
	if ok, _ := HandOver(dir, []string{"--open", "b.oddb"}); !ok {
		t.Fatal("the later copy took no hand-over after the earlier one closed")
	}
	if a := <-got2; !slices.Equal(a, []string{"--open", "b.oddb"}) {
		t.Errorf("the later copy was handed %q", a)
	}
	second.Close()
	if _, err := os.Stat(filepath.Join(dir, instanceFile)); !os.IsNotExist(err) {
		t.Errorf("the last copy to close left its instance file: %v", err)
	}
	if ok, _ := HandOver(dir, nil); ok {
		t.Error("a hand-over was taken after every copy closed")
	}
}

// A stale instance file (its copy crashed), a damaged one, and one whose secret is
// wrong reach no copy: the new copy runs itself, and no command line is carried out.
func TestHandOverNeverReachesAStranger(t *testing.T) {
	dir := t.TempDir()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	stale := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	path := filepath.Join(dir, instanceFile)
	for _, text := range []string{fmt.Sprintf("%d 0123abcd\n", stale), "not a port\n", ""} {
		os.WriteFile(path, []byte(text), 0o600)
		if ok, err := HandOver(dir, []string{"--open", "x"}); ok || err != nil {
			t.Errorf("instance file %q: handed %v, %v", text, ok, err)
		}
	}
	in, got := serveInto(t, dir)
	port := in.ln.Addr().(*net.TCPAddr).Port
	os.WriteFile(path, fmt.Appendf(nil, "%d %s\n", port, "wrong-secret"), 0o600)
	if ok, _ := HandOver(dir, []string{"--open", "x"}); ok {
		t.Error("a hand-over with the wrong secret was taken")
	}
	select {
	case a := <-got:
		t.Errorf("a hand-over with the wrong secret was carried out: %q", a)
	default:
	}
}
