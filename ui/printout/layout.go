package printout

import (
	"fmt"
	"image/color"
	"math"
	"sort"
	"strings"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/render"
)

var (
	white = draw.RGB(255, 255, 255)
	black = draw.RGB(0, 0, 0)
	ink   = draw.RGB(0x1a, 0x1a, 0x1a)
	faint = draw.RGB(0x70, 0x70, 0x70)
)

// PrintTheme is the colour theme on paper: the screen's squares, dark labels, no
// background (the paper is the background).
var PrintTheme = func() render.Theme {
	t := render.Classic
	t.Background = white
	t.Label = draw.RGB(0x30, 0x30, 0x30)
	t.Frame = draw.RGB(0x2a, 0x1c, 0x10)
	// opaque marks: a printer's dithering washes out translucent dots
	t.Move = draw.RGB(0x2a, 0x4a, 0x20)
	t.Capture = draw.RGB(0xb0, 0x20, 0x10)
	return t
}()

// BWTheme saves ink: the screen's cell shades turned into white and light greys (the
// light squares white, the dark ones 20 % grey), a black grid and outline, black labels,
// grey highlights. Pieces are drawn in white, black and greys, marked where greys are
// close (see colours).
var BWTheme = func() render.Theme {
	t := render.Classic
	for i, c := range t.Shades {
		if c == nil {
			continue
		}
		r, g, b, _ := c.RGBA()
		lum := (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)) / 257
		v := 255 - (255-lum)*0.45
		if v > 0xee {
			v = 255
		}
		t.Shades[i] = draw.RGB(uint8(v), uint8(v), uint8(v))
	}
	t.Background = white
	t.Grid, t.Frame, t.Label = black, black, black
	t.Mark = draw.RGBA(0, 0, 0, 0x80)
	t.Selected = draw.RGB(0x99, 0x99, 0x99)
	t.Last = draw.RGBA(0, 0, 0, 0x30)
	t.Move, t.Capture = black, black
	t.Hover = draw.RGBA(0, 0, 0, 0x20)
	t.Alert = draw.RGBA(0, 0, 0, 0x30)
	return t
}()

func theme(o Options) render.Theme {
	if o.BW {
		return BWTheme
	}
	return PrintTheme
}

// colours returns the piece colour of each player: the game's, or in black and white
// one of bwStyles (an army whose own colour is white or black keeps it).
func colours(players []rules.PlayerInfo, o Options) []string {
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = p.Colour
	}
	if !o.BW {
		return out
	}
	styles := bwStyles()
	taken := make([]bool, len(styles))
	keep := make([]bool, len(players))
	for i, p := range players {
		for j := 0; j < 2; j++ { // styles[0] and [1] are plain white and black
			if !taken[j] && styles[j] == p.Colour {
				out[i], taken[j], keep[i] = styles[j], true, true
			}
		}
	}
	next := 0
	for i := range players {
		if keep[i] {
			continue
		}
		for next < len(styles) && taken[next] {
			next++
		}
		if next == len(styles) {
			// more armies than styles: they repeat (the legend names each army's pieces)
			out[i] = styles[i%len(styles)]
			continue
		}
		out[i], taken[next] = styles[next], true
	}
	return out
}

// bwStyles are the armies of a black-and-white print: white and black, then greys and
// white and black again, each with a mark of its own (pieces.Marked), since greys alone
// do not tell four armies apart on paper (light grey against white).
func bwStyles() []string {
	out := []string{"white", "black"}
	greys := []string{"silver", "slate", "grey", "white", "black", "silver"}
	for i, m := range pieces.Marks() {
		out = append(out, pieces.Marked(greys[i%len(greys)], m))
	}
	return out
}

// colourWords says how a piece colour looks on paper: "light grey with a dot".
func colourWords(colour string) string {
	name, _, _ := strings.Cut(colour, "/")
	words := map[string]string{"silver": "light grey", "slate": "dark grey"}[name]
	if words == "" {
		words = name
	}
	if m := pieces.MarkOf(colour); m != "" {
		words += " with a " + m
	}
	return words
}

