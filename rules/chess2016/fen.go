package chess2016

import (
	"fmt"
	"strconv"
	"strings"

	"oddboards/pieces"
	"oddboards/rules"
)

// The FEN of the Chess 2016 family is the FEN of chess stretched over the 12 × 10 box, in
// the form Fairy-Stockfish writes walled boards:
//
//	****tmot****/*rcnbqkbncr*/*pppppppppp*/12/12/12/12/*PPPPPPPPPP*/*RCNBQKBNCR*/****TMOT**** w KQkq - 0 1
//
// Ranks run from 10 down to 1, files from a to l. A '*' stands for each of the 24
// squares that do not exist, a number (one or two digits) for a run of empty squares,
// a letter for a piece (upper case White, lower case Black). Then come the side to move,
// the castling rights (K: the King's move to j, Q: to d; '-' for none), the en passant
// square (the square a pawn passed over, '-' for none), the half-move clock and the
// move number.
//
// Letters: a piece whose notation code is one letter keeps it (K Q R B N P C Z G M W T
// L O D, and A Archbishop, V Vao, E Elephant, F Fers). The pieces with two-letter codes
// take letters that are free in their variant: I Leo, S Princess, J Lady, U Walker,
// X Camelrider, Y Nightrider, H Griffin; in Chess 2016 E Empress and F Monarch, in Chess
// 56 and 112 A Empress and V Monarch, and V also the Rhinoceros, which only the setup
// with no Monarch (3-3-3) has. A FEN is read against the setup chosen, whose pieces are
// the ones that may stand on the board and that a pawn may promote to.

// fenShared are the letters every variant gives the same kinds.
var fenShared = map[pieces.Kind]byte{
	pieces.Leo: 'I', pieces.Princess: 'S', pieces.Lady: 'J', pieces.Walker: 'U',
	pieces.Camelrider: 'X', pieces.Nightrider: 'Y', pieces.Griffin: 'H',
}

// fenLetter is kind's FEN letter (upper case) in variant.
func fenLetter(variant string, k pieces.Kind) byte {
	if c, ok := fenShared[k]; ok {
		return c
	}
	switch {
	case variant == Chess2016 && k == pieces.Empress:
		return 'E'
	case variant == Chess2016 && k == pieces.Monarch:
		return 'F'
	case k == pieces.Empress:
		return 'A'
	case k == pieces.Monarch, k == pieces.Rhinoceros:
		return 'V'
	}
	return kindTable.Code(k)[0]
}

// fenKinds maps the letters of a setup's kinds (upper case) to the kinds.
func fenKinds(variant string, kinds []pieces.Kind) map[byte]pieces.Kind {
	m := map[byte]pieces.Kind{}
	for _, k := range kinds {
		m[fenLetter(variant, k)] = k
	}
	return m
}

// FEN writes the position (see above).
func (p *Position) FEN() string {
	var b strings.Builder
	s := &p.st
	writeFENBoard(&b, p.variant, func(sq int) pieces.Piece {
		v := s.sq[sq]
		if v == 0 {
			return pieces.Piece{}
		}
		owner := pieces.Player(0)
		if v&blackBit != 0 {
			owner = 1
		}
		return pieces.Piece{Kind: pieces.Kind(v & kindMask), Owner: owner}
	})
	b.WriteString([]string{" w ", " b "}[s.side])
	rights := ""
	for _, c := range []struct {
		bit uint8
		ch  string
	}{{wKingside, "K"}, {wQueenside, "Q"}, {bKingside, "k"}, {bQueenside, "q"}} {
		if s.castle&c.bit != 0 {
			rights += c.ch
		}
	}
	if rights == "" {
		rights = "-"
	}
	b.WriteString(rights)
	ep := "-"
	if s.ep != 0 {
		ep = sqName(s.ep)
	}
	fmt.Fprintf(&b, " %s %d %d", ep, s.half, max(1, p.full))
	return b.String()
}

