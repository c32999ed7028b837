package pieces

import "testing"

func TestPlural(t *testing.T) {
	for k, want := range map[Kind]string{
		Velociraptor: "Velociraptors", Man: "Men", Lady: "Ladies", Fairy: "Fairies",
		Rhinoceros: "Rhinoceroses", Princess: "Princesses", Fers: "Ferses", Triceratops: "Triceratopses",
		Monarch: "Monarchs", Egg: "Eggs", DirtDevil: "Dirt Devils",
	} {
		if got := k.Plural(); got != want {
			t.Errorf("%s: %q, want %q", k, got, want)
		}
	}
}
