package render

import (
	"image/color"
	"math"
	"slices"
	"strconv"

	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules/analysis"
)

// Graph is an evaluation graph: each seat's expected result over a game, from 0 (lost)
// to 1 (won), point i after i plies. Drawn the same on the screen and on paper.
type Graph struct {
	Curves  [][]float64 // per seat; shorter than Plies+1 while an analysis goes on
	Colours []string    // the seats' colour names
	Plies   int         // the plies of the game: the width spans them all
	Current int         // the plies the board shows, marked by a line; -1 for none
	Marks   []GraphMark
}

// GraphMark is a marked move on the graph: on its player's line, after it.
type GraphMark struct {
	Ply, Seat int
	Level     int // 1 an inaccuracy, 2 a mistake, 3 a blunder
}

// markColours are the marks' by level: yellow, orange, red, as analysis boards show
// them; their sizes differ too, so a black-and-white print tells them apart.
var markColours = [...]color.Color{nil, draw.RGB(0xe0, 0xb0, 0x00), draw.RGB(0xe8, 0x74, 0x00), draw.RGB(0xd0, 0x20, 0x20)}

var (
	graphMid     = draw.RGBA(0x80, 0x80, 0x80, 0xa0)
	graphCurrent = draw.RGB(0x2a, 0x8c, 0xe8)
	graphGround  = draw.RGB(0xe6, 0xe6, 0xe6)
	graphEdge    = draw.RGB(0x30, 0x30, 0x30)
)

// GraphOf is the graph of analysis a of a game of plies plies, the seats' colours
// named, the position after current plies marked (-1: none).
func GraphOf(a *analysis.Analysis, plies int, colours []string, current int) Graph {
	g := Graph{Curves: a.Curve(), Colours: colours, Plies: plies, Current: current}
	for i, m := range a.Moves {
		if m.Mark != analysis.None {
			g.Marks = append(g.Marks, GraphMark{Ply: i, Seat: int(m.Seat), Level: int(m.Mark)})
		}
	}
	return g
}

// GraphX is where the point after ply plies stands in a graph w wide.
func GraphX(ply, plies int, w float64) float64 {
	return w * float64(ply) / float64(max(1, plies))
}

// GraphPly is the plies a click at x of a graph w wide points at.
func GraphPly(x, w float64, plies int) int {
	if w <= 0 {
		return 0
	}
	return max(0, min(plies, int(math.Round(x/w*float64(plies)))))
}

func graphY(e, h float64) float64 { return h * (1 - max(0, min(1, e))) }

// DrawGraph draws g in the w×h box at the origin of s. With two seats the first seat's
// share is filled from below in its colour and the second's from above in its own (the
// two lines mirror each other); with more, each seat is a line in its colour.
func DrawGraph(s draw.Surface, g Graph, w, h float64) {
	line := h / 70 // a pixel and more on the screen, half a millimetre on paper
	two := len(g.Curves) == 2
	draw.Rect(s, 0, 0, w, h)
	s.Fill(graphGround) // the plies not analysed yet stay this
	if two && len(g.Curves[0]) > 0 {
		c := g.Curves[0]
		end := GraphX(len(c)-1, g.Plies, w)
		draw.Rect(s, 0, 0, end, h)
		s.Fill(pieces.PlayerColours(g.Colours[1]).Fill)
		s.MoveTo(0, h)
		for i, e := range c {
			s.LineTo(GraphX(i, g.Plies, w), graphY(e, h))
		}
		s.LineTo(end, h)
		s.ClosePath()
		s.Fill(pieces.PlayerColours(g.Colours[0]).Fill)
	}
	s.MoveTo(0, h/2)
	s.LineTo(w, h/2)
	s.Stroke(graphMid, line)
	if !two {
		for seat, c := range g.Curves {
			if len(c) == 0 {
				continue
			}
			for pass, col := range []color.Color{graphEdge, pieces.PlayerColours(g.Colours[seat]).Fill} {
				s.MoveTo(0, graphY(c[0], h))
				for i, e := range c[1:] {
					s.LineTo(GraphX(i+1, g.Plies, w), graphY(e, h))
				}
				s.Stroke(col, line*[]float64{3.5, 2}[pass])
			}
		}
	}
	if g.Current >= 0 {
		x := GraphX(g.Current, g.Plies, w)
		s.MoveTo(x, 0)
		s.LineTo(x, h)
		s.Stroke(graphCurrent, line*1.5)
	}
	for _, m := range g.Marks {
		if m.Seat >= len(g.Curves) || m.Ply+1 >= len(g.Curves[m.Seat]) || m.Level < 1 || m.Level > 3 {
			continue
		}
		draw.Circle(s, GraphX(m.Ply+1, g.Plies, w), graphY(g.Curves[m.Seat][m.Ply+1], h), line*(1.5+float64(m.Level)))
		s.FillStroke(markColours[m.Level], graphEdge, line*0.8)
	}
	draw.Rect(s, 0, 0, w, h)
	s.Stroke(graphEdge, line)
}

