package printout

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/render"
)

// svgTexts are the words of an SVG page's <text> elements, unescaped.
func svgTexts(t *testing.T, data []byte) []string {
	t.Helper()
	var doc struct {
		Texts []string `xml:"text"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	return doc.Texts
}

func hasText(texts []string, want string) bool {
	for _, s := range texts {
		if s == want {
			return true
		}
	}
	return false
}

// TestSVGPaperIsWhite: every SVG page, single or tiled, starts with the paper: a white
// rectangle over the whole page (viewers showed prints on their own dark background).
func TestSVGPaperIsWhite(t *testing.T) {
	for _, o := range []Options{{What: Setup, Format: SVG}, {What: Board, Format: SVG, CellMM: 30}, {What: Pieces, Format: SVG},
		{What: Setups, Format: SVG, Landscape: true}} {
		for i, f := range export(t, job(t, "chess-2016"), o) {
			var doc struct {
				Paths []struct {
					D    string `xml:"d,attr"`
					Fill string `xml:"fill,attr"`
				} `xml:"path"`
			}
			if err := xml.Unmarshal(f.Data, &doc); err != nil {
				t.Fatal(err)
			}
			w, h := o.PageSize()
			want := fmt.Sprintf("M0 0L%s 0L%s %sL0 %sZ", trimmed(w), trimmed(w), trimmed(h), trimmed(h))
			if len(doc.Paths) == 0 || doc.Paths[0].D != want || doc.Paths[0].Fill != "#ffffff" {
				first := "no path"
				if len(doc.Paths) > 0 {
					first = doc.Paths[0].D + " " + doc.Paths[0].Fill
				}
				t.Errorf("%s page %d: first shape %q, want the white paper %q", o.What, i+1, first, want)
			}
		}
	}
}

func trimmed(v float64) string {
	return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.4f", v), "0"), ".")
}

// shapes counts what page i of job and o draws on a surface that cannot stamp, as the
// SVG and PNG pages are drawn.
func shapes(t *testing.T, j Job, o Options, i int) int {
	t.Helper()
	pl, err := plan(j, o.defaults())
	if err != nil {
		t.Fatal(err)
	}
	w, h := o.PageSize()
	s := draw.NewSVG(w, h, "mm", nil, false)
	if err := pl.draw(i, s); err != nil {
		t.Fatal(err)
	}
	return s.Elements()
}

// TestTiledSheetsHoldTheirOwnPart: each sheet of a tiled SVG or PNG print draws only the
// part of the board inside it, not the whole board under a mask (a tiled Antarctic SVG
// set reached 130 MB): a sheet draws fewer shapes than the whole board on one page, and
// all sheets together little more than it, the overlaps and each sheet's notes aside.
func TestTiledSheetsHoldTheirOwnPart(t *testing.T) {
	for _, tc := range []struct {
		id   string
		cell float64
	}{
		{"antarctic-chess", 30}, {"antarctic-chess", 60}, {"chess-2016", 40}, {"pothole-chess", 45},
		{"clash-of-command", 45}, {"dino-czars", 50},
	} {
		j := job(t, tc.id)
		whole := shapes(t, j, Options{What: Setup}, 0)
		// the board's own shapes, and the rest of a page: header, notes and legend
		pos, err := j.Game.Start(j.Config)
		if err != nil {
			t.Fatal(err)
		}
		sc := render.NewScene(pos.Board(), pos.At, colours(j.Game.Players(j.Config), Options{}), j.Game.Kinds())
		bs := draw.NewSVG(100, 100, "mm", nil, false)
		drawBoard(bs, sc, 0, 0, 1, 0)
		board := bs.Elements()
		// a sheet's furniture, and its crop marks, crosses and masks
		furniture := whole - board + 40
		n, err := pages(j, Options{What: Setup, CellMM: tc.cell})
		if err != nil || n < 4 {
			t.Fatalf("%s at %g mm: %d sheets, %v", tc.id, tc.cell, n, err)
		}
		total := 0
		for i := 0; i < n; i++ {
			got := shapes(t, j, Options{What: Setup, CellMM: tc.cell}, i)
			total += got
			if got > furniture+board*3/4 {
				t.Errorf("%s at %g mm: sheet %d of %d draws %d shapes, the board %d and the rest of a page %d", tc.id, tc.cell, i+1, n, got, board, furniture)
			}
		}
		if limit := 2*board + n*furniture; total > limit {
			t.Errorf("%s at %g mm: %d sheets draw %d shapes, more than %d (the board: %d)", tc.id, tc.cell, n, total, limit, board)
		}
		// and the files: no sheet is larger than the whole board's page
		// and the files: a sheet names the fonts a single page embeds, and holds less
		// than the single page's drawing
		page := string(export(t, j, Options{What: Setup, Format: SVG})[0].Data)
		one := len(page) - (strings.Index(page, "</defs>") - strings.Index(page, "<defs>"))
		sum := 0
		for i, f := range export(t, j, Options{What: Setup, Format: SVG, CellMM: tc.cell}) {
			sum += len(f.Data)
			if len(f.Data) > one*3/4 {
				t.Errorf("%s at %g mm: sheet %d is %d bytes, the whole board's page %d without its fonts", tc.id, tc.cell, i+1, len(f.Data), one)
			}
		}
		if sum > 2*one+n*one/4 {
			t.Errorf("%s at %g mm: %d sheets take %d bytes, the whole board's page %d", tc.id, tc.cell, n, sum, one)
		}
	}
}

// configs are every game's default configuration and, for games with modes, each mode.
func configs(t *testing.T) []Job {
	var out []Job
	for _, e := range games.All() {
		j := job(t, e.ID)
		out = append(out, j)
		if ml, ok := e.Game.(rules.ModeLister); ok {
			for _, m := range ml.Modes() {
				jm := j
				jm.Config.Mode = m
				out = append(out, jm)
			}
		}
	}
	return out
}

// TestBWArmiesDiffer: in black and white every army looks different from every other:
// no two share a colour, and two whose greys are close carry different marks (Pothole's
// Red in light grey was hard to tell from White); the legend names each army and how it
// looks.
func TestBWArmiesDiffer(t *testing.T) {
	luma := func(name string) float64 {
		r, g, b, _ := pieces.PlayerColours(name).Fill.RGBA()
		return (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)) / 0xffff
	}
	for _, j := range configs(t) {
		players := j.Game.Players(j.Config)
		cols := colours(players, Options{BW: true})
		name := j.Title + " " + j.Config.Mode
		for a := range cols {
			if base, _, _ := strings.Cut(cols[a], "/"); base != "white" && base != "black" && base != "silver" && base != "slate" && base != "grey" {
				t.Errorf("%s: %s is drawn in %q, not a grey", name, players[a].Name, cols[a])
			}
			for b := a + 1; b < len(cols); b++ {
				close := luma(cols[a])-luma(cols[b]) < 0.35 && luma(cols[b])-luma(cols[a]) < 0.35
				if cols[a] == cols[b] || (close && pieces.MarkOf(cols[a]) == pieces.MarkOf(cols[b])) {
					t.Errorf("%s: %s (%s) and %s (%s) look alike", name, players[a].Name, cols[a], players[b].Name, cols[b])
				}
			}
		}
		texts := svgTexts(t, export(t, j, Options{What: Setup, Format: SVG, BW: true})[0].Data)
		if !hasText(texts, "Armies:") {
			t.Errorf("%s: no army key in the legend", name)
		}
		for i, p := range players {
			if want := p.Name + ": " + colourWords(cols[i]); !hasText(texts, want) {
				t.Errorf("%s: the legend does not say %q", name, want)
			}
		}
	}
	if got := colourWords(pieces.Marked("silver", "dot")); got != "light grey with a dot" {
		t.Errorf("colourWords: %q", got)
	}
}

// TestLegendExplainsEveryMark: every mark a board draws in its cells and every special
// shade (Pothole's @ and * and its yellow promotion squares, Antarctic's white centre,
// Clash's promotion rings) is explained by the board's key, and the print's legend shows
// the explanation, on the empty board as on a setup, in colour and in black and white.
func TestLegendExplainsEveryMark(t *testing.T) {
	for _, e := range games.All() {
		j := job(t, e.ID)
		pos, err := j.Game.Start(j.Config)
		if err != nil {
			t.Fatal(err)
		}
		b := pos.Board()
		explained := func(mark string, shade int) bool {
			for _, k := range b.Key() {
				if (mark != "" && k.Mark == mark) || (shade >= 0 && k.Shade == shade) {
					return true
				}
			}
			return false
		}
		for c := boards.Cell(0); int(c) < b.Len(); c++ {
			info := b.Info(c)
			if info.Mark != "" && !explained(info.Mark, -1) {
				t.Errorf("%s: mark %q on %s is not in the board's key", e.ID, info.Mark, info.Name)
			}
			if info.Shade >= 3 && !explained("", int(info.Shade)) {
				t.Errorf("%s: shade %d on %s is not in the board's key", e.ID, info.Shade, info.Name)
			}
		}
		for _, o := range []Options{{What: Board, Format: SVG}, {What: Setup, Format: SVG, BW: true}} {
			texts := svgTexts(t, export(t, j, o)[0].Data)
			for _, k := range b.Key() {
				if !hasText(texts, k.Text) {
					t.Errorf("%s %s: the legend does not explain %q", e.ID, o.What, k.Text)
				}
			}
		}
	}
	pothole, _ := games.Lookup("pothole-chess")
	pos, _ := pothole.Game.Start(rules.Config{Variant: pothole.Variant})
	if !bytes.Contains([]byte(pos.Board().Key()[1].Text), []byte("corner pothole")) {
		t.Error("Pothole's key")
	}
}
