package render

import (
	"image/color"
	"math"
	"slices"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
)

// Target is a cell a selected piece can go to.
type Target struct {
	Cell    boards.Cell
	Capture bool
}

// Scene is everything one picture of a board shows.
type Scene struct {
	Board    *boards.Board
	PieceAt  func(boards.Cell) pieces.Piece // what stands where
	Colours  []string                       // player → colour name for pieces.Draw
	Selected boards.Cell                    // the picked-up piece's cell, or NoCell
	Targets  []Target                       // where it may go
	Pushes   []boards.Cell                  // targets whose piece is pushed away, not taken
	Last     []boards.Cell                  // the last move's cells
	Hint     []boards.Cell                  // the cells of a move the computer suggests
	Arrows   []Arrow                        // moves drawn over the pieces (the better move under review)
	Alerts   []boards.Cell                  // a King in check
	Hover    boards.Cell                    // the cell under the pointer during a drag
	Hidden   boards.Cell                    // a piece being dragged is drawn by the caller
	Turning  boards.Cell                    // a piece shown turned, the turn not played yet
	Theme    Theme
	Labels   bool
	Badges   bool                     // notation codes on pieces
	Kinds    rules.Kinds              // the game's kinds: the badges' letters, which pieces count or are objects
	Icons    *Icons                   // a cache of piece images for raster surfaces; nil draws vectors
	Out      func(pieces.Player) bool // players who are out: their pieces are drawn faded and struck (pieces.OutColour)

	Preview      []rules.Effect   // what the hovered move would do to other pieces
	PreviewMaybe []rules.Effect   // what only some of the moves to the hovered cell would do
	Reserves     [][]pieces.Piece // per player, drawn in a band beside the board
	// Placed, if set, shows a reserve piece as it stands once placed (rules.Placer)
	Placed       func(pieces.Piece) pieces.Piece
	SelectedSlot int // index into the frame's slots of a picked-up reserve piece, or -1
}

// NewScene returns a scene with nothing selected, of a game with the given kinds.
func NewScene(b *boards.Board, at func(boards.Cell) pieces.Piece, colours []string, kinds rules.Kinds) *Scene {
	return &Scene{Board: b, PieceAt: at, Colours: colours, Kinds: kinds, Selected: boards.NoCell,
		Hover: boards.NoCell, Hidden: boards.NoCell, Turning: boards.NoCell, Theme: Classic, Labels: true, Badges: true,
		SelectedSlot: -1}
}

// Draw draws the scene on s in the layout.
func Draw(s draw.Surface, sc *Scene, l Layout) {
	drawBoard(s, sc, l)
	drawState(s, sc, l)
	drawTransient(s, sc, l)
}

// drawTransient draws what follows the pointer: the hovered cell and the preview of the
// hovered move. The screen keeps it on a layer of its own, so a drag never redraws the board.
func drawTransient(s draw.Surface, sc *Scene, l Layout) {
	b := sc.Board
	if sc.Hover != boards.NoCell {
		fillCell(s, l, b, sc.Hover, sc.Theme.Hover)
		path(s, l, b.Info(sc.Hover).Poly)
		s.Stroke(sc.Theme.Hover, math.Max(2, l.Scale()*b.Info(sc.Hover).Size*0.06))
	}
	drawPreview(s, sc, l)
}

// drawBoard draws what depends only on the board and the layout: cells, frame, labels.
func drawBoard(s draw.Surface, sc *Scene, l Layout) {
	b := sc.Board
	t := sc.Theme
	k := l.Scale()
	fillCells(s, t, l, b)
	// grid and frame, each one path: one stroke is far cheaper than one per cell
	if t.Grid != nil {
		for c := boards.Cell(0); int(c) < b.Len(); c++ {
			path(s, l, b.Info(c).Poly)
		}
		s.Stroke(t.Grid, math.Max(0.6, k*0.012))
	}
	if b.IsGraph() {
		drawGraph(s, sc, l)
	}
	for _, loop := range loops(outline(b)) {
		path(s, l, loop)
	}
	s.Stroke(t.Frame, math.Max(1.5, k*0.05))
	// cell marks (Pothole Chess zones): small and faint in the lower left corner
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		info := b.Info(c)
		if info.Mark == "" || t.Mark == nil {
			continue
		}
		x, y := l.ToSurface(info.Center.Add(boards.Point{X: -0.36 * info.Size, Y: -0.36 * info.Size}))
		s.Text(info.Mark, x, y, k*info.Size*0.16, t.Mark, draw.Centre, true)
	}
	if sc.Labels {
		if l.magnification() > 1 {
			// the edge labels are off the picture: each visible cell names itself
			drawCellTags(s, sc, l)
		} else {
			drawEdgeLabels(s, sc, l)
		}
	}
}

