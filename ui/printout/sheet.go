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
	"oddboards/rules/games"
	"oddboards/ui/cards"
	"oddboards/ui/render"
)

// sample is one kind of piece as it stands in a start position (its owner and facing).
type sample struct {
	piece  pieces.Piece
	colour string
}

// kindsOf lists the kinds of job's start position, or with all of every numbered setup,
// in pieces.Kind order, each as first met (the first player's piece preferred).
func kindsOf(job Job, all bool, cols []string) ([]sample, error) {
	seen := map[pieces.Kind]pieces.Piece{}
	add := func(p pieces.Piece) {
		if p.Empty() {
			return
		}
		if q, ok := seen[p.Kind]; ok && (q.Owner == 0 || p.Owner != 0) {
			return
		}
		p.Count = 0
		seen[p.Kind] = p
	}
	scan := func(cfg rules.Config) error {
		pos, err := job.Game.Start(cfg)
		if err != nil {
			return err
		}
		b := pos.Board()
		for c := boards.Cell(0); int(c) < b.Len(); c++ {
			add(pos.At(c))
		}
		for pl := range job.Game.Players(cfg) {
			for _, p := range pos.Reserve(rules.Player(pl)) {
				add(p)
			}
		}
		return nil
	}
	if err := scan(job.Config); err != nil {
		return nil, err
	}
	if n := job.Game.Setups(job.Config.Variant); all && n > 0 {
		for i := 1; i <= n; i++ {
			cfg := job.Config
			cfg.Setup = i
			if err := scan(cfg); err != nil {
				return nil, err
			}
		}
	}
	out := make([]sample, 0, len(seen))
	for _, p := range seen {
		c := "grey"
		if p.Owner >= 0 && int(p.Owner) < len(cols) {
			c = cols[p.Owner]
		}
		out = append(out, sample{p, c})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].piece.Kind < out[j].piece.Kind })
	return out, nil
}

// printed is one move diagram as printed: the whole board of a card's diagram, so every
// target is on the paper, with its edge labels, the piece's cell shaded, the targets
// marked as in the app (dots, capture rings, a square round a move-only dot), its title
// and caption.
type printed struct {
	scene    *render.Scene
	moveOnly []boards.Cell // targets where it may move but could not capture
	turn     float64       // degrees the board is turned (the first player's view)
	from     string        // the piece's cell
	moves    int           // distinct target cells
	captures int           // of them, the cells it captures on
	inPlace  int           // legal moves that stay on the cell (turns, transformations)
	title    string        // "Moves", "Captures", "Facing N"
	caption  string        // how to read it, from the card
	err      error
}

// newDiagram makes the printed diagram of a card's diagram.
func newDiagram(d cards.Diagram, cols []string, th render.Theme) printed {
	b := d.Position.Board()
	sc := render.NewScene(b, d.Position.At, cols, d.Kinds)
	sc.Theme = th
	sc.Selected = d.Cell
	out := printed{scene: sc, moveOnly: d.MoveOnly, turn: d.Turn, from: b.CellName(d.Cell),
		inPlace: len(d.InPlace), title: d.Title, caption: d.Caption}
	cells, caps := map[boards.Cell]bool{}, map[boards.Cell]bool{}
	for _, t := range d.Targets { // in board order, quiet before capture
		sc.Targets = append(sc.Targets, render.Target(t))
		cells[t.Cell] = true
		if t.Capture {
			caps[t.Cell] = true
		}
	}
	out.moves, out.captures = len(cells), len(caps)
	return out
}

// moveDiagram is the engine's moves of a piece alone on the board (for a piece whose
// card has no diagram).
func moveDiagram(sb rules.Game, cfg rules.Config, b *boards.Board, s sample, kinds rules.Kinds, cols []string, th render.Theme) printed {
	d, err := cards.AloneDiagram(sb, cfg, b, s.piece, kinds)
	if err != nil {
		return printed{err: err}
	}
	return newDiagram(d, cols, th)
}

