package rules_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
)

const sampleHelp = `# Sample

One line
under the title.

## The aim

Win by
capturing.

- **one**, a list item
  that goes on;
- **two**.

After the list.

## Pieces

### King (K)

One step.

Steps one square
in any direction.

### Egg (E)

Laid.

Counts down.

In place: counts down one step
`

// The sample's kinds, as a game's table gives them.
var (
	king = rules.KindInfo{Kind: pieces.King, Name: "King", Code: "K"}
	egg  = rules.KindInfo{Kind: pieces.Egg, Name: "Egg", Code: "E"}
)

// TestReadHelp: paragraphs joined, list items apart, the pieces in order with their
// summary, sentence and move in place.
func TestReadHelp(t *testing.T) {
	h, kinds, err := rules.ReadHelp(sampleHelp, []pieces.Kind{pieces.King, pieces.Egg})
	if err != nil {
		t.Fatal(err)
	}
	want := rules.Help{Title: "Sample", Intro: "One line under the title.", Sections: []rules.Section{{
		Title:      "The aim",
		Paragraphs: []string{"Win by capturing.", "- **one**, a list item that goes on;", "- **two**.", "After the list."},
	}}}
	if !reflect.DeepEqual(h, want) {
		t.Errorf("help %#v\nwant %#v", h, want)
	}
	wantKinds := rules.Kinds{
		{Kind: pieces.King, Name: "King", Code: "K", Summary: "One step.", Help: "Steps one square in any direction."},
		{Kind: pieces.Egg, Name: "Egg", Code: "E", Summary: "Laid.", Help: "Counts down.", Stays: "counts down one step"},
	}
	if !reflect.DeepEqual(kinds, wantKinds) {
		t.Errorf("kinds %+v\nwant %+v", kinds, wantKinds)
	}
}

// TestReadHelpMistakes: a help that does not follow the form says where; a heading
// straight after a paragraph still ends it.
func TestReadHelpMistakes(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		kinds      []pieces.Kind
		want       string
	}{
		{"fewer kinds", sampleHelp, []pieces.Kind{pieces.King}, "2 pieces described, the game has 1"},
		{"no code", "## Pieces\n\n### King\n\nA.\n\nB.\n", []pieces.Kind{pieces.King}, `heading "King" is not "Name (CODE)"`},
		{"lower-case code", "## Pieces\n\n### King (k)\n\nA.\n\nB.\n", []pieces.Kind{pieces.King}, "is not \"Name (CODE)\""},
		{"no name", "## Pieces\n\n### (K)\n\nA.\n\nB.\n", []pieces.Kind{pieces.King}, "is not \"Name (CODE)\""},
		{"two intros", "# T\n\nA.\n\nB.\n", nil, "line 5: a second paragraph"},
		{"late title", "## S\n\nA.\n\n# T\n", nil, "line 5: the title comes first"},
		{"piece outside", "## S\n\n### King\n", []pieces.Kind{pieces.King}, "line 3: a piece outside"},
		{"section after", "## Pieces\n\n### King\n\nA.\n\nB.\n\n## More\n", []pieces.Kind{pieces.King}, "line 9: a section after Pieces"},
		{"list continued", "## S\n\n- a\nb\n", nil, "line 4: a list item's next line"},
		{"no sentence", "## Pieces\n\n### King (K)\n\nA.\n", []pieces.Kind{pieces.King}, "wants a summary, a sentence"},
		{"odd last", "## Pieces\n\n### King (K)\n\nA.\n\nB.\n\nC.\n", []pieces.Kind{pieces.King}, `is not "In place: …"`},
		{"before pieces", "## Pieces\n\nA.\n\n### King\n", []pieces.Kind{pieces.King}, "before the first piece"},
		{"no blank line", "## Pieces\n\n### King (K)\n\nA.\n\nB.\nC.\n### Egg (E)\n\nD.\n\nE.\n", []pieces.Kind{pieces.King, pieces.Egg}, ""},
	} {
		_, kinds, err := rules.ReadHelp(tc.text, tc.kinds)
		if tc.want == "" {
			if err != nil || len(kinds) != 2 || kinds[0].Help != "B. C." || kinds[1].Summary != "D." {
				t.Errorf("%s: %+v, %v", tc.name, kinds, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

// kindsOnly is a game that only has kinds.
type kindsOnly struct {
	rules.Game
	ks rules.Kinds
}

func (g kindsOnly) Kinds() rules.Kinds { return slices.Clone(g.ks) }

// TestDescribe: Describe takes the game's kinds, each with its value from the game's
// function, and leaves the game's table as it was; the lookups find a kind by kind and
// by code, and know nothing of a kind the game lacks; WithRole gives one kind a role in
// a copy.
func TestDescribe(t *testing.T) {
	plain := rules.Kinds{king, egg}
	table := plain.WithRole(pieces.Egg, rules.RoleCounter)
	if plain[1].Role != rules.RolePiece || table[0].Role != rules.RolePiece {
		t.Errorf("WithRole changed its kinds, or another kind's role: %+v, %+v", plain, table)
	}
	d := rules.Describe(kindsOnly{ks: table}, nil, nil, func(k pieces.Kind) int { return 10 * int(k) })
	k, _ := d.Kind(pieces.King)
	e, ok := d.Kind(pieces.Egg)
	if !ok || k.Value != 10*int(pieces.King) || e.Value != 10*int(pieces.Egg) || e.Role != rules.RoleCounter || k.Role != rules.RolePiece {
		t.Errorf("king %+v, egg %+v", k, e)
	}
	if table[0].Value != 0 {
		t.Errorf("Describe wrote %d into the game's table", table[0].Value)
	}
	if _, ok := d.Kind(pieces.Queen); ok {
		t.Error("a Queen found among a King and an Egg")
	}
	if _, ok := d.Variant("chess-56"); ok {
		t.Error("a variant found in a descriptor without any")
	}
	ks := d.Kinds
	if ks.Name(pieces.Egg) != "Egg" || ks.Code(pieces.Egg) != "E" || ks.Role(pieces.Egg) != rules.RoleCounter {
		t.Errorf("egg: %q %q %d", ks.Name(pieces.Egg), ks.Code(pieces.Egg), ks.Role(pieces.Egg))
	}
	if ks.Name(pieces.Queen) != "" || ks.Code(pieces.Queen) != "" || ks.Role(pieces.Queen) != rules.RolePiece {
		t.Errorf("a Queen has a name %q, code %q or role %d", ks.Name(pieces.Queen), ks.Code(pieces.Queen), ks.Role(pieces.Queen))
	}
	for code, want := range map[string]pieces.Kind{"K": pieces.King, "E": pieces.Egg, "Q": pieces.None, "k": pieces.None} {
		if got, ok := ks.ByCode(code); got != want || ok != (want != pieces.None) {
			t.Errorf("ByCode(%q) = %v, %v", code, got, ok)
		}
	}
	if got := ks.List(); len(got) != 2 || got[0] != pieces.King || got[1] != pieces.Egg {
		t.Errorf("List() = %v", got)
	}
}
