package pothole

import "oddboards/pieces"

// piece is one piece, tracked as an individual from the start of the game to its death.
type piece struct {
	kind  uint8 // pieces.Kind
	owner int8
	marks uint8 // promotion squares landed on: promoBit
	sq    uint8 // 0 once dead
}

// state is the whole game state; it is small enough to copy for every move made.
type state struct {
	sq      [nSq]uint8
	pc      [maxPieces]piece
	npc     uint8
	hole    [nHoles]uint8 // square of each pothole, 0 if it is not on the board
	holeOwn [4]int8       // owner of each corner pothole (pieces.Nobody: none)
	lockBy  [2]int8       // player who locked each centre pothole, -1 if none
	lockOld [2]bool       // the lock's first turn (the one it was made in) has ended
	king    [4]uint8      // piece index + 1 of each player's King; 0 once the player is out
	side    int8
	second  bool  // the move is the second of the turn
	moved   uint8 // mailbox code of what moved first this turn (piece or pothole); 0 none
	exact   bool  // option cars=exact
	stuck   bool  // no player can move at all (a safety net: see doc.go)
}

// move is the engine's compact move.
type move struct {
	from, to uint8
	kind     uint8 // pieces.Kind of the piece, or pieces.Pothole
	promo    uint8 // kind it becomes on landing, 0 if none
	flags    uint8
}

const (
	fCapture uint8 = 1 << iota // captures by displacement
	fPush                      // pushes at least one piece
	fKill                      // a pushed piece dies
	fObject                    // moves a pothole
)

const (
	kKing      = uint8(pieces.King)
	kCar       = uint8(pieces.Car)
	kRacecar   = uint8(pieces.Racecar)
	kBulldozer = uint8(pieces.Bulldozer)
	kMegadozer = uint8(pieces.Megadozer)
	kDirtDevil = uint8(pieces.DirtDevil)
	kCyclone   = uint8(pieces.Cyclone)
	kPothole   = uint8(pieces.Pothole)
)

// promoted is what k becomes after its fourth promotion square, 0 if it cannot promote.
func promoted(k uint8) uint8 {
	switch k {
	case kCar:
		return kRacecar
	case kBulldozer:
		return kMegadozer
	case kDirtDevil:
		return kCyclone
	}
	return 0
}

// demoted is the unpromoted form of k.
func demoted(k uint8) uint8 {
	switch k {
	case kRacecar:
		return kCar
	case kMegadozer:
		return kBulldozer
	case kCyclone:
		return kDirtDevil
	}
	return k
}

// alive counts the players with a King.
func (s *state) alive() int {
	n := 0
	for _, k := range s.king {
		if k != 0 {
			n++
		}
	}
	return n
}

// over reports whether the game has ended (or nobody can move).
func (s *state) over() bool { return s.stuck || s.alive() <= 1 }

// banned reports whether the side to move holds a centre-pothole lock and so may move
// no centre pothole.
func (s *state) banned() bool { return s.lockBy[0] == s.side || s.lockBy[1] == s.side }

// gen appends every legal move of the side to move.
func (s *state) gen(buf []move) []move {
	if s.over() {
		return buf
	}
	for i := 0; i < int(s.npc); i++ {
		p := &s.pc[i]
		if p.sq == 0 || p.owner != s.side || s.moved == uint8(i+1) {
			continue
		}
		buf = s.genPiece(buf, i)
	}
	return s.genHoles(buf)
}

// genHoles appends the pothole moves.
func (s *state) genHoles(buf []move) []move {
	for i := 0; i < 4; i++ {
		from := s.hole[i]
		if from == 0 || s.holeOwn[i] != s.side || s.moved == holeBase+uint8(i) {
			continue
		}
		for _, to := range atList {
			if s.sq[to] == empty {
				buf = append(buf, move{from: from, to: to, kind: kPothole, flags: fObject})
			}
		}
	}
	if s.banned() {
		return buf
	}
	for j := 0; j < 2; j++ {
		from := s.hole[4+j]
		if from == 0 || s.lockBy[j] >= 0 {
			continue
		}
		for _, to := range starList {
			if s.sq[to] == empty {
				buf = append(buf, move{from: from, to: to, kind: kPothole, flags: fObject})
			}
		}
	}
	return buf
}