// pieceCard is one kind on the sheet: its help card's words and all its diagrams.
type pieceCard struct {
	kind       sample
	name, code string // its name and notation letters in the game
	sentence   string
	diagrams   []printed
	caption    string // the caption every diagram shares, printed once beside them
	note       string // why there is no diagram
}

// cardOf is kind k's help card as printed: the card's sentence and every one of its
// diagrams (the same engine positions, marks and captions as the help window), each on
// the whole board. A game with a sandbox whose card has no diagram gets the engine's
// moves of the piece alone.
func cardOf(job Job, cols []string, th render.Theme, k sample) pieceCard {
	id := job.Config.Variant
	if id == "" {
		id = job.Game.ID()
	}
	e := games.Entry{ID: id, Name: job.title(), Game: job.Game, Variant: id}
	if known, err := games.Lookup(id); err == nil {
		e.Descriptor = known.Descriptor // the card's words
	}
	ki, _ := job.Game.Kinds().Of(k.piece.Kind)
	pc := pieceCard{kind: k, name: ki.Name, code: ki.Code}
	card, err := cards.CardOf(e, job.Config, k.piece.Kind)
	if card.Sentence != "" {
		pc.sentence = card.Sentence
	}
	for _, dg := range card.Diagrams {
		pc.diagrams = append(pc.diagrams, newDiagram(dg, cols, th))
	}
	switch {
	case len(pc.diagrams) > 0:
	case err != nil:
		if start, serr := job.Game.Start(job.Config); serr == nil {
			d := moveDiagram(job.Game, job.Config, start.Board(), k, job.Game.Kinds(), cols, th)
			if d.err == nil {
				pc.diagrams = append(pc.diagrams, d)
				break
			}
		}
		pc.note = "No diagram: " + err.Error()
	case card.NoDiagram != "":
		pc.note = card.NoDiagram
	}
	if len(pc.diagrams) > 1 {
		shared := pc.diagrams[0].caption
		for _, d := range pc.diagrams[1:] {
			if d.caption != shared {
				shared = ""
			}
		}
		if shared != "" {
			pc.caption = shared
			for i := range pc.diagrams {
				pc.diagrams[i].caption = ""
			}
		}
	}
	return pc
}

// The piece sheet's measures, in mm.
const (
	sheetGap     = 4.0  // between diagrams, and between the words and the diagrams
	sheetTextW   = 56.0 // the words beside the diagrams
	sheetMinDW   = 44.0 // a diagram's width at least (while the page allows)
	sheetMaxDW   = 66.0 // and at most
	sheetMaxDH   = 52.0 // a diagram's board at most this high…
	sheetMinCell = 3.0  // …unless its cells would be smaller than this
	sheetIcon    = 14.0
	labelPad     = 0.4 // board units round the bounding box: the edge labels' glyphs
)

// placed is a diagram's place in its block: the box of the board and its labels.
type placed struct {
	x, y, w, h float64 // the board's box, labels included, relative to the block
	k          float64 // mm per board unit
	top        float64 // the title's top
	note       []string
	caption    []string
}

// block is one kind's part of a sheet: the words, then the diagrams in a grid beside or
// below them.
type block struct {
	card     pieceCard
	w, h     float64
	textW    float64  // the words' width
	sentence []string // wrapped
	caption  []string // the shared caption, wrapped
	note     []string // no diagram: why, wrapped
	diagrams []placed
}

// textHeight is the height of the block's words.
func (b *block) textHeight() float64 {
	h := sheetIcon + 4 + float64(len(b.sentence))*4.8
	if len(b.caption) > 0 {
		h += 1.5 + float64(len(b.caption))*3.6
	}
	if len(b.note) > 0 {
		h += 1.5 + float64(len(b.note))*4.2
	}
	return h
}

