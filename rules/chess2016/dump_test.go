//go:build dump

package chess2016

// Built only with the tag dump: a tool for comparing builds, not a check.

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"oddboards/rules/search"
)

// TestDumpFixedDepth writes each fixed position's search at depths 1 to 6 to the file
// ODB_DUMP names, to compare two builds' trees:
//
//	ODB_DUMP=/tmp/a.txt go test -tags dump -run '^TestDumpFixedDepth$' ./rules/chess2016/
func TestDumpFixedDepth(t *testing.T) {
	out := os.Getenv("ODB_DUMP")
	if out == "" {
		t.Fatal("set ODB_DUMP to the file to write")
	}
	without := without(t)
	var b strings.Builder
	for i, p := range fixedPositions(t) {
		for d := 1; d <= 6; d++ {
			fmt.Fprintf(&b, "%d d%d %s\n", i, d, fixedResult(p, search.Limits{Depth: d, HashMB: 4, Without: without}))
		}
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
