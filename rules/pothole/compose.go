package pothole

import (
	"fmt"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

var (
	_ rules.DraftChecker = Game{}
)

// Palette: the seven kinds and a corner pothole in each seat's colour, then a pothole
// of nobody's (a centre pothole, or a corner one nobody may move).
func (Game) Palette(rules.Config) []pieces.Piece {
	ps := rules.PaletteOf(4, pieces.King, pieces.Car, pieces.Racecar, pieces.Bulldozer,
		pieces.Megadozer, pieces.DirtDevil, pieces.Cyclone, pieces.Pothole)
	return append(ps, pieces.Piece{Kind: pieces.Pothole, Owner: pieces.Nobody, Facing: pieces.NoFacing})
}

// Facings: Pothole Chess's pieces have none.
func (Game) Facings(boards.Cell) []int16 { return nil }

// The draft's fields: the turn's state, written as in the string but without the
// prefixes, locks joined by commas.
var draftFields = []rules.Field{
	{Key: "move", Label: "Move of the turn", Help: "1 or 2"},
	{Key: "moved", Label: "Moved first", Help: "at move 2, the square of the piece or pothole that moved first, or -"},
	{Key: "locks", Label: "Locked potholes", Help: "square:player, :now if locked this turn, commas between (d3:r), or -"},
}

// Draft is p as a draft.
func (Game) Draft(_ rules.Config, p rules.Position) rules.Draft {
	vals := map[string]string{"move": "1", "moved": "-", "locks": "-"}
	var locks []string
	for _, w := range strings.Fields(p.PositionText()) {
		k, v, _ := strings.Cut(w, ":")
		switch k {
		case "move", "moved":
			vals[k] = v
		case "lock":
			locks = append(locks, v)
		}
	}
	if len(locks) > 0 {
		vals["locks"] = strings.Join(locks, ",")
	}
	fields := append([]rules.Field(nil), draftFields...)
	for i := range fields {
		fields[i].Value = vals[fields[i].Key]
	}
	return rules.DraftOf(p, fields...)
}

// DraftText writes d as the position string (the option cars comes from cfg).
func (Game) DraftText(_ rules.Config, d rules.Draft) (string, error) {
	vals, err := d.Words(draftFields)
	if err != nil {
		return "", err
	}
	if d.ToMove < 0 || d.ToMove > 3 {
		return "", fmt.Errorf("Pothole Chess has no player %d", d.ToMove+1)
	}
	words := []string{"to:" + string(playerLetters[d.ToMove]), "move:" + vals[0]}
	if vals[1] != "-" {
		words = append(words, "moved:"+vals[1])
	}
	if vals[2] != "-" {
		for _, l := range strings.Split(vals[2], ",") {
			words = append(words, "lock:"+l)
		}
	}
	for _, c := range d.Cells() {
		p := d.Placed[c]
		if int(c) >= len(sqOfCell) || p.Owner < pieces.Nobody || p.Owner > 3 {
			return "", fmt.Errorf("%s of player %d is not a Pothole Chess piece", p.Kind, p.Owner+1)
		}
		sq := int(sqOfCell[c])
		owner := "-"
		if p.Owner >= 0 {
			owner = string(playerLetters[p.Owner])
		}
		switch {
		case p.Kind == pieces.Pothole && p.Owner == pieces.Nobody && starZone[sq]:
			words = append(words, "O"+sqName(sq))
		case p.Kind == pieces.Pothole:
			words = append(words, owner+"O"+sqName(sq))
		default:
			words = append(words, owner+kindTable.Code(p.Kind)+sqName(sq)+marksText(p.Marks))
		}
	}
	return strings.Join(words, " "), nil
}

// CheckDraft: a game needs two players in. The reader lets fewer through, as a game's
// last position holds one King.
func (Game) CheckDraft(_ rules.Config, p rules.Position) []rules.Problem {
	kings := 0
	for c := range p.Board().Len() {
		if p.At(boards.Cell(c)).Kind == pieces.King {
			kings++
		}
	}
	if kings < 2 {
		return []rules.Problem{{Text: "At least two players need a King to play"}}
	}
	return nil
}