// layoutCard places a card's words and diagrams in a block w mm wide, no higher than
// avail (smaller diagrams when it would be).
func layoutCard(pc pieceCard, w, avail float64) block {
	var best block
	for scale := 1.0; ; {
		best = layoutCardAt(pc, w, scale)
		if best.h <= avail+1e-9 || scale < 0.2 {
			return best
		}
		scale *= 0.97 * avail / best.h
	}
}

func layoutCardAt(pc pieceCard, w, scale float64) block {
	nd := len(pc.diagrams)
	// beside the words, or below them: whichever needs fewer rows of diagrams
	grid := func(gw float64) (nc, rows int) {
		nc = max(1, min(nd, int((gw+sheetGap)/(sheetMinDW*scale+sheetGap))))
		rows = (nd + nc - 1) / max(nc, 1)
		return (nd + rows - 1) / max(rows, 1), rows
	}
	side := nd > 0
	gx, gw := sheetTextW+sheetGap, w-sheetTextW-sheetGap
	if nd > 0 {
		_, rs := grid(gw)
		_, rw := grid(w)
		side = rs <= rw
	}
	b := block{card: pc, w: w, textW: w}
	if side {
		b.textW = sheetTextW
	} else {
		gx, gw = 0, w
	}
	b.sentence = wrap(pc.sentence, b.textW, 3.4, false)
	if pc.caption != "" {
		b.caption = wrap(pc.caption, b.textW, 2.6, false)
	}
	if pc.note != "" {
		b.note = wrap(pc.note, b.textW, 3, false)
	}
	textH := b.textHeight()
	if nd == 0 {
		b.h = textH
		return b
	}
	nc, _ := grid(gw)
	dw := math.Min(sheetMaxDW*scale, (gw-float64(nc-1)*sheetGap)/float64(nc))
	gy := 0.0
	if !side {
		gy = textH + sheetGap
	}
	y := gy
	for r := 0; r*nc < nd; r++ {
		rowH := 0.0
		for c := 0; c < nc && r*nc+c < nd; c++ {
			d := pc.diagrams[r*nc+c]
			ew, eh := extent(d.scene.Board, d.turn)
			ew, eh = ew+2*labelPad, eh+2*labelPad
			dhCap := math.Max(sheetMaxDH, math.Min(eh*sheetMinCell, 100)) * scale
			k := math.Min(dw/ew, dhCap/eh)
			p := placed{top: y, w: ew * k, h: eh * k, k: k}
			p.x = gx + float64(c)*(dw+sheetGap) + (dw-p.w)/2
			p.y = y + 4.6
			p.note = wrap(diagramNote(d), dw, 2.5, false)
			if d.caption != "" {
				p.caption = wrap(d.caption, dw, 2.4, false)
			}
			h := 4.6 + p.h + 1.5 + float64(len(p.note))*3.4 + float64(len(p.caption))*3.2
			rowH = math.Max(rowH, h)
			b.diagrams = append(b.diagrams, p)
		}
		y += rowH + sheetGap
	}
	b.h = y - sheetGap
	if side {
		b.h = math.Max(b.h, textH)
	}
	return b
}

// diagramNote counts what a diagram shows: "From f5: 20 targets, 4 of them move only."
func diagramNote(d printed) string {
	note := fmt.Sprintf("From %s: %d %s", d.from, d.moves, plural(d.moves, "target", "targets"))
	var parts []string
	if d.captures > 0 {
		parts = append(parts, fmt.Sprintf("%d %s", d.captures, plural(d.captures, "capture", "captures")))
	}
	if len(d.moveOnly) > 0 {
		parts = append(parts, fmt.Sprintf("%d move only", len(d.moveOnly)))
	}
	if len(parts) > 0 {
		note += " (" + strings.Join(parts, ", ") + ")"
	}
	if d.inPlace > 0 {
		note += fmt.Sprintf("; %d %s in place", d.inPlace, plural(d.inPlace, "move", "moves"))
	}
	return note + "."
}

