package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"
)

// missingGlyphs are the characters of s that Fyne's bundled font has no glyph for: Fyne
// draws them as "�" wherever the system offers no fallback (Wine showed "−" so).
func missingGlyphs(t *testing.T, s string) []rune {
	t.Helper()
	f, err := sfnt.Parse(theme.DefaultTextFont().Content())
	if err != nil {
		t.Fatal(err)
	}
	var b sfnt.Buffer
	var out []rune
	for _, r := range s {
		if r == '\n' || r == '\t' {
			continue
		}
		if g, err := f.GlyphIndex(&b, r); err != nil || g == 0 {
			out = append(out, r)
		}
	}
	return out
}

// TestUITextHasGlyphs: no string in the window code uses a character Fyne's bundled font
// lacks (the zoom button's "−", the seat marker's "▶", Chess 112's "↔"); the print and
// help packages draw with their own fonts or are checked at run time below.
func TestUITextHasGlyphs(t *testing.T) {
	for _, dir := range []string{".", "explorer", "cards", "savestore", "helptext"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, fn := range files {
			if strings.HasSuffix(fn, "_test.go") {
				continue
			}
			fs := token.NewFileSet()
			af, err := parser.ParseFile(fs, fn, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(af, func(n ast.Node) bool {
				if fd, ok := n.(*ast.FuncDecl); ok && fd.Name.Name == "Drawable" {
					return false // what it spells out
				}
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					s, _ := strconv.Unquote(lit.Value)
					if m := missingGlyphs(t, s); len(m) > 0 {
						t.Errorf("%s: %q has %q, which Fyne's font cannot draw", fs.Position(lit.Pos()), s, m)
					}
				}
				return true
			})
		}
	}
}

// TestExplorerTextHasGlyphs: the explorer's words that come from the rules (the
// substitutions "Tigers → Lions", the facts, the dice) reach its labels drawable.
func TestExplorerTextHasGlyphs(t *testing.T) {
	for _, tc := range []struct {
		variant string
		setup   int
	}{{"chess-2016", 300}, {"chess-2016", 2016}, {"chess-112", 77}, {"chess-56", 20}} {
		e, _ := newTestExplorer(t, tc.variant, tc.setup)
		texts := []string{e.subs.Text, e.diceText.Text, e.summary.Text}
		for _, l := range e.facts {
			texts = append(texts, l.Text)
		}
		texts = append(texts, labelsUnder(e.diceRow)...) // the Chess 112 switch's arrow too
		for _, s := range texts {
			if m := missingGlyphs(t, s); len(m) > 0 {
				t.Errorf("%s %d: %q has %q, which Fyne's font cannot draw", tc.variant, tc.setup, s, m)
			}
		}
		if tc.setup == 300 && !strings.Contains(e.subs.Text, "->") {
			t.Errorf("setup 300's substitutions %q: the arrow is not spelled out", e.subs.Text)
		}
	}
}
