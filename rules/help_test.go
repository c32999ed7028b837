package rules_test

import (
	"reflect"
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

### King

One step.

Steps one square
in any direction.

### Egg

Laid.

Counts down.

In place: counts down one step
`

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
	wantKinds := []rules.KindInfo{
		{Kind: pieces.King, Summary: "One step.", Help: "Steps one square in any direction."},
		{Kind: pieces.Egg, Summary: "Laid.", Help: "Counts down.", Stays: "counts down one step"},
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
		{"other kinds", sampleHelp, []pieces.Kind{pieces.Egg, pieces.King}, "piece 1 is Egg"},
		{"fewer kinds", sampleHelp, []pieces.Kind{pieces.King}, "2 pieces described, the game has 1"},
		{"two intros", "# T\n\nA.\n\nB.\n", nil, "line 5: a second paragraph"},
		{"late title", "## S\n\nA.\n\n# T\n", nil, "line 5: the title comes first"},
		{"piece outside", "## S\n\n### King\n", []pieces.Kind{pieces.King}, "line 3: a piece outside"},
		{"section after", "## Pieces\n\n### King\n\nA.\n\nB.\n\n## More\n", []pieces.Kind{pieces.King}, "line 9: a section after Pieces"},
		{"list continued", "## S\n\n- a\nb\n", nil, "line 4: a list item's next line"},
		{"no sentence", "## Pieces\n\n### King\n\nA.\n", []pieces.Kind{pieces.King}, "wants a summary, a sentence"},
		{"odd last", "## Pieces\n\n### King\n\nA.\n\nB.\n\nC.\n", []pieces.Kind{pieces.King}, `is not "In place: …"`},
		{"before pieces", "## Pieces\n\nA.\n\n### King\n", []pieces.Kind{pieces.King}, "before the first piece"},
		{"no blank line", "## Pieces\n\n### King\n\nA.\n\nB.\nC.\n### Egg\n\nD.\n\nE.\n", []pieces.Kind{pieces.King, pieces.Egg}, ""},
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

// TestDescribe: Describe takes each kind's value from the game's function, and WithRole
// gives a role to one kind only.
func TestDescribe(t *testing.T) {
	d := rules.Describe(nil, nil, []rules.KindInfo{{Kind: pieces.King}, {Kind: pieces.Egg}}, nil,
		func(k pieces.Kind) int { return 10 * int(k) }).WithRole(pieces.Egg, rules.RoleCounter)
	king, _ := d.Kind(pieces.King)
	egg, ok := d.Kind(pieces.Egg)
	if !ok || king.Value != 10*int(pieces.King) || egg.Value != 10*int(pieces.Egg) || egg.Role != rules.RoleCounter || king.Role != rules.RolePiece {
		t.Errorf("king %+v, egg %+v", king, egg)
	}
	if _, ok := d.Kind(pieces.Queen); ok {
		t.Error("a Queen found among a King and an Egg")
	}
	if _, ok := d.Variant("chess-56"); ok {
		t.Error("a variant found in a descriptor without any")
	}
}