// sheet is a piece sheet laid out: the blocks of each page and where they stand.
type sheet struct {
	area  frame // below the header and the key
	pages [][]sheetSlot
}

type sheetSlot struct {
	block
	x, y float64
}

// moveOnlyColour outlines move-only targets: the app's blue, opaque on paper, or black.
func moveOnlyColour(o Options) color.Color {
	if o.BW {
		return black
	}
	return draw.RGB(0x10, 0x40, 0xb0)
}

// sheetHeader is the piece sheet's title and subtitle.
func sheetHeader(job Job, o Options, n int) (title, sub string) {
	sub = fmt.Sprintf("%d kinds of piece", n)
	if o.All && job.Game.Setups(job.Config.Variant) > 0 {
		sub += " in all setups"
	} else if job.Config.Setup > 0 || job.Config.Mode != "" {
		sub += " · " + setupCaption(job)
	}
	sub += " · diagrams by the rules engine, as in the app's help"
	return job.title() + ": pieces", sub
}

const keyH = 7.0 // the key to the marks under the header

// layoutSheet lays out the piece sheet: each kind's words and all its card's diagrams,
// as many kinds to a page as fit.
func layoutSheet(job Job, o Options, cards []pieceCard) sheet {
	f := o.frame()
	title, sub := sheetHeader(job, o, len(cards))
	area := header(nullSurface{}, f, title, sub, "")
	area.y += keyH
	area.h -= keyH
	area.h -= 3 // the footer
	sh := sheet{area: area}
	var page []sheetSlot
	y := area.y
	for _, pc := range cards {
		b := layoutCard(pc, area.w, area.h)
		if len(page) > 0 && y+b.h > area.y+area.h+1e-9 {
			sh.pages = append(sh.pages, page)
			page, y = nil, area.y
		}
		page = append(page, sheetSlot{b, area.x, y})
		y += b.h + 7
	}
	if len(page) > 0 {
		sh.pages = append(sh.pages, page)
	}
	return sh
}

// piecesPlan prints a sheet of every kind: icon, name, code, how it moves, and all the
// move diagrams of its help card.
func piecesPlan(job Job, o Options) (*layoutPlan, error) {
	players := job.Game.Players(job.Config)
	cols := colours(players, o)
	kinds, err := kindsOf(job, o.All, cols)
	if err != nil {
		return nil, err
	}
	if len(kinds) == 0 {
		return nil, fmt.Errorf("%s has no pieces to print", job.title())
	}
	th := theme(o)
	pcs := make([]pieceCard, len(kinds))
	for i, k := range kinds {
		pcs[i] = cardOf(job, cols, th, k)
	}
	sh := layoutSheet(job, o, pcs)
	f := o.frame()
	pw, ph := o.PageSize()
	title, sub := sheetHeader(job, o, len(kinds))
	n := len(sh.pages)
	mo := moveOnlyColour(o)
	pl := &layoutPlan{w: pw, h: ph, n: n}
	pl.draw = func(page int, s draw.Surface) error {
		top := header(s, f, title, sub, "")
		drawKey(s, th, mo, top.x, top.y)
		for i, sl := range sh.pages[page] {
			if i > 0 {
				s.MoveTo(f.x, sl.y-3.5)
				s.LineTo(f.x+f.w, sl.y-3.5)
				s.Stroke(draw.RGB(0xbb, 0xbb, 0xbb), 0.2)
			}
			drawBlock(s, sl.block, sl.x, sl.y, mo)
		}
		footer(s, o, page, n)
		return nil
	}
	return pl, nil
}

