// Package pieces is the piece kinds of all five games and the value that stands on a
// cell, and draws their icons onto a draw.Surface. A kind's name, notation letters and
// role are its game's to say (rules.Kinds, in the game's descriptor): a Pothole Chess
// King and a chess King are one Kind here, and an Antarctic King another.
package pieces

//go:generate go tool stringer -type=Kind -output=kind_string.go

// Player numbers a seat in turn order, from 0. A game has at most seven.
type Player int8

// Nobody owns neutral things (a centre pothole, an out player's leftovers count as theirs).
const Nobody Player = -1

// Kind is a kind of piece. The zero Kind is "no piece". Its String is the constant's Go
// name, for debugging ("SealElephant"): what players read is its game's name for it.
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

// All lists every kind, in the order of the constants.
func All() []Kind { return Span(King, numKinds-1) }

// Span lists the kinds from first to last, in the order of the constants, which group a
// game's own kinds (Tyrannosaurus to Egg).
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
