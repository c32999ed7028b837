package gametest

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// A Recording is a file of numbers recorded once for positions a test walks to in a fixed
// order (seeded random games, seeded searches), so that code which is gone can still be
// compared with: a line a position, its key then its values ("9f3a01c2 -35 35"); lines
// starting with # say how the file was made. Check compares the next line with what the
// test finds now.
type Recording struct {
	path  string
	lines []string
	next  int
}

// ReadRecording reads the recording at path; the test fails when it cannot.
func ReadRecording(t testing.TB, path string) *Recording {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := &Recording{path: path}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "#") {
			r.lines = append(r.lines, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return r
}

// Check fails the test unless the next recorded line is key with the values got. A key
// that differs means the walk met another position than when the file was recorded (the
// games or the search changed), so that the values cannot be compared.
func (r *Recording) Check(t testing.TB, key string, got ...int) {
	t.Helper()
	if r.next >= len(r.lines) {
		t.Fatalf("%s: %d positions recorded, the test walks to more", r.path, len(r.lines))
	}
	n := r.next + 1
	fields := strings.Fields(r.lines[r.next])
	r.next++
	if len(fields) == 0 || fields[0] != key {
		t.Fatalf("%s line %d: the recorded position is not the one the test walked to (key %s): the walk changed", r.path, n, key)
	}
	want := make([]int, 0, len(fields)-1)
	for _, f := range fields[1:] {
		v, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("%s line %d: %v", r.path, n, err)
		}
		want = append(want, v)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("%s line %d (key %s): got %v, recorded %v", r.path, n, key, got, want)
	}
}

// Done fails the test when recorded positions are left that the walk did not reach.
func (r *Recording) Done(t testing.TB) {
	t.Helper()
	if r.next != len(r.lines) {
		t.Errorf("%s: %d positions recorded, the test walked to %d", r.path, len(r.lines), r.next)
	}
}

// TextKey is a Recording's key for a position written as text: its FNV-1a hash, in hex.
func TextKey(text string) string {
	h := fnv.New32a()
	h.Write([]byte(text))
	return fmt.Sprintf("%08x", h.Sum32())
}
