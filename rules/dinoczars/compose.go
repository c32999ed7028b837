package dinoczars

import (
	"fmt"
	"strconv"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

var (
	_ rules.CountLister = Game{}
)

// Palette: the six dinosaurs and an egg about to hatch (count 4), in both colours.
func (Game) Palette(rules.Config) []pieces.Piece {
	ps := rules.PaletteOf(2, pieces.Tyrannosaurus, pieces.Velociraptor, pieces.Pterosaur,
		pieces.Stegosaurus, pieces.Triceratops, pieces.Brontosaurus, pieces.Egg)
	for i := range ps {
		if ps[i].Kind == pieces.Egg {
			ps[i].Count = 4
		} else {
			ps[i].Facing = degrees([2]uint8{faceN, faceS}[ps[i].Owner])
		}
	}
	return ps
}

// Counts: an egg counts down from 4 to 0 before it hatches.
func (Game) Counts(k pieces.Kind) []int8 {
	if k != pieces.Egg {
		return nil
	}
	return []int8{4, 3, 2, 1, 0}
}

// Facings: the three corners of the cell's triangle, counter-clockwise.
func (Game) Facings(at boards.Cell) []int16 {
	if at < 0 || int(at) >= nCells {
		return nil
	}
	var out []int16
	for k := uint8(0); k < 6; k++ {
		if validFacing(int(at), k) {
			out = append(out, degrees(k))
		}
	}
	return out
}

// The draft's fields are the position string's fields 3 to 5.
var draftFields = []rules.Field{
	{Key: "eggs", Label: "Eggs not laid", Help: "Player 1's / Player 2's, 0 to 2 each: 2/2"},
	{Key: "captured", Label: "Captured dinosaurs", Help: "codes a player may hatch (VR,tc), or - for none"},
	{Key: "move", Label: "Move number", Help: "from 1"},
}

// Draft is p as a draft.
func (Game) Draft(_ rules.Config, p rules.Position) rules.Draft {
	return rules.DraftOf(p, rules.FieldsOf(p, 2, draftFields)...)
}

// DraftText writes d as the position string.
func (Game) DraftText(_ rules.Config, d rules.Draft) (string, error) {
	var board []string
	for _, c := range d.Cells() {
		b, err := standing(d.Placed[c], c)
		if err != nil {
			return "", err
		}
		board = append(board, cellName(int(c))+":"+pieceText(b))
	}
	if d.ToMove < 0 || d.ToMove > 1 {
		return "", fmt.Errorf("Dino-Czars has no player %d", d.ToMove+1)
	}
	words := []string{orNone(board), strconv.Itoa(int(d.ToMove) + 1)}
	rest, err := d.Words(draftFields)
	if err != nil {
		return "", err
	}
	words = append(words, rest...)
	return strings.Join(words, " "), nil
}

// MirrorFields: the players' unlaid eggs and captured dinosaurs change hands.
func (Game) MirrorFields(fs []rules.Field) []rules.Field {
	out := append([]rules.Field(nil), fs...)
	for i := range out {
		switch out[i].Key {
		case "eggs":
			if a, b, ok := strings.Cut(out[i].Value, "/"); ok {
				out[i].Value = b + "/" + a
			}
		case "captured":
			out[i].Value = rules.SwapCase(out[i].Value)
		}
	}
	return out
}
