package printout

import (
	"context"
	"errors"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"oddboards/rules/games"
	"oddboards/ui/render"
)

// labelBoxes are the edge labels' glyph boxes of job's board as printed by pl, in the
// plane the sheets tile (sheet 1's area corner at 0, 0).
func labelBoxes(t *testing.T, j Job, pl *layoutPlan) (boxes [][4]float64, names []string) {
	t.Helper()
	pos, err := j.Game.Start(j.Config)
	if err != nil {
		t.Fatal(err)
	}
	b := pos.Board()
	tl := pl.tile
	ew, eh := extent(b, 0)
	l := render.NewLayout(b, ew*tl.k/unit, eh*tl.k/unit, 0, 0)
	size := unit * l.Scale() * 0.32 * math.Min(1, b.Info(0).Size*1.3)
	f, _ := fonts()
	x0, y0 := tl.offX+labelPad*tl.k, tl.offY+labelPad*tl.k
	for _, lab := range b.Labels() {
		x, y := l.ToSurface(lab.At)
		x, y = x0+x*unit, y0+y*unit
		w := f.Measure(lab.Text, size, true)
		boxes = append(boxes, [4]float64{x - w/2, y - size/2, x + w/2, y + size/2})
		names = append(names, lab.Text)
	}
	return boxes, names
}

// TestTiledLabelsAreInsideASheet: every edge label of a tiled true-size board lies whole
// inside the tiled area of some sheet, so the mask cuts none ("10" printed as "0" on
// Chess 2016's first 30 mm sheet, the file letters cut under the title); the same on one
// sheet, fitted or at true size.
func TestTiledLabelsAreInsideASheet(t *testing.T) {
	for _, e := range games.All() {
		for _, o := range []Options{{What: Board, CellMM: 30}, {What: Board, CellMM: 22, Landscape: true}, {What: Board, CellMM: 6}, {What: Board}} {
			j := job(t, e.ID)
			o = o.defaults()
			pl, err := plan(j, o)
			if err != nil {
				t.Fatal(err)
			}
			tl := pl.tile
			boxes, names := labelBoxes(t, j, pl)
			if len(boxes) == 0 {
				continue
			}
			for i, bx := range boxes {
				inside := false
				for r := 0; r < tl.rows && !inside; r++ {
					for c := 0; c < tl.cols && !inside; c++ {
						sx, sy := float64(c)*(tl.area.w-tl.overlap), float64(r)*(tl.area.h-tl.overlap)
						inside = bx[0] >= sx-1e-6 && bx[2] <= sx+tl.area.w+1e-6 && bx[1] >= sy-1e-6 && bx[3] <= sy+tl.area.h+1e-6
					}
				}
				if !inside {
					t.Errorf("%s at %g mm (%d×%d sheets): label %q at %.1f,%.1f–%.1f,%.1f is cut on every sheet", e.ID, o.CellMM, tl.cols, tl.rows, names[i], bx[0], bx[1], bx[2], bx[3])
				}
			}
		}
	}
}

// TestTilesAreBalancedAndMarksClearTheHeader: the board is centred across the tiles, so
// every column and row of sheets carries at least half a sheet of board (Chess 2016 at
// 30 mm had a 1 cm strip on its third column), and the crop marks, which reach 6 mm
// beyond the tiled area's corners, stay below the header ("Empty board" sat on them).
func TestTilesAreBalancedAndMarksClearTheHeader(t *testing.T) {
	for _, e := range games.All() {
		for _, o := range []Options{{What: Board, CellMM: 30}, {What: Setup, CellMM: 41}, {What: Board, CellMM: 25, Landscape: true, Paper: Letter}} {
			var tl *tiling
			for {
				pl, err := plan(job(t, e.ID), o.defaults())
				if err != nil {
					t.Fatal(err)
				}
				if tl = pl.tile; tl.cols*tl.rows > 1 {
					break
				}
				o.CellMM *= 1.5 // a small board: larger cells, until it tiles
			}
			show := func(off, length, avail float64, i int) float64 {
				lo := float64(i) * (avail - tl.overlap)
				return math.Min(off+length, lo+avail) - math.Max(off, lo)
			}
			for c := 0; c < tl.cols; c++ {
				if s := show(tl.offX, tl.w, tl.area.w, c); s < tl.area.w/2 && tl.cols > 1 {
					t.Errorf("%s at %g mm: column %d of %d shows %.0f mm of board", e.ID, o.CellMM, c+1, tl.cols, s)
				}
			}
			for r := 0; r < tl.rows; r++ {
				if s := show(tl.offY, tl.h, tl.area.h, r); s < tl.area.h/2 && tl.rows > 1 {
					t.Errorf("%s at %g mm: row %d of %d shows %.0f mm of board", e.ID, o.CellMM, r+1, tl.rows, s)
				}
			}
			if tl.area.y-6 < tl.header {
				t.Errorf("%s: the crop marks reach %.1f mm, the header ends at %.1f", e.ID, tl.area.y-6, tl.header)
			}
		}
	}
}

