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
	// every package under ui/ that shows text in a window, from here (ui/gamewin)
	for _, dir := range []string{"..", ".", "launcher", "saves", "shell", "players", "board", "help", "export",
		"explorerwin", "editorwin", "explorer", "editor", "picker", "cards", "savestore", "helptext"} {
		if dir != "." && dir != ".." {
			dir = filepath.Join("..", dir)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		if len(files) == 0 {
			t.Fatalf("no Go files in %s: the list of packages to scan is stale", dir)
		}
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
