package printout

import (
	"context"
	"image/color"
	"math/rand/v2"
	"strings"
	"testing"

	"oddboards/boards/draw"
	"oddboards/rules"
	"oddboards/rules/analysis"
	"oddboards/rules/games"
)

// texts is a surface that keeps the text drawn on it.
type texts struct {
	nullSurface
	got []string
}

func (t *texts) Text(s string, x, y, size float64, c color.Color, a draw.Anchor, bold bool) {
	t.got = append(t.got, s)
}

// The game sheet prints every ply with its mark and the analysis's words, the graph and
// each player's accuracy on the first page, and takes as many pages as the moves need.
func TestGameSheet(t *testing.T) {
	e, _ := games.Lookup("chess-2016")
	m, err := rules.NewMatch(e.Game, rules.Config{Variant: e.Variant, Setup: 37}, []string{"Ann", "Bob"})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(8, 8))
	for range 90 {
		if moves := m.Position().LegalMoves(nil); len(moves) > 0 {
			if err := m.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	a, err := analysis.Run(context.Background(), analysis.Of(m), analysis.Options{Limits: rules.Limits{Nodes: 1500, Seed: 1}, Scale: e.Scale, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	job := Job{Game: e.Game, Config: m.Config(), Title: e.Name, Sheet: GameSheetOf(m, a, "1500 nodes a search")}
	pl, err := plan(job, Options{What: Game}.defaults())
	if err != nil {
		t.Fatal(err)
	}
	if pl.n < 2 && len(m.History()) > 80 {
		t.Fatalf("%d plies and their notes on %d page", len(m.History()), pl.n)
	}
	var all []string
	for i := range pl.n {
		var s texts
		if err := pl.draw(i, &s); err != nil {
			t.Fatal(err)
		}
		all = append(all, s.got...)
	}
	text := strings.Join(all, "\n")
	h := m.History()
	for i, mv := range a.Moves {
		if want := h[i].Text + mv.Mark.Symbol(); !strings.Contains(text, want) {
			t.Errorf("ply %d is not printed as %q", i+1, want)
		}
	}
	for _, want := range []string{"White: Ann: accuracy ", "Black: Bob: accuracy ", "analysed at 1500 nodes a search", "1. White: " + h[0].Text} {
		if !strings.Contains(text, want) {
			t.Errorf("the sheet lacks %q", want)
		}
	}
	// a PDF and a PNG of it are made
	for _, f := range []Format{PDF, PNG} {
		files := export(t, job, Options{What: Game, Format: f, DPI: 60})
		if len(files) == 0 || len(files[0].Data) == 0 {
			t.Errorf("%s: no file", f)
		}
	}
	// a planted blunder: the King steps aside when the Queen could take a Rook with check
	planted, err := rules.NewMatch(e.Game, rules.Config{Variant: e.Variant, Setup: 37,
		Position: "****4****/*3r5k*/*10*/11q/12/12/4Q7/*10*/*K9*/****4**** w - - 0 1"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := planted.PlayText("Kc2"); err != nil {
		t.Fatal(err)
	}
	pa, err := analysis.Run(context.Background(), analysis.Of(planted), analysis.Options{Limits: rules.Limits{Nodes: 20000, Seed: 1}, Scale: e.Scale})
	if err != nil {
		t.Fatal(err)
	}
	pl, err = plan(Job{Game: e.Game, Config: planted.Config(), Sheet: GameSheetOf(planted, pa, "20000 nodes a search")}, Options{What: Game}.defaults())
	if err != nil {
		t.Fatal(err)
	}
	var ps texts
	if err := pl.draw(0, &ps); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(ps.got, "\n"); !strings.Contains(got, "1. White: Kc2??") || !strings.Contains(got, "A blunder; the better line: Qxe9+") ||
		!strings.Contains(got, "1 blunder") {
		t.Errorf("the planted blunder's sheet:\n%s", got)
	}
	// without an analysis the sheet is the moves alone
	pl, err = plan(Job{Game: e.Game, Config: m.Config(), Sheet: GameSheetOf(m, nil, "")}, Options{What: Game}.defaults())
	if err != nil || pl.n < 1 {
		t.Fatalf("without an analysis: %v", err)
	}
	if _, err := plan(Job{Game: e.Game}, Options{What: Game}.defaults()); err == nil {
		t.Error("a game sheet with no game printed")
	}
}
