package record

import (
	"errors"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"oddboards/rules"
	"oddboards/rules/games"
)

// hostile are records made to hurt a reader: megabytes in one token or header, deep
// nesting of the record's brackets and quotes, and more moves than any game. Each names
// the line its error must name.
func hostile() []struct {
	name, text, line string
} {
	head := "[Oddboards \"1\"]\n[Game \"chess-56\"]\n[Result \"*\"]\n\n"
	mb := strings.Repeat("x", 4<<20)
	kb := strings.Repeat("x", 60<<10) // under the line limit: it reaches the game's reader
	return []struct{ name, text, line string }{
		{"megabyte move", head + "1. " + mb + "\n*\n", "line 5"},
		{"long move", head + "1. e5 " + kb + "\n*\n", "line 5, move 1 (ply 2, Black)"},
		{"megabyte header", "[Oddboards \"1\"]\n[Game \"chess-56\"]\n[Event \"" + mb + "\"]\n[Result \"*\"]\n\n*\n", "line 3"},
		{"long game header", "[Oddboards \"1\"]\n[Game \"" + kb + "\"]\n[Result \"*\"]\n\n*\n", "line 2"},
		{"long player", "[Oddboards \"1\"]\n[Game \"chess-56\"]\n[Player \"" + kb + "\"]\n[Result \"*\"]\n\n*\n", "line 3"},
		{"long setup", "[Oddboards \"1\"]\n[Game \"chess-56\"]\n[Dice \"" + kb + "\"]\n[Result \"*\"]\n\n*\n", "line 3"},
		{"long option", "[Oddboards \"1\"]\n[Game \"chess-56\"]\n[Option \"" + kb + "=" + kb + "\"]\n[Result \"*\"]\n\n*\n", "line 3"},
		{"long mode", "[Oddboards \"1\"]\n[Game \"chess-56\"]\n[Mode \"" + kb + "\"]\n[Result \"*\"]\n\n*\n", "line 3"},
		{"nested parentheses", head + "1. " + strings.Repeat("(", 60<<10) + "\n*\n", "line 5"},
		{"nested resignation", head + "1. (" + strings.Repeat("(", 60<<10) + " resigns)\n*\n", "line 5"},
		{"nested quotes", head + "1. \"" + strings.Repeat(`\"`, 30<<10) + "\n*\n", "line 5"},
		{"nested brackets", head + "1. " + strings.Repeat("[", 60<<10) + "\n*\n", "line 5"},
		{"bracketed header", "[Oddboards \"1\"]\n" + strings.Repeat("[", 60<<10) + "\n", "line 2"},
		{"too many moves", head + strings.Repeat(strings.Repeat("a ", 30<<10)+"\n", 100), "line 8"},
		{"long result", head + "1. e5\n" + strings.Repeat("1-", 30<<10) + "0\n", "line 6"},
	}
}