// fillCells paints every cell in its shade, one shape per cell (an SVG keeps them apart).
func fillCells(s draw.Surface, t Theme, l Layout, b *boards.Board) {
	if b.IsGraph() {
		return
	}
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		path(s, l, b.Info(c).Poly)
		s.Fill(t.Shades[min(int(b.Info(c).Shade), len(t.Shades)-1)])
	}
}

// drawState draws the position over the board: highlights, pieces, move targets.
func drawState(s draw.Surface, sc *Scene, l Layout) {
	b := sc.Board
	t := sc.Theme
	k := l.Scale()
	for _, c := range sc.Last {
		fillCell(s, l, b, c, t.Last)
	}
	for _, c := range sc.Hint {
		// blue, unlike any theme's last-move gold, so a hint never reads as a move made
		fillCell(s, l, b, c, hintColour)
	}
	if sc.Selected != boards.NoCell {
		fillCell(s, l, b, sc.Selected, t.Selected)
	}
	for _, c := range sc.Alerts {
		info := b.Info(c)
		x, y := l.ToSurface(info.Center)
		for i := 3; i >= 1; i-- {
			draw.Circle(s, x, y, info.Size*k*0.16*float64(i))
			s.Fill(t.Alert)
		}
	}
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		if c == sc.Hidden {
			continue
		}
		p := sc.PieceAt(c)
		if p.Empty() {
			continue
		}
		info := b.Info(c)
		x, y := l.ToSurface(info.Center)
		DrawPiece(s, sc, p, x, y, info.Size*k*0.9, l.Turn)
	}
	if sc.Selected != boards.NoCell && b.IsGraph() {
		// a graph node is smaller than its piece: the fill above is hidden under the
		// icon, so a ring round the piece, above the pieces, shows what is picked up
		drawSelectedRing(s, t, l, b, sc.Selected)
	}
	if sc.Turning != boards.NoCell {
		drawTurningMark(s, l, b, sc.Turning)
	}
	for _, a := range sc.Arrows {
		drawArrow(s, l, b, a)
	}
	// targets above pieces, so a capture ring shows around its victim
	for _, tg := range sc.Targets {
		info := b.Info(tg.Cell)
		x, y := l.ToSurface(info.Center)
		r := info.Size * k
		switch {
		case tg.Capture:
			draw.Circle(s, x, y, r*0.44)
			s.Stroke(t.Capture, math.Max(2, r*0.07))
		case slices.Contains(sc.Pushes, tg.Cell):
			drawPushTarget(s, x, y, r)
		case b.IsGraph():
			// larger than a node's dot and ringed in white: a target never reads as a node
			draw.Circle(s, x, y, r*targetDotGraph)
			s.FillStroke(targetDotColour, draw.RGB(0xff, 0xff, 0xff), math.Max(1.5, r*0.05))
		default:
			draw.Circle(s, x, y, r*0.14)
			s.Fill(t.Move)
		}
	}
}

// The graph boards' move target: radius (in cells) and colour. A node's own dot is
// nodeDot across, in the dark shade.
const (
	targetDotGraph = 0.22
	nodeDot        = 0.12
)

// targetDotColour fills a graph board's move targets: a strong green, far from every
// theme's node brown.
var targetDotColour = draw.RGBA(0x1c, 0x9a, 0x3a, 0xf0)

// hintColour marks a suggested move's cells.
var hintColour = draw.RGBA(0x2a, 0x8c, 0xe8, 0x8c)

// pushColour marks pushes: the ring of a target whose piece is pushed away, and the
// preview's arrows to where each pushed piece goes.
var pushColour = draw.RGBA(0x10, 0x50, 0xd0, 0xf0)

