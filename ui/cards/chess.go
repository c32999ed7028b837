package cards

import (
	"fmt"
	"strconv"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/chess2016"
)

// chessStager stands pieces on a Chess 2016 board through the engine's text positions
// (chess2016.ParsePosition). A chess position needs both Kings, so it adds them on the
// first pair of remote squares where neither is in check, neither can be captured, and
// the pieces placed keep their cells (a King among the pieces placed is its side's King).
// They show in the capture diagrams, standing aside.
// Should rules/chess2016 implement Stager itself, its own is used instead.
type chessStager struct{}

// kingSquares are the squares tried for the Kings, most remote first.
var kingSquares = []string{"e1", "h10", "h1", "e10", "a4", "l7", "a7", "l4", "b2", "k9", "k2", "b9"}

func (chessStager) Stage(cfg rules.Config, toMove rules.Player, placed map[boards.Cell]pieces.Piece) (rules.Position, error) {
	variant := cfg.Variant
	if variant == "" {
		variant = chess2016.Chess2016
	}
	n := cfg.Setup
	if n == 0 {
		n = chess2016.DefaultSetup(variant)
	}
	kinds, err := chess2016.Kinds(variant, n, cfg.Options)
	if err != nil {
		return nil, err
	}
	var promo []pieces.Kind
	for _, k := range kinds {
		if k != pieces.Pawn && k != pieces.King {
			promo = append(promo, k)
		}
	}
	b := chess2016.Board()
	kings := [2]boards.Cell{boards.NoCell, boards.NoCell}
	for c, p := range placed {
		if c < 0 || int(c) >= b.Len() || p.Owner < 0 || p.Owner > 1 {
			return nil, fmt.Errorf("no square %d, or no player %d", c, p.Owner)
		}
		if p.Kind == pieces.King {
			if kings[p.Owner] != boards.NoCell {
				return nil, fmt.Errorf("two Kings of player %d", p.Owner)
			}
			kings[p.Owner] = c
		}
	}
	// the Kings missing from placed go on remote squares, tried in order
	var wTry, bTry []boards.Cell
	for _, name := range kingSquares {
		c, _ := b.Lookup(name)
		if !occupied(placed, c) {
			wTry, bTry = append(wTry, c), append(bTry, c)
		}
	}
	if kings[0] != boards.NoCell {
		wTry = []boards.Cell{kings[0]}
	}
	if kings[1] != boards.NoCell {
		bTry = []boards.Cell{kings[1]}
	}
	for _, wc := range wTry {
		for _, kc := range bTry {
			if wc == kc || b.Info(wc).Center.Dist(b.Info(kc).Center) < 1.5 {
				continue
			}
			all := with(placed, nil, pieces.Piece{})
			all[wc] = pieces.Piece{Kind: pieces.King, Owner: 0}
			all[kc] = pieces.Piece{Kind: pieces.King, Owner: 1}
			p, err := chess2016.ParsePosition(chessText(all, toMove), promo...)
			if err != nil {
				return nil, err
			}
			if quietKings(p, wc, kc, kings[toMove] != boards.NoCell) {
				return p, nil
			}
		}
	}
	return nil, fmt.Errorf("no squares for the Kings")
}

func occupied(m map[boards.Cell]pieces.Piece, c boards.Cell) bool {
	_, ok := m[c]
	return ok
}

// quietKings reports whether neither King can be taken in p and, unless the King to move
// was placed on purpose (a King's own diagram), that King is not in check either.
func quietKings(p *chess2016.Position, wk, bk boards.Cell, checkOK bool) bool {
	if p.InCheck() && !checkOK {
		return false
	}
	for _, m := range p.LegalMoves(nil) {
		if m.To == wk || m.To == bk {
			return false
		}
	}
	return true
}

// chessSquare is each cell's (file, rank) on the 12 × 10 box, from its name.
var chessSquare = func() map[boards.Cell][2]int {
	b := chess2016.Board()
	m := map[boards.Cell][2]int{}
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		name := b.CellName(c)
		r, err := strconv.Atoi(name[1:])
		if err != nil {
			panic("chess square " + name)
		}
		m[c] = [2]int{int(name[0] - 'a'), r - 1}
	}
	return m
}()

// Target is the enemy piece that stands where a capture is probed: a Camel, which can
// stand on any square and never guards a neighbouring square, so targets round a King do
// not protect each other.
func (chessStager) Target(mover pieces.Piece) pieces.Piece {
	return pieces.Piece{Kind: pieces.Camel, Owner: 1 - mover.Owner, Facing: pieces.NoFacing}
}

// chessText writes pieces as chess2016.ParsePosition reads them.
func chessText(all map[boards.Cell]pieces.Piece, toMove rules.Player) string {
	const files, ranks = 12, 10
	var grid [ranks][files]string
	for c, p := range all {
		sq := chessSquare[c]
		code := p.Kind.Code()
		if p.Owner == 1 {
			code = strings.ToLower(code)
		}
		if len(code) > 1 {
			code = "[" + code + "]"
		}
		grid[sq[1]][sq[0]] = code
	}
	var sb strings.Builder
	for r := ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < files; f++ {
			if grid[r][f] == "" {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			sb.WriteString(grid[r][f])
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	if toMove == 1 {
		sb.WriteString(" b - - 0")
	} else {
		sb.WriteString(" w - - 0")
	}
	return sb.String()
}