// drawKey explains the marks with the marks themselves.
func drawKey(s draw.Surface, th render.Theme, mo color.Color, x, y float64) {
	cy := y + 2.5
	text := func(t string) {
		s.Text(t, x, cy, 2.8, ink, draw.Anchor{Y: 0.5}, false)
		x += measure(t, 2.8) + 6
	}
	draw.Rect(s, x, cy-2, 4, 4)
	s.Fill(th.Selected)
	x += 5.5
	text("the piece")
	draw.Circle(s, x+1, cy, 0.8)
	s.Fill(th.Move)
	x += 3.5
	text("it may move there")
	draw.Circle(s, x+2, cy, 1.8)
	s.Stroke(th.Capture, 0.35)
	x += 5.5
	text("it captures there")
	draw.Circle(s, x+2, cy, 0.8)
	s.Fill(th.Move)
	draw.Poly(s, x+0.4, cy-1.6, x+3.6, cy-1.6, x+3.6, cy+1.6, x+0.4, cy+1.6)
	s.Stroke(mo, 0.3)
	x += 5.5
	text("a square round a dot: it may move there but cannot capture there")
}

func measure(t string, size float64) float64 {
	f, err := fonts()
	if err != nil {
		return float64(len(t)) * size * 0.5
	}
	return f.Measure(t, size, false)
}

// drawBlock draws one kind's words and diagrams with the block's corner at (x, y).
func drawBlock(s draw.Surface, b block, x, y float64, mo color.Color) {
	k := b.card.kind
	pieces.Draw(s, k.piece, k.colour, x+sheetIcon/2, y+sheetIcon/2, sheetIcon, "")
	nx := x + sheetIcon + 4
	s.Text(b.card.name, nx, y+0.5, 5, ink, draw.Anchor{}, true)
	s.Text("Notation: "+b.card.code, nx, y+7.5, 3.4, ink, draw.Anchor{}, false)
	ty := y + sheetIcon + 4
	for _, line := range b.sentence {
		s.Text(line, x, ty, 3.4, ink, draw.Anchor{}, false)
		ty += 4.8
	}
	if len(b.caption) > 0 {
		ty += 1.5
		for _, line := range b.caption {
			s.Text(line, x, ty, 2.6, faint, draw.Anchor{}, false)
			ty += 3.6
		}
	}
	if len(b.note) > 0 {
		ty += 1.5
		for _, line := range b.note {
			s.Text(line, x, ty, 3, faint, draw.Anchor{}, false)
			ty += 4.2
		}
	}
	for i, p := range b.diagrams {
		d := b.card.diagrams[i]
		s.Text(d.title, x+p.x, y+p.top, 3.2, ink, draw.Anchor{}, true)
		drawDiagram(s, d, x+p.x+labelPad*p.k, y+p.y+labelPad*p.k, p.k, mo)
		ny := y + p.y + p.h + 1.5
		for _, line := range p.note {
			s.Text(line, x+p.x, ny, 2.5, ink, draw.Anchor{}, false)
			ny += 3.4
		}
		for _, line := range p.caption {
			s.Text(line, x+p.x, ny, 2.4, faint, draw.Anchor{}, false)
			ny += 3.2
		}
	}
}

// drawDiagram draws the whole board of d, its bounding box's corner at (x, y), k mm per
// board unit, with the targets and a square round each move-only dot as the app does
// (cards.Diagram.Draw).
func drawDiagram(s draw.Surface, d printed, x, y, k float64, mo color.Color) {
	b := d.scene.Board
	ew, eh := extent(b, d.turn)
	s.Push()
	defer s.Pop()
	s.Translate(x, y)
	s.Scale(unit, unit)
	l := render.NewLayout(b, ew*k/unit, eh*k/unit, 0, d.turn)
	render.Draw(s, d.scene, l)
	cards.DrawMoveOnly(s, l, b, d.moveOnly, mo)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// wrap breaks text into lines no wider than w mm at the given size.
func wrap(text string, w, size float64, bold bool) []string {
	f, _ := fonts()
	var lines []string
	var cur string
	for _, word := range strings.Fields(text) {
		try := word
		if cur != "" {
			try = cur + " " + word
		}
		if cur != "" && f.Measure(try, size, bold) > w {
			lines = append(lines, cur)
			cur = word
			continue
		}
		cur = try
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
