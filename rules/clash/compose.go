package clash

import (
	"fmt"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Palette: the six kinds in both colours.
func (Game) Palette(rules.Config) []pieces.Piece {
	return rules.PaletteOf(2, kindOf[1:7]...)
}

// Facings: Clash of Command's pieces have none.
func (Game) Facings(boards.Cell) []int16 { return nil }

// Draft: the board and the side to move are the whole position.
func (Game) Draft(_ rules.Config, p rules.Position) rules.Draft { return rules.DraftOf(p) }

// DraftText writes the draft as ParsePosition reads it.
func (Game) DraftText(_ rules.Config, d rules.Draft) (string, error) {
	var b strings.Builder
	for side := pieces.Player(0); side < 2; side++ {
		if side == 1 {
			b.WriteString("/ ")
		}
		for _, c := range d.Cells() {
			p := d.Placed[c]
			if p.Owner < 0 || p.Owner > 1 || codeOf(p.Kind) == 0 || int(c) >= nNodes {
				return "", fmt.Errorf("%s is not a Clash of Command piece", p.Kind)
			}
			if p.Owner == side {
				fmt.Fprintf(&b, "%s%s ", kindTable.Code(p.Kind), nodeName(int(c)))
			}
		}
	}
	if d.ToMove < 0 || d.ToMove > 1 {
		return "", fmt.Errorf("Clash of Command has no player %d", d.ToMove+1)
	}
	b.WriteString("wb"[d.ToMove : d.ToMove+1])
	return b.String(), nil
}
