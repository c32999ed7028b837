package boards

import "testing"

func TestPotholeZonesAreMarked(t *testing.T) {
	b := Pothole()
	count := map[string]int{}
	for c := Cell(0); int(c) < b.Len(); c++ {
		count[b.Info(c).Mark]++
	}
	// the rules file: the 28 starting squares and 4 corner homes; 7 squares and 2 centre homes
	if count["@"] != 32 || count["*"] != 9 || count[""] != 45-41 {
		t.Fatalf("zone marks %v, want 32 @, 9 *, and 4 unmarked (the promotion squares)", count)
	}
	for name, want := range map[string]string{"a1": "@", "b2": "@", "c2": "@", "c3": "*", "d4": "*", "e5": "*", "b4": "", "f6": "@", "g1": "@"} {
		c, _ := b.Lookup(name)
		if got := b.Info(c).Mark; got != want {
			t.Errorf("%s is marked %q, want %q", name, got, want)
		}
	}
}