// writeFENBoard writes the FEN's board field: ranks from the top, '*' for the box's
// squares that do not exist, a run of empty squares as its count, White upper case.
// at is what stands on a mailbox square (the empty Piece for nothing).
func writeFENBoard(b *strings.Builder, variant string, at func(sq int) pieces.Piece) {
	for r := boxRanks - 1; r >= 0; r-- {
		empty := 0
		flush := func() {
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
		}
		for f := 0; f < boxFiles; f++ {
			if !exists(f, r) {
				flush()
				b.WriteByte('*')
				continue
			}
			p := at(sqAt(f, r))
			if p.Empty() {
				empty++
				continue
			}
			flush()
			c := fenLetter(variant, p.Kind)
			if p.Owner == 1 {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
		}
		flush()
		if r > 0 {
			b.WriteByte('/')
		}
	}
}

func fenErr(field, char int, format string, a ...any) error {
	return rules.PositionErr(field, char, format, a...)
}

func excerpt(s string) string { return rules.QuoteInput(s) }

// ParseFEN reads a FEN (see above) as a position of setup n of variant (0: the default
// setup) with the rules options opts. Every mistake is a *rules.PositionError.
func ParseFEN(variant string, n int, opts map[string]string, fen string) (*Position, error) {
	if n == 0 {
		v, err := checkVariant(variant)
		if err != nil {
			return nil, err
		}
		n = DefaultSetup(v)
	}
	start, err := StartPosition(variant, n, opts)
	if err != nil {
		return nil, err
	}
	variant = start.variant
	kinds, _ := Kinds(variant, n, opts)
	letters := fenKinds(variant, kinds)
	if len(fen) > 400 {
		return nil, fenErr(1, 0, "%d characters is far longer than any position of 96 squares", len(fen))
	}
	fields := strings.Fields(fen)
	if len(fields) < 4 || len(fields) > 6 {
		return nil, fenErr(min(len(fields)+1, 6), 0, "a FEN has 6 fields (board, side, castling, en passant, half-moves, move number), this has %d", len(fields))
	}
	s := state{sq: emptyBox}
	kings := [2]int{}
	// what is wrong with a well-formed position is gathered, so that every fault is told
	// at once (the position editor lists them); a malformed string stops at its first
	var faults []error
	if err := s.readBoard(fields[0], letters, &kings, &faults); err != nil {
		return nil, err
	}
	for side, n := range kings {
		switch {
		case n == 0:
			faults = append(faults, fenErr(1, 0, "%s has no King", []string{"White", "Black"}[side]))
		case n > 1:
			faults = append(faults, fenErr(1, 0, "%s has %d Kings, not 1", []string{"White", "Black"}[side], n))
		}
	}
	switch fields[1] {
	case "w":
	case "b":
		s.side = 1
	default:
		return nil, fenErr(2, 1, "the side to move is w or b, not %s", excerpt(fields[1]))
	}
	faults = append(faults, s.readCastling(fields[2]), s.readEP(fields[3]))
	full := 1
	for i, dst := range []*int{&s.half, &full} {
		if 4+i >= len(fields) {
			break
		}
		v, err := strconv.Atoi(fields[4+i])
		if err != nil || v < 0 || v > 100000 || i == 1 && v == 0 {
			return nil, fenErr(5+i, 1, "want a whole number%s, not %s", []string{"", " from 1"}[i], excerpt(fields[4+i]))
		}
		*dst = v
	}
	if err := rules.JoinFaults(faults); err != nil {
		return nil, err
	}
	// the rules tables cover the setup's kinds, and every piece on the board is one
	s.r = start.st.r
	s.setBoards()
	if s.attacked(s.king[1-s.side], s.side) {
		return nil, fenErr(2, 1, "the side not to move is in check")
	}
	s.hash = s.computeHash()
	return &Position{st: s, hist: []uint64{s.hash}, variant: variant, setup: n, full: full}, nil
}

// readBoard reads the board field; a piece where the rules forbid it is added to faults.
func (s *state) readBoard(board string, letters map[byte]pieces.Kind, kings *[2]int, faults *[]error) error {
	ranks := strings.Split(board, "/")
	if len(ranks) != boxRanks {
		return fenErr(1, 0, "the board has %d ranks, not %d", len(ranks), boxRanks)
	}
	at := 0 // characters of the field before this rank
	for i, rt := range ranks {
		r := boxRanks - 1 - i
		f := 0
		for j := 0; j < len(rt); j++ {
			c := rt[j]
			pos := at + j + 1
			if f >= boxFiles {
				return fenErr(1, pos, "rank %d has more than %d files", r+1, boxFiles)
			}
			switch {
			case c >= '1' && c <= '9':
				n := int(c - '0')
				if j+1 < len(rt) && rt[j+1] >= '0' && rt[j+1] <= '9' {
					n = n*10 + int(rt[j+1]-'0')
					j++
				}
				for ; n > 0; n-- {
					if f >= boxFiles {
						return fenErr(1, pos, "rank %d has more than %d files", r+1, boxFiles)
					}
					if !exists(f, r) {
						return fenErr(1, pos, "%s does not exist: write * for it", boards2(f, r))
					}
					f++
				}
			case c == '*':
				if exists(f, r) {
					return fenErr(1, pos, "%s exists: * stands only for the 24 squares that do not", boards2(f, r))
				}
				f++
			default:
				up := c &^ 0x20
				k, ok := letters[up]
				if !ok || c < 'A' || c > 'z' || (c > 'Z' && c < 'a') {
					return fenErr(1, pos, "no piece %q in this setup", string(c))
				}
				if !exists(f, r) {
					return fenErr(1, pos, "%s does not exist: no piece can stand there", boards2(f, r))
				}
				side := 0
				if c >= 'a' {
					side = 1
				}
				sq := sqAt(f, r)
				s.sq[sq] = mkPiece(k, side)
				if k == pieces.King {
					kings[side]++
					s.king[side] = sq
				}
				if k == pieces.Pawn && lastRankFor(side, f, r) {
					*faults = append(*faults, fenErr(1, pos, "a pawn cannot stand on %s, where it would have promoted", boards2(f, r)))
				}
				f++
			}
		}
		if f != boxFiles {
			return fenErr(1, at+len(rt), "rank %d has %d files, not %d", r+1, f, boxFiles)
		}
		at += len(rt) + 1
	}
	return nil
}

func boards2(f, r int) string { return sqName(sqAt(f, r)) }

// lastRankFor reports whether a pawn of side on f, r could not step forward: it would
// have promoted on arriving there.
func lastRankFor(side, f, r int) bool {
	next := r + 1
	if side == 1 {
		next = r - 1
	}
	return !exists(f, next)
}

func (s *state) readCastling(field string) error {
	if field == "-" {
		return nil
	}
	rights := map[byte]struct {
		bit        uint8
		side       int
		king, rook int
	}{
		'K': {wKingside, 0, sqAt(6, 1), sqAt(10, 1)}, 'Q': {wQueenside, 0, sqAt(6, 1), sqAt(1, 1)},
		'k': {bKingside, 1, sqAt(6, 8), sqAt(10, 8)}, 'q': {bQueenside, 1, sqAt(6, 8), sqAt(1, 8)},
	}
	for i := 0; i < len(field); i++ {
		c, ok := rights[field[i]]
		if !ok || s.castle&c.bit != 0 {
			return fenErr(3, i+1, "castling rights are - or some of K, Q, k, q once each, not %s", excerpt(field))
		}
		if s.sq[c.king] != mkPiece(pieces.King, c.side) || s.sq[c.rook] != mkPiece(pieces.Rook, c.side) {
			return fenErr(3, i+1, "%c needs the King on %s and a Rook on %s", field[i], sqName(c.king), sqName(c.rook))
		}
		s.castle |= c.bit
	}
	return nil
}

// readEP keeps an en passant square only where a pawn of the side to move could take
// there, as the engine itself does (so equal positions hash equally).
func (s *state) readEP(field string) error {
	if field == "-" {
		return nil
	}
	sq, ok := parseSquare(field)
	if !ok {
		return fenErr(4, 1, "the en passant square is - or a square such as e4, not %s", excerpt(field))
	}
	mover := 1 - s.side // who made the double step
	pawnAt := sq + pawnFwd[mover]
	if s.sq[sq] != 0 || s.sq[pawnAt] != mkPiece(pieces.Pawn, mover) || s.sq[sq-pawnFwd[mover]] != 0 {
		return fenErr(4, 1, "no pawn can just have passed over %s", field)
	}
	for _, d := range []int{dE, dW} {
		if s.sq[pawnAt+d] == mkPiece(pieces.Pawn, s.side) {
			s.ep = sq
		}
	}
	return nil
}

// PositionText is the FEN: the family's position string.
func (p *Position) PositionText() string { return p.FEN() }

// ReadPosition reads a FEN against cfg's variant, setup and options.
func (g Game) ReadPosition(cfg rules.Config, s string) (rules.Position, error) {
	start, err := g.Start(cfg)
	if err != nil {
		return nil, err
	}
	cp := start.(*Position)
	return rules.ReadAs(ParseFEN(cp.variant, cp.setup, cfg.Options, s))
}
