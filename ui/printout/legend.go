package printout

import (
	"sort"
	"strings"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/render"
)

// legendItem is one kind in the legend, in the colour of its first owner, with its name
// and notation letters in its game.
type legendItem struct {
	kind       pieces.Kind
	colour     string
	name, code string
}

// legend lists the kinds on pos's board and in its reserves, named by kinds (the game's).
func legend(pos rules.Position, cols []string, kinds rules.Kinds) []legendItem {
	seen := map[pieces.Kind]string{}
	add := func(p pieces.Piece) {
		if p.Empty() {
			return
		}
		if _, ok := seen[p.Kind]; ok {
			return
		}
		c := "grey"
		if p.Owner >= 0 && int(p.Owner) < len(cols) {
			c = cols[p.Owner]
		}
		seen[p.Kind] = c
	}
	b := pos.Board()
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		add(pos.At(c))
	}
	for pl := range cols {
		for _, p := range pos.Reserve(rules.Player(pl)) {
			add(p)
		}
	}
	items := make([]legendItem, 0, len(seen))
	for k, c := range seen {
		ki, _ := kinds.Of(k)
		items = append(items, legendItem{k, c, ki.Name, ki.Code})
	}
	sort.Slice(items, func(i, j int) bool { return items[i].kind < items[j].kind })
	return items
}

const (
	legendRow = 7.0
	legendCol = 47.5
)

func legendHeight(items []legendItem, w float64) float64 {
	if len(items) == 0 {
		return 0
	}
	per := max(1, int(w/legendCol))
	return float64((len(items)+per-1)/per) * legendRow
}

func drawLegend(s draw.Surface, items []legendItem, x, y, w float64) {
	per := max(1, int(w/legendCol))
	for i, it := range items {
		cx := x + float64(i%per)*legendCol
		cy := y + float64(i/per)*legendRow
		pieces.Draw(s, pieces.Piece{Kind: it.kind, Facing: pieces.NoFacing}, it.colour, cx+3, cy+3, 6, "")
		s.Text(it.code, cx+7.5, cy+3, 3, ink, draw.Anchor{Y: 0.5}, true)
		s.Text(it.name, cx+7.5+float64(len(it.code))*2.2+1.5, cy+3, 3, ink, draw.Anchor{Y: 0.5}, false)
	}
}

// keyItem is one entry of the legend's key rows: a swatch (nil for none) and its words.
type keyItem struct {
	text   string
	swatch func(s draw.Surface, x, y, size float64) // draws in the size×size box at x, y
}

const (
	keyRow  = 6.0 // mm a row of key items takes
	keyBox  = 4.4 // a swatch's side
	keyFont = 3.0
	keyGap  = 5.0 // between items
)

// armyKey says which army is which: each player's name and how its pieces look. In
// colour it is left out when every player is named by its colour ("White", "Red").
func armyKey(players []rules.PlayerInfo, cols []string, bw bool) []keyItem {
	plain := !bw
	for _, p := range players {
		plain = plain && strings.Contains(strings.ToLower(p.Name), strings.ToLower(p.Colour))
	}
	if plain || len(players) != len(cols) {
		return nil
	}
	out := []keyItem{{text: "Armies:"}}
	for i, p := range players {
		col := cols[i]
		out = append(out, keyItem{text: p.Name + ": " + colourWords(col), swatch: func(s draw.Surface, x, y, size float64) {
			pieces.Swatch(s, col, x+size/2, y+size/2, size)
		}})
	}
	return out
}

// marksKey explains the board's marks and special shades (boards.Board.Key), each
// beside a sample drawn as the board draws it.
func marksKey(b *boards.Board, th render.Theme) []keyItem {
	entries := b.Key()
	if len(entries) == 0 {
		return nil
	}
	out := []keyItem{{text: "On the board:"}}
	for _, e := range entries {
		out = append(out, keyItem{text: e.Text, swatch: func(s draw.Surface, x, y, size float64) {
			render.DrawKeySwatch(s, th, b, e, x, y, size)
		}})
	}
	return out
}

// keyRows flows items into rows no wider than w.
func keyRows(items []keyItem, w float64) [][]keyItem {
	var rows [][]keyItem
	x := 0.0
	for _, it := range items {
		iw := keyWidth(it)
		if len(rows) == 0 || (x > 0 && x+iw > w) {
			rows = append(rows, nil)
			x = 0
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], it)
		x += iw + keyGap
	}
	return rows
}

func keyWidth(it keyItem) float64 {
	w := measure(it.text, keyFont)
	if it.swatch != nil {
		w += keyBox + 1.5
	}
	return w
}

func keysHeight(groups [][]keyItem, w float64) float64 {
	h := 0.0
	for _, g := range groups {
		h += float64(len(keyRows(g, w))) * keyRow
	}
	return h
}

// drawKeys draws each group of key items from a new row and returns the y below them.
func drawKeys(s draw.Surface, groups [][]keyItem, x, y, w float64) float64 {
	for _, g := range groups {
		for _, row := range keyRows(g, w) {
			cx := x
			for _, it := range row {
				if it.swatch != nil {
					it.swatch(s, cx, y+(keyRow-keyBox)/2-0.5, keyBox)
					cx += keyBox + 1.5
				}
				s.Text(it.text, cx, y+keyRow/2-0.5, keyFont, ink, draw.Anchor{Y: 0.5}, it.swatch == nil)
				cx += measure(it.text, keyFont) + keyGap
			}
			y += keyRow
		}
	}
	return y
}
