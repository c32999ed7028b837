package rules

import "oddboards/pieces"

// Descriptor is everything a game says about itself outside play: the IDs it is played
// under, its kinds of piece and what each is, and its help. Each game's package exports
// its own and rules/games lists them, so what the launcher, the help window, the piece
// cards and the printouts say about a game lives with its rules, and nowhere else.
type Descriptor struct {
	Game     Game
	Variants []Variant // the IDs it is played under, in the launcher's order
	// Kinds are its kinds of piece, in the order its help shows them.
	Kinds []KindInfo
	// Later are the kinds that never stand in a starting army but come in play (a
	// promotion: a Slicer, a Racecar). A game's cards list them with the rest.
	Later []pieces.Kind
}

// Variant is one ID a game is played under, with its name and its help.
type Variant struct {
	ID          string // "chess-56": on the command line, in saved games, Config.Variant
	Name        string // "Chess 56"
	DiceExample string // how its setups are named by dice ("1-2-3/4/5"), if they are
	Help        Help
}

// Help is a game's rules in the help window's words: the aim, how a turn goes, the
// special rules, and the interpretations played where the original is silent. It is
// written in the project's own words from docs/rules/, which are the authority. Text
// is light Markdown: paragraphs, "- " list items, **bold** and *italic*.
type Help struct {
	Title    string
	Intro    string // one line under the title
	Sections []Section
}

// Section is a titled part of a game's help.
type Section struct {
	Title      string
	Paragraphs []string // each a paragraph or a "- " list item
}

// Role is what part a kind plays beyond its moves.
type Role uint8

const (
	// RolePiece is an ordinary piece: it moves, and can be captured.
	RolePiece Role = iota
	// RoleObject belongs to the board rather than to an army (a pothole): it may be moved,
	// but is never captured and has no moves of its own. A mark on it means it is locked.
	RoleObject
	// RoleCounter carries a count, drawn on it (a Dino-Czars egg's steps to hatching).
	RoleCounter
)

// KindInfo is one kind of piece as a game describes it. Its name and notation letters
// are the kind's own (pieces.Kind's String and Code), which the icons draw too.
type KindInfo struct {
	Kind    pieces.Kind
	Summary string // how it moves, in one line
	Help    string // how it moves, the help's sentence
	// Stays says what a move in place that neither turns nor changes it does, in words
	// that follow "In place: " ("counts down one step (gestates)"); "" if nothing.
	Stays string
	Role  Role
	// Value is what the game's evaluation counts it as, in its own units (a Pawn or
	// the game's weakest piece is about 100); 0 for a kind it does not count by kind
	// (a royal piece, a pothole).
	Value int
}

// Name is the kind's name as players say it: "Tyrannosaurus".
func (k KindInfo) Name() string { return k.Kind.String() }

// Code is the kind's notation letters: "TR".
func (k KindInfo) Code() string { return k.Kind.Code() }

// Describe puts a game's descriptor together: each kind's Value is value's (the game's
// evaluation's own table, so the two never differ).
func Describe(g Game, variants []Variant, kinds []KindInfo, later []pieces.Kind,
	value func(pieces.Kind) int) Descriptor {
	for i, k := range kinds {
		kinds[i].Value = value(k.Kind)
	}
	return Descriptor{Game: g, Variants: variants, Kinds: kinds, Later: later}
}

// DescribeOne is Describe for a game played under its own ID and name only, with the
// help its package embeds (MustReadHelp) describing kinds.
func DescribeOne(g Game, help string, kinds, later []pieces.Kind, value func(pieces.Kind) int) Descriptor {
	h, infos := MustReadHelp(help, kinds)
	return Describe(g, []Variant{{ID: g.ID(), Name: g.Name(), Help: h}}, infos, later, value)
}

// WithRole gives kind k the role r.
func (d Descriptor) WithRole(k pieces.Kind, r Role) Descriptor {
	for i := range d.Kinds {
		if d.Kinds[i].Kind == k {
			d.Kinds[i].Role = r
		}
	}
	return d
}

// Kind finds k among d's kinds.
func (d Descriptor) Kind(k pieces.Kind) (KindInfo, bool) {
	for _, ki := range d.Kinds {
		if ki.Kind == k {
			return ki, true
		}
	}
	return KindInfo{}, false
}

// Variant finds the variant named id.
func (d Descriptor) Variant(id string) (Variant, bool) {
	for _, v := range d.Variants {
		if v.ID == id {
			return v, true
		}
	}
	return Variant{}, false
}
