package record

import (
	"math/rand/v2"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
)

// A positionCase is a game that reads position strings, from a position after plies
// plies.
type positionCase struct {
	entry games.Entry
	plies int
}

// positionCases are every game that reads position strings, from a position after an
// even and an odd number of plies (in the middle of a turn of Pothole Chess's two moves,
// which the record starts with a turn not played and a bar).
func positionCases() []positionCase {
	var out []positionCase
	for _, e := range games.All() {
		out = append(out, positionCase{e, 10}, positionCase{e, 11})
	}
	return out
}

// A game that starts from a position string saves it in a Position header and replays
// from it; a damaged one is refused on its line.
func TestPositionHeaderRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for _, c := range positionCases() {
		e := c.entry
		played := randomMatch(t, e, rng, c.plies)
		cfg, from := played.Config(), played.Position()
		if from.Outcome().Over() {
			continue
		}
		cfg.Position = from.PositionText()
		m, err := rules.NewMatch(e.Game, cfg, nil)
		if err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		for range 6 {
			ms := m.Position().LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			if err := m.Play(ms[rng.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
		s := text(t, m, "2026.01.01")
		if !strings.Contains(s, "[Position ") {
			t.Fatalf("%s: no Position header:\n%s", e.ID, s)
		}
		back, err := readReplay(s)
		if err != nil {
			t.Fatalf("%s: %v\n%s", e.ID, err, s)
		}
		if err := sameMatch(m, back); err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		damaged := strings.Replace(s, "[Position \"", "[Position \"@", 1)
		if _, err = readReplay(damaged); err == nil || !strings.Contains(err.Error(), "header [Position") || len(err.Error()) > 300 {
			t.Errorf("%s: a damaged Position header: %v", e.ID, err)
		}
	}
}
