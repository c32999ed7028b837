package search

import (
	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// heaps is a toy game for testing the search on its own: Nim with several heaps, where
// a move takes 1 to 3 stones from one heap and whoever takes the last stone wins. Seats
// may play turns of several plies (like Pothole Chess's two moves a turn). With one heap
// and two seats, the winning move leaves a multiple of four.
type heaps struct {
	heap    []int
	players int
	perTurn int // plies in a turn
	toMove  int
	ply     int // plies played in the current turn
	winner  int // -1 while nobody has taken the last stone
	undo    []heapsUndo
}

type heapsMove struct{ heap, take int8 }

type heapsUndo struct {
	m           heapsMove
	toMove, ply int
	winner      int
}

// TurnPlies makes the search deepen by whole turns.
func (g *heaps) TurnPlies() int { return g.perTurn }

func newHeaps(players, perTurn int, h ...int) *heaps {
	return &heaps{heap: h, players: players, perTurn: perTurn, winner: -1}
}

func (g *heaps) Players() int { return g.players }
func (g *heaps) ToMove() int  { return g.toMove }

func (g *heaps) Moves(buf []heapsMove) []heapsMove {
	if g.winner >= 0 {
		return buf
	}
	for i, n := range g.heap {
		for t := 1; t <= 3 && t <= n; t++ {
			buf = append(buf, heapsMove{int8(i), int8(t)})
		}
	}
	return buf
}

func (g *heaps) Do(m heapsMove) {
	g.undo = append(g.undo, heapsUndo{m, g.toMove, g.ply, g.winner})
	g.heap[m.heap] -= int(m.take)
	left := 0
	for _, n := range g.heap {
		left += n
	}
	if left == 0 {
		g.winner = g.toMove
		return
	}
	g.ply++
	if g.ply == g.perTurn {
		g.ply = 0
		g.toMove = (g.toMove + 1) % g.players
	}
}

func (g *heaps) Undo() {
	u := g.undo[len(g.undo)-1]
	g.undo = g.undo[:len(g.undo)-1]
	g.heap[u.m.heap] += int(u.m.take)
	g.toMove, g.ply, g.winner = u.toMove, u.ply, u.winner
}

func (g *heaps) Hash() uint64 {
	h := uint64(1469598103934665603)
	mix := func(v int) {
		h ^= uint64(v + 1)
		h *= 1099511628211
	}
	for _, n := range g.heap {
		mix(n)
	}
	mix(g.toMove)
	mix(g.ply)
	mix(g.winner)
	return h
}

func (g *heaps) Over() (bool, int) { return g.winner >= 0, g.winner }
func (g *heaps) Stuck() int        { return -1 }
func (g *heaps) Out(int) bool      { return false }

// Eval knows nothing: every unfinished position is level, so only the search can tell.
func (g *heaps) Eval(int) int         { return 0 }
func (g *heaps) Noisy(heapsMove) bool { return false }
func (g *heaps) Order(heapsMove) int  { return 0 }
func (g *heaps) Key(m heapsMove) int  { return int(m.heap)*4 + int(m.take) }
func (g *heaps) KeySpace() int        { return len(g.heap)*4 + 4 }
func (g *heaps) History() []uint64    { return nil }
func (g *heaps) Export(m heapsMove) rules.Move {
	return rules.Move{From: boards.Cell(m.heap), To: boards.Cell(m.take), Facing: pieces.NoFacing}
}