// hasMove reports whether the side to move has a legal move, looking at the potholes
// first (the cheap and usual answer).
func (s *state) hasMove() bool {
	if s.over() {
		return false
	}
	for i := 0; i < 4; i++ {
		if s.hole[i] == 0 || s.holeOwn[i] != s.side || s.moved == holeBase+uint8(i) {
			continue
		}
		for _, to := range atList {
			if s.sq[to] == empty {
				return true
			}
		}
	}
	if !s.banned() {
		for j := 0; j < 2; j++ {
			if s.hole[4+j] == 0 || s.lockBy[j] >= 0 {
				continue
			}
			for _, to := range starList {
				if s.sq[to] == empty {
					return true
				}
			}
		}
	}
	var arr [64]move
	for i := 0; i < int(s.npc); i++ {
		p := &s.pc[i]
		if p.sq == 0 || p.owner != s.side || s.moved == uint8(i+1) {
			continue
		}
		if len(s.genPiece(arr[:0], i)) > 0 {
			return true
		}
	}
	return false
}

// enemy reports whether mailbox code v is a piece of another player than the side to move.
func (s *state) enemy(v uint8) bool { return isPiece(v) && s.pc[v-1].owner != s.side }

// promoOn is the kind piece i becomes by landing on to, 0 if none.
func (s *state) promoOn(i int, to int) uint8 {
	p := &s.pc[i]
	bit := promoBit[to]
	if bit == 0 || promoted(p.kind) == 0 || p.marks|bit != 0xf {
		return 0
	}
	return promoted(p.kind)
}

// genPiece appends the moves of piece i.
func (s *state) genPiece(buf []move, i int) []move {
	p := &s.pc[i]
	from := int(p.sq)
	add := func(to int, flags uint8) {
		buf = append(buf, move{from: uint8(from), to: uint8(to), kind: p.kind, promo: s.promoOn(i, to), flags: flags})
	}
	switch p.kind {
	case kKing:
		for _, d := range dirs {
			t := from + d
			if v := s.sq[t]; v == empty {
				add(t, 0)
			} else if s.enemy(v) {
				add(t, fCapture)
			}
		}
	case kCar, kRacecar:
		orth, diag := 2, 1
		if p.kind == kRacecar {
			orth, diag = 3, 2
		}
		for k, d := range dirs {
			most := orth
			if k&1 == 1 {
				most = diag
			}
			least := 1
			if s.exact {
				least = most
			}
			t := from
			for step := 1; step <= most; step++ {
				t += d
				v := s.sq[t]
				if v == empty {
					if step >= least {
						add(t, 0)
					}
					continue
				}
				if step >= least && s.enemy(v) {
					add(t, fCapture)
				}
				break
			}
		}
	case kBulldozer:
		own := s.king[s.side]
		for _, d := range dirs {
			t := from + d
			v := s.sq[t]
			switch {
			case v == empty:
				add(t, 0)
			case isPiece(v):
				switch w := s.sq[t+d]; {
				case w == empty:
					add(t, fPush)
				case isPiece(w), v == own:
				default:
					add(t, fPush|fKill)
				}
			}
		}
	case kMegadozer:
		buf = s.genMega(buf, i)
	case kDirtDevil:
		buf = s.genDevil(buf, i)
	case kCyclone:
		buf = s.genCyclone(buf, i)
	}
	return buf
}

