package pothole

import (
	"fmt"
	"sort"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// homes are the potholes' starting squares, corners first (owned by White, Red, Black, Blue).
var homes = []string{"b2", "b6", "f6", "f2", "c4", "e4"}

// corners are the Kings' starting squares, in player order.
var corners = []string{"a1", "a7", "g7", "g1"}

// Stage stands the placed pieces with the potholes at home, and gives each player with a
// piece but no King a King in the free corner farthest from the pieces (and, when only
// one player would have a King, the next player too, so the game is not over).
func (Game) Stage(cfg rules.Config, toMove rules.Player, placed map[boards.Cell]pieces.Piece) (rules.Position, error) {
	if toMove < 0 || toMove > 3 {
		return nil, fmt.Errorf("pothole chess has no player %d", toMove)
	}
	b := boards.Pothole()
	taken := map[string]bool{}
	hasKing := map[pieces.Player]bool{}
	var words []string
	words = append(words, "to:"+string(playerLetters[toMove]))
	if cfg.Option(OptCars, CarsUpTo) == CarsExact {
		words = append(words, "cars:exact")
	}
	cells := make([]boards.Cell, 0, len(placed))
	for c := range placed {
		cells = append(cells, c)
	}
	sort.Slice(cells, func(i, j int) bool { return cells[i] < cells[j] })
	for _, c := range cells {
		p := placed[c]
		if c < 0 || int(c) >= b.Len() || p.Owner < 0 || p.Owner > 3 {
			return nil, fmt.Errorf("cannot stand %s of player %d on cell %d", p.Kind, p.Owner, c)
		}
		code, ok := letterOf(p.Kind)
		if !ok {
			return nil, fmt.Errorf("%s is not a Pothole Chess piece", p.Kind)
		}
		name := b.CellName(c)
		taken[name] = true
		hasKing[p.Owner] = hasKing[p.Owner] || p.Kind == pieces.King
		words = append(words, string(playerLetters[p.Owner])+code+name)
	}
	// who takes part: the player to move and every owner of a placed piece; and since a
	// game with one King left is over, at least one more player
	playing := map[pieces.Player]bool{toMove: true}
	for _, p := range placed {
		playing[p.Owner] = true
	}
	if len(playing) < 2 {
		playing[(toMove+1)%4] = true
	}
	for pl := pieces.Player(0); pl < 4; pl++ {
		if !playing[pl] || hasKing[pl] {
			continue
		}
		corner := farCorner(b, placed, taken)
		if corner == "" {
			return nil, fmt.Errorf("no free corner for %s's King", playerInfo[pl].Name)
		}
		taken[corner] = true
		words = append(words, string(playerLetters[pl])+"K"+corner)
		hasKing[pl] = true
	}
	for i, h := range homes {
		if taken[h] {
			continue
		}
		switch {
		case i >= 4:
			words = append(words, "O"+h)
		case hasKing[pieces.Player(i)]:
			words = append(words, string(playerLetters[i])+"O"+h)
		default:
			words = append(words, "-O"+h)
		}
	}
	return FromText(strings.Join(words, " "))
}

// farCorner is the free King's corner farthest from the placed pieces.
func farCorner(b *boards.Board, placed map[boards.Cell]pieces.Piece, taken map[string]bool) string {
	best, bestD := "", -1.0
	for _, name := range corners {
		c, _ := b.Lookup(name)
		if taken[name] {
			continue
		}
		d := 1e9
		for at := range placed {
			d = min(d, b.Info(c).Center.Dist(b.Info(at).Center))
		}
		if d > bestD {
			best, bestD = name, d
		}
	}
	return best
}

// letterOf is a kind's letter in the position text.
func letterOf(k pieces.Kind) (string, bool) {
	switch k {
	case pieces.King, pieces.Car, pieces.Racecar, pieces.Bulldozer, pieces.Megadozer, pieces.DirtDevil, pieces.Cyclone:
		return kindTable.Code(k), true
	}
	return "", false
}
