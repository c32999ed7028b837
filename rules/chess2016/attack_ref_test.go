package chess2016

import "oddboards/pieces"

// attackedRef is the mailbox attack test the bitboards replaced, kept as their reference:
// it reports whether a piece of side by could capture on t (whatever stands there).
func (s *state) attackedRef(t int, by int) bool {
	bit := colourBit(by)
	plan := newRefPlan(s.r.present)
	a := &plan
	for i := range a.leaps {
		c := &a.leaps[i]
		for _, o := range c.offs {
			if p := s.sq[t+o]; p&bit != 0 && c.who.has(p) {
				return true
			}
		}
	}
	for i := range a.slides {
		c := &a.slides[i]
		for _, d := range c.offs {
			if p := s.sq[s.refFirstAlong(t, d)]; p&bit != 0 && c.who.has(p) {
				return true
			}
		}
	}
	if a.pawn {
		pawn := mkPiece(pieces.Pawn, by)
		b := t - pawnFwd[by]
		if s.sq[b-1] == pawn || s.sq[b+1] == pawn {
			return true
		}
	}
	if a.fwd && s.sq[t-pawnFwd[by]] == mkPiece(pieces.Elephant, by) {
		return true
	}
	for i := range a.cannons {
		c := &a.cannons[i]
		for _, d := range c.offs {
			u := s.refFirstAlong(t, d) // the screen
			if s.sq[u]&off != 0 {
				continue
			}
			if p := s.sq[s.refFirstAlong(u, d)]; p&bit != 0 && c.who.has(p) {
				return true
			}
		}
	}
	if a.griffin && s.refGriffinAttacks(t, mkPiece(pieces.Griffin, by)) {
		return true
	}
	if a.rhino && s.refRhinoAttacks(t, mkPiece(pieces.Rhinoceros, by)) {
		return true
	}
	return false
}

// refFirstAlong is the first square past t along d (repeated) that is not empty: a piece
// or the border, which stops every line.
func (s *state) refFirstAlong(t, d int) int {
	u := t + d
	for s.sq[u] == 0 {
		u += d
	}
	return u
}

// refGriffinAttacks walks a Griffin's path backwards from t: straight back along o over
// empty squares, then the last diagonal step.
func (s *state) refGriffinAttacks(t int, g uint8) bool {
	for _, d := range diagDirs {
		dx, dy := griffinParts(d)
		for _, o := range [2]int{dx, dy} {
			q := t
			for j := 1; ; j++ {
				q -= o
				if s.sq[q] != 0 {
					break
				}
				if j >= 2 && s.sq[q-d] == g {
					return true
				}
			}
		}
	}
	return false
}

// refRhinoAttacks: a Rhinoceros path run backwards is a Rhinoceros path, so a Rhinoceros
// attacks t exactly when one stands at the end of a path from t.
func (s *state) refRhinoAttacks(t int, rh uint8) bool {
	for i := 0; i < 8; i++ {
		u := t + ring[i]
		if q := s.sq[u]; q != 0 {
			if q == rh {
				return true
			}
			continue
		}
		for _, turn := range [2]int{1, 7} {
			dir, v := i, u
			for step := 2; step <= 7; step++ {
				dir = (dir + turn) & 7
				v += ring[dir]
				if q := s.sq[v]; q != 0 {
					if q == rh {
						return true
					}
					break
				}
			}
		}
	}
	return false
}

// refPlan is the mailbox attack test's plan of one game: only the patterns of kinds that
// can be on the board are looked at.
type refPlan struct {
	leaps   []refCheck
	slides  []refCheck // first piece along each direction (a rider's leap repeated too)
	cannons []refCheck // first piece beyond the first piece
	pawn    bool
	fwd     bool // Elephant's forward step
	griffin bool
	rhino   bool
}

type refCheck struct {
	offs []int
	who  bits
}

func newRefPlan(present bits) refPlan {
	var a refPlan
	add := func(list *[]refCheck, offs []int, who bits) {
		if who&present != 0 {
			*list = append(*list, refCheck{offs, who & present})
		}
	}
	add(&a.leaps, queenDirs, kingStepAttackers)
	add(&a.leaps, orthDirs, orthStepAttackers)
	add(&a.leaps, diagDirs, diagStepAttackers)
	add(&a.leaps, knightLeaps, knightAttackers)
	add(&a.leaps, camelLeaps, camelAttackers)
	add(&a.leaps, zebraLeaps, zebraAttackers)
	add(&a.leaps, giraffeLeaps, giraffeAttackers)
	add(&a.slides, orthDirs, orthSliders)
	add(&a.slides, diagDirs, diagSliders)
	add(&a.cannons, orthDirs, orthCannons)
	add(&a.cannons, diagDirs, diagCannons)
	add(&a.slides, knightLeaps, kindSet(pieces.Nightrider))
	add(&a.slides, camelLeaps, kindSet(pieces.Camelrider))
	a.pawn = present.has(uint8(pieces.Pawn))
	a.fwd = present.has(uint8(pieces.Elephant))
	a.griffin = present.has(uint8(pieces.Griffin))
	a.rhino = present.has(uint8(pieces.Rhinoceros))
	return a
}
