package cards

import (
	"image"
	"image/color"
	"math"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/ui/render"
)

// moveOnlyColour outlines the cells a piece may move to but not capture on.
var moveOnlyColour = draw.RGBA(0x10, 0x40, 0xb0, 0xd0)

// blockedColour crosses out the cells a blocker takes away.
func blockedColour() color.Color { return draw.RGBA(0xc0, 0x20, 0x20, 0xe0) }

// theme is the board palette of the diagrams: the game's, with move dots bright enough
// to read on every cell and node shade.
var theme = func() render.Theme {
	t := render.Classic
	t.Move = draw.RGBA(0x18, 0xb0, 0x38, 0xf0)
	return t
}()

// scene is the diagram as a render scene: its position, the piece's cell selected, its
// targets marked. Labels and badges are on.
func (d Diagram) scene() *render.Scene {
	sc := render.NewScene(d.Position.Board(), d.Position.At, d.Colours, d.Kinds)
	sc.Theme = theme
	sc.Selected = d.Cell
	for _, t := range d.Targets {
		sc.Targets = append(sc.Targets, render.Target(t))
	}
	return sc
}

// Draw draws the diagram into the box (0, 0)–(w, h) of s (translate s to place it): the
// board through ui/render with the targets, then a square round each move-only dot and a
// cross on each cell a blocker takes away.
func (d Diagram) Draw(s draw.Surface, w, h float64) {
	sc := d.scene()
	b := sc.Board
	l := d.Layout(w, h)
	render.Draw(s, sc, l)
	DrawMoveOnly(s, l, b, d.MoveOnly, moveOnlyColour)
	k := l.Scale()
	for _, c := range d.Blocked {
		info := b.Info(c)
		x, y := l.ToSurface(info.Center)
		r := info.Size * k * 0.16
		draw.Polyline(s, x-r, y-r, x+r, y+r)
		draw.Polyline(s, x-r, y+r, x+r, y-r)
		s.Stroke(blockedColour(), math.Max(1.5, r*0.3))
	}
}

// diagramZoom is how far a diagram zooms in at most, on the piece and its moves.
const diagramZoom = 4

// Layout lays the diagram out in a w×h box: the board, zoomed in on the piece, its
// targets, and the cells next to it, when they lie in a small part of a large board
// (Antarctic Chess's 295 cells), so the cells read.
func (d Diagram) Layout(w, h float64) render.Layout {
	b := d.Position.Board()
	pad := math.Min(w, h) * 0.04
	l := render.NewLayout(b, w, h, pad, d.Turn)
	var pts []boards.Point
	near := func(c boards.Cell, k float64) { // the cell and k of its sizes round it
		info := b.Info(c)
		r := info.Size * k
		pts = append(pts, info.Center.Add(boards.Point{X: -r, Y: -r}), info.Center.Add(boards.Point{X: r, Y: r}))
	}
	if d.Cell == boards.NoCell {
		return l
	}
	near(d.Cell, 2.5)
	for _, t := range d.Targets {
		near(t.Cell, 0.6)
	}
	for _, c := range append(append([]boards.Cell{}, d.Blocked...), d.MoveOnly...) {
		near(c, 0.6)
	}
	if d.Blocker != boards.NoCell && d.Blocker >= 0 {
		near(d.Blocker, 0.6)
	}
	return l.Framing(pts, pad, diagramZoom)
}

// DrawMoveOnly draws a square round each of cells of b as laid out by l: the mark of a
// cell a piece may move to but not capture on (the sheet draws it in its own colour).
func DrawMoveOnly(s draw.Surface, l render.Layout, b *boards.Board, cells []boards.Cell, colour color.Color) {
	k := l.Scale()
	for _, c := range cells {
		info := b.Info(c)
		x, y := l.ToSurface(info.Center)
		r := info.Size * k * 0.22
		draw.Poly(s, x-r, y-r, x+r, y-r, x+r, y+r, x-r, y+r)
		s.Stroke(colour, math.Max(1.2, r*0.16))
	}
}

// Image draws the diagram into a new w×h image on the theme's background.
func (d Diagram) Image(w, h int, fonts *draw.Fonts) *image.RGBA {
	r := draw.NewRaster(w, h, fonts)
	r.Clear(theme.Background)
	d.Draw(r, float64(w), float64(h))
	return r.Image()
}

// Icon draws the card's piece in player i's colour, size px, into a new image.
func (c Card) Icon(i, px int, fonts *draw.Fonts) *image.RGBA {
	r := draw.NewRaster(px, px, fonts)
	colour := "grey"
	if i >= 0 && i < len(c.Colours) {
		colour = c.Colours[i]
	}
	p := c.Face
	p.Owner = pieces.Player(i)
	if p.Kind == pieces.None {
		p = pieces.Piece{Kind: c.Kind, Owner: pieces.Player(i), Facing: pieces.NoFacing}
	}
	if len(c.Diagrams) > 0 && c.Diagrams[0].Piece.Facing != pieces.NoFacing {
		p.Facing = 90 // facing up the card
	}
	pieces.Draw(r, p, colour, float64(px)/2, float64(px)/2, float64(px), c.Code)
	return r.Image()
}

// cells names cells of the diagram's board, for captions and tests.
func (d Diagram) cells(cs []boards.Cell) []string {
	var out []string
	for _, c := range cs {
		out = append(out, d.Position.Board().CellName(c))
	}
	return out
}