// drawPushTarget rings a target whose piece the move pushes away: blue on a white halo,
// with four notches pointing out, unlike a capture's red ring.
func drawPushTarget(s draw.Surface, x, y, r float64) {
	draw.Circle(s, x, y, r*0.42)
	s.Stroke(draw.RGBA(0xff, 0xff, 0xff, 0xc0), math.Max(4, r*0.12))
	draw.Circle(s, x, y, r*0.42)
	s.Stroke(pushColour, math.Max(2, r*0.06))
	for i := 0; i < 4; i++ {
		a := math.Pi/4 + float64(i)*math.Pi/2
		ux, uy := math.Cos(a), math.Sin(a)
		tip, base, half := r*0.5, r*0.36, r*0.07
		draw.Poly(s, x+ux*tip, y+uy*tip, x+ux*base-uy*half, y+uy*base+ux*half, x+ux*base+uy*half, y+uy*base-ux*half)
		s.FillStroke(pushColour, draw.RGB(0xff, 0xff, 0xff), math.Max(1, r*0.02))
	}
}

// drawSelectedRing circles the picked-up piece on c, outside its icon: the theme's
// selection colour made opaque, on a white halo that reads on any plate.
func drawSelectedRing(s draw.Surface, t Theme, l Layout, b *boards.Board, c boards.Cell) {
	if c < 0 || int(c) >= b.Len() {
		return
	}
	info := b.Info(c)
	x, y := l.ToSurface(info.Center)
	r := info.Size * l.Scale()
	draw.Circle(s, x, y, r*selectedRing)
	s.Stroke(draw.RGBA(0xff, 0xff, 0xff, 0xd0), math.Max(4, r*0.11))
	draw.Circle(s, x, y, r*selectedRing)
	s.Stroke(opaque(t.Selected), math.Max(2.5, r*0.07))
}

// drawTurningMark rings a piece shown turned but not yet turned: a dashed amber ring,
// a question still open, unlike any mark of a move made.
func drawTurningMark(s draw.Surface, l Layout, b *boards.Board, c boards.Cell) {
	if c < 0 || int(c) >= b.Len() {
		return
	}
	info := b.Info(c)
	x, y := l.ToSurface(info.Center)
	r := info.Size * l.Scale() * 0.5
	const dashes = 12
	for i := 0; i < dashes; i++ {
		a0 := 2 * math.Pi * float64(i) / dashes
		for j := 0; j <= 6; j++ {
			a := a0 + math.Pi/dashes*float64(j)/6
			if j == 0 {
				s.MoveTo(x+r*math.Cos(a), y+r*math.Sin(a))
			} else {
				s.LineTo(x+r*math.Cos(a), y+r*math.Sin(a))
			}
		}
	}
	s.Stroke(turningColour, math.Max(2.5, r*0.12))
}

// turningColour marks a turn the wheel previews.
var turningColour = draw.RGBA(0xf0, 0x8c, 0x00, 0xf0)

// selectedRing is the radius (in cells) of the ring round a picked-up piece on a graph
// board: outside the icon (0.45) and the promotion ring (0.47).
const selectedRing = 0.55

// opaque is c with full alpha (its straight, not premultiplied, colour).
func opaque(c color.Color) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = 0xff
	return n
}

// DrawPiece draws one piece of the scene at a surface point, turned with the board.
func DrawPiece(s draw.Surface, sc *Scene, p pieces.Piece, x, y, size, turn float64) {
	colour := "grey"
	if p.Owner >= 0 && int(p.Owner) < len(sc.Colours) {
		colour = sc.Colours[p.Owner]
	}
	if sc.Out != nil && p.Owner >= 0 && sc.Out(p.Owner) {
		// a player who is out leaves neutral obstacles: drawn faded and struck through,
		// in the player's own hue, so that no one takes them for a live player's
		colour = pieces.OutColour(colour)
	}
	if p.Facing != pieces.NoFacing {
		p.Facing = int16(math.Mod(float64(p.Facing)+turn+720, 360))
	}
	badge := sc.Badge(p.Kind)
	if !drawCached(s, sc.Icons, p, colour, x, y, size, badge) {
		pieces.Draw(s, p, colour, x, y, size, badge)
	}
	role := sc.Kinds.Role(p.Kind)
	if role == rules.RoleCounter {
		drawCounter(s, p, x, y, size)
	}
	drawMarks(s, p, role == rules.RoleObject, x, y, size)
}