// genMega appends the Megadozer's moves: in each direction one step onto an empty square,
// or step after step while a piece stands directly ahead, the pieces ahead piling up and
// the farthest dying when pushed into a pothole or off the board. Every step is a move;
// a step that kills the mover's own King, and every step after it, is not.
func (s *state) genMega(buf []move, i int) []move {
	from := int(s.pc[i].sq)
	own := s.king[s.side]
	for _, d := range dirs {
		t := from + d
		if v := s.sq[t]; v == empty {
			buf = append(buf, move{from: uint8(from), to: uint8(t), kind: kMegadozer, promo: s.promoOn(i, t)})
			continue
		} else if !isPiece(v) {
			continue
		}
		// The pieces on the ray before the first pothole or missing square (at hole).
		var ids [size]uint8
		var dist [size]int
		n, hole := 0, 0
		for k := 1; ; k++ {
			v := s.sq[from+k*d]
			if v == empty {
				continue
			}
			if !isPiece(v) {
				hole = k
				break
			}
			ids[n], dist[n] = v, k
			n++
		}
		flags := fPush
		for pos := 0; n > 0 && dist[0] == pos+1; {
			pos++
			need := pos + 1
			for j := 0; j < n && dist[j] < need; j++ {
				dist[j] = need
				need++
			}
			if dist[n-1] >= hole {
				n--
				flags |= fKill
				if ids[n] == own {
					break
				}
			}
			to := from + pos*d
			buf = append(buf, move{from: uint8(from), to: uint8(to), kind: kMegadozer, promo: s.promoOn(i, to), flags: flags})
		}
	}
	return buf
}

// genDevil appends the Dirt Devil's moves round each pothole next to it, both ways.
func (s *state) genDevil(buf []move, i int) []move {
	from := int(s.pc[i].sq)
	var seen [2]uint64
	for k, d := range dirs {
		p := from + d
		if !isHole(s.sq[p]) {
			continue
		}
		at := (k + 4) % 8 // from is p + dirs[at]
		for _, way := range [2]int{1, 7} {
			for j := 1; j < 8; j++ {
				t := p + dirs[(at+j*way)%8]
				v := s.sq[t]
				if v != empty && !s.enemy(v) {
					break
				}
				if seen[t>>6]&(1<<(t&63)) == 0 {
					seen[t>>6] |= 1 << (t & 63)
					flags := uint8(0)
					if v != empty {
						flags = fCapture
					}
					buf = append(buf, move{from: uint8(from), to: uint8(t), kind: kDirtDevil, promo: s.promoOn(i, t), flags: flags})
				}
				if v != empty {
					break
				}
			}
		}
	}
	return buf
}

// genCyclone appends the Cyclone's moves: every square reached by ring steps round any
// potholes, switching rings on the way, through empty squares, and the enemies met.
func (s *state) genCyclone(buf []move, i int) []move {
	from := int(s.pc[i].sq)
	var seen [2]uint64
	seen[from>>6] |= 1 << (from & 63)
	var queue [48]uint8
	queue[0] = uint8(from)
	for head, tail := 0, 1; head < tail; head++ {
		x := int(queue[head])
		for k := 0; k < 4; k++ {
			t := x + dirs[2*k]
			if seen[t>>6]&(1<<(t&63)) != 0 {
				continue
			}
			v := s.sq[t]
			if v != empty && !s.enemy(v) {
				continue
			}
			sd := &sides[x][k]
			if !isHole(s.sq[sd[0]]) && !isHole(s.sq[sd[1]]) && !isHole(s.sq[sd[2]]) && !isHole(s.sq[sd[3]]) {
				continue
			}
			seen[t>>6] |= 1 << (t & 63)
			flags := uint8(0)
			if v != empty {
				flags = fCapture
			} else {
				queue[tail] = uint8(t)
				tail++
			}
			buf = append(buf, move{from: uint8(from), to: uint8(t), kind: kCyclone, promo: s.promoOn(i, t), flags: flags})
		}
	}
	return buf
}

