package render

import (
	"fmt"
	"math"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
)

// seat is one game, mode and seat's turn, with its start position's board and reserves.
type seat struct {
	name     string
	board    *boards.Board
	reserves [][]pieces.Piece
	turns    []float64
}

// seats lists every game and mode with the turns its seats use (0 always included).
func seats(t *testing.T) []seat {
	t.Helper()
	var out []seat
	for _, e := range games.All() {
		for _, m := range rules.ModesOf(e.Game) {
			cfg := rules.Config{Variant: e.Variant, Mode: m}
			p, err := e.Game.Start(cfg)
			if err != nil {
				t.Fatalf("%s %s: %v", e.ID, m, err)
			}
			s := seat{name: e.ID + " " + m, board: p.Board(), turns: []float64{0}}
			for i, pl := range e.Game.Players(cfg) {
				s.reserves = append(s.reserves, p.Reserve(rules.Player(i)))
				seen := false
				for _, tu := range s.turns {
					seen = seen || tu == pl.Turn
				}
				if !seen {
					s.turns = append(s.turns, pl.Turn)
				}
			}
			out = append(out, s)
		}
	}
	return out
}

// centreArea reports whether board point p lies in the middle of a cell: inside its
// polygon shrunk by shrink about its centre.
func centreArea(b *boards.Board, p boards.Point, shrink float64) bool {
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		info := b.Info(c)
		poly := make([]boards.Point, len(info.Poly))
		for i, q := range info.Poly {
			poly[i] = info.Center.Add(q.Sub(info.Center).Scale(shrink))
		}
		if len(poly) >= 3 && insideConvex(p, poly) {
			return true
		}
	}
	return false
}

// boxPoints samples a surface box's edges and inside.
func boxPoints(x0, y0, x1, y1 float64) [][2]float64 {
	var out [][2]float64
	for i := 0; i <= 6; i++ {
		for j := 0; j <= 4; j++ {
			out = append(out, [2]float64{x0 + (x1-x0)*float64(i)/6, y0 + (y1-y0)*float64(j)/4})
		}
	}
	return out
}

// TestEdgeLabelsStayInThePictureAndOffTheCells: for every game, mode and turn a seat
// uses, every edge label's text box (as the font measures it) lies inside the board's
// part of the picture, and none of it lies over the middle of any cell.
func TestEdgeLabelsStayInThePictureAndOffTheCells(t *testing.T) {
	f := fonts(t)
	for _, s := range seats(t) {
		for _, turn := range s.turns {
			t.Run(fmt.Sprintf("%s/%g", s.name, turn), func(t *testing.T) {
				for _, wh := range [][2]float64{{700, 700}, {900, 560}} {
					l := Arrange(s.board, s.reserves, wh[0], wh[1], View{Turn: turn}).Board
					size := l.Scale() * labelSize(s.board)
					spots := labelSpots(s.board, turn)
					for i, lab := range s.board.Labels() {
						x, y := l.ToSurface(spots[i])
						hw, hh := f.Measure(lab.Text, size, true)/2, size*0.72/2
						if x-hw < 0 || y-hh < 0 || x+hw > l.W || y+hh > l.H {
							t.Errorf("%gx%g: label %q at (%.0f, %.0f) leaves the %gx%g picture", wh[0], wh[1], lab.Text, x, y, l.W, l.H)
						}
						for _, p := range boxPoints(x-hw, y-hh, x+hw, y+hh) {
							if centreArea(s.board, l.ToBoard(p[0], p[1]), 0.8) {
								t.Errorf("%gx%g: label %q at (%.0f, %.0f) lies over a cell", wh[0], wh[1], lab.Text, x, y)
								break
							}
						}
					}
				}
			})
		}
	}
}

// TestTurnedLabelsStayBesideTheirCells: turned off the square, each label still stands
// near a cell it names (within two cells), not out in the corners of the old frame.
func TestTurnedLabelsStayBesideTheirCells(t *testing.T) {
	for _, s := range seats(t) {
		for _, turn := range s.turns {
			if math.Mod(turn, 90) == 0 {
				continue
			}
			spots := labelSpots(s.board, turn)
			for i, lab := range s.board.Labels() {
				best := math.Inf(1)
				for _, c := range named(s.board, lab.Text) {
					best = math.Min(best, spots[i].Dist(s.board.Info(c).Center))
				}
				if best > 2 {
					t.Errorf("%s %g: label %q is %.1f from the nearest cell it names", s.name, turn, lab.Text, best)
				}
			}
		}
	}
}

// TestZoomedInShowsCellNames: zoomed 3× on each corner of the board, at every turn a seat
// uses, the picture names some of the cells it shows, each name inside the picture and
// off the middle of its cell (where the piece stands).
func TestZoomedInShowsCellNames(t *testing.T) {
	f := fonts(t)
	for _, s := range seats(t) {
		lo, hi := s.board.Bounds()
		for _, turn := range s.turns {
			for _, corner := range [][2]float64{{1, 1}, {5, 1}, {1, 5}, {5, 5}} {
				focus := boards.Point{X: lo.X + (hi.X-lo.X)*corner[0]/6, Y: lo.Y + (hi.Y-lo.Y)*corner[1]/6}
				l := Arrange(s.board, s.reserves, 700, 700, View{Turn: turn, Zoom: 3, Focus: focus}).Board
				tags := cellTags(s.board, l)
				name := fmt.Sprintf("%s turn %g corner %v", s.name, turn, corner)
				files, ranks := 0, 0
				for _, tg := range tags {
					hw, hh := f.Measure(tg.Text, tg.Size, true)/2, tg.Size*0.72/2
					if tg.X-hw < 0 || tg.Y-hh < 0 || tg.X+hw > l.W || tg.Y+hh > l.H {
						continue // a name cut by the picture's edge: not counted
					}
					if tg.Text != "" {
						files++
						ranks++
					}
					info := s.board.Info(tg.Cell)
					r := info.Size * l.Scale()
					cx, cy := l.ToSurface(info.Center)
					// the piece's body: the middle of the cell
					for _, p := range boxPoints(tg.X-hw, tg.Y-hh, tg.X+hw, tg.Y+hh) {
						if math.Hypot(p[0]-cx, p[1]-cy) < r*0.3 {
							t.Errorf("%s: name %q over the middle of its cell", name, tg.Text)
							break
						}
					}
				}
				if files == 0 || ranks == 0 {
					t.Errorf("%s: no cell name inside the picture (%d tags)", name, len(tags))
				}
			}
		}
	}
}

// TestWholeBoardHasNoCellNames: not zoomed in, the edge labels do the naming.
func TestWholeBoardHasNoCellNames(t *testing.T) {
	for _, s := range seats(t) {
		l := Arrange(s.board, s.reserves, 700, 700, View{Zoom: 1}).Board
		if tags := cellTags(s.board, l); len(tags) != 0 {
			t.Errorf("%s: %d cell names on the whole board", s.name, len(tags))
		}
	}
}
