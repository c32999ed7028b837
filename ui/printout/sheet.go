package printout

import (
	"fmt"
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

// SandboxOf returns the game's rules.Sandbox, if it has one (the piece sheet's diagrams
// need it).
func SandboxOf(g rules.Game) (rules.Sandbox, bool) {
	sb, ok := g.(rules.Sandbox)
	return sb, ok
}

// sample is one kind of piece as it stands in a start position (its owner and facing).
type sample struct {
	piece  pieces.Piece
	colour string
}

// kindsOf lists the kinds of job's start position, or with all of every numbered setup,
// in catalogue order, each as first met (the first player's piece preferred).
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

// diagram is one piece's move diagram: a window of the board round the piece.
type diagram struct {
	scene    *render.Scene
	from     string // the cell's name
	moves    int    // target cells
	outside  int    // targets beyond the window
	sentence string // how the piece moves, from its card (the help's words)
	title    string // the card diagram's title ("Captures"), if any
	err      error
}

// diagramRadius is the window's radius in board units: a (1,4) leap fits.
const diagramRadius = 4.6

// moveDiagram asks the engine for p's moves alone on the board, from the cell nearest
// the board's centre that it may stand on.
func moveDiagram(sb rules.Sandbox, cfg rules.Config, b *boards.Board, s sample, th render.Theme) diagram {
	lo, hi := b.Bounds()
	mid := boards.Point{X: (lo.X + hi.X) / 2, Y: (lo.Y + hi.Y) / 2}
	cells := make([]boards.Cell, b.Len())
	for i := range cells {
		cells[i] = boards.Cell(i)
	}
	sort.SliceStable(cells, func(i, j int) bool {
		return b.Info(cells[i]).Center.Dist(mid) < b.Info(cells[j]).Center.Dist(mid)-1e-9
	})
	var pos rules.Position
	var at boards.Cell
	var err error
	for _, c := range cells[:min(len(cells), 12)] {
		if pos, err = sb.Alone(cfg, s.piece, c); err == nil {
			at = c
			break
		}
	}
	if pos == nil {
		return diagram{err: err}
	}
	capture := map[boards.Cell]bool{}
	for _, m := range pos.LegalMoves(nil) {
		if m.From != at || m.To == at || m.To == boards.NoCell {
			continue
		}
		capture[m.To] = capture[m.To] || m.Has(rules.Capture)
	}
	var targets []render.Target
	for c, cp := range capture {
		targets = append(targets, render.Target{Cell: c, Capture: cp})
	}
	cols := make([]string, int(s.piece.Owner)+1)
	for i := range cols {
		cols[i] = s.colour
	}
	return window(b, at, func(c boards.Cell) pieces.Piece {
		if c == at {
			return s.piece
		}
		return pieces.Piece{}
	}, targets, cols, th)
}

// window draws the part of board b round cell at, with the pieces pieceAt gives and
// the targets marked; it counts the targets it cannot show.
func window(b *boards.Board, at boards.Cell, pieceAt func(boards.Cell) pieces.Piece, targets []render.Target, cols []string, th render.Theme) diagram {
	centre := b.Info(at).Center
	index := map[boards.Cell]boards.Cell{}
	var infos []boards.CellInfo
	var orig []boards.Cell
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		if b.Info(c).Center.Dist(centre) <= diagramRadius+1e-9 {
			index[c] = boards.Cell(len(infos))
			infos = append(infos, *b.Info(c))
			orig = append(orig, c)
		}
	}
	var sub *boards.Board
	var err error
	if b.IsGraph() {
		var lines []boards.Line
		for _, l := range b.Lines() {
			a, ok1 := index[l.A]
			c, ok2 := index[l.B]
			if ok1 && ok2 {
				lines = append(lines, boards.Line{A: a, B: c})
			}
		}
		sub, err = boards.NewGraph(b.Name(), infos, nil, lines)
	} else {
		sub, err = boards.New(b.Name(), infos, nil, nil)
	}
	if err != nil {
		return diagram{err: err}
	}
	cells := map[boards.Cell]bool{}
	for _, t := range targets {
		cells[t.Cell] = true
	}
	d := diagram{from: b.CellName(at), moves: len(cells)}
	sc := render.NewScene(sub, func(c boards.Cell) pieces.Piece { return pieceAt(orig[c]) }, cols)
	sc.Theme = th
	sc.Labels = false
	sc.Selected = index[at]
	sort.Slice(targets, func(i, j int) bool {
		if targets[i].Cell != targets[j].Cell {
			return targets[i].Cell < targets[j].Cell
		}
		return !targets[i].Capture
	})
	outside := map[boards.Cell]bool{}
	for _, t := range targets {
		if nc, ok := index[t.Cell]; ok {
			sc.Targets = append(sc.Targets, render.Target{Cell: nc, Capture: t.Capture})
		} else {
			outside[t.Cell] = true
		}
	}
	d.outside = len(outside)
	d.scene = sc
	return d
}

