package chess2016

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

// Palette: the setup's kinds (those its FEN may hold), in both colours.
func (g Game) Palette(cfg rules.Config) []pieces.Piece {
	start, err := g.Start(cfg)
	if err != nil {
		return nil
	}
	p := start.(*Position)
	kinds, err := Kinds(p.variant, p.setup, cfg.Options)
	if err != nil {
		return nil
	}
	return rules.PaletteOf(2, kinds...)
}

// Facings: chess pieces have none.
func (Game) Facings(boards.Cell) []int16 { return nil }

// The draft's fields are the FEN's fields 3 to 6.
var draftFields = []rules.Field{
	{Key: "castling", Label: "Castling", Help: "KQkq, some of them, or - for none"},
	{Key: "ep", Label: "En passant", Help: "the square a pawn passed (e3), or -"},
	{Key: "half", Label: "Half-moves", Help: "since the last capture or pawn move, from 0"},
	{Key: "full", Label: "Move number", Help: "from 1"},
}

// Draft is p as a draft.
func (Game) Draft(_ rules.Config, p rules.Position) rules.Draft {
	return rules.DraftOf(p, rules.FieldsOf(p, 2, draftFields)...)
}

// DraftText writes d as a FEN of cfg's variant.
func (g Game) DraftText(cfg rules.Config, d rules.Draft) (string, error) {
	start, err := g.Start(cfg)
	if err != nil {
		return "", err
	}
	variant := start.(*Position).variant
	var on [nSq]pieces.Piece
	for _, c := range d.Cells() {
		p := d.Placed[c]
		if int(c) >= len(sqOfCell) || p.Owner < 0 || p.Owner > 1 || p.Kind < pieces.King || p.Kind > pieces.Rhinoceros {
			return "", fmt.Errorf("%s is not a chess piece", p.Kind)
		}
		on[sqOfCell[c]] = p
	}
	var b strings.Builder
	writeFENBoard(&b, variant, func(sq int) pieces.Piece { return on[sq] })
	if d.ToMove < 0 || d.ToMove > 1 {
		return "", fmt.Errorf("chess has no player %d", d.ToMove+1)
	}
	b.WriteString([]string{" w", " b"}[d.ToMove])
	words, err := d.Words(draftFields)
	if err != nil {
		return "", err
	}
	b.WriteString(" " + strings.Join(words, " "))
	return b.String(), nil
}

// MirrorFields: castling rights change hands; an en passant square is dropped, as the
// pawn that passed it now stands elsewhere on the mirrored board.
func (Game) MirrorFields(fs []rules.Field) []rules.Field {
	out := append([]rules.Field(nil), fs...)
	for i := range out {
		switch out[i].Key {
		case "castling":
			out[i].Value = rules.SwapCase(out[i].Value)
		case "ep":
			out[i].Value = "-"
		}
	}
	return out
}

// CheckDraft notes what a legal position of the setup cannot hold after real play: more
// pieces or pawns than the setup gives a side (a promotion only replaces a pawn), or a
// pawn on its own first rank. Such a position may still be played.
func (g Game) CheckDraft(cfg rules.Config, p rules.Position) []rules.Problem {
	start, err := g.Start(cfg)
	if err != nil {
		return nil
	}
	var have, had, pawns, startPawns [2]int
	var back []string
	b := p.Board()
	for c := range b.Len() {
		cell := boards.Cell(c)
		if q := start.At(cell); !q.Empty() {
			had[q.Owner]++
			if q.Kind == pieces.Pawn {
				startPawns[q.Owner]++
			}
		}
		q := p.At(cell)
		if q.Empty() {
			continue
		}
		have[q.Owner]++
		if q.Kind == pieces.Pawn {
			pawns[q.Owner]++
			if r := rankOf(sqOfCell[c]); r == [2]int{0, boxRanks - 1}[q.Owner] {
				back = append(back, b.CellName(cell))
			}
		}
	}
	names := [2]string{"White", "Black"}
	var out []rules.Problem
	for side := range 2 {
		switch {
		case have[side] > had[side]:
			out = append(out, rules.Problem{Note: true, Text: fmt.Sprintf("%s has %d pieces, more than the %d of the setup: not a position of play", names[side], have[side], had[side])})
		case pawns[side] > startPawns[side]:
			out = append(out, rules.Problem{Note: true, Text: fmt.Sprintf("%s has %d pawns, more than the %d of the setup: not a position of play", names[side], pawns[side], startPawns[side])})
		}
	}
	if len(back) > 0 {
		out = append(out, rules.Problem{Note: true, Text: "A pawn on its own first rank (" + strings.Join(back, ", ") + ") never gets there in play"})
	}
	return out
}
