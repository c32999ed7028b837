package pieces_test

import (
	"slices"
	"testing"

	"oddboards/pieces"
)

// TestString: a kind prints as its Go constant, for debugging, never a game's name for
// it ("King" in Antarctic Chess is KingPenguin); a value past the last kind as a number.
func TestString(t *testing.T) {
	for k, want := range map[pieces.Kind]string{
		pieces.None: "None", pieces.King: "King", pieces.KingPenguin: "KingPenguin",
		pieces.SealElephant: "SealElephant", pieces.DirtDevil: "DirtDevil", pieces.Fairy: "Fairy",
		pieces.Kind(250): "Kind(250)",
	} {
		if got := k.String(); got != want {
			t.Errorf("kind %d prints as %q, want %q", uint8(k), got, want)
		}
	}
}

// TestAll: every kind once, None left out; Span a game's, none when last comes first.
func TestAll(t *testing.T) {
	all := pieces.All()
	if len(all) == 0 || all[0] != pieces.King || all[len(all)-1] != pieces.Fairy {
		t.Fatalf("All() = %v", all)
	}
	for i, k := range all {
		if k != pieces.Kind(i+1) {
			t.Errorf("All()[%d] = %v", i, k)
		}
	}
	want := []pieces.Kind{pieces.Droid, pieces.Hawk, pieces.Factor, pieces.Commander, pieces.Brute, pieces.Slicer}
	if got := pieces.Span(pieces.Droid, pieces.Slicer); !slices.Equal(got, want) {
		t.Errorf("Span(Droid, Slicer) = %v", got)
	}
	if got := pieces.Span(pieces.Slicer, pieces.Droid); len(got) != 0 {
		t.Errorf("Span(Slicer, Droid) = %v", got)
	}
}