// layoutPlan is a document: its page size and how to draw page i.
type layoutPlan struct {
	w, h float64
	n    int
	draw func(i int, s draw.Surface) error
	tile *tiling // a board print's geometry
}

// tiling is where a board print puts the board: the tiled area of each sheet, the
// columns and rows of sheets, and the board's labelled box in the plane they tile.
type tiling struct {
	area       frame   // the tiled (or, on one sheet, the board's) area of a sheet
	header     float64 // the bottom of the header text
	cols, rows int
	overlap    float64
	offX, offY float64 // the labelled box's corner in the plane (sheet 1's area at 0, 0)
	w, h       float64 // the labelled box: the board's bounding box and its labels' room
	k          float64 // mm per board unit
}

// origin is sheet i's tiled plane origin on the paper.
func (t *tiling) origin(i int) (x, y float64) {
	row, col := i/t.cols, i%t.cols
	return t.area.x - float64(col)*(t.area.w-t.overlap), t.area.y - float64(row)*(t.area.h-t.overlap)
}

// unit is the surface unit render.Draw works in on paper, in mm: its minimum line widths
// (1.5 units for the outline, 0.6 for the grid) become 0.3 and 0.12 mm.
const unit = 0.2

func plan(job Job, o Options) (*layoutPlan, error) {
	o = o.Defaults()
	if job.Game == nil {
		return nil, fmt.Errorf("no game to print")
	}
	if _, err := Fonts(); err != nil {
		return nil, err
	}
	switch o.What {
	case Board, Setup, Position:
		return boardPlan(job, o)
	case Pieces:
		return piecesPlan(job, o)
	case Setups:
		return bookletPlan(job, o)
	}
	return nil, fmt.Errorf("nothing called %q to print", o.What)
}

// frame is the printable box of a page.
type frame struct{ x, y, w, h float64 }

func (o Options) frame() frame {
	w, h := o.PageSize()
	return frame{o.Margin, o.Margin, w - 2*o.Margin, h - 2*o.Margin}
}

// header writes the title and a subtitle at the top of f and returns the box below them.
func header(s draw.Surface, f frame, title, sub, right string) frame {
	s.Text(title, f.x, f.y, 6, ink, draw.Anchor{}, true)
	if right != "" {
		s.Text(right, f.x+f.w, f.y+1.5, 3, faint, draw.Anchor{X: 1}, false)
	}
	y := f.y + 6 + 2.5
	if sub != "" {
		s.Text(sub, f.x, y, 3.4, ink, draw.Anchor{}, false)
		y += 3.4 + 2.5
	}
	return frame{f.x, y, f.w, f.y + f.h - y}
}

// footer writes "Oddboards" and the page number at the very bottom of the margin.
func footer(s draw.Surface, o Options, i, n int) {
	w, h := o.PageSize()
	y := h - o.Margin/2 - 1
	s.Text("Oddboards", o.Margin, y, 2.4, faint, draw.Anchor{}, false)
	if n > 1 {
		s.Text(fmt.Sprintf("page %d of %d", i+1, n), w-o.Margin, y, 2.4, faint, draw.Anchor{X: 1}, false)
	}
}

// extent is the size of the board's bounding box (labels included) turned by turn
// degrees, in board units.
func extent(b *boards.Board, turn float64) (w, h float64) {
	lo, hi := b.Bounds()
	sin, cos := math.Sincos(turn * math.Pi / 180)
	hw, hh := (hi.X-lo.X)/2, (hi.Y-lo.Y)/2
	w = 2 * (math.Abs(hw*cos) + math.Abs(hh*sin))
	h = 2 * (math.Abs(hw*sin) + math.Abs(hh*cos))
	return w, h
}

