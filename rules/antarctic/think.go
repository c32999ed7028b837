package antarctic

import (
	"context"
	"math/bits"

	"oddboards/rules"
	"oddboards/rules/search"
	"oddboards/rules/zobrist"
)

// Think searches for the player to move: the computer player.
func (p *Position) Think(ctx context.Context, lim search.Limits, info func(search.Report)) search.Report {
	return search.Think(ctx, func() *searchState { return newSearchState(p) }, lim, info)
}

// Zobrist keys, built once and never changed: one per piece byte and hex, per count of
// a kind in a reserve, per player to move and per player out.
var (
	zPiece   [1 << 7][nCells]uint64 // by piece byte (kind | owner<<4)
	zReserve [maxPlayers][kPetrel + 1][maxReserve + 1]uint64
	zSide    [maxPlayers]uint64
	zOut     [maxPlayers]uint64
)

// maxReserve bounds the keys of a reserve count: the double pack has 26 Predators, so no
// count reaches it.
const maxReserve = 31

func init() {
	keys := zobrist.New(295, 7)
	keys.Fill(&zPiece)
	for p := range zReserve {
		for k := kOrca; k <= kPetrel; k++ {
			keys.Fill(zReserve[p][k][1:]) // count 0 hashes as nothing
		}
	}
	for p := range maxPlayers {
		keys.Fill(&zSide[p], &zOut[p])
	}
}

// zReserveCount is the key of n pieces of kind k in p's reserve.
func zReserveCount(p, k, n int) uint64 { return zReserve[p][k][min(max(n, 0), maxReserve)] }

// hashOf computes a state's key from scratch.
func hashOf(s *state) uint64 {
	var h uint64
	for c, b := range s.sq {
		if b != 0 {
			h ^= zPiece[b][c]
		}
	}
	for p := 0; p < s.g.n; p++ {
		for k := kOrca; k <= kPetrel; k++ {
			h ^= zReserveCount(p, k, int(s.reserve[p][k]))
		}
		if s.out&(1<<p) != 0 {
			h ^= zOut[p]
		}
	}
	return h ^ zSide[s.side]
}

// played is one entry of the search's undo stack.
type played struct {
	m    move
	u    undo
	hash uint64
}

// searchState is the search's view of a game: the engine's state, made and unmade in
// place, with its key kept incrementally.
type searchState struct {
	pos   Position // its state is the board the search plays on; pos.toMove exports
	hash  uint64
	stack []played // grows by append only when deeper than ever
	ev    evalInfo
}

var _ search.State[move] = (*searchState)(nil)

func newSearchState(p *Position) *searchState {
	s := &searchState{pos: Position{st: p.st}, stack: make([]played, 0, 256)}
	s.hash = hashOf(&s.pos.st)
	s.ev = newEvalInfo(p.st.g)
	return s
}

func (s *searchState) Players() int { return s.pos.st.g.n }
func (s *searchState) ToMove() int  { return int(s.pos.st.side) }

// Moves is the engine's legal list: none once the game is over; players who cannot
// move are passed over by make, so the side to move always has a move.
func (s *searchState) Moves(buf []move) []move { return s.pos.st.legal(buf) }

func (s *searchState) Do(m move) {
	st := &s.pos.st
	h := s.hash
	p := int(st.side)
	if m.isReturn() {
		k := int(m.kind)
		n := int(st.reserve[p][k])
		h ^= zReserveCount(p, k, n) ^ zReserveCount(p, k, n-1)
		h ^= zPiece[mkPiece(demoted(k), p)][m.to]
	} else {
		piece, cap := st.sq[m.from], st.sq[m.to]
		h ^= zPiece[piece][m.from] ^ zPiece[piece][m.to]
		if cap != 0 {
			h ^= zPiece[cap][m.to]
			if v, k := ownerOf(cap), kindOf(cap); returns(k) {
				n := int(st.reserve[v][k])
				h ^= zReserveCount(v, k, n) ^ zReserveCount(v, k, n+1)
			}
		}
	}
	side, out := st.side, st.out
	u := st.make(m)
	h ^= zSide[side] ^ zSide[st.side]
	for d := out ^ st.out; d != 0; d &= d - 1 {
		h ^= zOut[bits.TrailingZeros8(d)]
	}
	s.stack = append(s.stack, played{m: m, u: u, hash: s.hash})
	s.hash = h
}

func (s *searchState) Undo() {
	top := s.stack[len(s.stack)-1]
	s.stack = s.stack[:len(s.stack)-1]
	s.pos.st.unmake(top.m, top.u)
	s.hash = top.hash
}

func (s *searchState) Hash() uint64 { return s.hash }

// Over is the result make recorded: an Emperor (6E: or King) on the centre, the last
// Emperors taken, or nobody able to move.
func (s *searchState) Over() (bool, int) {
	st := &s.pos.st
	switch st.result {
	case rules.Ongoing:
		return false, 0
	case rules.Win:
		return true, int(st.winner)
	}
	return true, -1
}

// Stuck is never reached while the game goes on (make passes over players without a
// move and draws when nobody has one); a draw is what the rules make of it.
func (s *searchState) Stuck() int { return -1 }