// Badge is the letters the scene badges a piece of kind k with: its notation code, or ""
// when the scene has no badges.
func (sc *Scene) Badge(k pieces.Kind) string {
	if !sc.Badges {
		return ""
	}
	return sc.Kinds.Code(k)
}

// Image draws the scene, with its reserves, into a w×h image on the theme's background.
func Image(sc *Scene, w, h int, turn float64, fonts *draw.Fonts) (*draw.Raster, Layout) {
	r := draw.NewRaster(w, h, fonts)
	r.Clear(sc.Theme.Background)
	f := Arrange(sc.Board, sc.Reserves, float64(w), float64(h), View{Turn: turn})
	Draw(r, sc, f.Board)
	drawSlots(r, sc, f)
	return r, f.Board
}

// drawGraph draws a graph board: a plate under the nodes, the lines, and each node as a
// disc. Promotion nodes get a ring wide enough to show round a piece: black where Black
// promotes (Shade 3), white where White does (Shade 4), as on the seed's board.
func drawGraph(s draw.Surface, sc *Scene, l Layout) {
	b := sc.Board
	t := sc.Theme
	k := l.Scale()
	lo, hi := b.Bounds()
	x0, y0 := l.ToSurface(boards.Point{X: lo.X + 0.55, Y: lo.Y + 0.55})
	x1, y1 := l.ToSurface(boards.Point{X: hi.X - 0.55, Y: hi.Y - 0.55})
	draw.RoundRect(s, math.Min(x0, x1), math.Min(y0, y1), math.Abs(x1-x0), math.Abs(y1-y0), k*0.3)
	s.Fill(t.Shades[0])
	for _, ln := range b.Lines() {
		ax, ay := l.ToSurface(b.Info(ln.A).Center)
		bx, by := l.ToSurface(b.Info(ln.B).Center)
		s.MoveTo(ax, ay)
		s.LineTo(bx, by)
	}
	s.Stroke(t.Frame, math.Max(1, k*0.045))
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		info := b.Info(c)
		x, y := l.ToSurface(info.Center)
		if ring := promotionRing(info.Shade); ring != nil {
			draw.Circle(s, x, y, k*0.47)
			s.Stroke(t.Frame, math.Max(2.5, k*0.075))
			draw.Circle(s, x, y, k*0.47)
			s.Stroke(ring, math.Max(1.5, k*0.045))
		}
		draw.Circle(s, x, y, k*nodeDot)
		s.FillStroke(t.Shades[1], t.Frame, math.Max(1, k*0.03))
	}
}

// promotionRing is the colour of a graph node's promotion ring, nil for none.
func promotionRing(shade uint8) color.Color {
	switch shade {
	case 3:
		return draw.RGB(0x18, 0x18, 0x18)
	case 4:
		return draw.RGB(0xfa, 0xfa, 0xfa)
	}
	return nil
}

// drawPreview marks what the hovered move would do: a red cross on each piece it
// captures or kills, an arrow to where each pushed piece would go.
func drawPreview(s draw.Surface, sc *Scene, l Layout) {
	b := sc.Board
	k := l.Scale()
	// certain effects in red and blue; those only some choices have, paler and thinner
	for _, set := range []struct {
		effects    []rules.Effect
		cross, arr color.Color
		width      float64
	}{
		{sc.Preview, draw.RGBA(0xd0, 0x10, 0x10, 0xd8), draw.RGBA(0x10, 0x50, 0xd0, 0xe0), 0.28},
		{sc.PreviewMaybe, draw.RGBA(0xe0, 0x70, 0x10, 0x90), draw.RGBA(0x10, 0x50, 0xd0, 0x70), 0.16},
	} {
		for _, e := range set.effects {
			info := b.Info(e.Cell)
			x, y := l.ToSurface(info.Center)
			r := info.Size * k * 0.32
			if e.To != boards.NoCell {
				// where the pushed piece lands: a ring there, and the arrow on a white
				// halo, so the push reads on any square and over any piece
				to := b.Info(e.To)
				tx, ty := l.ToSurface(to.Center)
				tr := to.Size * k
				draw.Circle(s, tx, ty, tr*0.36)
				s.FillStroke(draw.RGBA(0x10, 0x50, 0xd0, 0x38), set.arr, math.Max(2, tr*0.05))
				arrow(s, x, y, tx, ty, k*info.Size, draw.RGBA(0xff, 0xff, 0xff, 0xa0), 2.2)
				arrow(s, x, y, tx, ty, k*info.Size, set.arr, 1)
			}
			if e.To == boards.NoCell || e.Dies {
				s.MoveTo(x-r, y-r)
				s.LineTo(x+r, y+r)
				s.MoveTo(x+r, y-r)
				s.LineTo(x-r, y+r)
				s.Stroke(set.cross, math.Max(2, r*set.width))
			}
		}
	}
}