// drawBoard draws sc with its turned bounding box's top-left corner at (x, y) mm, k mm
// per board unit.
func drawBoard(s draw.Surface, sc *render.Scene, x, y, k, turn float64) {
	ew, eh := extent(sc.Board, turn)
	s.Push()
	s.Translate(x, y)
	s.Scale(unit, unit)
	// NewLayout fits the box exactly: its scale is then k/unit surface units per unit.
	W, H := ew*k/unit, eh*k/unit
	l := render.NewLayout(sc.Board, W, H, 0, turn)
	if sc.Selected != boards.NoCell || sc.Hover != boards.NoCell || len(sc.Targets) > 0 || len(sc.Last) > 0 || len(sc.Alerts) > 0 {
		render.Draw(s, sc, l)
		s.Pop()
		return
	}
	// The empty board and each piece are stamps: a PDF stores each once, however many
	// boards a booklet prints. Other surfaces draw them every time.
	empty := *sc
	empty.PieceAt = func(boards.Cell) pieces.Piece { return pieces.Piece{} }
	// the stamp's box clips: leave room for the labels, centred on the box's edges
	pad := l.Scale() * 0.6
	draw.Stamp(s, boardKey{sc.Board, sc.Theme, sc.Labels, k, turn}, -pad, -pad, 1, W+2*pad, H+2*pad, func(t draw.Surface) {
		t.Translate(pad, pad)
		render.Draw(t, &empty, l)
	})
	b := sc.Board
	const ref = 20 // a piece's stamp is drawn in a ref×ref box
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		p := sc.PieceAt(c)
		if p.Empty() {
			continue
		}
		info := b.Info(c)
		x, y := l.ToSurface(info.Center)
		size := info.Size * l.Scale() * 0.9
		colour := "grey"
		if p.Owner >= 0 && int(p.Owner) < len(sc.Colours) {
			colour = sc.Colours[p.Owner]
		}
		draw.Stamp(s, pieceKey{p, colour, sc.Badges, turn}, x-size/2, y-size/2, size/ref, ref, ref, func(t draw.Surface) {
			render.DrawPiece(t, sc, p, ref/2, ref/2, ref, turn)
		})
	}
	s.Pop()
}

type boardKey struct {
	b      *boards.Board
	theme  render.Theme
	labels bool
	k      float64
	turn   float64
}

type pieceKey struct {
	p      pieces.Piece
	colour string
	badges bool
	turn   float64
}

