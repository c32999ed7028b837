package explorer

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/chess2016"
	"oddboards/rules/games"
)

// The words the explorer window shows about the state.

// DiceWords writes a roll for the toolbar: "dice 1-2-3 · green 4 · red 5".
//
// The white dice are named in the order faces gives, the dice as they lie on screen, so
// the words read as the dice look; faces that are not the roll's white dice are ignored.
func DiceWords(d chess2016.Dice, faces [3]int) string {
	w := d.White
	if sorted(faces) == d.White {
		w = faces
	}
	s := fmt.Sprintf("dice %d-%d-%d", w[0], w[1], w[2])
	if d.Green != 0 {
		s += fmt.Sprintf(" · green %d · red %d", d.Green, d.Red)
	}
	if d.Swap {
		k, kinds := chess2016.Interchanged(), chess2016.New().Kinds()
		s += " · " + rules.Plural(kinds.Name(k[1])) + " <-> " + rules.Plural(kinds.Name(k[0]))
	}
	return s
}

// DiceNote says which dice the mode has and how to turn them.
func (s *State) DiceNote() string {
	const turn = "Click a die for its next face, right-click for the previous one."
	if e, err := games.Lookup(s.variant); err == nil {
		if v, ok := e.Descriptor.Variant(s.variant); ok && v.Dice != "" {
			return v.Dice + " " + turn
		}
	}
	return turn
}

// NumberMessage says why text in the number field is not shown, and which setup still is.
func (s *State) NumberMessage(text string) string {
	example := "1-2-3"
	if e, err := games.Lookup(s.variant); err == nil && e.DiceExample != "" {
		example = e.DiceExample
	}
	if text = strings.TrimSpace(text); text == "" {
		return fmt.Sprintf("Type a setup number (1–%d) or dice like %s: still showing %d.", s.Count(), example, s.setup)
	}
	return fmt.Sprintf("%s is not a setup (1–%d, or dice like %s): still showing %d.", text, s.Count(), example, s.setup)
}

// pawns writes centipawns as pawns: "3.25 pawns", "1 pawn".
func pawns(cp int) string {
	if cp == 100 {
		return "1 pawn"
	}
	return pawnsShort(cp) + " pawns"
}

// pawnsShort writes centipawns as a number of pawns: "3.25", "3.5", "61".
func pawnsShort(cp int) string {
	s := strconv.FormatFloat(float64(cp)/100, 'f', 2, 64)
	return strings.TrimSuffix(strings.TrimSuffix(s, "0"), ".0")
}

// SubstitutionText lists what the setup changes in the base array, a line each.
func (s *State) SubstitutionText() string {
	subs, err := chess2016.Substitutions(s.variant, s.setup, s.opts)
	if err != nil {
		return ""
	}
	if len(subs) == 0 {
		return "None: this is the base array (" + chess2016.BaseArrayText() + ")."
	}
	var lines []string
	for _, sub := range subs {
		lines = append(lines, Drawable(sub.String()))
	}
	return strings.Join(lines, "\n")
}

// NewKinds are the kinds the dice bring into the setup: the legend's.
func (s *State) NewKinds() []pieces.Kind {
	kinds, _ := chess2016.NewKinds(s.variant, s.setup, s.opts)
	return kinds
}

// LegendNote is a kind's line in the legend: its value, and its reach from the diagram's
// square.
func (s *State) LegendNote(k pieces.Kind) string {
	note := fmt.Sprintf("Worth %s.", pawns(chess2016.Value(k)))
	if d, err := s.Diagram(k); err == nil {
		note += fmt.Sprintf(" Reaches %d squares from %s.", d.Reach(), chess2016.Board().CellName(d.From))
	}
	return note
}

// Fact is one line of the facts panel.
type Fact struct{ Key, Value string }

// FactKeys are the facts panel's lines, in order.
func FactKeys() []string {
	return []string{"Dice", "First moves", "Pieces to move", "Material", "Movers", "Odd movers", "Values"}
}