// Histogram is how many setups have each score: scores in pawns for White, mates
// counted at the ends.
type Histogram struct {
	Scores  []float64 // pawns for White; ±Inf for a mate
	Current float64   // the score of the setup shown, marked; NaN for none
	Even    float64   // scores within this of 0 are shaded as balanced
}

// histogramEdge is the widest score the bars show, in pawns: beyond it (and mates) in
// the end bars.
const histogramEdge = 2.0

// histogramBars is how many bars cover −histogramEdge to +histogramEdge, an end bar on
// each side besides.
const histogramBars = 20

// HistogramBar is the bar a score falls in, from 0 (Black's end) to histogramBars+1.
func HistogramBar(score float64) int {
	switch {
	case score < -histogramEdge:
		return 0
	case score >= histogramEdge:
		return histogramBars + 1
	}
	return 1 + min(histogramBars-1, int((score+histogramEdge)/(2*histogramEdge)*histogramBars))
}

// DrawHistogram draws h in the w×h box at the origin of s: a bar for each range of
// scores, the balanced ones shaded, the current setup's bar in blue, the pawns under.
func DrawHistogram(s draw.Surface, hg Histogram, w, h float64) {
	counts := make([]int, histogramBars+2)
	for _, sc := range hg.Scores {
		counts[HistogramBar(sc)]++
	}
	// the bars are scaled to the tallest of the scores in range: an end bar taller (the
	// setups won at once) is cut at the top, its count written on it
	most := max(1, slices.Max(counts[1:histogramBars+1]))
	text := math.Max(9, math.Min(h/20, 14))
	plot := h - text*1.6
	bw := w / float64(len(counts))
	draw.Rect(s, 0, 0, w, h)
	s.Fill(draw.RGB(0xff, 0xff, 0xff))
	if hg.Even > 0 { // the balanced range, as a band behind the bars
		x0 := bw * (1 + (histogramEdge-hg.Even)/(2*histogramEdge)*histogramBars)
		x1 := bw * (1 + (histogramEdge+hg.Even)/(2*histogramEdge)*histogramBars)
		draw.Rect(s, x0, 0, x1-x0, plot)
		s.Fill(draw.RGB(0xdc, 0xf0, 0xdc))
	}
	cur := -1
	if !math.IsNaN(hg.Current) {
		cur = HistogramBar(hg.Current)
	}
	for i, n := range counts {
		bh := plot * min(1, float64(n)/float64(most))
		draw.Rect(s, float64(i)*bw+1, plot-bh, bw-2, bh)
		col := draw.RGB(0x80, 0x80, 0x80)
		if i == cur {
			col = graphCurrent
		}
		s.FillStroke(col, graphEdge, math.Max(0.5, h/300))
		if n > most {
			s.Text(strconv.Itoa(n), float64(i)*bw+bw/2, text*0.3, text*0.8, draw.RGB(0xff, 0xff, 0xff), draw.Anchor{X: 0.5, Y: 0}, true)
		}
	}
	s.MoveTo(0, plot)
	s.LineTo(w, plot)
	s.Stroke(graphEdge, math.Max(1, h/200))
	for _, l := range []struct {
		x    float64
		text string
	}{{bw, "-2"}, {w / 2, "0"}, {w - bw, "+2"}} { // the end bars: beyond, and mates
		s.Text(l.text, l.x, plot+text*0.3, text, graphEdge, draw.Anchor{X: 0.5, Y: 0}, false)
	}
}
