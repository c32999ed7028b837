// Package explorer is the Chess 2016 explorer's state, apart from its window: the mode
// (Chess 2016, 56 or 112), the setup shown and the white dice as they lie, the Green 2
// option, the piece filter and its matches, the move diagrams, and the words the window
// shows about them. It imports no Fyne; the window (ui/explorerwin) draws the state and
// hands it the player's clicks.
//
// One rule keeps dice, number and board in agreement: every change, whoever makes it (a
// die, the number field, the arrows, a roll, the filter), ends in Show, which sets the
// setup number and from it the dice and the position. The white dice keep the order they
// lie in when they already show the setup's roll; the setup depends only on their sorted
// faces.
package explorer

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/chess2016"
)

// Mode is one of the explorer's modes: its label on the mode switch and its variant.
type Mode struct{ Label, Variant string }

// Modes are the explorer's modes, in the order the switch shows them: the chess
// variants.
func Modes() []Mode {
	var out []Mode
	for _, v := range chess2016.Describe().Variants {
		out = append(out, Mode{v.Name, v.ID})
	}
	return out
}

// Choice is what the filter asks of a kind.
type Choice uint8

const (
	Either  Choice = iota // setups with or without it
	With                  // only setups with it
	Without               // only setups without it
)

// State is what the explorer shows.
type State struct {
	variant string
	setup   int
	faces   [3]int // the white dice as they lie
	opts    map[string]string
	pos     rules.Position

	kinds        []pieces.Kind // the kinds the filter offers: in some setups of the mode, not all
	filter       map[pieces.Kind]Choice
	balance      Balance // what the filter asks of the computer's score
	fairestFirst bool    // the matches from the fairest, not by number
	matches      []int

	diagrams map[string]chess2016.Diagram // by variant, option and kind
}

// New shows setup (0: the default) of variant ("" or an unknown one: chess-2016).
func New(variant string, setup int) *State {
	if variant == "" {
		variant = chess2016.Chess2016
	}
	if _, err := chess2016.DiceOf(variant, max(setup, 1)); err != nil {
		variant = chess2016.Chess2016
	}
	if setup < 1 || setup > (chess2016.Game{}).Setups(variant) {
		setup = chess2016.DefaultSetup(variant)
	}
	nr := (chess2016.Game{}).Options()[0]
	s := &State{variant: variant, opts: map[string]string{nr.Key: nr.Default},
		filter: map[pieces.Kind]Choice{}, diagrams: map[string]chess2016.Diagram{}}
	s.rebuildFilter()
	_ = s.Show(setup, nil) // a setup of the variant: it shows
	return s
}

// Variant is chess-2016, chess-56 or chess-112.
func (s *State) Variant() string { return s.variant }

// Setup is the number of the setup shown.
func (s *State) Setup() int { return s.setup }

// Count is how many setups the mode has.
func (s *State) Count() int { return (chess2016.Game{}).Setups(s.variant) }

// Faces are the white dice as they lie.
func (s *State) Faces() [3]int { return s.faces }

// Dice is the setup's roll (the white dice sorted).
func (s *State) Dice() chess2016.Dice {
	d, _ := chess2016.DiceOf(s.variant, s.setup)
	return d
}

// Position is the setup's start position.
func (s *State) Position() rules.Position { return s.pos }

// Options are the game options the setup is shown under (a copy).
func (s *State) Options() map[string]string {
	out := make(map[string]string, len(s.opts))
	for k, v := range s.opts {
		out[k] = v
	}
	return out
}

// Nightrider is the Green 2 option's value: which Men become Nightriders.
func (s *State) Nightrider() string { return s.opts[chess2016.OptNightrider] }

// SetNightrider changes the Green 2 option and shows the setup under it; it reports
// whether anything changed.
func (s *State) SetNightrider(v string) bool {
	if s.opts[chess2016.OptNightrider] == v {
		return false
	}
	s.opts[chess2016.OptNightrider] = v
	s.refilter()
	faces := s.faces
	_ = s.Show(s.setup, &faces) // the same setup: it shows
	return true
}

// Show makes setup n the one shown, the white dice lying as faces if those show its roll
// (nil: sorted). A number that is no setup of the mode changes nothing.
func (s *State) Show(n int, faces *[3]int) error {
	d, err := chess2016.DiceOf(s.variant, n)
	if err != nil {
		return err
	}
	pos, err := chess2016.StartPosition(s.variant, n, s.opts)
	if err != nil {
		return err
	}
	s.setup, s.pos = n, pos
	s.faces = d.White
	if faces != nil && sorted(*faces) == d.White {
		s.faces = *faces
	}
	return nil
}

// ShowRoll shows the setup the dice d name, the white dice lying as faces.
func (s *State) ShowRoll(d chess2016.Dice, faces [3]int) error {
	n, err := chess2016.SetupNumber(s.variant, d)
	if err != nil {
		return err
	}
	return s.Show(n, &faces)
}

// sorted is the white dice in increasing order, as a roll names them.
func sorted(faces [3]int) [3]int {
	slices.Sort(faces[:])
	return faces
}