// boardPlan prints one board (empty, a setup or a position), fitted or at true size,
// tiled when it does not fit.
func boardPlan(job Job, o Options) (*layoutPlan, error) {
	var pos rules.Position
	var err error
	sub := ""
	switch o.What {
	case Board:
		pos, err = job.Game.Start(job.Config)
		sub = "Empty board"
	case Setup:
		pos, err = rules.StartOf(job.Game, job.Config) // a custom setup's position too
		sub = setupCaption(job)
	case Position:
		pos = job.Position
		if pos == nil {
			pos, err = rules.StartOf(job.Game, job.Config)
		}
		sub = positionCaption(job, pos)
	}
	if err != nil {
		return nil, err
	}
	b := pos.Board()
	players := job.Game.Players(job.Config)
	cols := colours(players, o)
	at := pos.At
	if o.What == Board {
		at = func(boards.Cell) pieces.Piece { return pieces.Piece{} }
	}
	sc := render.NewScene(b, at, cols)
	sc.Theme = theme(o)
	if o.What == Position {
		sc.Last = job.Last
	}
	turn := 0.0

	// the legend: the kinds on the board, each in its first owner's colour
	var items []legendItem
	var keys [][]keyItem
	if o.What != Board {
		items = legend(pos, cols)
		if ak := armyKey(players, cols, o.BW); len(ak) > 0 {
			keys = append(keys, ak)
		}
	}
	if mk := marksKey(b, sc.Theme); len(mk) > 0 {
		keys = append(keys, mk)
	}
	f := o.frame()
	pw, ph := o.PageSize()
	ew, eh := extent(b, turn)
	title := job.title()
	// measure the furniture on a throwaway surface: header and legend heights
	probe := header(nullSurface{}, f, title, sub, "")
	legendH := legendHeight(items, f.w) + keysHeight(keys, f.w)
	infoH := 5.0
	if o.CellMM > 0 {
		infoH = 5 + 4 + 7 // the cell line, the overlap note of tiles, the scale bar
	}
	area := frame{probe.x, probe.y, probe.w, probe.h - legendH - infoH - 2}
	if area.h < 20 {
		return nil, fmt.Errorf("the page is too small for the board and its legend")
	}
	k := o.CellMM
	fit := k == 0
	// the printed board: its bounding box and round it room for the edge labels' glyphs,
	// which stand centred on the box's edges (cw × ch board units)
	cw, ch := ew+2*labelPad, eh+2*labelPad
	if fit {
		k = math.Min(area.w/cw, area.h/ch)
	}
	bw, bh := cw*k, ch*k
	// tiles: how many columns and rows of the tiled area, overlapping. A tiled page keeps
	// room above and below its area for the crop marks, clear of the header and the notes.
	tiled := area
	cols1, rows1 := 1, 1
	if !fit && (bw > area.w+1e-9 || bh > area.h+1e-9) {
		tiled = frame{area.x, area.y + cropRoom, area.w, area.h - 2*cropRoom}
		if tiled.w <= o.Overlap+10 || tiled.h <= o.Overlap+10 {
			return nil, fmt.Errorf("the sheets leave %.0f × %.0f mm for the board, too little for a %.0f mm overlap: use smaller margins or overlap",
				tiled.w, tiled.h, o.Overlap)
		}
		cols1, rows1 = tiles(bw, tiled.w, o.Overlap), tiles(bh, tiled.h, o.Overlap)
	}
	n := cols1 * rows1
	if n > MaxSheets {
		pages := func(k float64) int {
			return tiles(cw*k, tiled.w, o.Overlap) * tiles(ch*k, tiled.h, o.Overlap)
		}
		most := math.Floor(k)
		for most > 2 && pages(most) > MaxSheets {
			most--
		}
		return nil, fmt.Errorf("%s with %g mm cells would need %s sheets of %s (%d columns × %d rows), more than %d: use a cell size of at most %g mm",
			title, k, thousands(n), o.paperName(), cols1, rows1, MaxSheets, most)
	}
	// the tiles cover more than the board: centre it, so that the slack is shared by the
	// first and last column (row) instead of leaving a sliver on the last
	offX := (float64(cols1)*tiled.w - float64(cols1-1)*o.Overlap - bw) / 2
	offY := (float64(rows1)*tiled.h - float64(rows1-1)*o.Overlap - bh) / 2
	cellInfo := fmt.Sprintf("%s · %d cells · one cell %.1f mm", title, b.Len(), k)
	if fit {
		cellInfo += " (fitted to the page)"
	} else {
		cellInfo += " (true size)"
	}
	if n == 1 {
		tiled = area
		offX, offY = (area.w-bw)/2, (area.h-bh)/2
	}
	tl := &tiling{area: tiled, header: probe.y, cols: cols1, rows: rows1, overlap: o.Overlap, offX: offX, offY: offY, w: bw, h: bh, k: k}
	pl := &layoutPlan{w: pw, h: ph, n: n, tile: tl}
	pl.draw = func(i int, s draw.Surface) error {
		row, col := i/cols1, i%cols1
		right := ""
		if n > 1 {
			right = fmt.Sprintf("sheet row %d, column %d of %d × %d", row+1, col+1, rows1, cols1)
		}
		header(s, f, title, sub, right)
		// the tiled plane's origin on this sheet, and the labelled board in it (on one
		// sheet: centred in the area)
		ox, oy := tl.origin(i)
		// a sheet of several holds only its part of the board; a PDF stores the board
		// once as a stamp, so only the other formats are culled
		bs := s
		if _, stamps := s.(draw.Stamper); n > 1 && !stamps {
			bs = draw.Cull(s, tiled.x, tiled.y, tiled.w, tiled.h)
		}
		drawBoard(bs, sc, ox+offX+labelPad*k, oy+offY+labelPad*k, k, turn)
		if n > 1 {
			regMarks(s, ox, oy, offX, offY, bw, bh, tiled, row, col, rows1, cols1, o.Overlap)
			mask(s, tiled, pw, ph)
			tileMarks(s, tiled, row, col, rows1, cols1, o.Overlap)
			// the header again: the mask covered it
			header(s, f, title, sub, right)
		}
		y := area.y + area.h + 2
		s.Text(cellInfo, f.x, y, 3, ink, draw.Anchor{}, false)
		y += 5
		if n > 1 {
			s.Text(fmt.Sprintf("Overlap %.0f mm between the dashed lines: lay the sheets over each other so that the crosses match, and tape.", o.Overlap),
				f.x, y-0.5, 2.6, ink, draw.Anchor{}, false)
			y += 4
		} else if o.CellMM > 0 {
			y += 4
		}
		if o.CellMM > 0 {
			scaleBar(s, f.x, y+1)
			y += 7
		}
		y = drawKeys(s, keys, f.x, y, f.w)
		drawLegend(s, items, f.x, y, f.w)
		footer(s, o, i, n)
		return nil
	}
	return pl, nil
}

