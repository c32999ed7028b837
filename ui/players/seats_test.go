package players

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules/search"
	"oddboards/rules/seat"
)

// TestSeatChoicesCarryTheirSpec: every option of a seat's chooser carries its seat's
// spec, and a spec chosen reads back as itself, whatever the option's words.
func TestSeatChoicesCarryTheirSpec(t *testing.T) {
	for _, ls := range []search.Levels{search.TwoSeatLevels(), search.NewLevels(search.Turn1600, search.Turn800, search.Turn400, search.Nodes4k, search.Nodes15k, search.Nodes50k), search.NewLevels(search.Turn400, search.Nodes15k)} {
		c := NewSeatChooser(ls, []string{PersonChoice})
		opts := c.Select.Options
		if len(opts) != 1+ls.Len() || opts[len(opts)-1] != "Computer "+strconv.Itoa(ls.Len())+" · grandmaster" {
			t.Errorf("%d levels offered as %q", ls.Len(), opts)
		}
		if c.Spec() != "" || c.Person() != 0 {
			t.Errorf("a new chooser holds %q (person %d), want a person", c.Spec(), c.Person())
		}
		for _, spec := range []string{"", seat.Level(1), seat.Level(ls.Len()), "level:02", "nodes:20000"} {
			c.SetSpec(spec)
			want := spec
			if k, ok := seat.LevelOf(spec); ok {
				want = seat.Level(k)
			}
			if c.Spec() != want || c.Select.Selected != LevelSeatChoice(ls, want) {
				t.Errorf("%d levels: %q chose %q (%q)", ls.Len(), spec, c.Spec(), c.Select.Selected)
			}
		}
	}
}

// TestSeatSelectShowsItsChoice: laid out at its minimum size, a seat's chooser gives its
// text room for every choice whole (a plain Select showed each level as "Computer …").
func TestSeatSelectShowsItsChoice(t *testing.T) {
	test.NewTempApp(t)
	chooser := NewSeatChooser(search.TwoSeatLevels(), []string{PersonChoice})
	sel := chooser.Select
	sel.Resize(sel.MinSize())
	var label *widget.RichText
	for _, o := range test.WidgetRenderer(sel).Objects() {
		if rt, ok := o.(*widget.RichText); ok {
			label = rt
		}
	}
	if label == nil {
		t.Fatal("no text in the seat chooser")
	}
	inset := 2 * theme.Padding()    // the label's own inset, either side
	for _, c := range sel.Options { // the two-seat games': the most levels
		sel.SetSelected(c)
		room := label.Size().Width - inset
		if w := fyne.MeasureText(c, theme.TextSize(), fyne.TextStyle{}).Width; room < w {
			t.Errorf("the seat chooser has %.0f for its text, %q needs %.0f", room, c, w)
		}
	}
}
