// Package recordtest holds saved-game records made to hurt a reader, one home for the
// tests of everything that opens them: the reader, the command line and the app.
package recordtest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"oddboards/rules"
)

// Hostile is a record made to hurt a reader, and the line its error must name.
type Hostile struct {
	Name, Text, Line string
}

// HostileRecords are megabytes in one move or header, long values in every header,
// nesting of the record's brackets and quotes, and more moves than any game has.
func HostileRecords() []Hostile {
	head := "[Oddboards \"1\"]\n[Game \"chess-56\"]\n[Result \"*\"]\n\n"
	mb := strings.Repeat("x", 4<<20)
	kb := strings.Repeat("x", 60<<10) // under the line limit: it reaches the game's reader
	header := func(tag, value string) string {
		return "[Oddboards \"1\"]\n[Game \"chess-56\"]\n[" + tag + " \"" + value + "\"]\n[Result \"*\"]\n\n*\n"
	}
	return []Hostile{
		{"megabyte move", head + "1. " + mb + "\n*\n", "line 5"},
		{"long move", head + "1. e5 " + kb + "\n*\n", "line 5, move 1 (ply 2, Black)"},
		{"megabyte header", header("Event", mb), "line 3"},
		{"long game header", "[Oddboards \"1\"]\n[Game \"" + kb + "\"]\n[Result \"*\"]\n\n*\n", "line 2"},
		{"long player", header("Player", kb), "line 3"},
		{"long setup", header("Dice", kb), "line 3"},
		{"long option", header("Option", kb+"="+kb), "line 3"},
		{"long mode", header("Mode", kb), "line 3"},
		{"nested parentheses", head + "1. " + strings.Repeat("(", 4<<20) + "\n*\n", "line 5"},
		{"nested resignation", head + "1. (" + strings.Repeat("(", 60<<10) + " resigns)\n*\n", "line 5"},
		{"nested quotes", head + "1. \"" + strings.Repeat(`\"`, 30<<10) + "\n*\n", "line 5"},
		{"nested brackets", head + "1. " + strings.Repeat("[", 60<<10) + "\n*\n", "line 5"},
		{"bracketed header", "[Oddboards \"1\"]\n" + strings.Repeat("[", 60<<10) + "\n", "line 2"},
		{"too many moves", head + strings.Repeat(strings.Repeat("a ", 30<<10)+"\n", 100), "line 8"},
		{"long result", head + "1. e5\n" + strings.Repeat("1-", 30<<10) + "0\n", "line 6"},
	}
}

// Names reports, as what went wrong with h, a message (what the reader showed of it,
// its error) longer than rules.MaxErrorText and slack characters more, or one that does
// not name h's line.
func (h Hostile) Names(t testing.TB, msg string, slack int) {
	t.Helper()
	if n := utf8.RuneCountInString(msg); n > rules.MaxErrorText+slack {
		t.Errorf("%s: %d characters: %q", h.Name, n, rules.Excerpt(msg, 300))
	}
	if !strings.Contains(msg, h.Line) {
		t.Errorf("%s: %q does not name %q", h.Name, rules.Excerpt(msg, 300), h.Line)
	}
}

// File writes h's text to a file hostile.oddb in a folder of the test's own, and
// returns its path.
func (h Hostile) File(t testing.TB) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "hostile.oddb")
	if err := os.WriteFile(path, []byte(h.Text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Each runs test on every hostile record, in a subtest named after it.
func Each(t *testing.T, test func(t *testing.T, h Hostile)) {
	t.Helper()
	for _, h := range HostileRecords() {
		t.Run(h.Name, func(t *testing.T) { test(t, h) })
	}
}
