package reference

import (
	"fmt"
	"os"
	"testing"
	"time"
)

// TestFigures prints the FIGURES.md rows; it runs only with REF_FIGURES=1 (requested
// figures, about 10 s) or REF_FIGURES=extra (deeper ones, about 4 min).
func TestFigures(t *testing.T) {
	if os.Getenv("REF_FIGURES") == "" {
		t.Skip()
	}
	type job struct {
		v    string
		s, d int
	}
	var jobs []job
	for _, s := range []int{1, 37, 100, 500, 1000, 2016} {
		jobs = append(jobs, job{"chess-2016", s, 3})
	}
	for s := 1; s <= 56; s++ {
		jobs = append(jobs, job{"chess-56", s, 2})
	}
	jobs = append(jobs, job{"chess-112", 57, 3}, job{"chess-112", 100, 3}, job{"chess-2016", 1, 4})
	if os.Getenv("REF_FIGURES") == "extra" {
		jobs = nil
		for _, s := range []int{37, 100, 500, 1000, 2016} {
			jobs = append(jobs, job{"chess-2016", s, 4})
		}
		jobs = append(jobs, job{"chess-112", 57, 4}, job{"chess-112", 100, 4}, job{"chess-2016", 1, 5})
	}
	for _, j := range jobs {
		t0 := time.Now()
		n, err := Perft(j.v, j.s, j.d)
		if err != nil {
			t.Fatal(err)
		}
		pcs, _ := setupPieces(j.v, j.s)
		fmt.Printf("| %s | %d | %d | %d | %s | %.1fs |\n", j.v, j.s, j.d, n, pcs, time.Since(t0).Seconds())
	}
}