// Out is as the Position has it: only games of three or more put players out.
func (s *searchState) Out(p int) bool {
	st := &s.pos.st
	return st.g.n > 2 && st.out&(1<<p) != 0
}

func (s *searchState) History() []uint64 { return nil }

func (s *searchState) Export(m move) rules.Move { return s.pos.toMove(m) }

// Noisy: the captures that may win material, and a royal piece's step onto the centre,
// which ends the game (quiescence must not stand pat in front of it). Left to the main
// search, as quiet moves: a capture of a lesser piece on a hex another player guards,
// and returns. With many sliders on an open board every seat has such captures, and a
// return offers up to 28 moves (four kinds, seven hexes) while gaining at most the
// quarter of its worth the evaluation holds back for the tempo; quiescence over them
// explodes (2L, 80 plies in: depth 1 took 1.1 million nodes with both, 41 thousand
// without).
func (s *searchState) Noisy(m move) bool {
	switch {
	case m.isReturn():
		return false
	case m.capture:
		st := &s.pos.st
		return value[kindOf(st.sq[m.to])] >= value[kindOf(st.sq[m.from])] ||
			!st.guarded(int(m.to), int(m.from), int(st.side))
	}
	return s.winsOnCentre(m)
}

// winsOnCentre reports whether m brings a royal piece (Emperor; 6E: or King) to the
// centre hex, which wins.
func (s *searchState) winsOnCentre(m move) bool {
	st := &s.pos.st
	return int(m.to) == centre && !m.isReturn() && st.isRoyal(kindOf(st.sq[m.from]))
}

var _ search.Threatener = (*searchState)(nil)

// Threatened: another player's royal piece is one free move from the centre, or the
// seat's Emperor stands where another player's piece could take it. Either ends the
// game or costs the colony unless answered at once.
func (s *searchState) Threatened() bool {
	st := &s.pos.st
	me := int(st.side)
	alive := ^st.out
	for i, near := range royalGeo.near {
		for _, c := range near {
			b := st.sq[c]
			if b == 0 || ownerOf(b) == me || alive&(1<<ownerOf(b)) == 0 {
				continue
			}
			if k := kindOf(b); st.isRoyal(k) && royalIndex(k) == i && s.routeOpen(i, int(c), ownerOf(b)) {
				return true
			}
		}
	}
	emperor := mkPiece(kEmperor, me)
	for c, b := range st.sq {
		if b == emperor && st.guarded(c, -1, me) {
			return true
		}
	}
	return false
}

// centreBonus puts a winning step onto the centre ahead of every capture.
const centreBonus = 1 << 27

// Order: MVV-LVA for captures, the returning piece's worth for a return (ranked among
// the quiet moves, see Noisy), and for other quiet moves only a royal piece's approach
// to the centre (the race is the Penguins' aim).
func (s *searchState) Order(m move) int {
	st := &s.pos.st
	if m.isReturn() {
		return value[demoted(int(m.kind))]
	}
	k := kindOf(st.sq[m.from])
	v := 0
	if m.capture {
		v = value[kindOf(st.sq[m.to])]*16 - value[k]
	}
	if st.isRoyal(k) {
		if int(m.to) == centre {
			return v + centreBonus
		}
		steps := &royalGeo.steps[royalIndex(k)]
		v += 8 * (int(steps[m.from]) - int(steps[m.to]))
	}
	return v
}

// Key: from × hexes + to for moves on the board; returns after them, by kind and hex.
func (s *searchState) Key(m move) int {
	if m.isReturn() {
		return nCells*nCells + (int(m.kind)-kOrca)*nCells + int(m.to)
	}
	return int(m.from)*nCells + int(m.to)
}

func (s *searchState) KeySpace() int { return nCells*nCells + (kPetrel-kOrca+1)*nCells }

// guarded reports whether a player other than p could move onto c, with the hex from
// taken as empty (the capturer leaves it): a capture there may be answered.
func (st *state) guarded(c, from, p int) bool {
	for d := 0; d < 12; d++ {
		for i, t := range rays[c][d] {
			if int(t) == from {
				continue
			}
			b := st.sq[t]
			if b == 0 {
				continue
			}
			if ownerOf(b) != p {
				mv := &moveOf[kindOf(b)]
				reach := mv.orth
				if d >= 6 {
					reach = mv.diag
				}
				if i < reach {
					return true
				}
			}
			break
		}
	}
	for _, t := range knightTo[c] {
		if b := st.sq[t]; b != 0 && ownerOf(b) != p && moveOf[kindOf(b)].knight {
			return true
		}
	}
	return false
}

var _ search.Chooser = (*searchState)(nil)

// Without: a threat here (an Emperor near the centre) is not answered in quiescence:
// that cost a tenth more time and won nothing (2S, level 5 against 4, 100 games). Nor
// are the table's probes in quiescence and singular extensions used, which were
// measured in Chess 2016 only.
func (s *searchState) Without() search.Feature {
	return search.Evasions | search.QuiescenceProbe | search.Singular
}