// MaxSheets is the most sheets a true-size board may be tiled across; a larger print is
// refused with the largest cell size that fits (a 500 mm Antarctic board would need
// thousands of sheets and minutes to draw).
const MaxSheets = 200

// cropRoom is kept clear above and below a tiled area for its crop marks (they reach
// 6 mm beyond its corners).
const cropRoom = 7.0

func (o Options) paperName() string {
	name := o.Defaults().Paper.Name
	if o.Landscape {
		name += " landscape"
	}
	return name
}

// thousands writes n with thousands separators: 2,340.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// tiles is how many pages of length avail, overlapping by ov, cover length total.
func tiles(total, avail, ov float64) int {
	if total <= avail+1e-9 {
		return 1
	}
	return int(math.Ceil((total - ov) / (avail - ov) * (1 - 1e-12)))
}

// mask paints the paper white outside the area (to well beyond the page), so a tile
// shows only its part of the board. Vector files keep the hidden parts underneath.
func mask(s draw.Surface, a frame, pw, ph float64) {
	const far = 2000
	draw.Rect(s, -far, -far, pw+2*far, a.y+far)                 // above
	draw.Rect(s, -far, a.y+a.h, pw+2*far, ph+far-(a.y+a.h)+far) // below
	draw.Rect(s, -far, a.y, a.x+far, a.h)                       // left
	draw.Rect(s, a.x+a.w, a.y, pw+far-(a.x+a.w), a.h)           // right
	s.Fill(white)
}

// regMarks draws registration crosses in the overlap bands on either side of sheet (row,
// col), in the tiled plane's coordinates (origin ox, oy; the board's labelled box at offX,
// offY in it, bw × bh), so the same crosses appear on both sheets that share a band. Only
// this sheet's bands are drawn, and only their crosses inside its area.
func regMarks(s draw.Surface, ox, oy, offX, offY, bw, bh float64, a frame, row, col, rows, cols int, ov float64) {
	const r = 3.0
	cross := func(x, y float64) {
		if x < a.x-r || x > a.x+a.w+r || y < a.y-r || y > a.y+a.h+r {
			return
		}
		draw.Circle(s, x, y, r*0.6)
		s.MoveTo(x-r, y)
		s.LineTo(x+r, y)
		s.MoveTo(x, y-r)
		s.LineTo(x, y+r)
		s.Stroke(black, 0.2)
	}
	along := func(length float64) []float64 {
		n := max(2, int(length/60)+1)
		var out []float64
		for i := 0; i < n; i++ {
			out = append(out, length*(float64(i)+0.5)/float64(n))
		}
		return out
	}
	for _, c := range []int{col, col + 1} {
		if c < 1 || c >= cols {
			continue
		}
		x := ox + float64(c)*(a.w-ov) + ov/2
		for _, y := range along(bh) {
			cross(x, oy+offY+y)
		}
	}
	for _, rw := range []int{row, row + 1} {
		if rw < 1 || rw >= rows {
			continue
		}
		y := oy + float64(rw)*(a.h-ov) + ov/2
		for _, x := range along(bw) {
			cross(ox+offX+x, y)
		}
	}
}

