package gamewin

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"oddboards/ui/uitest"
)

// TestUITextHasGlyphs: no string in the window code uses a character Fyne's bundled font
// lacks (the zoom button's "−", the seat marker's "▶", Chess 112's "↔"); the print and
// help packages draw with their own fonts or are checked at run time below.
func TestUITextHasGlyphs(t *testing.T) {
	for _, dir := range []string{".", "shell", "players", "board", "help", "export", "explorerwin", "editorwin", "explorer", "cards", "savestore", "helptext"} {
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
					if m := uitest.MissingGlyphs(t, s); len(m) > 0 {
						t.Errorf("%s: %q has %q, which Fyne's font cannot draw", fs.Position(lit.Pos()), s, m)
					}
				}
				return true
			})
		}
	}
}
