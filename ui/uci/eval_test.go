package uci

import (
	"fmt"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/chess2016"
	"oddboards/rules/games"
)

// passedPawns is a position of the data set with passed pawns (setup 1232).
const passedPawns = "****v3****/*r7n1*/*p4k2NY*/2pn4p3/7p4/4v7/2P4P2P1/*P1P1KP1bP1*/*4W4z*/****V3**** b - - 0 38"

// eval prints the evaluation's table for the position set, its total White's
// evaluation, with the terms as the options say, each starting as the computer plays;
// a bad value for an option is one line and changes nothing.
func TestEvalCommand(t *testing.T) {
	s := newSession(t)
	got := strings.Join(s.ask("uciok", "uci"), "\n")
	pl := chess2016.PlayingSwitches()
	for _, o := range []struct {
		name string
		on   bool
	}{{"KingDanger", pl.KingDanger}, {"Mobility", pl.Mobility}, {"Threats", pl.Threats}, {"PassedPawns", pl.Passed}} {
		if want := fmt.Sprintf("option name %s type check default %t", o.name, o.on); !strings.Contains(got, want) {
			t.Errorf("uci lacks %q:\n%s", want, got)
		}
	}
	kdOn, kdOff, mobOff, thrOff, noneOn := pl, pl, pl, pl, chess2016.EvalSwitches{}
	kdOn.KingDanger, kdOff.KingDanger = true, false
	mobOff.KingDanger, mobOff.Mobility = true, false
	thrOff.KingDanger, thrOff.Mobility, thrOff.Threats = true, false, false
	allOff := noneOn
	allOff.KingDanger = true
	onOff := map[bool]string{true: "King danger (on", false: "King danger (off"}
	moves := "e3e5 e8e6 d2e4"
	p, err := chess2016.StartPosition(chess2016.Chess2016, chess2016.DefaultSetup(chess2016.Chess2016), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range strings.Fields(moves) {
		m, err := parseMove(p, w)
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(m).(*chess2016.Position)
	}
	for _, c := range []struct {
		set     string
		sw      chess2016.EvalSwitches
		says    string
		refused bool
	}{
		{"", pl, onOff[pl.KingDanger], false},
		{"setoption name KingDanger value false", kdOff, "King danger (off", false},
		{"setoption name KingDanger value maybe", kdOff, "King danger (off", true},
		{"setoption name KingDanger value true", kdOn, "King danger (on", false},
		{"setoption name Mobility value false", mobOff, "\nMobility", false},
		{"setoption name threats value false", thrOff, "\nThreats", false},
		{"setoption name PassedPawns value false", allOff, "\nPassed pawns", false},
		{"setoption name KingDanger value false", noneOn, "King danger (off", false},
		{"setoption name Mobility value true", chess2016.EvalSwitches{Mobility: true}, "\nMobility", false},
		{"setoption name Mobility value false", noneOn, "King danger (off", false},
	} {
		text := strings.Join(s.ask("readyok", c.set, "position startpos moves "+moves, "eval", "isready"), "\n")
		_, white := p.EvalTerms(c.sw)
		if want := fmt.Sprintf("Eval for White: %.2f pawns", float64(white)/100); !strings.Contains(text, want) {
			t.Errorf("%q: eval said\n%s\nwant %q", c.set, text, want)
		}
		for _, want := range []string{"\nMaterial", "\nKing danger", "\nTempo", "\nTotal", c.says} {
			if !strings.Contains(text, want) {
				t.Errorf("%q: no %q in\n%s", c.set, want, text)
			}
		}
		if refused := strings.Contains(text, `info string KingDanger "maybe": choose true or false`); refused != c.refused {
			t.Errorf("%q: refused %v:\n%s", c.set, refused, text)
		}
	}
	// PassedPawns, in an ending that has passed pawns (setup 1232, from the data set)
	e, _ := games.Lookup("chess-2016")
	q, err := rules.StartOf(e.Game, rules.Config{Variant: e.Variant, Setup: 1232, Position: passedPawns})
	if err != nil {
		t.Fatal(err)
	}
	for _, on := range []bool{true, false} {
		text := strings.Join(s.ask("readyok", fmt.Sprintf("setoption name PassedPawns value %t", on), "setoption name Setup value 1232",
			"position fen "+passedPawns, "eval", "isready"), "\n")
		_, white := q.(*chess2016.Position).EvalTerms(chess2016.EvalSwitches{Passed: on})
		if want := fmt.Sprintf("Eval for White: %.2f pawns", float64(white)/100); !strings.Contains(text, want) {
			t.Errorf("PassedPawns %t: eval said\n%s\nwant %q", on, text, want)
		}
	}
	// a search with the terms off still answers
	if got := s.ask("bestmove", "go depth 3"); !strings.HasPrefix(got[len(got)-1], "bestmove ") {
		t.Errorf("go with the terms off: %q", got)
	}
}

// SearchWithout takes the search's feature names, refuses others in one line, and a
// search without them still answers.
func TestSearchWithout(t *testing.T) {
	s := newSession(t)
	got := strings.Join(s.ask("uciok", "uci"), "\n")
	for _, o := range []string{"SearchWithout", "SearchWith"} {
		if !strings.Contains(got, "option name "+o+" type string default none") {
			t.Errorf("uci lacks %s:\n%s", o, got)
		}
	}
	for _, c := range []struct {
		option, value string
		refused       bool
	}{{"SearchWithout", "lmr+nmp", false}, {"SearchWithout", "nosuch", true}, {"SearchWithout", "none", false},
		{"SearchWithout", "seemain", false}, {"SearchWith", "corrhist", false}, {"SearchWith", "nosuch", true},
		{"SearchWith", "none", false}} {
		text := strings.Join(s.ask("readyok", "setoption name "+c.option+" value "+c.value, "isready"), "\n")
		if refused := strings.Contains(text, `info string `+c.option+`: no search feature "nosuch"`); refused != c.refused {
			t.Errorf("%s %q: refused %v:\n%s", c.option, c.value, refused, text)
		}
		if got := s.ask("bestmove", "position startpos", "go depth 3"); !strings.HasPrefix(got[len(got)-1], "bestmove ") {
			t.Errorf("go without %s: %q", c.value, got)
		}
	}
}

// Weights sets weights of the evaluation by name, over what the switches give: eval
// prints what the weights make and a search plays with them; a name the evaluation
// lacks or a pair without its value is refused in one line and changes nothing; none
// goes back to the computer's own.
func TestWeightsOption(t *testing.T) {
	s := newSession(t)
	if got := strings.Join(s.ask("uciok", "uci"), "\n"); !strings.Contains(got, "option name Weights type string default none") {
		t.Errorf("uci lacks Weights:\n%s", got)
	}
	e, _ := games.Lookup("chess-2016")
	p, err := rules.StartOf(e.Game, rules.Config{Variant: e.Variant, Setup: 1232, Position: passedPawns})
	if err != nil {
		t.Fatal(err)
	}
	pl := chess2016.PlayingSwitches()
	evalOf := func(named map[string]int) string {
		ev, err := pl.Evaluation(named)
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimSuffix(p.(*chess2016.Position).EvalTable(ev), "\n")
	}
	own, tempo := evalOf(nil), evalOf(map[string]int{"tempo": 112, "king danger": 50})
	if own == tempo {
		t.Fatal("the weights change nothing in the position")
	}
	for _, c := range []struct {
		value, want, refusal string
	}{
		{"tempo=112, king danger=50", tempo, ""},
		{"tempo=112, danger ofset=3", tempo, `info string Weights: the evaluation has no weight "danger ofset"`},
		{"tempo", tempo, `info string Weights: "tempo": write NAME=VALUE`},
		{"none", own, ""},
	} {
		text := strings.Join(s.ask("readyok", "setoption name Weights value "+c.value, "setoption name Setup value 1232",
			"position fen "+passedPawns, "eval", "isready"), "\n")
		if !strings.Contains(text, c.want) {
			t.Errorf("Weights %q: eval said\n%s\nwant\n%s", c.value, text, c.want)
		}
		if c.refusal != "" && !strings.Contains(text, c.refusal) || c.refusal == "" && strings.Contains(text, "info string") {
			t.Errorf("Weights %q: want refusal %q:\n%s", c.value, c.refusal, text)
		}
		if got := s.ask("bestmove", "go depth 3"); !strings.HasPrefix(got[len(got)-1], "bestmove ") {
			t.Errorf("go with Weights %q: %q", c.value, got)
		}
	}
}
