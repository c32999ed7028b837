package reference

import (
	"fmt"
	"sort"
)

// The pieces the dice may change, by the squares they start on.
type roles struct {
	tigers, man, cannon, queen, camels, knights kind
}

func defaultRoles() roles {
	return roles{tigers: tiger, man: man, cannon: cannon, queen: queen, camels: camel, knights: knight}
}

// rolls lists the 56 visible rolls of three white dice, sorted, in lexicographic order.
func rolls() [][3]int {
	var out [][3]int
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			for c := b; c <= 6; c++ {
				out = append(out, [3]int{a, b, c})
			}
		}
	}
	return out
}

// pairOf splits a roll with exactly two equal dice into the paired number and the other.
func pairOf(d [3]int) (pair, other int) {
	if d[0] == d[1] {
		return d[0], d[2]
	}
	return d[1], d[0] // d[1] == d[2]
}

// chess56Roles applies the Chess 56 white-dice rules.
func chess56Roles(d [3]int) roles {
	s := defaultRoles()
	a, b, c := d[0], d[1], d[2]
	switch {
	case a == b && b == c:
		switch a {
		case 2:
			s.queen, s.man = man, nightrider
		case 3:
			s.queen = rhinoceros
		case 4:
			s.cannon = princess
		case 5:
			s.queen = empress
		case 6:
			s.man, s.tigers = tiger, man
		}
	case a != b && b != c:
		s.man = map[int]kind{1: walker, 2: wazir, 3: elephant, 4: fers}[a]
		s.cannon = map[int]kind{2: duchess, 3: princess, 4: camelrider, 5: lady}[b]
		s.queen = map[int]kind{3: monarch, 4: leo, 5: griffin, 6: empress}[c]
	default:
		p, r := pairOf(d)
		switch p {
		case 1:
			s.tigers = lion
		case 2:
			s.tigers = zebra
		case 3:
			s.tigers = giraffe
		case 4:
			s.man, s.tigers = lion, man
		case 5:
			s.man, s.tigers = zebra, man
		case 6:
			s.man, s.tigers = giraffe, man
		}
		switch r {
		case 1:
			if p >= 4 {
				s.tigers = walker
			} else {
				s.man = walker
			}
		case 2:
			if p >= 4 {
				s.tigers = wazir
			} else {
				s.man = wazir
			}
		case 3:
			s.cannon = princess
		case 4:
			s.cannon = camelrider
		case 5:
			s.queen = griffin
		case 6:
			s.queen = empress
		}
	}
	return s
}

// chess2016White applies the Chess 2016 white-dice rules (Tigers, Man, Camels, Knights).
func chess2016White(d [3]int) roles {
	s := defaultRoles()
	a, b, c := d[0], d[1], d[2]
	interchange := func() { s.camels, s.knights = s.knights, s.camels }
	switch {
	case a == b && b == c:
		switch a {
		case 1:
			s.camels = giraffe
		case 2:
			s.man = zebra
			interchange()
		case 3:
			s.man = giraffe
			interchange()
		case 4:
			s.tigers = lion
			interchange()
		case 5:
			s.tigers = vao
			interchange()
		case 6:
			interchange()
		}
	case a != b && b != c:
		s.man = map[int]kind{1: walker, 2: wazir, 3: zebra, 4: giraffe}[a]
		switch b {
		case 2:
			s.camels = giraffe
		case 3:
			s.camels = zebra
		case 4:
			s.knights, s.camels = giraffe, knight
		case 5:
			s.knights, s.camels = zebra, knight
		}
		s.tigers = map[int]kind{3: zebra, 4: giraffe, 5: lion, 6: vao}[c]
		if b == 2 && c == 4 { // Camels and Tigers would both be Giraffes
			s.tigers = wazir
		}
		if b == 5 && a == 3 { // Knights and Man would both be Zebras
			s.man = lion
		}
	default:
		p, r := pairOf(d)
		sub := map[int]kind{1: tiger, 2: man, 3: lion, 4: zebra, 5: giraffe, 6: vao}
		s.tigers = sub[p]
		s.man = sub[r]
	}
	return s
}

func chess2016Roles(white [3]int, green, red int) roles {
	s := chess2016White(white)
	switch green {
	case 2:
		// Interpretation (default option): the Queen becomes whatever the white dice made
		// of the Man, and only the piece on the Man's own square becomes a Nightrider.
		s.queen, s.man = s.man, nightrider
	case 3:
		s.queen = empress
	case 4:
		s.queen = griffin
	case 5:
		s.queen = leo
	case 6:
		s.queen = monarch
	}
	s.cannon = map[int]kind{1: cannon, 2: princess, 3: camelrider, 4: duchess, 5: lady, 6: archbishop}[red]
	return s
}

