// Package pieces is the catalogue of piece kinds of all five games (name, notation code,
// a one-line description) and the value that stands on a cell. Icons are drawn by the
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

// Info describes a kind.
type Info struct {
	Name    string // as players say it
	Code    string // notation letters, upper case; unique within each game
	Summary string // how it moves, in one line
}

var catalogue = [numKinds]Info{
	None:          {"", "", ""},
	King:          {"King", "K", "One step in any direction."},
	Queen:         {"Queen", "Q", "Any distance along ranks, files and diagonals."},
	Rook:          {"Rook", "R", "Any distance along ranks and files."},
	Bishop:        {"Bishop", "B", "Any distance along diagonals."},
	Knight:        {"Knight", "N", "Leaps (1,2): two squares one way, one square across."},
	Pawn:          {"Pawn", "P", "Steps forward (two from its first rank), captures diagonally forward."},
	Camel:         {"Camel", "C", "Leaps (1,3): three squares one way, one across."},
	Zebra:         {"Zebra", "Z", "Leaps (2,3): three squares one way, two across."},
	Giraffe:       {"Giraffe", "G", "Leaps (1,4): four squares one way, one across."},
	Man:           {"Man", "M", "One step in any direction; not royal."},
	Wazir:         {"Wazir", "W", "One step along a rank or file."},
	Fers:          {"Fers", "F", "One step diagonally."},
	Walker:        {"Walker", "WK", "Moves one step orthogonally; captures one step diagonally."},
	Elephant:      {"Elephant", "E", "One step diagonally or one step straight forward."},
	Tiger:         {"Tiger", "T", "Moves as a Bishop; captures as a Knight."},
	Lion:          {"Lion", "L", "Moves as a Knight; captures as a Bishop."},
	Cannon:        {"Cannon", "O", "Moves as a Rook; captures by jumping exactly one piece along a rank or file."},
	Vao:           {"Vao", "V", "Moves as a Bishop; captures by jumping exactly one piece along a diagonal."},
	Leo:           {"Leo", "LE", "Moves as a Queen; captures by jumping exactly one piece along a Queen line."},
	Princess:      {"Princess", "PR", "Bishop + Knight."},
	Duchess:       {"Duchess", "D", "Bishop + Zebra."},
	Lady:          {"Lady", "LA", "Bishop + Giraffe."},
	Empress:       {"Empress", "EM", "Rook + Knight."},
	Monarch:       {"Monarch", "MO", "Rook + Camel."},
	Archbishop:    {"Archbishop", "A", "Bishop + Wazir."},
	Camelrider:    {"Camelrider", "CR", "Repeated Camel leaps in one direction, blocked on each landing square."},
	Nightrider:    {"Nightrider", "NR", "Repeated Knight leaps in one direction, blocked on each landing square."},
	Griffin:       {"Griffin", "GR", "One step diagonally, then two or more steps straight outward."},
	Rhinoceros:    {"Rhinoceros", "RH", "1 to 7 steps, each turning 45° the same way as the last."},
	Tyrannosaurus: {"Tyrannosaurus", "TR", "Moves forward; moves or captures to its four corner neighbours."},
	Velociraptor:  {"Velociraptor", "VR", "Moves back; moves or captures forward, up to two rows ahead."},
	Pterosaur:     {"Pterosaur", "PT", "Flies to any empty cell; never captures."},
	Stegosaurus:   {"Stegosaurus", "SS", "Moves or captures forward; captures backward."},
	Triceratops:   {"Triceratops", "TC", "Moves or captures forward and to the forward corners."},
	Brontosaurus:  {"Brontosaurus", "BR", "Moves sideways; moves or captures forward and back corners."},
	Egg:           {"Egg", "E", "Laid beside a dinosaur; hatches a captured dinosaur."},
	Car:           {"Car", "C", "Slides 1–2 squares orthogonally or 1 diagonally."},
	Racecar:       {"Racecar", "R", "Slides 1–3 squares orthogonally or 1–2 diagonally."},
	Bulldozer:     {"Bulldozer", "B", "One step; pushes the piece ahead one square."},
	Megadozer:     {"Megadozer", "M", "Pushes any number of pieces, and keeps pushing."},
	DirtDevil:     {"Dirt Devil", "D", "Travels round the ring of a neighbouring pothole."},
	Cyclone:       {"Cyclone", "Y", "Travels round pothole rings, switching rings on the way."},
	Pothole:       {"Pothole", "O", "A hole: blocks and swallows pieces."},
	Droid:         {"Droid", "D", "Steps forward, or captures sideways or back; then becomes a Hawk."},
	Hawk:          {"Hawk", "H", "Steps forward, or captures by jump, approach or withdrawal; then becomes a Droid."},
	Factor:        {"Factor", "F", "Steps forward leaving a Droid or Hawk, or becomes one."},
	Commander:     {"Commander", "C", "Steps forward leaving a Factor or Brute, or becomes one."},
	Brute:         {"Brute", "B", "Captures only, one or two steps away."},
	Slicer:        {"Slicer", "S", "Slides along a line capturing everything it passes."},
	Orca:          {"Orca", "O", "Queen + Knight."},
	Leopard:       {"Leopard", "L", "Any distance orthogonally or diagonally."},
	SealElephant:  {"Elephant", "E", "Any distance orthogonally, or a Knight leap."},
	Petrel:        {"Petrel", "P", "Any distance diagonally, or a Knight leap."},
	Skua:          {"Skua", "S", "One orthogonal step, or a Knight leap."},
	Emperor:       {"Emperor", "M", "One or two steps, or a Knight leap."},
	KingPenguin:   {"King", "K", "One to three steps, orthogonal or diagonal."},
	Gentoo:        {"Gentoo", "G", "One or two steps, orthogonal or diagonal."},
	Rockhopper:    {"Rockhopper", "R", "One step, orthogonal or diagonal."},
	Fairy:         {"Fairy", "F", "One orthogonal step."},
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

// IsObject reports whether the kind is a board object rather than a piece: it belongs to
// the board (and may be moved), but is never captured and has no moves of its own (a
// pothole). A mark on an object means it is locked.
func (k Kind) IsObject() bool { return k == Pothole }

// Counts reports whether a piece of the kind carries a count, drawn on it (an egg's
// steps to hatching).
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
