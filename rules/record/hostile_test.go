package record

import (
	"errors"
	"runtime"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"oddboards/rules"
	"oddboards/rules/record/recordtest"
)

// Every hostile record gives a short error naming its line, in memory that grows with
// the file and no more: reading is linear in the record's size. How fast is measured by
// BenchmarkHostileRecords, not bounded here: a busy machine would break any bound.
func TestHostileRecordsGiveShortLocatedErrors(t *testing.T) {
	for _, c := range recordtest.HostileRecords() {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		rec, err := Read(strings.NewReader(c.Text))
		if err == nil {
			_, err = Replay(rec, nil)
		}
		runtime.ReadMemStats(&after)
		if err == nil {
			t.Errorf("%s: no error", c.Name)
			continue
		}
		msg := err.Error()
		if n := utf8.RuneCountInString(msg); n > rules.MaxErrorText {
			t.Errorf("%s: an error of %d characters", c.Name, n)
		}
		if !strings.HasPrefix(msg, c.Line) {
			t.Errorf("%s: %q does not begin with %q", c.Name, rules.Excerpt(msg, 200), c.Line)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 16*uint64(len(c.Text))+(1<<20) {
			t.Errorf("%s: allocated %d MB for a file of %d KB", c.Name, alloc>>20, len(c.Text)>>10)
		}
	}
}

// BenchmarkHostileRecords reads each hostile record to its error, per byte of the record:
// the time the reader, the command line's replay and the app's Open spend on one.
func BenchmarkHostileRecords(b *testing.B) {
	for _, c := range recordtest.HostileRecords() {
		b.Run(c.Name, func(b *testing.B) {
			b.SetBytes(int64(len(c.Text)))
			for b.Loop() {
				rec, err := Read(strings.NewReader(c.Text))
				if err == nil {
					_, err = Replay(rec, nil)
				}
				if err == nil {
					b.Fatal("no error")
				}
			}
		})
	}
}

// A damaged record opens up to its last legal move: cut anywhere, or with a bad move,
// what ReadUntilError and ReplayUntilError give is the start of the game, and all of it
// once every move line is whole.
func TestUntilErrorKeepsTheGameUpToTheDamage(t *testing.T) {
	m, s := annVsBob(t, 5, 11, 12)
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
