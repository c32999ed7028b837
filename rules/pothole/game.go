package pothole

import (
	"fmt"

	"oddboards/rules"
)

// ID is the game's ID.
const ID = "pothole-chess"

// The option: how far Cars and Racecars slide.
const (
	OptCars   = "cars"
	CarsUpTo  = "upto"  // Car 1–2 orthogonally or 1 diagonally; Racecar 1–3 or 1–2
	CarsExact = "exact" // Car exactly 2 or 1; Racecar exactly 3 or 2
)

// The players in turn order.
const (
	White rules.Player = iota
	Red
	Black
	Blue
)

var playerInfo = []rules.PlayerInfo{
	{Name: "White", Colour: "white", Turn: 0},
	{Name: "Red", Colour: "red", Turn: 90},
	{Name: "Black", Colour: "black", Turn: 180},
	{Name: "Blue", Colour: "blue", Turn: 270},
}

// Game is 4-Player Pothole Chess.
type Game struct {
	rules.Notation[*Position] // FormatMove and ParseMove: see Position.Notation, Position.ParseMove
}

// New returns the game.
func New() rules.Game { return Game{} }

// ID is "pothole-chess".
func (Game) ID() string { return ID }

// Name is "4-Player Pothole Chess".
func (Game) Name() string { return "4-Player Pothole Chess" }

// Variants is the game's own ID only.
func (Game) Variants() []string { return []string{ID} }

// Players are White (a1), Red (a7), Black (g7) and Blue (g1). Turn brings each corner to
// the bottom left, where White sits.
func (Game) Players(rules.Config) []rules.PlayerInfo {
	return append([]rules.PlayerInfo(nil), playerInfo...)
}

// Options offers the reading of the Car's move.
func (Game) Options() []rules.Option {
	return []rules.Option{{
		Key:    OptCars,
		Label:  "Cars",
		Values: []string{CarsUpTo, CarsExact},
		Help: "upto: a Car slides 1 or 2 squares orthogonally or 1 diagonally, a Racecar 1–3 " +
			"or 1–2; exact: a Car slides exactly 2 orthogonally or 1 diagonally, a Racecar " +
			"exactly 3 or 2 (still blocked by anything in between, never leaping).",
		Default: CarsUpTo,
	}}
}

// Setups: the game has one setup.
func (Game) Setups(string) int { return 0 }

// Start returns the initial position.
func (g Game) Start(cfg rules.Config) (rules.Position, error) {
	if err := rules.CheckConfig(g, cfg); err != nil {
		return nil, err
	}
	return StartPosition(cfg.Options)
}

// exactCars reads the options.
func exactCars(opts map[string]string) (bool, error) {
	for k, v := range opts {
		if k != OptCars {
			return false, fmt.Errorf("pothole chess has no option %q", k)
		}
		if v != CarsUpTo && v != CarsExact {
			return false, fmt.Errorf("option %s: %q is neither %q nor %q", OptCars, v, CarsUpTo, CarsExact)
		}
	}
	return opts[OptCars] == CarsExact, nil
}

// StartPosition is the initial position: White to move, move 1 of 2.
func StartPosition(opts map[string]string) (*Position, error) {
	exact, err := exactCars(opts)
	if err != nil {
		return nil, err
	}
	s := state{sq: emptyBox, exact: exact, lockBy: [2]int8{-1, -1}}
	for p := 0; p < 4; p++ {
		for _, a := range whiteArmy {
			s.put(uint8(a.kind), int8(p), 0, corner(p, a.f, a.r))
		}
		h := corner(p, whiteHole[0], whiteHole[1])
		s.hole[p], s.holeOwn[p] = uint8(h), int8(p)
		s.sq[h] = holeBase + uint8(p)
	}
	for j, h := range centreHomes {
		s.hole[4+j] = uint8(h)
		s.sq[h] = holeBase + 4 + uint8(j)
	}
	return &Position{st: s}, nil
}

// put places a new piece.
func (s *state) put(kind uint8, owner int8, marks uint8, sq int) {
	i := s.npc
	s.pc[i] = piece{kind: kind, owner: owner, marks: marks, sq: uint8(sq)}
	s.npc++
	s.sq[sq] = i + 1
	if kind == kKing {
		s.king[owner] = i + 1
	}
}