// Arrow is a move drawn as an arrow from one cell to another.
type Arrow struct{ From, To boards.Cell }

// ArrowOf is the arrow of move m: from its cell to its target; false for a move that
// stays on its cell or comes from a reserve (no line to draw).
func ArrowOf(m rules.Move) (Arrow, bool) {
	if m.From == boards.NoCell || m.From == m.To {
		return Arrow{}, false
	}
	return Arrow{m.From, m.To}, true
}

// arrowColour is the better move's: the green annotators use for a good move, half
// seen through so the pieces under it still read.
var arrowColour = draw.RGBA(0x1e, 0x9e, 0x4a, 0xc0)

// drawArrow draws a, over a white halo that keeps it apart from any board's colours.
func drawArrow(s draw.Surface, l Layout, b *boards.Board, a Arrow) {
	if int(a.From) >= b.Len() || int(a.To) >= b.Len() || a.From < 0 || a.To < 0 {
		return
	}
	from, to := b.Info(a.From), b.Info(a.To)
	x0, y0 := l.ToSurface(from.Center)
	x1, y1 := l.ToSurface(to.Center)
	c := to.Size * l.Scale()
	arrow(s, x0, y0, x1, y1, c, draw.RGBA(0xff, 0xff, 0xff, 0xa0), 1.8)
	arrow(s, x0, y0, x1, y1, c, arrowColour, 1)
}

// arrow draws a line with a head from (x0, y0) to (x1, y1), sized for a cell of size c;
// wide > 1 draws it that much wider (a halo under the arrow proper).
func arrow(s draw.Surface, x0, y0, x1, y1, c float64, col color.Color, wide float64) {
	dx, dy := x1-x0, y1-y0
	d := math.Hypot(dx, dy)
	if d == 0 {
		return
	}
	ux, uy := dx/d, dy/d
	w := math.Max(2, c*0.09) * wide
	h := c * 0.26
	s.MoveTo(x0, y0)
	s.LineTo(x1-ux*h*0.8, y1-uy*h*0.8)
	s.Stroke(col, w)
	draw.Poly(s, x1, y1, x1-ux*h-uy*h*0.6, y1-uy*h+ux*h*0.6, x1-ux*h+uy*h*0.6, y1-uy*h-ux*h*0.6)
	if wide > 1 {
		s.FillStroke(col, col, w-math.Max(2, c*0.09))
	} else {
		s.Fill(col)
	}
}

// DrawKeySwatch draws what key entry e explains as the board draws it, in the size×size
// box at (x, y): a cell of its shade with its mark, or a graph node with its ring. A
// legend so shows the very mark it explains.
func DrawKeySwatch(s draw.Surface, t Theme, b *boards.Board, e boards.KeyEntry, x, y, size float64) {
	shade := max(0, min(e.Shade, len(t.Shades)-1))
	if b.IsGraph() {
		cx, cy := x+size/2, y+size/2
		if ring := promotionRing(uint8(shade)); ring != nil {
			draw.Circle(s, cx, cy, size*0.4)
			s.Stroke(t.Frame, size*0.16)
			draw.Circle(s, cx, cy, size*0.4)
			s.Stroke(ring, size*0.1)
		}
		draw.Circle(s, cx, cy, size*0.12)
		s.FillStroke(t.Shades[1], t.Frame, size*0.03)
		return
	}
	draw.Rect(s, x, y, size, size)
	s.FillStroke(t.Shades[shade], t.Frame, size*0.04)
	if e.Mark != "" && t.Mark != nil {
		// larger than on the board, where it is a faint note in a corner
		s.Text(e.Mark, x+size/2, y+size/2, size*0.8, t.Mark, draw.Centre, true)
	}
}
