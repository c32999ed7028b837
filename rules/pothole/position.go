package pothole

import (
	"fmt"
	"sort"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Position is an immutable position. It implements rules.Position.
type Position struct {
	st state
}

var (
	_ rules.Game     = Game{}
	_ rules.Position = (*Position)(nil)
)

// Board is the 45-cell board.
func (p *Position) Board() *boards.Board { return theBoard }

// At returns the piece or pothole on c. A piece's Marks has bit 0–3 set for each of b4,
// d2, d6, f4 it has landed on; a corner pothole's Owner is the player who may move it, a
// centre pothole's is pieces.Nobody.
func (p *Position) At(c boards.Cell) pieces.Piece {
	if c < 0 || int(c) >= len(sqOfCell) {
		return pieces.Piece{}
	}
	return p.st.at(int(sqOfCell[c]))
}

func (s *state) at(sq int) pieces.Piece {
	v := s.sq[sq]
	switch {
	case isPiece(v):
		pc := &s.pc[v-1]
		return pieces.Piece{Kind: pieces.Kind(pc.kind), Owner: pieces.Player(pc.owner), Facing: pieces.NoFacing, Marks: pc.marks}
	case isHole(v):
		owner := pieces.Nobody
		var marks uint8
		if h := v - holeBase; h < 4 {
			owner = pieces.Player(s.holeOwn[h])
		} else if s.lockBy[h-4] >= 0 {
			marks = 1 // a locked centre pothole: the board draws a padlock on it
		}
		return pieces.Piece{Kind: pieces.Pothole, Owner: owner, Facing: pieces.NoFacing, Marks: marks}
	}
	return pieces.Piece{}
}

// ToMove is the player whose turn it is, the same for both moves of a turn.
func (p *Position) ToMove() rules.Player { return rules.Player(p.st.side) }

// secondMove reports whether the next move is the second of the turn.
func (p *Position) secondMove() bool { return p.st.second }

// Reserve is always empty.
func (p *Position) Reserve(rules.Player) []pieces.Piece { return nil }

// Alerts is always empty: there is no check.
func (p *Position) Alerts() []boards.Cell { return nil }

// Out reports whether pl has lost their King.
func (p *Position) Out(pl rules.Player) bool {
	return pl < 0 || int(pl) >= 4 || p.st.king[pl] == 0
}

// Status says which move of the turn it is and which centre potholes are locked:
// "move 1 of 2", "move 2 of 2; pothole d3 locked by Red".
func (p *Position) Status() string {
	s := &p.st
	if s.over() {
		return ""
	}
	out := "move 1 of 2"
	if s.second {
		out = "move 2 of 2"
	}
	for j, by := range s.lockBy {
		if by >= 0 && s.hole[4+j] != 0 {
			out += fmt.Sprintf("; pothole %s locked by %s", sqName(int(s.hole[4+j])), playerInfo[by].Name)
		}
	}
	return out
}

// Outcome: the last player with a King wins.
func (p *Position) Outcome() rules.Outcome {
	s := &p.st
	if s.alive() == 1 {
		for q, k := range s.king {
			if k != 0 {
				return rules.Outcome{Result: rules.Win, Winner: rules.Player(q), Reason: "last King standing"}
			}
		}
	}
	if s.stuck {
		return rules.Outcome{Result: rules.Draw, Winner: rules.NoPlayer, Reason: "no player can move"}
	}
	return rules.Outcome{Winner: rules.NoPlayer}
}

// toMove converts an engine move.
func toMove(m move) rules.Move {
	var fl rules.Flag
	if m.flags&(fCapture|fKill) != 0 {
		fl |= rules.Capture
	}
	if m.flags&fPush != 0 {
		fl |= rules.Push
	}
	if m.flags&fObject != 0 {
		fl |= rules.Object
	}
	return rules.Move{From: cellOf[m.from], To: cellOf[m.to], Piece: pieces.Kind(m.kind),
		Promote: pieces.Kind(m.promo), Facing: pieces.NoFacing, Flags: fl}
}

func (p *Position) legalMoves() []move {
	s := p.st
	return s.gen(make([]move, 0, 96))
}

// adapter hands the contract's moves (LegalMoves, Play, Notation, Divide) to the engine's.
var adapter = rules.Adapter[*Position, move]{Game: "pothole", Legal: (*Position).legalMoves,
	Write: func(_ *Position, e move) rules.Move { return toMove(e) }, Make: (*Position).play,
	Format: (*Position).format}

// LegalMoves appends the legal moves: none when the game is over.
func (p *Position) LegalMoves(buf []rules.Move) []rules.Move { return adapter.LegalMoves(p, buf) }

// Play returns the position after m. It panics if m is not legal here.
func (p *Position) Play(m rules.Move) rules.Position { return adapter.Play(p, m) }

func (p *Position) play(e move) *Position {
	q := &Position{st: p.st}
	q.st.make(e)
	return q
}

var _ rules.Resigner = (*Position)(nil)

// Resign returns the position after pl resigns: pl's pieces leave the board, pl is out,
// pl's corner potholes stay where they are with no owner (nobody may move them), pl's
// lock on a centre pothole lapses, and if it was pl's turn the next player moves
// (rules.Resigner: Match records it in the history). A resignation that leaves one King
// wins the game for its owner.
func (p *Position) Resign(pl rules.Player) rules.Position {
	q := &Position{st: p.st}
	s := &q.st
	if pl < 0 || int(pl) >= 4 || s.king[pl] == 0 {
		return q
	}
	for i := 0; i < int(s.npc); i++ {
		if pc := &s.pc[i]; pc.sq != 0 && pc.owner == int8(pl) {
			s.sq[pc.sq] = empty
			pc.sq = 0
		}
	}
	s.king[pl] = 0
	for i := range s.holeOwn {
		if s.holeOwn[i] == int8(pl) {
			s.holeOwn[i] = int8(pieces.Nobody)
		}
	}
	for j := range s.lockBy {
		if s.lockBy[j] == int8(pl) {
			s.lockBy[j], s.lockOld[j] = -1, false
		}
	}
	if s.side == int8(pl) && !s.over() {
		s.advance()
	} else {
		s.normalize()
	}
	return q
}

// Perft counts the sequences of depth legal moves, copying the small state for every
// move into a stack of states and counting the last ply in bulk. A negative depth counts
// nothing.
func (p *Position) Perft(depth int) uint64 {
	if depth < 0 {
		return 0
	}
	pf := perfter{bufs: rules.MoveBufs[move](depth, 128), states: make([]state, depth+1)}
	pf.states[depth] = p.st
	return pf.run(depth)
}

type perfter struct {
	bufs   [][]move
	states []state // states[d] is the position with d plies left
}

func (pf *perfter) run(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	s := &pf.states[depth]
	buf := s.gen(pf.bufs[depth][:0])
	pf.bufs[depth] = buf
	if depth == 1 {
		return uint64(len(buf))
	}
	var n uint64
	c := &pf.states[depth-1]
	for _, m := range buf {
		*c = *s
		c.make(m)
		n += pf.run(depth - 1)
	}
	return n
}

// Divide returns perft(depth-1) after each legal move, by the move's notation.
func (p *Position) Divide(depth int) map[string]uint64 {
	return adapter.Divide(p, depth)
}

// push is one piece a dozer's move pushes: from its cell to where it ends, or to NoCell
// when it dies off the board, on a missing cell or in a pothole.
type push struct {
	From, To boards.Cell
	Dies     bool
}

// pushes lists every piece m pushes (m legal in p), in the order of the cells they start
// on; nil for a move that pushes nothing or a position of another game.
func pushes(p rules.Position, m rules.Move) []push {
	pos, ok := p.(*Position)
	if !ok || !m.Has(rules.Push) {
		return nil
	}
	e, ok := adapter.FindMove(pos, m)
	if !ok {
		return nil
	}
	s := pos.st
	mover := s.sq[e.from]
	s.push(int(e.from), int(e.to), new([size]uint8))
	var out []push
	for i := 0; i < int(s.npc); i++ {
		before, after := pos.st.pc[i].sq, s.pc[i].sq
		if uint8(i+1) == mover || before == after {
			continue
		}
		pu := push{From: cellOf[before], To: boards.NoCell, Dies: after == 0}
		if after != 0 {
			pu.To = cellOf[after]
		}
		out = append(out, pu)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].From < out[j].From })
	return out
}
