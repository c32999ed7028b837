package printout

import (
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
)

// The piece sheet's diagrams are the help cards' diagrams: a piece that captures
// differently from how it moves shows its captures on staged targets.
func TestSheetDiagramsComeFromTheCards(t *testing.T) {
	for _, tc := range []struct {
		game string
		kind pieces.Kind
	}{
		{"chess-2016", pieces.Tiger},       // moves as a Bishop, captures as a Knight
		{"clash-of-command", pieces.Brute}, // captures only
		{"pothole-chess", pieces.Car},
	} {
		e, err := games.Lookup(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		job := Job{Game: e.Game, Config: rules.Config{Variant: e.Variant}}
		d, ok := cardDiagram(job, []string{"white", "black", "red", "blue"}, PrintTheme, sample{pieces.Piece{Kind: tc.kind, Facing: pieces.NoFacing}, "white"})
		if !ok || d.scene == nil || d.err != nil {
			t.Fatalf("%s %s: no card diagram (%v)", tc.game, tc.kind, d.err)
		}
		captures := 0
		for _, tg := range d.scene.Targets {
			if tg.Capture {
				captures++
			}
		}
		if captures == 0 {
			t.Errorf("%s %s: the sheet's diagram shows no capture", tc.game, tc.kind)
		}
		if d.sentence == "" {
			t.Errorf("%s %s: no sentence from the card", tc.game, tc.kind)
		}
	}
}