// Every hostile record gives a short error naming its line, fast and in memory that
// grows with the file and no more: reading is linear in the record's size.
func TestHostileRecordsGiveShortLocatedErrors(t *testing.T) {
	for _, c := range hostile() {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		start := time.Now()
		rec, err := Read(strings.NewReader(c.text))
		if err == nil {
			_, err = Replay(rec, nil)
		}
		took := time.Since(start)
		runtime.ReadMemStats(&after)
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		msg := err.Error()
		if n := utf8.RuneCountInString(msg); n > rules.MaxErrorText {
			t.Errorf("%s: an error of %d characters", c.name, n)
		}
		if !strings.HasPrefix(msg, c.line) {
			t.Errorf("%s: %q does not begin with %q", c.name, rules.Excerpt(msg, 200), c.line)
		}
		if took > 2*time.Second {
			t.Errorf("%s: took %v", c.name, took)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 16*uint64(len(c.text))+(1<<20) {
			t.Errorf("%s: allocated %d MB for a file of %d KB", c.name, alloc>>20, len(c.text)>>10)
		}
	}
}

// A damaged record opens up to its last legal move: cut anywhere, or with a bad move,
// what ReadUntilError and ReplayUntilError give is the start of the game, and all of it
// once every move line is whole.
func TestUntilErrorKeepsTheGameUpToTheDamage(t *testing.T) {
	e, _ := games.Lookup("chess-2016")
	m := newMatch(t, e, rules.Config{Setup: 5}, "Ann", "Bob")
	playRandom(m, rand.New(rand.NewPCG(11, 11)), 12)
	s := text(t, m, "2026.01.01")
	full := m.History()
	headerEnd := strings.Index(s, "\n\n") + 2
	movesEnd := strings.LastIndex(s, "*\n") // the result line
	prev := 0
	for n := headerEnd; n <= movesEnd; n++ {
		rec, derr := ReadUntilError(strings.NewReader(s[:n]))
		if rec == nil {
			t.Fatalf("cut to %d bytes: no game (%v)", n, derr)
		}
		got, err := ReplayUntilError(rec, nil)
		if got == nil {
			t.Fatalf("cut to %d bytes: no game (%v, %v)", n, derr, err)
		}
		h := got.History()
		if len(h) > len(full) || !slices.Equal(h, full[:len(h)]) {
			t.Fatalf("cut to %d bytes: %d plies that are not the game's start", n, len(h))
		}
		if len(h) < prev-1 { // a cut inside a move may make it another legal move, at most one less
			t.Fatalf("cut to %d bytes: %d plies after %d", n, len(h), prev)
		}
		prev = len(h)
		if got.Outcome().Over() {
			t.Fatalf("cut to %d bytes: the partial game is over", n)
		}
	}
	if rec, err := ReadUntilError(strings.NewReader(s[:movesEnd])); err == nil {
		t.Error("a record without its result reads as sound")
	} else if got, _ := ReplayUntilError(rec, nil); len(got.History()) != len(full) {
		t.Errorf("all moves whole, but %d of %d plies kept", len(got.History()), len(full))
	}
	// an illegal move: the game stops before it, and the error names it
	bad := strings.Replace(s, "\n3. ", "\n3. Ka1-a9 ", 1)
	rec, err := ReadUntilError(strings.NewReader(bad))
	if err != nil {
		t.Fatal(err)
	}
	got, err := ReplayUntilError(rec, nil)
	var re *Error
	if !errors.As(err, &re) || re.Ply != 5 || re.Move != "Ka1-a9" || got == nil || len(got.History()) != 4 {
		t.Fatalf("%v; %d plies kept", err, len(got.History()))
	}
	// the headers alone leave no game: nothing to open
	for _, broken := range []string{"", "[Oddboards \"1\"]\n[Result \"*\"]\n", "[Oddboards \"2\"]\n[Game \"chess-56\"]\n", "not a record at all \xff"} {
		if rec, err := ReadUntilError(strings.NewReader(broken)); rec != nil && err != nil {
			if m, _ := ReplayUntilError(rec, nil); m != nil && broken != "not a record at all \xff" {
				t.Errorf("%q opens", broken)
			}
		}
	}
}

// FuzzErrorsAreShort: whatever a record holds, as a whole, as one move or as a header's
// value, no error about it is longer than rules.MaxErrorText: every quote of the input
// is an excerpt. It covers the readers behind a record: the games' move readers, setup
// names, modes, options and seats. where chooses how s is used (one read per input, so
// that a new input is quick to minimise).
func FuzzErrorsAreShort(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(uint8(0), s)
	}
	tokens := []string{"e5", "Nc4", "O-O", "Bc2-c3", "TCD2-E3@N", "Dc5-d4", "1-2-3/4/5", "1-2-3/s", "2S", "7U",
		"nightrider=all-men", "eggs=touching", "White: Ann", "Black: level:3", "(Red resigns)", "1/2-1/2",
		strings.Repeat("x", 700), strings.Repeat("(", 700), strings.Repeat(`\"`, 350), strings.Repeat("é", 700) + " resigns)"}
	for i, s := range tokens {
		for w := range 3 {
			f.Add(uint8(1+i*7+w*37), s)
		}
	}
	ids := []string{"chess-2016", "chess-56", "dino-czars", "clash-of-command", "pothole-chess", "antarctic-chess"}
	tags := []string{"", "Game", "Setup", "Dice", "Mode", "Option", "Player", "Computer", "Result"} // "": a move
	check := func(t *testing.T, how string, err error) {
		if err == nil {
			return
		}
		if n := utf8.RuneCountInString(err.Error()); n > rules.MaxErrorText {
			t.Fatalf("%s: an error of %d characters: %s", how, n, rules.Excerpt(err.Error(), 300))
		}
	}
	f.Fuzz(func(t *testing.T, where uint8, s string) {
		text := s
		if where > 0 {
			id, tag := ids[int(where)%len(ids)], tags[int(where)/len(ids)%len(tags)]
			q := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\r", `\r`, "\t", `\t`).Replace(s)
			head := "[Oddboards \"1\"]\n[Game \"" + id + "\"]\n"
			if tag == "" {
				text = head + "[Result \"*\"]\n\n1. \"" + q + "\"\n*\n"
			} else {
				text = head + "[" + tag + " \"" + q + "\"]\n[Result \"*\"]\n\n*\n"
			}
		}
		rec, err := Read(strings.NewReader(text))
		check(t, "Read", err)
		if err == nil {
			_, err = Replay(rec, nil)
			check(t, "Replay", err)
		}
		rec, err = ReadUntilError(strings.NewReader(text))
		check(t, "ReadUntilError", err)
		if rec != nil {
			_, err = ReplayUntilError(rec, nil)
			check(t, "ReplayUntilError", err)
		}
	})
}
