package cli

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/chess2016"
	"oddboards/rules/games"
)

// eval prints one row a term, whose Total column adds up to the total, which is the
// evaluation for White of the position reached; other games and bad input get one
// line and exit 2.
func TestEvalCommand(t *testing.T) {
	pl := chess2016.PlayingSwitches()
	kdOn, kdOff, noPassed := pl, pl, pl
	kdOn.KingDanger, kdOff.KingDanger, noPassed.Passed = true, false, false
	onOff := map[bool]string{true: "King danger (on", false: "King danger (off"}
	for _, c := range []struct {
		args []string
		code int
		says string                 // in the output, or the error's line
		sw   chess2016.EvalSwitches // the terms the table has on
		// weights set by name (--weights), where the table must be that evaluation's
		named map[string]int
	}{
		{[]string{"eval", "chess-2016", "--setup", "37", "--moves", "e5 e6 Ne4"}, 0, onOff[pl.KingDanger], pl, nil},
		{[]string{"eval", "chess-56", "--setup", "1-2-3", "--king-danger"}, 0, "King danger (on", kdOn, nil},
		{[]string{"eval", "chess-56", "--setup", "1-2-3", "--king-danger=false"}, 0, "King danger (off", kdOff, nil},
		{[]string{"eval", "chess-112", "--setup", "112", "--moves", "e5 e6", "--king-danger=false", "--mobility=false", "--threats=false", "--passed=false"},
			0, "King danger (off", chess2016.EvalSwitches{}, nil},
		{[]string{"eval", "chess-112", "--setup", "112", "--moves", "e5 e6", "--king-danger=false", "--mobility"},
			0, "King danger (off", chess2016.EvalSwitches{Mobility: true, Threats: pl.Threats, Passed: pl.Passed}, nil},
		// an ending with passed pawns, from the data set: --passed changes the total
		{[]string{"eval", "chess-2016", "--setup", "1232", "--position", passedPawns, "--passed=false"}, 0, onOff[pl.KingDanger], noPassed, nil},
		{[]string{"eval", "chess-2016", "--setup", "1232", "--position", passedPawns}, 0, onOff[pl.KingDanger], pl, nil},
		{[]string{"eval", "chess-2016", "--setup", "1232", "--position", passedPawns, "--weights", "tempo=112, king danger=50"},
			0, "King danger (on, scale 50%", pl, map[string]int{"tempo": 112, "king danger": 50}},
		{[]string{"eval", "chess-2016", "--setup", "1232", "--position", passedPawns, "--passed=false", "--weights", "none"},
			0, onOff[pl.KingDanger], noPassed, map[string]int{}},
		{[]string{"eval", "chess-2016", "--weights", "danger ofset=3"}, 2, `--weights: the evaluation has no weight "danger ofset"`, pl, nil},
		{[]string{"eval", "chess-2016", "--weights", "tempo=high"}, 2, `--weights: tempo: "high" is not a whole number`, pl, nil},
		{[]string{"eval", "dino-czars"}, 2, "dino-czars has no term breakdown", pl, nil},
		{[]string{"eval", "chess-2017"}, 2, "unknown game", pl, nil},
		{[]string{"eval"}, 2, "eval needs GAME", pl, nil},
		{[]string{"eval", "chess-2016", "--position", "garbage"}, 2, "--position:", pl, nil},
		{[]string{"eval", "chess-2016", "--moves", "Zz9"}, 2, "Zz9", pl, nil},
		{[]string{"eval", "chess-2016", "--setup", "9999"}, 2, "9999", pl, nil},
		{[]string{"eval", "chess-2016", "--mobility=maybe"}, 2, "mobility", pl, nil},
	} {
		code, out, errOut := run(c.args...)
		if code != c.code {
			t.Errorf("%v: code %d, want %d (%s)", c.args, code, c.code, errOut)
			continue
		}
		if code != 0 {
			lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
			if out != "" || len(lines) != 2 || lines[1]+"\n" != helpHint || !strings.Contains(lines[0], c.says) {
				t.Errorf("%v: %q, %q: want one line saying %q and the hint", c.args, out, errOut, c.says)
			}
			continue
		}
		if !strings.Contains(out, c.says) {
			t.Errorf("%v: no %q in\n%s", c.args, c.says, out)
		}
		// the rows' totals add up to the total, and that is Eval's
		rows := strings.Split(out, "\n")
		sum, total := 0, 0
		for _, r := range rows[1:] {
			f := strings.Fields(r)
			if len(f) == 0 || f[0] == "Eval" {
				break
			}
			cp := cents(t, f[len(f)-1])
			if f[0] == "Total" {
				total = cp
				break
			}
			sum += cp
		}
		if sum != total {
			t.Errorf("%v: the rows add up to %d, the total says %d:\n%s", c.args, sum, total, out)
		}
		e, _ := games.Lookup(c.args[1])
		var sf []string
		for i := 2; i < len(c.args); i += 2 {
			if c.args[i] == "--setup" {
				sf = append(sf, c.args[i+1])
			}
		}
		p := reached(t, e, sf, c.args)
		if c.named != nil {
			ev, err := c.sw.Evaluation(c.named)
			if err != nil {
				t.Fatal(err)
			}
			if want := p.EvalTable(ev); out != want {
				t.Errorf("%v:\n%s\nwant:\n%s", c.args, out, want)
			}
			continue
		}
		_, white := p.EvalTerms(c.sw)
		if white != total || !strings.Contains(out, fmt.Sprintf("Eval for White: %.2f", float64(white)/100)) {
			t.Errorf("%v: total %d, Eval %d:\n%s", c.args, total, white, out)
		}
	}
}

// passedPawns is a position of the data set with passed pawns (setup 1232).
const passedPawns = "****v3****/*r7n1*/*p4k2NY*/2pn4p3/7p4/4v7/2P4P2P1/*P1P1KP1bP1*/*4W4z*/****V3**** b - - 0 38"

// cents reads a figure in pawns with two decimals.
func cents(t *testing.T, s string) int {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	if f < 0 {
		return int(f*100 - 0.5)
	}
	return int(f*100 + 0.5)
}

// reached is the position eval's args reach: the setup given (and --position), then
// --moves.
func reached(t *testing.T, e games.Entry, setup []string, args []string) *chess2016.Position {
	t.Helper()
	cfg := rules.Config{Variant: e.Variant}
	if len(setup) == 1 {
		n, err := e.Game.(rules.SetupReader).ParseSetup(e.Variant, setup[0])
		if err != nil {
			t.Fatal(err)
		}
		cfg.Setup = n
	}
	if i := slices.Index(args, "--position"); i >= 0 {
		cfg.Position = args[i+1]
	}
	p, err := rules.StartOf(e.Game, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range args {
		if a == "--moves" {
			if p, _, _, err = playMoves(e.Game, p, args[i+1]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return p.(*chess2016.Position)
}