// tileMarks draws the printable area's corners as crop marks and a thin dashed line where
// the neighbouring sheets' parts begin (the overlap), with a note on what to do.
func tileMarks(s draw.Surface, a frame, row, col, rows, cols int, ov float64) {
	const l = 4
	for _, c := range [][2]float64{{a.x, a.y}, {a.x + a.w, a.y}, {a.x, a.y + a.h}, {a.x + a.w, a.y + a.h}} {
		dx, dy := l, l
		if c[0] > a.x {
			dx = -l
		}
		if c[1] > a.y {
			dy = -l
		}
		s.MoveTo(c[0]-float64(dx)/2, c[1])
		s.LineTo(c[0]-float64(dx)*1.5, c[1])
		s.MoveTo(c[0], c[1]-float64(dy)/2)
		s.LineTo(c[0], c[1]-float64(dy)*1.5)
	}
	s.Stroke(black, 0.25)
	dashed := func(x0, y0, x1, y1 float64) {
		d := math.Hypot(x1-x0, y1-y0)
		n := int(d / 3)
		for i := 0; i < n; i += 2 {
			t0, t1 := float64(i)/float64(n), float64(i+1)/float64(n)
			s.MoveTo(x0+(x1-x0)*t0, y0+(y1-y0)*t0)
			s.LineTo(x0+(x1-x0)*t1, y0+(y1-y0)*t1)
		}
		s.Stroke(faint, 0.25)
	}
	if col > 0 {
		dashed(a.x+ov, a.y, a.x+ov, a.y+a.h)
	}
	if col < cols-1 {
		dashed(a.x+a.w-ov, a.y, a.x+a.w-ov, a.y+a.h)
	}
	if row > 0 {
		dashed(a.x, a.y+ov, a.x+a.w, a.y+ov)
	}
	if row < rows-1 {
		dashed(a.x, a.y+a.h-ov, a.x+a.w, a.y+a.h-ov)
	}
}

// scaleBar draws a 50 mm bar to check that the printer did not scale the page.
func scaleBar(s draw.Surface, x, y float64) {
	const l = 50
	s.MoveTo(x, y)
	s.LineTo(x+l, y)
	for i := 0; i <= 5; i++ {
		h := 1.2
		if i%5 == 0 {
			h = 2
		}
		s.MoveTo(x+float64(i)*10, y-h)
		s.LineTo(x+float64(i)*10, y)
	}
	s.Stroke(ink, 0.25)
	s.Text("50 mm: measure this bar to check the print is at 100 %", x+l+3, y-1, 2.6, ink, draw.Anchor{Y: 0.5}, false)
}

// legendItem is one kind in the legend, in the colour of its first owner.
type legendItem struct {
	kind   pieces.Kind
	colour string
}

