package players

import (
	"unicode/utf8"

	"fyne.io/fyne/v2/widget"

	"oddboards/rules/search"
	"oddboards/rules/seat"
)

// SeatChooser is a seat's chooser: a person (of one or more kinds, such as here and
// remote) or the computer at one of the game's levels. Each option carries its seat's
// spec, so what was chosen is read by the option's index, never back from its text.
type SeatChooser struct {
	Select *widget.Select
	opts   []seatOption
	people int // the first people options are persons; the rest are computer seats
}

// seatOption is one line of a seat chooser: what it shows and the seat it means.
type seatOption struct {
	label string
	spec  string // the Match's computer spec; "" for a person
}

// PersonChoice is the person option of the launcher and the Players dialog.
const PersonChoice = "Person"

// NewSeatChooser offers the persons named by people, then every level of ls. It opens
// on the first person. A Select is as wide as its placeholder, so the longest choice is the
// placeholder: a narrow one showed every level as "Computer …".
func NewSeatChooser(ls search.Levels, people []string) *SeatChooser {
	c := &SeatChooser{people: len(people)}
	for _, p := range people {
		c.opts = append(c.opts, seatOption{label: p})
	}
	for n := 1; n <= ls.Len(); n++ {
		c.opts = append(c.opts, seatOption{label: levelChoice(ls, n), spec: seat.Level(n)})
	}
	c.Select = widget.NewSelect(c.labels(), nil)
	for _, o := range c.opts {
		if utf8.RuneCountInString(o.label) > utf8.RuneCountInString(c.Select.PlaceHolder) {
			c.Select.PlaceHolder = o.label
		}
	}
	c.Select.SetSelectedIndex(0)
	return c
}

func (c *SeatChooser) labels() []string {
	out := make([]string, len(c.opts))
	for i, o := range c.opts {
		out[i] = o.label
	}
	return out
}

// Spec is the chosen seat's computer spec: "" for a person.
func (c *SeatChooser) Spec() string {
	if i := c.Select.SelectedIndex(); i >= 0 && i < len(c.opts) {
		return c.opts[i].spec
	}
	return ""
}

// Person is which person option is chosen (its index in people), or -1 for the computer.
func (c *SeatChooser) Person() int {
	if i := c.Select.SelectedIndex(); i >= 0 && i < c.people {
		return i
	}
	return -1
}

// SetPerson chooses the person option i.
func (c *SeatChooser) SetPerson(i int) { c.Select.SetSelectedIndex(i) }

// SetSpec chooses the option of a seat's spec: the first person for "", the level's
// option, or an option of its own for a spec no level names (such as nodes:20000).
func (c *SeatChooser) SetSpec(spec string) {
	if spec == "" {
		c.SetPerson(0)
		return
	}
	if k, ok := seat.LevelOf(spec); ok {
		spec = seat.Level(k) // level:03 and level:3 are one level
	}
	for i, o := range c.opts[c.people:] {
		if o.spec == spec {
			c.Select.SetSelectedIndex(c.people + i)
			return
		}
	}
	c.opts = append(c.opts, seatOption{label: "Computer (" + spec + ")", spec: spec})
	c.Select.Options = c.labels()
	c.Select.SetSelectedIndex(len(c.opts) - 1)
}

// levelChoice is level n of ls as the seat choosers show it: "Computer 3 · casual".
func levelChoice(ls search.Levels, n int) string { return "Computer " + ls.Label(n) }

// LevelSeatChoice is how a seat's spec reads in a game of the levels ls (the computer's
// status line).
func LevelSeatChoice(ls search.Levels, spec string) string {
	if k, ok := seat.LevelOf(spec); ok && k >= 1 && k <= ls.Len() {
		return levelChoice(ls, k)
	}
	if spec == "" {
		return PersonChoice
	}
	return "Computer (" + spec + ")"
}