// Facts are the setup's facts, in FactKeys' order, and the line under the board that
// sums them up.
func (s *State) Facts() ([]Fact, string, error) {
	f, err := chess2016.SetupFacts(s.variant, s.setup, s.opts)
	if err != nil {
		return nil, "", err
	}
	base := f.Material - f.BaseDiff
	diff := "as much as the base array"
	switch {
	case f.BaseDiff > 0:
		diff = fmt.Sprintf("%s more than the base array's %s", pawns(f.BaseDiff), pawnsShort(base))
	case f.BaseDiff < 0:
		diff = fmt.Sprintf("%s less than the base array's %s", pawns(-f.BaseDiff), pawnsShort(base))
	}
	var values []string
	kinds := chess2016.New().Kinds()
	for _, k := range f.Kinds {
		if k != pieces.King {
			values = append(values, kinds.Name(k)+" "+pawnsShort(chess2016.Value(k)))
		}
	}
	facts := []Fact{
		{"Dice", f.Dice.String()},
		{"First moves", firstMovesText(f)},
		{"Pieces to move", fmt.Sprintf("%d of White's %d men have a first move", f.Movers, chess2016.MenPerSide)},
		{"Material", fmt.Sprintf("%s a side (pieces %s, Pawns %s); %s",
			pawns(f.Material), pawnsShort(f.Pieces), pawnsShort(f.Material-f.Pieces), diff)},
		{"Movers", f.FamilyText()},
		{"Odd movers", fmt.Sprintf("%d capture differently from how they move; %d are colour-bound", f.Divergent, f.Bound)},
		{"Values", strings.Join(values, ", ") + " (in pawns)"},
	}
	for i := range facts {
		facts[i].Value = Drawable(facts[i].Value)
	}
	return facts, summaryLine(f), nil
}

// firstMovesText counts White's first moves and two-move openings, and names the first
// moves that mate at once.
func firstMovesText(f chess2016.Facts) string {
	text := fmt.Sprintf("%d legal first moves for White; %d two-move openings", f.FirstMoves, f.Replies)
	if mates := chess2016.MatesText(f.Mates); mates != "" {
		text += "; " + mates
	}
	return text
}

// summaryLine is the line under the board: the facts in brief. It fits on one line under
// the board at the window's opening size for every setup (the window's test checks).
func summaryLine(f chess2016.Facts) string {
	diff := "same as the base array"
	switch {
	case f.BaseDiff > 0:
		diff = "+" + pawnsShort(f.BaseDiff) + " against the base array"
	case f.BaseDiff < 0:
		// "-", not "−" (U+2212), which Fyne's bundled font lacks
		diff = "-" + pawnsShort(-f.BaseDiff) + " against the base array"
	}
	return fmt.Sprintf("%d first moves · %d of %d men can move · material %s a side (%s)",
		f.FirstMoves, f.Movers, chess2016.MenPerSide, pawnsShort(f.Material), diff)
}

// MatchText says how many setups the filter lets through and where the shown one stands.
func (s *State) MatchText() string {
	what := s.Filter().String()
	_, scored := s.Scores()
	if s.balance != AnyBalance && scored {
		what += "; " + Balances()[s.balance]
	}
	text := fmt.Sprintf("%d of %d setups match (%s).", len(s.matches), s.Count(), what)
	if s.fairestFirst && scored {
		text += " The fairest come first."
	}
	if i := slices.Index(s.matches, s.setup); i >= 0 {
		return text + fmt.Sprintf(" Setup %d is match %d.", s.setup, i+1)
	}
	return text + fmt.Sprintf(" Setup %d is not one of them.", s.setup)
}

// Drawable is s with the characters Fyne's bundled font lacks (it draws them as "�",
// as Wine shows) among those the rules' words use spelled with ones it has: the rules'
// text passes through it on its way to a label.
// It keeps its capital: ui's glyph test (glyphs_test.go) finds it by this name.
func Drawable(s string) string {
	return strings.NewReplacer("→", "->", "↔", "<->", "−", "-", "▶", "»").Replace(s)
}
