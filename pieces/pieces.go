// Package pieces is the catalogue of piece kinds of all five games (name and notation
// code, which the icons draw too) and the value that stands on a cell. What a kind does
// in a game is the game's descriptor's (rules.Descriptor). Icons are drawn by the
// icon code in this package onto a draw.Surface.
package pieces

import "strings"

// Player numbers a seat in turn order, from 0. A game has at most seven.
type Player int8

// Nobody owns neutral things (a centre pothole, an out player's leftovers count as theirs).
const Nobody Player = -1

// Kind is a kind of piece. The zero Kind is "no piece".
type Kind uint8

// The kinds, grouped by the game that introduced them. Games share a kind where the
// piece is the same piece (a chess King and a Pothole King are both King).
const (
	None Kind = iota
	// Chess 2016, Chess 56, Chess 112
	King
	Queen
	Rook
	Bishop
	Knight
	Pawn
	Camel
	Zebra
	Giraffe
	Man
	Wazir
	Fers
	Walker
	Elephant
	Tiger
	Lion
	Cannon
	Vao
	Leo
	Princess
	Duchess
	Lady
	Empress
	Monarch
	Archbishop
	Camelrider
	Nightrider
	Griffin
	Rhinoceros
	// Dino-Czars
	Tyrannosaurus
	Velociraptor
	Pterosaur
	Stegosaurus
	Triceratops
	Brontosaurus
	Egg
	// 4-Player Pothole Chess (King is shared)
	Car
	Racecar
	Bulldozer
	Megadozer
	DirtDevil
	Cyclone
	Pothole
	// Clash of Command
	Droid
	Hawk
	Factor
	Commander
	Brute
	Slicer
	// Antarctic Chess
	Orca
	Leopard
	SealElephant
	Petrel
	Skua
	Emperor
	KingPenguin
	Gentoo
	Rockhopper
	Fairy
	numKinds
)

// Info names a kind. What a kind does in a game (how it moves, its role) is the game's
// to say: its descriptor (rules.Descriptor).
type Info struct {
	Name string // as players say it
	Code string // notation letters, upper case; unique within each game
}

var catalogue = [numKinds]Info{
	None:          {"", ""},
	King:          {"King", "K"},
	Queen:         {"Queen", "Q"},
	Rook:          {"Rook", "R"},
	Bishop:        {"Bishop", "B"},
	Knight:        {"Knight", "N"},
	Pawn:          {"Pawn", "P"},
	Camel:         {"Camel", "C"},
	Zebra:         {"Zebra", "Z"},
	Giraffe:       {"Giraffe", "G"},
	Man:           {"Man", "M"},
	Wazir:         {"Wazir", "W"},
	Fers:          {"Fers", "F"},
	Walker:        {"Walker", "WK"},
	Elephant:      {"Elephant", "E"},
	Tiger:         {"Tiger", "T"},
	Lion:          {"Lion", "L"},
	Cannon:        {"Cannon", "O"},
	Vao:           {"Vao", "V"},
	Leo:           {"Leo", "LE"},
	Princess:      {"Princess", "PR"},
	Duchess:       {"Duchess", "D"},
	Lady:          {"Lady", "LA"},
	Empress:       {"Empress", "EM"},
	Monarch:       {"Monarch", "MO"},
	Archbishop:    {"Archbishop", "A"},
	Camelrider:    {"Camelrider", "CR"},
	Nightrider:    {"Nightrider", "NR"},
	Griffin:       {"Griffin", "GR"},
	Rhinoceros:    {"Rhinoceros", "RH"},
	Tyrannosaurus: {"Tyrannosaurus", "TR"},
	Velociraptor:  {"Velociraptor", "VR"},
	Pterosaur:     {"Pterosaur", "PT"},
	Stegosaurus:   {"Stegosaurus", "SS"},
	Triceratops:   {"Triceratops", "TC"},
	Brontosaurus:  {"Brontosaurus", "BR"},
	Egg:           {"Egg", "E"},
	Car:           {"Car", "C"},
	Racecar:       {"Racecar", "R"},
	Bulldozer:     {"Bulldozer", "B"},
	Megadozer:     {"Megadozer", "M"},
	DirtDevil:     {"Dirt Devil", "D"},
	Cyclone:       {"Cyclone", "Y"},
	Pothole:       {"Pothole", "O"},
	Droid:         {"Droid", "D"},
	Hawk:          {"Hawk", "H"},
	Factor:        {"Factor", "F"},
	Commander:     {"Commander", "C"},
	Brute:         {"Brute", "B"},
	Slicer:        {"Slicer", "S"},
	Orca:          {"Orca", "O"},
	Leopard:       {"Leopard", "L"},
	SealElephant:  {"Elephant", "E"},
	Petrel:        {"Petrel", "P"},
	Skua:          {"Skua", "S"},
	Emperor:       {"Emperor", "M"},
	KingPenguin:   {"King", "K"},
	Gentoo:        {"Gentoo", "G"},
	Rockhopper:    {"Rockhopper", "R"},
	Fairy:         {"Fairy", "F"},
}

// Info returns the catalogue entry of k.
func (k Kind) Info() Info {
	if k >= numKinds {
		return Info{}
	}
	return catalogue[k]
}

// String is the kind's name.
func (k Kind) String() string { return k.Info().Name }

// Plural is the kind's name for more than one: "Velociraptors", "Men", "Ladies",
// "Rhinoceroses".
func (k Kind) Plural() string {
	n := k.String()
	switch {
	case strings.HasSuffix(n, "Man"):
		return n[:len(n)-2] + "en"
	case strings.HasSuffix(n, "y") && !strings.ContainsAny(n[len(n)-2:len(n)-1], "aeiou"):
		return n[:len(n)-1] + "ies"
	case strings.HasSuffix(n, "s") || strings.HasSuffix(n, "x"):
		return n + "es"
	}
	return n + "s"
}

// IsObject reports whether the kind is a board object rather than a piece (a pothole):
// its game's descriptor gives it rules.RoleObject. It is here for the code that draws or
// compares positions with no game at hand; rules/games' tests hold the two equal.
func (k Kind) IsObject() bool { return k == Pothole }

// Counts reports whether a piece of the kind carries a count, drawn on it (an egg's
// steps to hatching): its game's descriptor gives it rules.RoleCounter. Like IsObject,
// it is for code with no game at hand.
func (k Kind) Counts() bool { return k == Egg }

// Code is the kind's notation letters.
func (k Kind) Code() string { return k.Info().Code }

// All lists every kind, in catalogue order.
func All() []Kind {
	ks := make([]Kind, 0, numKinds-1)
	for k := Kind(1); k < numKinds; k++ {
		ks = append(ks, k)
	}
	return ks
}

// Span lists the kinds from first to last, in catalogue order: a game's own kinds,
// which the catalogue groups (Tyrannosaurus to Egg).
func Span(first, last Kind) []Kind {
	var ks []Kind
	for k := first; k <= last; k++ {
		ks = append(ks, k)
	}
	return ks
}

// NoFacing is the Facing of a piece that faces no particular way.
const NoFacing int16 = -1

// Piece is what stands on a cell (or waits off the board). The zero Piece is "empty".
type Piece struct {
	Kind   Kind
	Owner  Player
	Facing int16 // degrees counter-clockwise from east (90 = up the board), or NoFacing
	Count  int8  // an egg's count; how many of this piece wait in a reserve
	Marks  uint8 // per-game marks drawn on the piece (Pothole Chess: promotion squares visited)
}

// Empty reports whether p is no piece.
func (p Piece) Empty() bool { return p.Kind == None }
