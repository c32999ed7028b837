package record

import (
	"fmt"
	"strconv"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
)

// race is a tiny game for tests: 2 to 4 players each push a pawn up their own file of
// an 4×8 board, 1 or 2 squares a move (3 in mode "run"), and may make several moves a
// turn; the first to the last rank wins. Its "spaced" notation puts spaces in moves.
// It has no position strings, move diagrams, fast perft or computer player: the
// contract's methods for those are left to the nil interfaces it embeds, which the
// record never calls.
type race struct{ rules.Game }

var raceBoard = boards.Squares("race", 4, 8, func(int, int) bool { return true })

var raceEntry = games.Entry{ID: "race", Name: "Race", Game: race{}}

var seatNames = []string{"Red", "Green", "Blue", "Gold"}

func testLookup(id string) (games.Entry, error) {
	if id == raceEntry.ID {
		return raceEntry, nil
	}
	return games.Lookup(id)
}

func (race) ID() string         { return "race" }
func (race) Name() string       { return "Race" }
func (race) Variants() []string { return []string{"race"} }
func (race) Modes() []string    { return []string{"walk", "run"} }
func (race) Players(cfg rules.Config) []rules.PlayerInfo {
	n, _ := strconv.Atoi(cfg.Option("players", "3"))
	var out []rules.PlayerInfo
	for i := 0; i < n && i < 4; i++ {
		out = append(out, rules.PlayerInfo{Name: seatNames[i], Colour: strings.ToLower(seatNames[i]), Turn: float64(90 * i)})
	}
	return out
}
func (race) Options() []rules.Option {
	return []rules.Option{
		{Key: "players", Values: []string{"3", "2", "4"}, Default: "3"},
		{Key: "moves", Values: []string{"1", "2"}, Default: "1"},
		{Key: "notation", Values: []string{"plain", "spaced"}, Default: "plain"},
	}
}
func (race) Setups(string) int { return 2 }

func (g race) Start(cfg rules.Config) (rules.Position, error) {
	n, _ := strconv.Atoi(cfg.Option("players", "3"))
	per, _ := strconv.Atoi(cfg.Option("moves", "1"))
	if n < 2 || n > 4 || per < 1 || per > 2 {
		return nil, fmt.Errorf("bad race options %v", cfg.Options)
	}
	if cfg.Setup < 0 || cfg.Setup > 2 {
		return nil, fmt.Errorf("no setup %d", cfg.Setup)
	}
	mode := cfg.Mode
	if mode == "" {
		mode = "walk"
	}
	if mode != "walk" && mode != "run" {
		return nil, fmt.Errorf("no mode %q", cfg.Mode)
	}
	p := &racePos{n: n, per: per, left: per, winner: -1, mode: mode, setup: max(cfg.Setup, 1),
		spaced: cfg.Option("notation", "plain") == "spaced"}
	for i := range p.rank {
		p.rank[i] = int8(p.setup - 1)
	}
	return p, nil
}

type racePos struct {
	rules.Position
	rank         [4]int8
	n, per, left int
	to           int
	winner       int
	mode         string
	setup        int
	spaced       bool
	out          [4]bool
}

// Resign takes a player out (rules.Resigner): the pawn leaves, the turn passes it by.
func (p *racePos) Resign(pl rules.Player) rules.Position {
	q := *p
	q.out[pl] = true
	left := -1
	for i := 0; i < q.n; i++ {
		if !q.out[i] {
			if left >= 0 {
				left = -2
			} else if left == -1 {
				left = i
			}
		}
	}
	if left >= 0 {
		q.winner = left
		return &q
	}
	if q.to == int(pl) {
		q.advance()
	}
	return &q
}

func (q *racePos) advance() {
	q.left = q.per
	for {
		q.to = (q.to + 1) % q.n
		if !q.out[q.to] {
			return
		}
	}
}

func (p *racePos) Setup() int   { return p.setup }
func (p *racePos) Mode() string { return p.mode }

func cellOf(f, r int) boards.Cell { return boards.Cell(r*4 + f) }

func (p *racePos) Board() *boards.Board { return raceBoard }
func (p *racePos) At(c boards.Cell) pieces.Piece {
	for f := 0; f < p.n; f++ {
		if !p.out[f] && cellOf(f, int(p.rank[f])) == c {
			return pieces.Piece{Kind: pieces.Pawn, Owner: pieces.Player(f), Facing: pieces.NoFacing}
		}
	}
	return pieces.Piece{}
}
func (p *racePos) ToMove() rules.Player                { return rules.Player(p.to) }
func (p *racePos) Reserve(rules.Player) []pieces.Piece { return nil }
func (p *racePos) LegalMoves(buf []rules.Move) []rules.Move {
	if p.winner >= 0 {
		return buf
	}
	steps := 2
	if p.mode == "run" {
		steps = 3
	}
	r := int(p.rank[p.to])
	for s := 1; s <= steps && r+s <= 7; s++ {
		buf = append(buf, rules.Move{From: cellOf(p.to, r), To: cellOf(p.to, r+s), Piece: pieces.Pawn, Facing: pieces.NoFacing})
	}
	return buf
}
func (p *racePos) Play(m rules.Move) rules.Position {
	q := *p
	r := int(m.To) / 4
	q.rank[q.to] = int8(r)
	if r == 7 {
		q.winner = q.to
		return &q
	}
	q.left--
	if q.left == 0 {
		q.advance()
	}
	return &q
}
func (p *racePos) Outcome() rules.Outcome {
	if p.winner >= 0 {
		reason := "reached the last rank"
		if p.rank[p.winner] != 7 {
			reason = "the others resigned"
		}
		return rules.Outcome{Result: rules.Win, Winner: rules.Player(p.winner), Reason: reason}
	}
	return rules.Outcome{Winner: rules.NoPlayer}
}
func (p *racePos) Alerts() []boards.Cell { return nil }
func (p *racePos) Status() string {
	if p.per > 1 {
		return fmt.Sprintf("move %d of %d", p.per-p.left+1, p.per)
	}
	return ""
}
func (p *racePos) Out(pl rules.Player) bool { return pl >= 0 && int(pl) < 4 && p.out[pl] }

func (race) FormatMove(pos rules.Position, m rules.Move) string {
	p := pos.(*racePos)
	from, to := raceBoard.CellName(m.From), raceBoard.CellName(m.To)
	if p.spaced {
		return from + " - " + to
	}
	return from + "-" + to
}

func (race) Kinds() rules.Kinds {
	return rules.Kinds{{Kind: pieces.Pawn, Name: "Pawn", Code: "P"}}
}

func (race) ParseMove(pos rules.Position, s string) (rules.Move, error) {
	p, ok := pos.(*racePos)
	if !ok {
		return rules.Move{}, fmt.Errorf("not a race position")
	}
	s = strings.Join(strings.Fields(s), "")
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return rules.Move{}, fmt.Errorf("%q: want from-to, as a1-a2", s)
	}
	from, ok1 := raceBoard.Lookup(a)
	to, ok2 := raceBoard.Lookup(b)
	if !ok1 || !ok2 {
		return rules.Move{}, fmt.Errorf("%q: no such square", s)
	}
	for _, m := range p.LegalMoves(nil) {
		if m.From == from && m.To == to {
			return m, nil
		}
	}
	return rules.Move{}, fmt.Errorf("%s cannot go from %s to %s", seatNames[p.to], a, b)
}