// dirTo is the direction and number of steps from a to b on one line.
func dirTo(a, b int) (d, n int) {
	df, dr := fileOf(b)-fileOf(a), rankOf(b)-rankOf(a)
	n = max(abs(df), abs(dr))
	if n == 0 {
		return 0, 0
	}
	return dr/n*stride + df/n, n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// make plays m, a legal move, and moves the turn on.
func (s *state) make(m move) {
	if m.flags&fObject != 0 {
		code := s.sq[m.from]
		s.sq[m.from], s.sq[m.to] = empty, code
		h := code - holeBase
		s.hole[h] = m.to
		if h >= 4 {
			s.lockBy[h-4], s.lockOld[h-4] = s.side, false
		}
		s.moved = code
		s.endMove()
		return
	}
	id := s.sq[m.from]
	var dead [size]uint8
	nd := 0
	if m.flags&fPush != 0 {
		nd = s.push(int(m.from), int(m.to), &dead)
	} else {
		if v := s.sq[m.to]; v != empty {
			s.pc[v-1].sq = 0
			dead[0], nd = v, 1
		}
		s.sq[m.from], s.sq[m.to] = empty, id
		s.pc[id-1].sq = m.to
	}
	p := &s.pc[id-1]
	if bit := promoBit[m.to]; bit != 0 && promoted(p.kind) != 0 {
		p.marks |= bit
		if p.marks == 0xf {
			p.kind, p.marks = promoted(p.kind), 0
		}
	}
	s.moved = id
	for _, v := range dead[:nd] {
		for q, k := range s.king {
			if k == v {
				s.eliminate(int8(q))
			}
		}
	}
	s.endMove()
}

// push moves the dozer on from to to step by step, pushing the pieces ahead; it records
// the pieces that die in dead and returns how many.
func (s *state) push(from, to int, dead *[size]uint8) int {
	d, _ := dirTo(from, to)
	id := s.sq[from]
	nd := 0
	for pos := from; pos != to; pos += d {
		ahead := pos + d
		e := ahead
		for isPiece(s.sq[e]) {
			e += d
		}
		end := e
		if s.sq[e] != empty && e != ahead {
			end = e - d
			v := s.sq[end]
			s.pc[v-1].sq = 0
			dead[nd] = v
			nd++
		}
		for x := end; x != ahead; x -= d {
			v := s.sq[x-d]
			s.sq[x] = v
			s.pc[v-1].sq = uint8(x)
		}
		s.sq[pos], s.sq[ahead] = empty, id
	}
	s.pc[id-1].sq = uint8(to)
	return nd
}

// eliminate hands the army of player q, whose King has just died, to the side to move:
// its pieces demoted with their records cleared, and its corner potholes. Its locks lapse.
func (s *state) eliminate(q int8) {
	s.king[q] = 0
	for i := 0; i < int(s.npc); i++ {
		p := &s.pc[i]
		if p.sq != 0 && p.owner == q {
			p.owner, p.kind, p.marks = s.side, demoted(p.kind), 0
		}
	}
	for i := range s.holeOwn {
		if s.holeOwn[i] == q {
			s.holeOwn[i] = s.side
		}
	}
	for j := range s.lockBy {
		if s.lockBy[j] == q {
			s.lockBy[j] = -1
		}
	}
}

// endMove moves the turn on after a move: to the second move if there is one, else to
// the next player who can move, passing those who cannot.
func (s *state) endMove() {
	if s.alive() <= 1 {
		return
	}
	if !s.second {
		s.second = true
		if s.hasMove() {
			return
		}
	}
	s.endTurn()
	s.advance()
}

// endTurn ends the turn of the side to move for its centre-pothole locks: a lock made in
// this turn lasts through the player's next turn; one made in the turn before lapses.
func (s *state) endTurn() {
	for j := range s.lockBy {
		if s.lockBy[j] != s.side {
			continue
		}
		if s.lockOld[j] {
			s.lockBy[j], s.lockOld[j] = -1, false
		} else {
			s.lockOld[j] = true
		}
	}
}

// advance gives the turn to the next player in turn order who has a King and a legal
// move; those without a move pass, and their passed turn counts for their locks. If after
// three rounds nobody could move, the game is stuck.
func (s *state) advance() {
	for tries := 0; tries < 12; tries++ {
		q := s.side
		for {
			q = (q + 1) % 4
			if s.king[q] != 0 {
				break
			}
		}
		s.side, s.second, s.moved = q, false, 0
		if s.hasMove() {
			return
		}
		s.endTurn()
	}
	s.stuck = true
}

// normalize makes the side to move one who can move, passing as the rules say (for
// positions set up by hand): a turn with no move left ends.
func (s *state) normalize() {
	if s.over() || s.hasMove() {
		return
	}
	s.endTurn()
	s.advance()
}
