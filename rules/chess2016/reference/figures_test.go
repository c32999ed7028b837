package reference

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// figureRow is one row of FIGURES.md's tables: "| variant | setup | depth | perft | …".
type figureRow struct {
	variant     string
	setup, dpth int
	perft       uint64
}

// figureRows reads the perft rows of FIGURES.md.
func figureRows(t *testing.T) []figureRow {
	t.Helper()
	f, err := os.Open("FIGURES.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []figureRow
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cells := strings.Split(sc.Text(), "|")
		if len(cells) < 6 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "chess-") {
			continue
		}
		s, err1 := strconv.Atoi(strings.TrimSpace(cells[2]))
		d, err2 := strconv.Atoi(strings.TrimSpace(cells[3]))
		n, err3 := strconv.ParseUint(strings.TrimSpace(cells[4]), 10, 64)
		if err1 != nil || err2 != nil || err3 != nil {
			continue
		}
		rows = append(rows, figureRow{strings.TrimSpace(cells[1]), s, d, n})
	}
	return rows
}

// TestFigures recomputes FIGURES.md's rows: those up to depth 2 by default (a few
// seconds), every row with REF_FIGURES=1 (depth 4 and 5 take minutes); REF_FIGURES=print
// prints the rows as computed, with timings, to rewrite the file.
func TestFigures(t *testing.T) {
	maxDepth := 2
	if os.Getenv("REF_FIGURES") != "" {
		maxDepth = 99
	}
	rows := figureRows(t)
	if len(rows) < 60 {
		t.Fatalf("FIGURES.md has %d perft rows; its tables were not found", len(rows))
	}
	checked := 0
	for _, r := range rows {
		if r.dpth > maxDepth {
			continue
		}
		t0 := time.Now()
		n, err := Perft(r.variant, r.setup, r.dpth)
		if err != nil {
			t.Fatal(err)
		}
		if os.Getenv("REF_FIGURES") == "print" {
			pcs, _ := setupPieces(r.variant, r.setup)
			fmt.Printf("| %s | %d | %d | %d | %s | %.1fs |\n", r.variant, r.setup, r.dpth, n, pcs, time.Since(t0).Seconds())
		}
		if n != r.perft {
			t.Errorf("%s setup %d perft(%d) = %d, FIGURES.md says %d", r.variant, r.setup, r.dpth, n, r.perft)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no figure was checked")
	}
}
