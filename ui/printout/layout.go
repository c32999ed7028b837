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

// layoutPlan is a document: its page size and how to draw page i.
type layoutPlan struct {
	w, h float64
	n    int
	draw func(i int, s draw.Surface) error
	tile *tiling // a board print's geometry
}

// unit is the surface unit render.Draw works in on paper, in mm: its minimum line widths
// (1.5 units for the outline, 0.6 for the grid) become 0.3 and 0.12 mm.
const unit = 0.2

func plan(job Job, o Options) (*layoutPlan, error) {
	o = o.defaults()
	if job.Game == nil {
		return nil, fmt.Errorf("no game to print")
	}
	if _, err := fonts(); err != nil {
		return nil, err
	}
	switch o.What {
	case Board, Setup, Position:
		return boardPlan(job, o)
	case Pieces:
		return piecesPlan(job, o)
	case Setups:
		return bookletPlan(job, o)
	case Game:
		return gamePlan(job, o)
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
		draw.Stamp(s, pieceKey{p, colour, sc.Badge(p.Kind), turn}, x-size/2, y-size/2, size/ref, ref, ref, func(t draw.Surface) {
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
	badge  string
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
	sc := render.NewScene(b, at, cols, job.Game.Kinds())
	sc.Theme = theme(o)
	if o.What == Position {
		sc.Last = job.Last
	}
	turn := 0.0

	// the legend: the kinds on the board, each in its first owner's colour
	var items []legendItem
	var keys [][]keyItem
	if o.What != Board {
		items = legend(pos, cols, sc.Kinds)
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
	if n > maxSheets {
		pages := func(k float64) int {
			return tiles(cw*k, tiled.w, o.Overlap) * tiles(ch*k, tiled.h, o.Overlap)
		}
		most := math.Floor(k)
		for most > 2 && pages(most) > maxSheets {
			most--
		}
		return nil, fmt.Errorf("%s with %g mm cells would need %s sheets of %s (%d columns × %d rows), more than %d: use a cell size of at most %g mm",
			title, k, thousands(n), o.paperName(), cols1, rows1, maxSheets, most)
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

// setupCaption names the setup printed: its number and dice name where the game has
// them, a hand-set position, the mode and the options; "Start position" when nothing else.
func setupCaption(job Job) string {
	parts := setupWords(job)
	if len(parts) == 0 {
		parts = []string{"Start position"}
	}
	return strings.Join(append(parts, configWords(job)...), " · ")
}

// setupWords name the setup a game begins from: a hand-set position, the setup's number
// and dice name where the game has them; none for a game of one start.
func setupWords(job Job) []string {
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
	}
	return parts
}

// configWords are the mode and options the game is played under.
func configWords(job Job) []string {
	var parts []string
	if job.Config.Mode != "" {
		parts = append(parts, "mode "+job.Config.Mode)
	}
	for _, k := range sortedKeys(job.Config.Options) {
		parts = append(parts, k+"="+job.Config.Options[k])
	}
	return parts
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// positionCaption says where the position printed stands: the setup its game began from
// (a position alone does not say it), the moves since and whose move it is.
func positionCaption(job Job, pos rules.Position) string {
	players := job.Game.Players(job.Config)
	var b strings.Builder
	if start := append(setupWords(job), configWords(job)...); len(start) > 0 {
		b.WriteString(strings.Join(start, " · ") + " · ")
	}
	if len(job.Moves) == 0 {
		b.WriteString("Start position")
	} else {
		b.WriteString("After ")
		b.WriteString(moveList(job.Moves, len(players)))
	}
	if o := pos.Outcome(); o.Over() {
		b.WriteString(" · ")
		if o.Result == rules.Win && int(o.Winner) >= 0 && int(o.Winner) < len(players) {
			fmt.Fprintf(&b, "%s %s by %s", players[o.Winner].Name, rules.Agree(players[o.Winner].Name, "wins", "win"), o.Reason)
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
