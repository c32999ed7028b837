package printout

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"image"
	"image/png"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/boards/draw/pdftest"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
)

func job(t testing.TB, id string) Job {
	t.Helper()
	e, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	return Job{Game: e.Game, Config: rules.Config{Variant: e.Variant}, Title: e.Name}
}

func export(t testing.TB, j Job, o Options) []File {
	t.Helper()
	files, err := Export(context.Background(), j, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestPDFPaperSizes(t *testing.T) {
	for _, tc := range []struct {
		paper     Paper
		landscape bool
		w, h      float64
	}{
		{A4, false, 595.28, 841.89},
		{Letter, false, 612, 792},
		{A4, true, 841.89, 595.28},
		{Letter, true, 792, 612},
	} {
		for _, e := range games.All() {
			files := export(t, job(t, e.ID), Options{What: Setup, Paper: tc.paper, Landscape: tc.landscape})
			if len(files) != 1 || files[0].Ext != ".pdf" {
				t.Fatalf("%d files", len(files))
			}
			f := pdftest.Read(t, files[0].Data)
			if f.Count != 1 || len(f.Boxes) != 1 {
				t.Fatalf("%s %s: %d pages, %d boxes", e.ID, tc.paper.Name, f.Count, len(f.Boxes))
			}
			b := f.Boxes[0]
			if math.Abs(b[2]-tc.w) > 0.01 || math.Abs(b[3]-tc.h) > 0.01 {
				t.Errorf("%s %s landscape=%v: MediaBox %v, want %.2f × %.2f", e.ID, tc.paper.Name, tc.landscape, b, tc.w, tc.h)
			}
		}
	}
}

// TestPDFTrueSize prints the Chess 2016 board with 20 mm cells and measures a square in
// the file: the board is a form XObject placed with a scale, and a cell is a path in it.
func TestPDFTrueSize(t *testing.T) {
	const cell = 20.0
	files := export(t, job(t, "chess-2016"), Options{What: Board, CellMM: cell, Landscape: true})
	f := pdftest.Read(t, files[0].Data)
	if f.Count < 2 {
		t.Fatalf("a 20 mm board on A4 takes %d pages, want tiles", f.Count)
	}
	reDo := regexp.MustCompile(`q ([\d.]+) 0 0 ([\d.]+) [-\d.]+ [-\d.]+ cm\s+/TPL\w+ Do Q`)
	var scale float64
	for _, s := range f.Streams {
		if m := reDo.FindStringSubmatch(s); m != nil {
			scale, _ = strconv.ParseFloat(m[1], 64)
			break
		}
	}
	if scale == 0 {
		t.Fatal("no placed board form")
	}
	// the board's form: the stream that fills many four-corner paths
	rePath := regexp.MustCompile(`([-\d.]+) ([-\d.]+) m\n([-\d.]+) ([-\d.]+) l\n([-\d.]+) ([-\d.]+) l\n([-\d.]+) ([-\d.]+) l\nh\n(?:[^\n]* (?:rg|g|gs)\n)*f\n`)
	found := false
	for _, s := range f.Streams {
		ms := rePath.FindAllStringSubmatch(s, -1)
		if len(ms) < 90 {
			continue
		}
		found = true
		for _, m := range ms[:5] {
			var v [8]float64
			for i := range v {
				v[i], _ = strconv.ParseFloat(m[i+1], 64)
			}
			side := math.Hypot(v[2]-v[0], v[3]-v[1]) * scale * 25.4 / 72
			if math.Abs(side-cell) > 0.1 {
				t.Errorf("a square's side is %.3f mm on paper, want %.1f", side, cell)
			}
		}
		break
	}
	if !found {
		for _, s := range f.Streams {
			t.Log(s[:min(len(s), 600)])
		}
		t.Fatal("no board form with the squares")
	}
}

func TestSVGTrueSizeAndOnePathPerCell(t *testing.T) {
	const cell = 7.5
	for _, e := range games.All() {
		j := job(t, e.ID)
		files := export(t, j, Options{What: Board, Format: SVG, CellMM: cell, BW: true})
		if len(files) != 1 {
			t.Fatalf("%s: %d files", e.ID, len(files))
		}
		var doc struct {
			XMLName xml.Name `xml:"svg"`
			Width   string   `xml:"width,attr"`
			Paths   []struct {
				D    string `xml:"d,attr"`
				Fill string `xml:"fill,attr"`
			} `xml:"path"`
		}
		if err := xml.Unmarshal(files[0].Data, &doc); err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		if doc.Width != "210mm" {
			t.Errorf("width %s", doc.Width)
		}
		pos, _ := j.Game.Start(j.Config)
		var cells []string
		for _, p := range doc.Paths[1:] { // the first is the white paper (TestSVGPaperIsWhite)
			if p.Fill != "none" {
				cells = append(cells, p.D)
			}
		}
		// the legend's key draws one filled sample of each mark after the board's cells
		cells = cells[:max(0, len(cells)-len(pos.Board().Key()))]
		if pos.Board().IsGraph() && len(cells) == pos.Board().Len()+1 {
			cells = cells[1:] // a graph board's ground under its lines and nodes
		}
		if len(cells) != pos.Board().Len() {
			t.Errorf("%s: %d filled paths for %d cells", e.ID, len(cells), pos.Board().Len())
		}
		// the first cell's first edge: its length in board units times the cell size
		var v []float64
		for _, f := range strings.FieldsFunc(cells[0], func(r rune) bool { return r == 'M' || r == 'L' || r == 'Z' || r == ' ' }) {
			x, _ := strconv.ParseFloat(f, 64)
			v = append(v, x)
		}
		if pos.Board().IsGraph() {
			continue // nodes are drawn as discs
		}
		poly := pos.Board().Info(0).Poly
		if len(v) != 2*len(poly) {
			t.Fatalf("%s: cell path %q for %d corners", e.ID, cells[0], len(poly))
		}
		want := poly[0].Dist(poly[1]) * cell
		if side := math.Hypot(v[2]-v[0], v[3]-v[1]); math.Abs(side-want) > 0.1 {
			t.Errorf("%s: edge %.3f mm, want %.3f", e.ID, side, want)
		}
	}
}

func TestPNGSizeIsPaperTimesDPI(t *testing.T) {
	for _, tc := range []struct {
		o    Options
		w, h int
	}{
		{Options{Paper: A4, DPI: 100}, 827, 1169},
		{Options{Paper: Letter, DPI: 72}, 612, 792},
		{Options{Paper: Letter, DPI: 50, Landscape: true}, 550, 425},
	} {
		tc.o.What, tc.o.Format = Setup, PNG
		files := export(t, job(t, "chess-56"), tc.o)
		if len(files) != 1 || files[0].Ext != ".png" {
			t.Fatalf("%d files", len(files))
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(files[0].Data))
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Width != tc.w || cfg.Height != tc.h {
			t.Errorf("%s at %d DPI: %d×%d px, want %d×%d", tc.o.Paper.Name, tc.o.DPI, cfg.Width, cfg.Height, tc.w, tc.h)
		}
		if w, h := tc.o.pixelSize(); w != tc.w || h != tc.h {
			t.Errorf("PixelSize %d×%d", w, h)
		}
	}
}

func TestTiles(t *testing.T) {
	for _, tc := range []struct {
		total, avail, ov float64
		want             int
	}{
		{100, 190, 15, 1}, {190, 190, 15, 1}, {191, 190, 15, 2}, {365, 190, 15, 2}, {366, 190, 15, 3},
	} {
		if got := tiles(tc.total, tc.avail, tc.ov); got != tc.want {
			t.Errorf("tiles(%v, %v, %v) = %d, want %d", tc.total, tc.avail, tc.ov, got, tc.want)
		}
	}
	n, err := pages(job(t, "chess-2016"), Options{What: Board, CellMM: 30})
	if err != nil || n != 6 {
		t.Errorf("30 mm Chess 2016 board on A4: %d pages (%v), want 3 columns × 2 rows", n, err)
	}
	if n, _ := pages(job(t, "chess-2016"), Options{What: Board, CellMM: 12}); n != 1 {
		t.Errorf("12 mm board: %d pages, want 1", n)
	}
}

func TestSVGPagesAreFiles(t *testing.T) {
	files := export(t, job(t, "chess-2016"), Options{What: Board, Format: SVG, CellMM: 30})
	if len(files) != 6 {
		t.Fatalf("%d files, want 6", len(files))
	}
	names := Names("out/board.svg", files)
	if names[0] != "out/board-1.svg" || names[5] != "out/board-6.svg" {
		t.Errorf("names %v", names)
	}
	if got := Names("x.pdf", files[:1]); got[0] != "x.pdf" {
		t.Errorf("one file: %v", got)
	}
	for _, f := range files {
		if err := xml.Unmarshal(f.Data, new(struct{})); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCatalogueChessHasASandbox(t *testing.T) {
	j := job(t, "chess-2016")
	sb := j.Game
	pos, _ := j.Game.Start(j.Config)
	b := pos.Board()
	cols := []string{"white", "black"}
	d := moveDiagram(sb, j.Config, b, sample{pieces.Piece{Kind: pieces.Knight, Facing: pieces.NoFacing}, "white"}, j.Game.Kinds(), cols, printTheme)
	if d.err != nil || d.scene == nil {
		t.Fatal(d.err)
	}
	if d.moves != 8 || len(d.scene.Targets) != 8 || d.scene.Board != b {
		t.Errorf("a central Knight: %d moves, %d shown; want 8 on the whole board", d.moves, len(d.scene.Targets))
	}
	d = moveDiagram(sb, j.Config, b, sample{pieces.Piece{Kind: pieces.Rook, Facing: pieces.NoFacing}, "white"}, j.Game.Kinds(), cols, printTheme)
	if d.moves < 14 || d.moves != len(d.scene.Targets) {
		t.Errorf("Rook: %d moves, %d shown", d.moves, len(d.scene.Targets))
	}
	for _, tg := range d.scene.Targets {
		if tg.Capture {
			t.Error("a capture on an empty board")
		}
	}
}

func TestPieceSheet(t *testing.T) {
	j := job(t, "chess-2016")
	j.Config.Setup = 1
	kinds, err := kindsOf(j, false, []string{"white", "black"})
	if err != nil {
		t.Fatal(err)
	}
	if len(kinds) != 10 || kinds[0].piece.Kind != pieces.King {
		t.Errorf("setup 1 kinds: %v", kinds)
	}
	all, _ := kindsOf(j, true, []string{"white", "black"})
	if len(all) <= len(kinds) {
		t.Errorf("all setups: %d kinds, setup 1: %d", len(all), len(kinds))
	}
	with := export(t, j, Options{What: Pieces, Format: SVG})
	// every kind's Moves and Captures on the whole board, three kinds to an A4 page
	if len(with) != 4 {
		t.Errorf("sheet pages: %d, want 4", len(with))
	}
	if !bytes.Contains(with[0].Data, []byte("diagrams by the rules engine")) {
		t.Error("the sheet does not say where its diagrams come from")
	}
	// and it has them: every kind's card has a diagram with targets drawn, none a note
	// saying why not
	for _, k := range kinds {
		pc := cardOf(j, []string{"white", "black"}, printTheme, k)
		if len(pc.diagrams) == 0 || pc.diagrams[0].scene == nil || pc.diagrams[0].moves == 0 || pc.note != "" {
			t.Errorf("%s: %d diagrams, note %q", pc.name, len(pc.diagrams), pc.note)
		}
	}
}

func TestBookletAndCancel(t *testing.T) {
	j := job(t, "chess-56")
	var calls []int
	files, err := Export(context.Background(), j, Options{What: Setups}, func(done, total int) {
		calls = append(calls, done)
		if total != 10 {
			t.Errorf("total %d, want 10", total)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if f := pdftest.Read(t, files[0].Data); f.Count != 10 {
		t.Errorf("56 setups: %d pages, want 10", f.Count)
	}
	if len(calls) != 11 || calls[10] != 10 {
		t.Errorf("progress calls %v", calls)
	}
	ctx, cancel := context.WithCancel(context.Background())
	_, err = Export(ctx, job(t, "chess-2016"), Options{What: Setups}, func(done, total int) {
		if done == 2 {
			cancel()
		}
		if done > 2 {
			t.Errorf("page %d drawn after cancel", done)
		}
	})
	if !errors.Is(err, ErrCancelled) {
		t.Errorf("cancelled export: %v", err)
	}
	if _, err := Export(context.Background(), j, Options{What: Setups}, nil); err != nil {
		t.Error(err)
	}
}

// jobAfter is a Chess 2016 position job after White's first move text; it returns the
// move too.
func jobAfter(t *testing.T, text string) (Job, rules.Move) {
	t.Helper()
	j := job(t, "chess-2016")
	start, _ := j.Game.Start(j.Config)
	m, err := j.Game.ParseMove(start, text)
	if err != nil {
		t.Fatal(err)
	}
	j.Position = start.Play(m)
	j.Moves = []string{j.Game.FormatMove(start, m)}
	return j, m
}

func TestPositionCaption(t *testing.T) {
	j, _ := jobAfter(t, "e5")
	got := positionCaption(j, j.Position)
	if !strings.Contains(got, " · After 1. ") || !strings.HasSuffix(got, "Black to move") {
		t.Errorf("caption %q", got)
	}
	if got := moveList([]string{"a", "b", "c"}, 2); got != "1. a b 2. c" {
		t.Errorf("moveList %q", got)
	}
}

// A position's header names the setup its game began from, as a setup's does (number,
// dice name, mode), and the variant in its title, before the moves: the position alone
// does not say where the game started.
func TestPositionHeaderNamesTheSetup(t *testing.T) {
	for _, tc := range []struct {
		id, mode string
		setup    int
		title    string // with Job.Title left empty
		want     string // the caption's start, before "After"
	}{
		{"chess-2016", "", 37, "Chess 2016", "Setup 37 · dice 1-1-2/1/1 · After 1. "},
		{"chess-56", "", 0, "Chess 56", "Setup 1 (the default) · dice 1-1-1 · After 1. "},
		{"antarctic-chess", "2U", 0, "Antarctic Chess", "mode 2U · After 1. "},
		{"pothole-chess", "", 0, "4-Player Pothole Chess", "After 1. "}, // one start: nothing to name
	} {
		e, err := games.Lookup(tc.id)
		if err != nil {
			t.Fatal(err)
		}
		cfg := rules.Config{Variant: e.Variant, Mode: tc.mode, Setup: tc.setup}
		start, err := e.Game.Start(cfg)
		if err != nil {
			t.Fatal(err)
		}
		m := start.LegalMoves(nil)[0]
		j := Job{Game: e.Game, Config: cfg, Position: start.Play(m), Moves: []string{e.Game.FormatMove(start, m)}}
		if got := positionCaption(j, j.Position); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: caption %q, want %q…", tc.id, got, tc.want)
		}
		if got := j.title(); got != tc.title {
			t.Errorf("%s: title %q, want %q", tc.id, got, tc.title)
		}
		// the page's header says it too
		texts := svgTexts(t, export(t, j, Options{What: Position, Format: SVG})[0].Data)
		if !slices.ContainsFunc(texts, func(s string) bool { return strings.HasPrefix(s, tc.want) }) || !hasText(texts, tc.title) {
			t.Errorf("%s: the page's texts %q", tc.id, texts)
		}
	}
}

func TestOptionsCheck(t *testing.T) {
	for _, o := range []Options{
		{What: "nothing"}, {Format: "gif"}, {CellMM: -1}, {CellMM: 1}, {DPI: 5}, {DPI: 5000}, {Overlap: 80},
	} {
		if o.Check() == nil {
			t.Errorf("%+v accepted", o)
		}
	}
	if err := (Options{}).Check(); err != nil {
		t.Error(err)
	}
	if p, ok := PaperByName("LETTER"); !ok || p != Letter {
		t.Error("letter")
	}
}

func TestPreview(t *testing.T) {
	img, n, err := Preview(job(t, "chess-2016"), Options{What: Board, CellMM: 30}, 0, 300)
	if err != nil {
		t.Fatal(err)
	}
	if n != 6 || img.Bounds().Dy() != 300 || img.Bounds().Dx() != 212 {
		t.Errorf("preview %v of %d pages", img.Bounds(), n)
	}
}

func TestBWColours(t *testing.T) {
	pl := []rules.PlayerInfo{{Colour: "red"}, {Colour: "blue"}}
	if c := colours(pl, Options{BW: true}); c[0] != "white" || c[1] != "black" {
		t.Errorf("bw %v", c)
	}
	if c := colours(pl, Options{}); c[0] != "red" {
		t.Errorf("colour %v", c)
	}
	_ = boards.NoCell
}

// BenchmarkBooklet2016 writes the 2016-setup booklet as a PDF and reports its size.
func BenchmarkBooklet2016(b *testing.B) {
	j := job(b, "chess-2016")
	for i := 0; i < b.N; i++ {
		files := export(b, j, Options{What: Setups})
		b.ReportMetric(float64(len(files[0].Data))/1e6, "MB")
	}
}

// TestPositionMarksTheLastMove: a position print shades the last move's cells; a setup
// print of the same job does not.
func TestPositionMarksTheLastMove(t *testing.T) {
	j, m := jobAfter(t, "e5")
	if len(m.Cells()) != 2 {
		t.Fatalf("e5 has cells %v", m.Cells())
	}
	for _, c := range []struct {
		what   What
		differ bool
	}{{Position, true}, {Setup, false}} {
		plain, _, err := Preview(j, Options{What: c.what}, 0, 400)
		if err != nil {
			t.Fatal(err)
		}
		marked := j
		marked.Last = m.Cells()
		shaded, _, err := Preview(marked, Options{What: c.what}, 0, 400)
		if err != nil {
			t.Fatal(err)
		}
		a, b := plain.(*image.RGBA), shaded.(*image.RGBA)
		if differ := !bytes.Equal(a.Pix, b.Pix); differ != c.differ {
			t.Errorf("%s: marking the last move changes the print: %v, want %v", c.what, differ, c.differ)
		}
	}
}
