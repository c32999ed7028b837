package rules

import (
	"slices"

	"oddboards/pieces"
)

// Descriptor is everything a game says about itself outside play: the IDs it is played
// under, its kinds of piece and what each is, and its help. Each game's package exports
// its own and rules/games lists them, so what the launcher, the help window, the piece
// cards and the printouts say about a game lives with its rules, and nowhere else.
type Descriptor struct {
	Game     Game
	Variants []Variant // the IDs it is played under, in the launcher's order
	// Kinds are its kinds of piece, in the order its help shows them.
	Kinds Kinds
	// Later are the kinds that never stand in a starting army but come in play (a
	// promotion: a Slicer, a Racecar). A game's cards list them with the rest.
	Later []pieces.Kind
}

// Variant is one ID a game is played under, with its name and its help.
type Variant struct {
	ID          string // "chess-56": on the command line, in saved games, Config.Variant
	Name        string // "Chess 56"
	DiceExample string // how its setups are named by dice ("1-2-3/4/5"), if they are
	Dice        string // which dice it has, in a sentence, if it has any
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
	// A game with objects is a Previewer (Effects cannot tell them from captures).
	RoleObject
	// RoleCounter carries a count, drawn on it (a Dino-Czars egg's steps to hatching).
	RoleCounter
)

// KindInfo is one kind of piece as a game describes it: its name and notation letters
// (which the icons' badges draw too), as its help's heading gives them, its role, its
// words and its value.
type KindInfo struct {
	Kind    pieces.Kind
	Name    string // as players say it: "Tyrannosaurus"
	Code    string // notation letters, upper case, unique within the game: "TR"
	Role    Role
	Summary string // how it moves, in one line
	Help    string // how it moves, the help's sentence
	// Stays says what a move in place that neither turns nor changes it does, in words
	// that follow "In place: " ("counts down one step (gestates)"); "" if nothing.
	Stays string
	// Value is what the game's evaluation counts it as, in its own units (a Pawn or
	// the game's weakest piece is about 100); 0 for a kind it does not count by kind
	// (a royal piece, a pothole).
	Value int
}

// Plural is the kind's name for more than one.
func (k KindInfo) Plural() string { return Plural(k.Name) }

// Kinds is a game's kinds of piece. Each game's package reads its own table from its
// help (MustReadHelp), which its notation reads and Game.Kinds and its descriptor give
// everyone else.
type Kinds []KindInfo

// Of finds k.
func (ks Kinds) Of(k pieces.Kind) (KindInfo, bool) {
	for _, ki := range ks {
		if ki.Kind == k {
			return ki, true
		}
	}
	return KindInfo{}, false
}

// Name is k's name, "" for a kind the game does not have.
func (ks Kinds) Name(k pieces.Kind) string {
	ki, _ := ks.Of(k)
	return ki.Name
}

// Code is k's notation letters, "" for a kind the game does not have.
func (ks Kinds) Code(k pieces.Kind) string {
	ki, _ := ks.Of(k)
	return ki.Code
}

// Role is k's role; a kind the game does not have is an ordinary piece.
func (ks Kinds) Role(k pieces.Kind) Role {
	ki, _ := ks.Of(k)
	return ki.Role
}

// ByCode finds the kind whose notation letters are code, exactly (upper case).
func (ks Kinds) ByCode(code string) (pieces.Kind, bool) {
	for _, ki := range ks {
		if ki.Code == code {
			return ki.Kind, true
		}
	}
	return pieces.None, false
}

// WithRole is ks with kind k given the role r (ks itself unchanged).
func (ks Kinds) WithRole(k pieces.Kind, r Role) Kinds {
	ks = slices.Clone(ks)
	for i := range ks {
		if ks[i].Kind == k {
			ks[i].Role = r
		}
	}
	return ks
}

// List is the kinds alone, in order.
func (ks Kinds) List() []pieces.Kind {
	out := make([]pieces.Kind, len(ks))
	for i, ki := range ks {
		out[i] = ki.Kind
	}
	return out
}

// Describe puts a game's descriptor together: its kinds are g's, and each kind's Value is
// value's (the game's evaluation's own table, so the two never differ).
func Describe(g Game, variants []Variant, later []pieces.Kind, value func(pieces.Kind) int) Descriptor {
	kinds := g.Kinds()
	for i, k := range kinds {
		kinds[i].Value = value(k.Kind)
	}
	return Descriptor{Game: g, Variants: variants, Kinds: kinds, Later: later}
}

// DescribeOne is Describe for a game played under its own ID and name only, with the
// help h.
func DescribeOne(g Game, h Help, later []pieces.Kind, value func(pieces.Kind) int) Descriptor {
	return Describe(g, []Variant{{ID: g.ID(), Name: g.Name(), Help: h}}, later, value)
}

// Kind finds k among d's kinds.
func (d Descriptor) Kind(k pieces.Kind) (KindInfo, bool) { return d.Kinds.Of(k) }

// Variant finds the variant named id.
func (d Descriptor) Variant(id string) (Variant, bool) {
	for _, v := range d.Variants {
		if v.ID == id {
			return v, true
		}
	}
	return Variant{}, false
}
