package chess2016

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
)

// posFromText reads a FEN-like position over the 12 × 10 box:
//
//	"<rank 10>/<rank 9>/…/<rank 1> <w|b> <castling KQkq or -> <en passant square or -> <halfmove clock>"
//
// Each rank lists the files a to l: a number counts empty squares (a square that does not
// exist counts as empty but may hold nothing), a letter is a one-letter code (upper case
// White, lower case Black), and [XX] a longer code ([GR], [rh], [le], [wk], …). A pawn may
// promote to promo (default Queen, Rook, Bishop, Knight).
func posFromText(text string, promo ...pieces.Kind) (*Position, error) {
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
		return nil, fmt.Errorf("side %q", fields[1])
	}
	if fields[2] != "-" {
		for _, c := range fields[2] {
			bit := map[rune]uint8{'K': wKingside, 'Q': wQueenside, 'k': bKingside, 'q': bQueenside}[c]
			if bit == 0 {
				return nil, fmt.Errorf("castling %q", fields[2])
			}
			s.castle |= bit
		}
	}
	if fields[3] != "-" {
		ep, ok := parseSquare(fields[3])
		if !ok {
			return nil, fmt.Errorf("en passant %q", fields[3])
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
	s.hash = s.computeHash()
	return &Position{st: s, hist: []uint64{s.hash}, variant: Chess2016}, nil
}

func (s *state) putCode(code string, f, r int, kings *[2]int) error {
	side := 0
	if strings.ToLower(code) == code {
		side = 1
	}
	k, ok := kindByCode(strings.ToUpper(code))
	if !ok {
		return fmt.Errorf("no piece %q", code)
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

func mustPos(t testing.TB, text string, promo ...pieces.Kind) *Position {
	t.Helper()
	p, err := posFromText(text, promo...)
	if err != nil {
		t.Fatalf("position %q: %v", text, err)
	}
	return p
}

func mustStart(t testing.TB, variant string, n int) *Position {
	t.Helper()
	p, err := StartPosition(variant, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// sanList is every legal move in SAN, sorted.
func sanList(p *Position) []string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, p.SAN(m))
	}
	sort.Strings(out)
	return out
}

// destsFrom lists the squares the piece on from can go to (sorted, once each), with an
// "x" before a capture.
func destsFrom(p *Position, from string) string {
	c, ok := theBoard.Lookup(from)
	if !ok {
		return "no square " + from
	}
	seen := map[string]bool{}
	var out []string
	for _, m := range p.LegalMoves(nil) {
		if m.From != c {
			continue
		}
		d := theBoard.CellName(m.To)
		if m.Has(rules.Capture) {
			d = "x" + d
		}
		if !seen[d] {
			seen[d] = true
			out = append(out, d)
		}
	}
	sort.Slice(out, func(i, j int) bool { return sqKey(out[i]) < sqKey(out[j]) })
	return strings.Join(out, " ")
}

// sqKey orders squares by file then rank.
func sqKey(s string) int {
	s = strings.TrimPrefix(s, "x")
	r, _ := strconv.Atoi(s[1:])
	return int(s[0])*100 + r
}

func sortSquares(s string) string {
	f := strings.Fields(s)
	sort.Slice(f, func(i, j int) bool { return sqKey(f[i]) < sqKey(f[j]) })
	return strings.Join(f, " ")
}

// playSAN plays moves written in SAN, failing the test on any error.
func playSAN(t testing.TB, p *Position, moves ...string) *Position {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		p = p.Play(m).(*Position)
	}
	return p
}

// posFromList builds a position from "side castling ep halfmove" and a list of pieces
// such as "Kl4 kl7 GRc2 pd6": the code (upper case White, lower case Black) then the
// square. The FEN-like text of posFromText says the same thing for a whole board.
func posFromList(t testing.TB, head, list string, promo ...pieces.Kind) *Position {
	t.Helper()
	var grid [boxRanks][boxFiles]string
	for _, item := range strings.Fields(list) {
		j := len(item)
		for j > 0 && item[j-1] >= '0' && item[j-1] <= '9' {
			j--
		}
		if j < 2 {
			t.Fatalf("piece %q", item)
		}
		sq, ok := parseSquare(item[j-1:])
		if !ok {
			t.Fatalf("piece %q: no such square", item)
		}
		grid[rankOf(sq)][fileOf(sq)] = strings.Trim(item[:j-1], "[]")
	}
	var ranks []string
	for r := boxRanks - 1; r >= 0; r-- {
		var b strings.Builder
		empty := 0
		for f := 0; f < boxFiles; f++ {
			code := grid[r][f]
			if code == "" {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			if len(code) > 1 {
				code = "[" + code + "]"
			}
			b.WriteString(code)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		ranks = append(ranks, b.String())
	}
	return mustPos(t, strings.Join(ranks, "/")+" "+head, promo...)
}