// SetVariant changes the mode, keeping the white dice as they lie: the setup of the new
// mode they roll (green and red at 1), or its default.
func (s *State) SetVariant(v string) {
	faces := s.faces
	d := chess2016.Dice{White: sorted(faces)}
	if v == chess2016.Chess2016 {
		d.Green, d.Red = 1, 1
	}
	n, err := chess2016.SetupNumber(v, d)
	if err != nil {
		n = chess2016.DefaultSetup(v)
	}
	s.variant = v
	s.rebuildFilter()
	_ = s.Show(n, &faces) // a setup of the mode: it shows
}

// Step goes to the next (+1) or previous (−1) setup, round the end.
func (s *State) Step(d int) {
	c := s.Count()
	_ = s.Show((s.setup-1+d+c)%c+1, nil) // in range: it shows
}

// Roll throws the dice of the mode: the white dice as they fall, and the roll they make
// with the other dice.
func (s *State) Roll(rng *rand.Rand) (chess2016.Dice, [3]int) {
	var faces [3]int
	for i := range faces {
		faces[i] = 1 + rng.IntN(6)
	}
	d := chess2016.Dice{White: sorted(faces)}
	switch s.variant {
	case chess2016.Chess2016:
		d.Green, d.Red = 1+rng.IntN(6), 1+rng.IntN(6)
	case chess2016.Chess112:
		d.Swap = rng.IntN(2) == 1
	}
	return d, faces
}

// Parse reads the number field: a setup number of the mode, or dice, with the white dice
// in the order typed.
func (s *State) Parse(text string) (n int, faces *[3]int, ok bool) {
	text = strings.TrimSpace(text)
	if n, err := strconv.Atoi(text); err == nil {
		return n, nil, n >= 1 && n <= s.Count()
	}
	d, err := chess2016.ParseDice(s.variant, text)
	if err != nil {
		return 0, nil, false
	}
	if n, err = chess2016.SetupNumber(s.variant, d); err != nil {
		return 0, nil, false
	}
	var f [3]int
	white := strings.Split(strings.Split(strings.ReplaceAll(text, " ", ""), "/")[0], "-")
	for i := range f {
		f[i], _ = strconv.Atoi(white[i]) // ParseDice read them
	}
	return n, &f, true
}

// Diagram is kind k's move diagram under the mode and option, computed once.
func (s *State) Diagram(k pieces.Kind) (chess2016.Diagram, error) {
	key := s.variant + "/" + s.Nightrider() + "/" + strconv.Itoa(int(k))
	if d, ok := s.diagrams[key]; ok {
		return d, nil
	}
	d, err := chess2016.MoveDiagram(s.variant, k, s.opts)
	if err != nil {
		return d, err
	}
	s.diagrams[key] = d
	return d, nil
}

// FilterKinds are the kinds the filter offers: those some but not all setups of the
// mode have, in pieces.Kind order.
func (s *State) FilterKinds() []pieces.Kind { return s.kinds }

// rebuildFilter finds the mode's filter kinds; a kind it no longer offers is let through.
func (s *State) rebuildFilter() {
	counts, err := chess2016.KindCounts(s.variant, s.opts)
	if err != nil {
		return
	}
	all := s.Count()
	s.kinds = nil
	for _, k := range chess2016.GameKinds() {
		if counts[k] == 0 || counts[k] == all {
			delete(s.filter, k)
			continue
		}
		s.kinds = append(s.kinds, k)
	}
	s.refilter()
}

// Choice is what the filter asks of k.
func (s *State) Choice(k pieces.Kind) Choice { return s.filter[k] }

// Cycle moves k's filter on: either, with it, without it, and round again.
func (s *State) Cycle(k pieces.Kind) {
	s.filter[k] = (s.filter[k] + 1) % 3
	s.refilter()
}

// ClearFilter lets every setup through.
func (s *State) ClearFilter() {
	clear(s.filter)
	s.refilter()
}

// Filter is what the filter asks, for chess2016.Match.
func (s *State) Filter() chess2016.Filter {
	var f chess2016.Filter
	for _, k := range chess2016.GameKinds() {
		switch s.filter[k] {
		case With:
			f.With = append(f.With, k)
		case Without:
			f.Without = append(f.Without, k)
		}
	}
	return f
}

// refilter recounts the matches after the filter changed.
func (s *State) refilter() {
	ms, err := chess2016.Match(s.variant, s.Filter(), s.opts)
	if err != nil {
		ms = nil
	}
	s.matches = s.scoreFilter(ms)
}

// Matches are the setups the filter lets through, in increasing order.
func (s *State) Matches() []int { return s.matches }

// StepMatch goes to the next (+1) or previous (−1) matching setup, round the end; with
// no match it stays. The matches go by number, or from the fairest when so ordered.
func (s *State) StepMatch(d int) {
	ms := s.matches
	if len(ms) == 0 {
		return
	}
	var n int
	if i := slices.Index(ms, s.setup); i >= 0 {
		n = ms[(i+d+len(ms))%len(ms)]
	} else if s.fairestFirst {
		n = ms[0]
	} else {
		n = ms[0]
		if d > 0 {
			for _, m := range ms {
				if m > s.setup {
					n = m
					break
				}
			}
		} else {
			n = ms[len(ms)-1]
			for i := len(ms) - 1; i >= 0; i-- {
				if ms[i] < s.setup {
					n = ms[i]
					break
				}
			}
		}
	}
	_ = s.Show(n, nil) // a match is a setup of the mode
}