// setupRoles decodes a variant's setup number.
func setupRoles(variant string, n int) (roles, error) {
	rs := rolls()
	switch variant {
	case "chess-2016":
		if n < 1 || n > 2016 {
			return roles{}, fmt.Errorf("chess-2016 setup %d out of range 1..2016", n)
		}
		i := n - 1
		return chess2016Roles(rs[i/36], (i%36)/6+1, i%6+1), nil
	case "chess-56":
		if n < 1 || n > 56 {
			return roles{}, fmt.Errorf("chess-56 setup %d out of range 1..56", n)
		}
		return chess56Roles(rs[n-1]), nil
	case "chess-112":
		if n < 1 || n > 112 {
			return roles{}, fmt.Errorf("chess-112 setup %d out of range 1..112", n)
		}
		if n <= 56 {
			return chess56Roles(rs[n-1]), nil
		}
		s := chess56Roles(rs[n-57])
		s.camels, s.knights = s.knights, s.camels
		return s, nil
	}
	return roles{}, fmt.Errorf("unknown variant %q (want chess-2016, chess-56 or chess-112)", variant)
}

// startPosition builds the initial position of a setup.
func startPosition(variant string, n int) (*position, error) {
	s, err := setupRoles(variant, n)
	if err != nil {
		return nil, err
	}
	p := &position{whiteToMove: true, epF: -1, epR: -1, castle: [2][2]bool{{true, true}, {true, true}}}
	// rank 2 from b to k, and the extra rank e..h (file indices 1..10 and 4..7)
	back := []kind{rook, s.camels, s.knights, bishop, s.queen, king, bishop, s.knights, s.camels, rook}
	extra := []kind{s.tigers, s.man, s.cannon, s.tigers}
	for _, white := range []bool{true, false} {
		backR, pawnR, extraR := 1, 2, 0
		if !white {
			backR, pawnR, extraR = 8, 7, 9
		}
		for i, k := range back {
			p.b[1+i][backR] = piece{k: k, white: white}
			p.b[1+i][pawnR] = piece{k: pawn, white: white}
		}
		for i, k := range extra {
			p.b[4+i][extraR] = piece{k: k, white: white}
		}
	}
	p.promos = promotionKinds(p)
	return p, nil
}

// promotionKinds lists the kinds on the board other than Pawn and King, in kind order.
func promotionKinds(p *position) []kind {
	present := map[kind]bool{}
	for f := 0; f < nFiles; f++ {
		for r := 0; r < nRanks; r++ {
			if k := p.b[f][r].k; k != none && k != pawn && k != king {
				present[k] = true
			}
		}
	}
	var out []kind
	for k := range present {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func (p *position) diagram() []string {
	rows := make([]string, 0, nRanks)
	for r := nRanks - 1; r >= 0; r-- {
		row := make([]byte, nFiles)
		for f := 0; f < nFiles; f++ {
			switch o := p.b[f][r]; {
			case !exists(f, r):
				row[f] = ' '
			case o.k == none:
				row[f] = '.'
			case o.white:
				row[f] = kindChars[o.k][0]
			default:
				row[f] = kindChars[o.k][1]
			}
		}
		rows = append(rows, string(row))
	}
	return rows
}

// Perft counts legal move sequences of the given depth from the start of a setup.
// variant is "chess-2016", "chess-56" or "chess-112"; setup is the setup number
// (chess-2016: 1..2016; chess-56: 1..56; chess-112: 1..112, where 1..56 are the
// Chess 56 setups and 57..112 the same with Knights and Camels interchanged).
func Perft(variant string, setup int, depth int) (uint64, error) {
	if depth < 0 {
		return 0, fmt.Errorf("negative depth %d", depth)
	}
	p, err := startPosition(variant, setup)
	if err != nil {
		return 0, err
	}
	return p.perft(depth), nil
}

// Divide returns, for each legal first move of a setup, perft(depth-1) after it. Keys
// are from-square then to-square ("e3e5", castling "g2j2"), with "=" and the White
// character of the promoted kind for a promotion ("b8b9=Q", also for Black).
func Divide(variant string, setup, depth int) (map[string]uint64, error) {
	if depth < 1 {
		return nil, fmt.Errorf("divide needs depth >= 1, got %d", depth)
	}
	p, err := startPosition(variant, setup)
	if err != nil {
		return nil, err
	}
	return p.divide(depth), nil
}

func (p *position) divide(depth int) map[string]uint64 {
	out := map[string]uint64{}
	for _, m := range p.legalMoves() {
		q := p.play(m)
		out[m.String()] += q.perft(depth - 1)
	}
	return out
}

// array returns the start array as 10 strings, rank 10 first, 12 chars each, '.' for an
// empty existing square and ' ' for a square that does not exist, pieces as in
// arrayLetters (White uppercase / opening bracket, Black lowercase / closing bracket).
func array(variant string, setup int) ([]string, error) {
	p, err := startPosition(variant, setup)
	if err != nil {
		return nil, err
	}
	return p.diagram(), nil
}

// setupPieces names the piece kinds of a setup's initial array (for FIGURES.md).
func setupPieces(variant string, setup int) (string, error) {
	s, err := setupRoles(variant, setup)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("Q=%s Tigers=%s Man=%s Cannon=%s Camels=%s Knights=%s",
		kindNames[s.queen], kindNames[s.tigers], kindNames[s.man], kindNames[s.cannon],
		kindNames[s.camels], kindNames[s.knights]), nil
}
