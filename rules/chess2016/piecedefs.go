package chess2016

import (
	"slices"

	"oddboards/pieces"
)

// How a piece moves, as a list of parts. A part moves only to empty squares (moveOnly),
// only captures (captureOnly), or both.
type partKind uint8

const (
	leap     partKind = iota // one jump by each offset
	slide                    // any distance along each direction, blocked
	ride                     // repeated leaps by each offset, blocked on every landing square
	cannon                   // captures the first piece beyond exactly one screen
	griffin                  // one diagonal step, then two or more outward orthogonal steps
	rhino                    // 1–7 steps, each turning 45° the same way
	pawnPart                 // forward step, double step, diagonal captures, promotion
	forward                  // one step straight forward (the Elephant's)
)

type mode uint8

const (
	both mode = iota
	moveOnly
	captureOnly
)

type part struct {
	kind partKind
	mode mode
	offs []int
	dirs []int // the ray directions (attacks.go) of offs, for slides, rides and hoppers
}

// partsOf lists the parts of each kind of Chess 2016, 56 and 112. The King's castling is
// generated separately.
var partsOf [32][]part

func init() {
	kingSteps := queenDirs
	p := func(k partKind, m mode, offs []int) part {
		pt := part{kind: k, mode: m, offs: offs}
		for _, r := range []struct{ offs, dirs []int }{{queenDirs, queenRays}, {orthDirs, orthRays},
			{diagDirs, diagRays}, {knightLeaps, knightRays}, {camelLeaps, camelRays}} {
			if k != leap && offs != nil && slices.Equal(offs, r.offs) {
				pt.dirs = r.dirs
			}
		}
		return pt
	}
	partsOf[pieces.King] = []part{p(leap, both, kingSteps)}
	partsOf[pieces.Queen] = []part{p(slide, both, queenDirs)}
	partsOf[pieces.Rook] = []part{p(slide, both, orthDirs)}
	partsOf[pieces.Bishop] = []part{p(slide, both, diagDirs)}
	partsOf[pieces.Knight] = []part{p(leap, both, knightLeaps)}
	partsOf[pieces.Pawn] = []part{p(pawnPart, both, nil)}
	partsOf[pieces.Camel] = []part{p(leap, both, camelLeaps)}
	partsOf[pieces.Zebra] = []part{p(leap, both, zebraLeaps)}
	partsOf[pieces.Giraffe] = []part{p(leap, both, giraffeLeaps)}
	partsOf[pieces.Man] = []part{p(leap, both, kingSteps)}
	partsOf[pieces.Wazir] = []part{p(leap, both, orthDirs)}
	partsOf[pieces.Fers] = []part{p(leap, both, diagDirs)}
	partsOf[pieces.Walker] = []part{p(leap, moveOnly, orthDirs), p(leap, captureOnly, diagDirs)}
	partsOf[pieces.Elephant] = []part{p(leap, both, diagDirs), p(forward, both, nil)}
	partsOf[pieces.Tiger] = []part{p(slide, moveOnly, diagDirs), p(leap, captureOnly, knightLeaps)}
	partsOf[pieces.Lion] = []part{p(leap, moveOnly, knightLeaps), p(slide, captureOnly, diagDirs)}
	partsOf[pieces.Cannon] = []part{p(slide, moveOnly, orthDirs), p(cannon, captureOnly, orthDirs)}
	partsOf[pieces.Vao] = []part{p(slide, moveOnly, diagDirs), p(cannon, captureOnly, diagDirs)}
	partsOf[pieces.Leo] = []part{p(slide, moveOnly, queenDirs), p(cannon, captureOnly, queenDirs)}
	partsOf[pieces.Princess] = []part{p(slide, both, diagDirs), p(leap, both, knightLeaps)}
	partsOf[pieces.Duchess] = []part{p(slide, both, diagDirs), p(leap, both, zebraLeaps)}
	partsOf[pieces.Lady] = []part{p(slide, both, diagDirs), p(leap, both, giraffeLeaps)}
	partsOf[pieces.Empress] = []part{p(slide, both, orthDirs), p(leap, both, knightLeaps)}
	partsOf[pieces.Monarch] = []part{p(slide, both, orthDirs), p(leap, both, camelLeaps)}
	partsOf[pieces.Archbishop] = []part{p(slide, both, diagDirs), p(leap, both, orthDirs)}
	partsOf[pieces.Camelrider] = []part{p(ride, both, camelLeaps)}
	partsOf[pieces.Nightrider] = []part{p(ride, both, knightLeaps)}
	partsOf[pieces.Griffin] = []part{p(griffin, both, nil)}
	partsOf[pieces.Rhinoceros] = []part{p(rhino, both, nil)}
}

// gameKinds are the kinds these variants use, in pieces.Kind order.
var gameKinds = pieces.Span(pieces.King, pieces.Rhinoceros)

// bits is a set of kinds.
type bits uint32

func (b bits) has(k uint8) bool { return b>>(k&kindMask)&1 != 0 }

func kindSet(ks ...pieces.Kind) bits {
	var b bits
	for _, k := range ks {
		b |= 1 << k
	}
	return b
}

// Who attacks along which pattern. Captures are symmetric except the Pawn's and the
// Elephant's forward step, handled on their own.
var (
	kingStepAttackers = kindSet(pieces.King, pieces.Man)
	orthStepAttackers = kindSet(pieces.Wazir, pieces.Archbishop)
	diagStepAttackers = kindSet(pieces.Fers, pieces.Walker, pieces.Elephant)
	knightAttackers   = kindSet(pieces.Knight, pieces.Tiger, pieces.Princess, pieces.Empress)
	camelAttackers    = kindSet(pieces.Camel, pieces.Monarch)
	zebraAttackers    = kindSet(pieces.Zebra, pieces.Duchess)
	giraffeAttackers  = kindSet(pieces.Giraffe, pieces.Lady)
	orthSliders       = kindSet(pieces.Queen, pieces.Rook, pieces.Empress, pieces.Monarch)
	diagSliders       = kindSet(pieces.Queen, pieces.Bishop, pieces.Lion, pieces.Princess,
		pieces.Duchess, pieces.Lady, pieces.Archbishop)
	orthCannons = kindSet(pieces.Cannon, pieces.Leo)
	diagCannons = kindSet(pieces.Vao, pieces.Leo)
)