func legend(pos rules.Position, cols []string) []legendItem {
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
		items = append(items, legendItem{k, c})
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
		pieces.Draw(s, pieces.Piece{Kind: it.kind, Facing: pieces.NoFacing}, it.colour, cx+3, cy+3, 6, false)
		info := it.kind.Info()
		s.Text(info.Code, cx+7.5, cy+3, 3, ink, draw.Anchor{Y: 0.5}, true)
		s.Text(info.Name, cx+7.5+float64(len(info.Code))*2.2+1.5, cy+3, 3, ink, draw.Anchor{Y: 0.5}, false)
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

func setupCaption(job Job) string {
	n := job.Config.Setup
	var parts []string
	if job.Config.Position != "" {
		parts = append(parts, "A position set up by hand")
	}
	if n > 0 {
		parts = append(parts, fmt.Sprintf("Setup %d", n))
		if sr, ok := job.Game.(rules.SetupReader); ok {
			if name := sr.SetupName(job.Config.Variant, n); name != "" {
				parts = append(parts, "dice "+name)
			}
		}
	} else if sp, ok := startSetup(job); ok {
		parts = append(parts, fmt.Sprintf("Setup %d (the default)", sp))
		if sr, ok := job.Game.(rules.SetupReader); ok {
			if name := sr.SetupName(job.Config.Variant, sp); name != "" {
				parts = append(parts, "dice "+name)
			}
		}
	} else {
		parts = append(parts, "Start position")
	}
	if job.Config.Mode != "" {
		parts = append(parts, "mode "+job.Config.Mode)
	}
	for _, k := range sortedKeys(job.Config.Options) {
		parts = append(parts, k+"="+job.Config.Options[k])
	}
	return strings.Join(parts, " · ")
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func positionCaption(job Job, pos rules.Position) string {
	players := job.Game.Players(job.Config)
	var b strings.Builder
	if len(job.Moves) == 0 {
		b.WriteString("Start position")
	} else {
		b.WriteString("After ")
		b.WriteString(moveList(job.Moves, len(players)))
	}
	if o := pos.Outcome(); o.Over() {
		b.WriteString(" · ")
		if o.Result == rules.Win && int(o.Winner) >= 0 && int(o.Winner) < len(players) {
			fmt.Fprintf(&b, "%s wins by %s", players[o.Winner].Name, o.Reason)
		} else {
			fmt.Fprintf(&b, "drawn: %s", o.Reason)
		}
	} else if tm := int(pos.ToMove()); tm >= 0 && tm < len(players) {
		fmt.Fprintf(&b, " · %s to move", players[tm].Name)
	}
	if st := pos.Status(); st != "" {
		b.WriteString(" (" + st + ")")
	}
	return b.String()
}

// moveList numbers moves by rounds of the players ("1. e5 e6 2. Nc3"), keeping only the
// last 24 so a caption stays one line.
func moveList(moves []string, players int) string {
	players = max(players, 1)
	var parts []string
	start := 0
	if len(moves) > 24 {
		start = len(moves) - 24
		start -= start % players
		parts = append(parts, "…")
	}
	for i := start; i < len(moves); i++ {
		if i%players == 0 {
			parts = append(parts, fmt.Sprintf("%d.", i/players+1))
		}
		parts = append(parts, moves[i])
	}
	return strings.Join(parts, " ")
}

// nullSurface draws nothing: it lets layout code measure without drawing.
type nullSurface struct{}

func (nullSurface) MoveTo(x, y float64)                                                    {}
func (nullSurface) LineTo(x, y float64)                                                    {}
func (nullSurface) CubicTo(x1, y1, x2, y2, x, y float64)                                   {}
func (nullSurface) ClosePath()                                                             {}
func (nullSurface) Fill(color.Color)                                                       {}
func (nullSurface) Stroke(color.Color, float64)                                            {}
func (nullSurface) FillStroke(color.Color, color.Color, float64)                           {}
func (nullSurface) Text(string, float64, float64, float64, color.Color, draw.Anchor, bool) {}
func (nullSurface) Push()                                                                  {}
func (nullSurface) Pop()                                                                   {}
func (nullSurface) Translate(x, y float64)                                                 {}
func (nullSurface) Rotate(float64)                                                         {}
func (nullSurface) Scale(sx, sy float64)                                                   {}

// startSetup is the number of the setup a game starts from when Config names none, for
// positions that tell it (Setup() int).
func startSetup(job Job) (int, bool) {
	if job.Game.Setups(job.Config.Variant) == 0 {
		return 0, false
	}
	pos, err := job.Game.Start(job.Config)
	if err != nil {
		return 0, false
	}
	if sp, ok := pos.(rules.SetupPosition); ok && sp.Setup() > 0 {
		return sp.Setup(), true
	}
	return 0, false
}
