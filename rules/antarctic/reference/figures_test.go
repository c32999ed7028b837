package reference

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestFigures checks perft figures of FIGURES.md: 4U and 7U at depth 3 by default (a few
// seconds); ANTARCTIC_REF_FIGURES="2S:4,4U:4" computes others, prints them with timings,
// and checks those the table holds.
func TestFigures(t *testing.T) {
	spec := os.Getenv("ANTARCTIC_REF_FIGURES")
	if spec == "" {
		spec = "4U:3,7U:3"
	}
	known := map[string][]uint64{ // FIGURES.md, perft(1) to perft(4)
		"2U": {252, 42332, 10901880, 1865191580}, "2S": {149, 22137, 3535908, 563060930},
		"2L": {405, 163677, 67546932}, "3S": {145, 20981, 3029588, 469098533},
		"3L": {276, 76046, 20917536, 5928303188}, "4U": {252, 14111, 790160, 44242688},
		"6E": {139, 19283, 2670683, 368755590}, "7U": {396, 22173, 1241464, 69512576},
	}
	for _, item := range strings.Split(spec, ",") {
		mode, ds, _ := strings.Cut(item, ":")
		d, err := strconv.Atoi(ds)
		if err != nil {
			t.Fatal(err)
		}
		st := time.Now()
		n, err := Perft(map[string]string{"mode": mode}, d)
		if err != nil {
			t.Fatal(err)
		}
		if os.Getenv("ANTARCTIC_REF_FIGURES") != "" {
			fmt.Printf("FIGURE %s %d %d %.1fs\n", mode, d, n, time.Since(st).Seconds())
		}
		if k := known[mode]; d >= 1 && d <= len(k) && n != k[d-1] {
			t.Errorf("%s perft(%d) = %d, FIGURES.md says %d", mode, d, n, k[d-1])
		}
	}
}
