package chess2016

import (
	"fmt"
	"strconv"
	"strings"

	"oddboards/pieces"
	"oddboards/rules"
)

// ParsePosition reads a FEN-like position over the 12 × 10 box (for tests, puzzles and
// positions set up by hand):
//
//	"<rank 10>/<rank 9>/…/<rank 1> <w|b> <castling KQkq or -> <en passant square or -> <halfmove clock>"
//
// Each rank lists the files a to l: a number counts empty squares (a square that does not
// exist counts as empty but may hold nothing), a letter is a one-letter code (upper case
// White, lower case Black), and [XX] a longer code ([GR], [rh], [le], [wk], …). A pawn may
// promote to promo (default Queen, Rook, Bishop, Knight). Its variant is Chess 2016.
func ParsePosition(text string, promo ...pieces.Kind) (*Position, error) {
	fields := strings.Fields(text)
	if len(fields) != 5 {
		return nil, fmt.Errorf("want 5 fields, got %d", len(fields))
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != boxRanks {
		return nil, fmt.Errorf("want %d ranks, got %d", boxRanks, len(ranks))
	}
	s := state{sq: emptyBox}
	kings := [2]int{}
	for i, rt := range ranks {
		r := boxRanks - 1 - i
		f := 0
		for j := 0; j < len(rt); {
			c := rt[j]
			switch {
			case c >= '0' && c <= '9':
				k := j
				for k < len(rt) && rt[k] >= '0' && rt[k] <= '9' {
					k++
				}
				n, _ := strconv.Atoi(rt[j:k])
				f += n
				j = k
				continue
			case c == '[':
				k := strings.IndexByte(rt[j:], ']')
				if k < 0 {
					return nil, fmt.Errorf("rank %d: unclosed [", r+1)
				}
				if err := s.putCode(rt[j+1:j+k], f, r, &kings); err != nil {
					return nil, err
				}
				j += k + 1
			default:
				if err := s.putCode(rt[j:j+1], f, r, &kings); err != nil {
					return nil, err
				}
				j++
			}
			f++
		}
		if f != boxFiles {
			return nil, fmt.Errorf("rank %d has %d files", r+1, f)
		}
	}
	if kings[0] != 1 || kings[1] != 1 {
		return nil, fmt.Errorf("each side needs one King")
	}
	switch fields[1] {
	case "w":
	case "b":
		s.side = 1
	default:
		return nil, fmt.Errorf("side %q", rules.Excerpt(fields[1], 12))
	}
	if fields[2] != "-" {
		for _, c := range fields[2] {
			bit := map[rune]uint8{'K': wKingside, 'Q': wQueenside, 'k': bKingside, 'q': bQueenside}[c]
			if bit == 0 {
				return nil, fmt.Errorf("castling %q", rules.Excerpt(fields[2], 12))
			}
			s.castle |= bit
		}
	}
	if fields[3] != "-" {
		ep, ok := parseSquare(fields[3])
		if !ok {
			return nil, fmt.Errorf("en passant %q", rules.Excerpt(fields[3], 12))
		}
		s.ep = ep
	}
	half, err := strconv.Atoi(fields[4])
	if err != nil {
		return nil, err
	}
	s.half = half
	if len(promo) == 0 {
		promo = []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight}
	}
	s.r = newRules(&s.sq, promo)
	s.setBoards()
	s.hash = s.computeHash()
	return &Position{st: s, hist: []uint64{s.hash}, variant: Chess2016}, nil
}

func (s *state) putCode(code string, f, r int, kings *[2]int) error {
	side := 0
	if strings.ToLower(code) == code {
		side = 1
	}
	k, ok := kindTable.ByCode(strings.ToUpper(code))
	if !ok {
		return fmt.Errorf("no piece %q", rules.Excerpt(code, 12))
	}
	if !exists(f, r) {
		return fmt.Errorf("%s does not exist", sqName(sqAt(f, r)))
	}
	sq := sqAt(f, r)
	s.sq[sq] = mkPiece(k, side)
	if k == pieces.King {
		kings[side]++
		s.king[side] = sq
	}
	return nil
}