// TestHugePrintsAreRefused: a board that would take more than maxSheets sheets is refused
// at once, before any drawing, saying how many and the largest cell size that fits (a
// 500 mm Antarctic board ran for minutes towards thousands of pages).
func TestHugePrintsAreRefused(t *testing.T) {
	j := job(t, "antarctic-chess")
	calls := 0 // no page is drawn before the refusal (no timing: CI machines may be slow)
	_, err := Export(context.Background(), j, Options{What: Board, CellMM: 500}, func(int, int) { calls++ })
	if err == nil {
		t.Fatal("a 500 mm Antarctic board is printed")
	}
	if calls > 0 {
		t.Errorf("refusing came after %d progress calls", calls)
	}
	m := regexp.MustCompile(`would need ([\d,]+) sheets .* at most (\d+) mm`).FindStringSubmatch(err.Error())
	if m == nil {
		t.Fatalf("error %q names no sheet count or cell size", err)
	}
	n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
	most, _ := strconv.ParseFloat(m[2], 64)
	if n <= maxSheets {
		t.Errorf("%q: %d sheets", err, n)
	}
	if p, err := pages(j, Options{What: Board, CellMM: most}); err != nil || p > maxSheets {
		t.Errorf("the suggested %g mm: %d sheets, %v", most, p, err)
	}
	if _, err := pages(j, Options{What: Board, CellMM: most + 1}); err == nil {
		t.Errorf("%g mm is not the largest that fits", most)
	}
	if thousands(2340) != "2,340" || thousands(999) != "999" || thousands(1234567) != "1,234,567" {
		t.Error("thousands")
	}
}

// TestTiledProgress: a tiled board reports progress page by page, as the booklet does.
func TestTiledProgress(t *testing.T) {
	var done []int
	files, err := Export(context.Background(), job(t, "chess-2016"), Options{What: Board, CellMM: 30, Format: SVG}, func(d, total int) {
		if total != 6 {
			t.Errorf("total %d", total)
		}
		done = append(done, d)
	})
	if err != nil || len(files) != 6 {
		t.Fatal(len(files), err)
	}
	if len(done) != 7 || done[6] != 6 {
		t.Errorf("progress %v", done)
	}
	ctx, cancel := context.WithCancel(context.Background())
	_, err = Export(ctx, job(t, "antarctic-chess"), Options{What: Board, CellMM: 60}, func(d, total int) {
		if d == 3 {
			cancel()
		}
	})
	if !errors.Is(err, ErrCancelled) {
		t.Errorf("cancelled tiles: %v", err)
	}
}

// TestCellLineNamesTheVariant: Chess 56 and Chess 112 share Chess 2016's board; the line
// under a print names the job's game or variant, not the board ("Chess 2016 · 96 cells"
// on a Chess 112 setup).
func TestCellLineNamesTheVariant(t *testing.T) {
	for _, id := range []string{"chess-56", "chess-112"} {
		j := job(t, id)
		for _, w := range []What{Setup, Board} {
			files := export(t, j, Options{What: w, Format: SVG})
			svg := string(files[0].Data)
			if !strings.Contains(svg, j.Title+" · 96 cells") || strings.Contains(svg, "Chess 2016") {
				t.Errorf("%s %s: the cell line does not name %q", id, w, j.Title)
			}
		}
	}
}

// TestOverlapWiderThanTheSheetIsRefused: margins and an overlap that leave no board on
// a sheet are refused with what to change, not counted as a negative number of pages.
func TestOverlapWiderThanTheSheetIsRefused(t *testing.T) {
	for _, ov := range []float64{40, 50} {
		n, err := pages(job(t, "chess-2016"), Options{What: Setup, Landscape: true, Margin: 52, CellMM: 30, Overlap: ov})
		if err == nil || !strings.Contains(err.Error(), "overlap") {
			t.Errorf("overlap %g: %d pages, %v", ov, n, err)
		}
	}
}
