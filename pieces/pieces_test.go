package pieces_test

import (
	"slices"
	"testing"

	"oddboards/pieces"
)

func TestPlural(t *testing.T) {
	for k, want := range map[pieces.Kind]string{
		pieces.Velociraptor: "Velociraptors", pieces.Man: "Men", pieces.Lady: "Ladies",
		pieces.Fairy: "Fairies", pieces.Rhinoceros: "Rhinoceroses", pieces.Princess: "Princesses",
		pieces.Fers: "Ferses", pieces.Triceratops: "Triceratopses", pieces.Monarch: "Monarchs",
		pieces.Egg: "Eggs", pieces.DirtDevil: "Dirt Devils",
	} {
		if got := k.Plural(); got != want {
			t.Errorf("%s: %q, want %q", k, got, want)
		}
	}
}

// TestSpan: a game's kinds, first to last in catalogue order; none when last comes first.
func TestSpan(t *testing.T) {
	want := []pieces.Kind{pieces.Droid, pieces.Hawk, pieces.Factor, pieces.Commander, pieces.Brute,
		pieces.Slicer}
	if got := pieces.Span(pieces.Droid, pieces.Slicer); !slices.Equal(got, want) {
		t.Errorf("Span(Droid, Slicer) = %v", got)
	}
	if got := pieces.Span(pieces.Slicer, pieces.Droid); len(got) != 0 {
		t.Errorf("Span(Slicer, Droid) = %v", got)
	}
}
