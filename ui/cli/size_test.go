package cli

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Limits on this package's source, which grew a 662-line cli.go and a 186-line matchCmd
// of 53 branches: a subcommand gets its own file, and a function that grows past
// maxBranches is split into steps that say what they do.
const (
	maxFileLines = 600
	maxBranches  = 40
)

func TestSourceStaysSmall(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(string(src), "\n"); n > maxFileLines {
			t.Errorf("%s has %d lines, more than %d: split it by subcommand", name, n, maxFileLines)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok {
				if n := branches(fn); n > maxBranches {
					t.Errorf("%s: %s has a cyclomatic complexity of %d, more than %d", fset.Position(fn.Pos()), fn.Name.Name, n, maxBranches)
				}
			}
		}
	}
}

// branches is fn's cyclomatic complexity: one, and one for each if, loop, case, && and ||.
func branches(fn *ast.FuncDecl) int {
	n := 1
	ast.Inspect(fn, func(node ast.Node) bool {
		switch x := node.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			n++
		case *ast.CaseClause:
			if x.List != nil {
				n++
			}
		case *ast.CommClause:
			if x.Comm != nil {
				n++
			}
		case *ast.BinaryExpr:
			if x.Op == token.LAND || x.Op == token.LOR {
				n++
			}
		}
		return true
	})
	return n
}
