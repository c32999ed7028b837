package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
)

// toy is a move of a made-up game: a letter, from, to, and whether it captures.
type toy struct {
	piece, from, to string
	capture         bool
}

func (m toy) String() string {
	sep := "-"
	if m.capture {
		sep = "x"
	}
	return m.piece + m.from + sep + m.to
}

// toyForms: the letter or not, the square it leaves or not, "x" for a capture, "-" or
// nothing for any move, and the square it goes to.
func toyForms(m toy) []rules.Form {
	sep := []string{"-", ""}
	if m.capture {
		sep = append(sep, "x")
	}
	return []rules.Form{{{m.piece, ""}, {m.from, ""}, sep, {m.to}}}
}

func readToy(text string, legal []toy) (toy, error) {
	return rules.MoveReader[toy]{Forms: toyForms, Name: toy.String, Marks: "+!? "}.Read(text, legal)
}

// readToyKeyed reads as readToy, passing over the moves whose square to go to is not
// in the text.
func readToyKeyed(text string, legal []toy) (toy, error) {
	key := func(m toy) string { return m.to }
	return rules.MoveReader[toy]{Forms: toyForms, Name: toy.String, Marks: "+!? ", Key: key}.Read(text, legal)
}

func TestReadMove(t *testing.T) {
	legal := []toy{{"N", "b1", "c3", false}, {"N", "g1", "f3", false}, {"B", "c4", "f7", true}, {"N", "e5", "f3", false}}
	for _, c := range []struct{ in, want, err string }{
		{"Nb1-c3", "Nb1-c3", ""},
		{"  c3+!", "Nb1-c3", ""},
		{"b1c3", "Nb1-c3", ""},
		{"Bxf7", "Bc4xf7", ""},
		{"B-f7", "Bc4xf7", ""},
		{"Ng1f3", "Ng1-f3", ""},
		{"", "", "empty move"},
		{" + ", "", "empty move"},
		{"Nf3", "", `"Nf3": ambiguous, it fits Ng1-f3, Ne5-f3`},
		{"Nxc3", "", `"Nxc3": after "N", "xc3" fits no legal move; nearest: Nb1-c3, Ng1-f3, Ne5-f3`},
		{"Qd1", "", `"Qd1": no legal move begins "Q"; legal moves: Nb1-c3, Ng1-f3, Bc4xf7, Ne5-f3`},
		{"Nb1", "", `"Nb1": not a whole move; say which of Nb1-c3`},
		{"Nb", "", `"Nb": not a whole move; say which of Nb1-c3`},
		{"Bc4xf77", "", `after "Bc4xf7", "7" fits no legal move; nearest: Bc4xf7`},
		{"Nb1-c3\x00", "", `"Nb1-c3\x00": after "Nb1-c3", "\x00" fits no legal move`},
	} {
		m, err := readToy(c.in, legal)
		// the key changes how much is read, never what: the same move or error
		if km, kerr := readToyKeyed(c.in, legal); km != m || fmt.Sprint(kerr) != fmt.Sprint(err) {
			t.Errorf("%q with a key: %v %v, without: %v %v", c.in, km, kerr, m, err)
		}
		switch {
		case c.err == "" && (err != nil || m.String() != c.want):
			t.Errorf("%q: %v %v, want %s", c.in, m, err, c.want)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%q: %v, want an error with %q", c.in, err, c.err)
		}
	}
	if _, err := readToy("Nc3", nil); err == nil || !strings.Contains(err.Error(), "game is over") {
		t.Errorf("no legal moves: %v", err)
	}
}

// TestReadMoveShort: the error names at most eight moves and quotes a long text cut short.
func TestReadMoveShort(t *testing.T) {
	var legal []toy
	for i := 1; i <= 12; i++ {
		legal = append(legal, toy{"R", "a1", fmt.Sprintf("a%d", i+1), false})
	}
	_, err := readToy("Ra1", legal)
	if err == nil || strings.Count(err.Error(), "Ra1-") != 8 || !strings.HasSuffix(err.Error(), ", …") {
		t.Errorf("12 moves that fit: %v", err)
	}
	long := "Ra1-" + strings.Repeat("z", 80)
	_, err = readToy(long, legal)
	if err == nil || strings.Contains(err.Error(), strings.Repeat("z", 30)) {
		t.Errorf("a long text is quoted whole: %v", err)
	}
}

// BenchmarkReadMoves reads, in every position of a game of each game and variant (the
// move i·7 mod n at ply i, 60 plies), every legal move as the game writes it.
func BenchmarkReadMoves(b *testing.B) {
	for _, e := range games.All() {
		b.Run(e.ID, func(b *testing.B) {
			type read struct {
				pos  rules.Position
				text string
			}
			var reads []read
			p, err := e.Game.Start(rules.Config{Variant: e.Variant})
			if err != nil {
				b.Fatal(err)
			}
			for ply := 0; ply < 60; ply++ {
				ms := p.LegalMoves(nil)
				if len(ms) == 0 {
					break
				}
				for _, m := range ms {
					reads = append(reads, read{p, e.Game.FormatMove(p, m)})
				}
				p = p.Play(ms[ply*7%len(ms)])
			}
			for b.Loop() {
				for _, r := range reads {
					if _, err := e.Game.ParseMove(r.pos, r.text); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(reads)), "ns/read")
		})
	}
}