// cardDiagram is the piece's diagram from its help card: the same engine positions and
// marks as the help window (captures on staged targets where the engine can stage them),
// shown as a window of the board round the piece.
func cardDiagram(job Job, cols []string, th render.Theme, k sample) (diagram, bool) {
	id := job.Config.Variant
	if id == "" {
		id = job.Game.ID()
	}
	card, err := cards.CardOf(games.Entry{ID: id, Name: job.title(), Game: job.Game, Variant: id}, job.Config, k.piece.Kind)
	if err != nil || len(card.Diagrams) == 0 {
		return diagram{}, false
	}
	dg := card.Diagrams[0]
	for _, x := range card.Diagrams {
		if x.Title == "Captures" { // it shows the moves too, and what a piece captures
			dg = x
		}
	}
	pos := dg.Position
	d := window(pos.Board(), dg.Cell, pos.At, append([]render.Target(nil), dg.Targets...), cols, th)
	d.sentence = card.Sentence
	d.title = dg.Title
	return d, true
}

// piecesPlan prints a sheet of every kind: icon, name, code, how it moves, and its move
// diagram from the engine.
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
	start, err := job.Game.Start(job.Config)
	if err != nil {
		return nil, err
	}
	b := start.Board()
	sb, hasSandbox := SandboxOf(job.Game)
	th := theme(o)
	diagrams := make([]diagram, len(kinds))
	if hasSandbox {
		for i, k := range kinds {
			if d, ok := cardDiagram(job, cols, th, k); ok {
				diagrams[i] = d
				continue
			}
			diagrams[i] = moveDiagram(sb, job.Config, b, k, th)
		}
	}
	f := o.frame()
	pw, ph := o.PageSize()
	sub := fmt.Sprintf("%d kinds of piece", len(kinds))
	if o.All && job.Game.Setups(job.Config.Variant) > 0 {
		sub += " in all setups"
	} else if job.Config.Setup > 0 || job.Config.Mode != "" {
		sub += " · " + setupCaption(job)
	}
	if hasSandbox {
		sub += " · diagrams by the rules engine: dots moves, rings captures"
	} else {
		sub += " · this game has no move diagrams yet (no sandbox in its engine)"
	}
	area := header(nullSurface{}, f, job.title()+": pieces", sub, "")
	rowH := 52.0
	if !hasSandbox {
		rowH = 30
	}
	per := max(1, int(area.h/rowH))
	n := (len(kinds) + per - 1) / per
	pl := &layoutPlan{w: pw, h: ph, n: n}
	pl.draw = func(page int, s draw.Surface) error {
		header(s, f, job.title()+": pieces", sub, "")
		for slot := 0; slot < per; slot++ {
			i := page*per + slot
			if i >= len(kinds) {
				break
			}
			y := area.y + float64(slot)*rowH
			if slot > 0 {
				s.MoveTo(f.x, y-2)
				s.LineTo(f.x+f.w, y-2)
				s.Stroke(draw.RGB(0xbb, 0xbb, 0xbb), 0.2)
			}
			pieceRow(s, kinds[i], diagrams[i], hasSandbox, f.x, y, f.w, rowH-4)
		}
		footer(s, o, page, n)
		return nil
	}
	return pl, nil
}

func pieceRow(s draw.Surface, k sample, d diagram, withDiagram bool, x, y, w, h float64) {
	tx := x
	if withDiagram {
		size := h
		if d.scene != nil {
			ew, eh := extent(d.scene.Board, 0)
			kk := math.Min(size/ew, size/eh)
			drawBoard(s, d.scene, x+(size-ew*kk)/2, y+(size-eh*kk)/2, kk, 0)
		} else {
			draw.Rect(s, x, y, size, size)
			s.Stroke(faint, 0.2)
			msg := "no diagram"
			if d.err != nil {
				msg = "no diagram: " + d.err.Error()
			}
			for j, line := range wrap(msg, size-4, 2.4, false) {
				s.Text(line, x+2, y+size/2+float64(j)*3.2, 2.4, faint, draw.Anchor{}, false)
			}
		}
		tx = x + size + 6
	}
	icon := 16.0
	pieces.Draw(s, k.piece, k.colour, tx+icon/2, y+icon/2, icon, false)
	info := k.piece.Kind.Info()
	nx := tx + icon + 4
	s.Text(info.Name, nx, y+1, 5, ink, draw.Anchor{}, true)
	s.Text("Notation: "+info.Code, nx, y+8.5, 3.4, ink, draw.Anchor{}, false)
	ty := y + icon + 4
	tw := x + w - tx
	sentence := info.Summary
	if d.sentence != "" {
		sentence = d.sentence
	}
	for _, line := range wrap(sentence, tw, 3.6, false) {
		s.Text(line, tx, ty, 3.6, ink, draw.Anchor{}, false)
		ty += 5.2
	}
	if withDiagram && d.scene != nil {
		note := fmt.Sprintf("Diagram: from %s, %d %s", d.from, d.moves, plural(d.moves, "target", "targets"))
		if d.outside > 0 {
			note += fmt.Sprintf(" (%d beyond the part of the board shown)", d.outside)
		}
		note += "."
		ty += 1.5
		for _, line := range wrap(note, tw, 3, false) {
			s.Text(line, tx, ty, 3, faint, draw.Anchor{}, false)
			ty += 4.3
		}
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// wrap breaks text into lines no wider than w mm at the given size.
func wrap(text string, w, size float64, bold bool) []string {
	f, _ := Fonts()
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
