package reference

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// ANTARCTIC_REF_FIGURES="2S:4,4U:4" go test -run Figures -v -timeout 0 ... prints perft figures with timings.
func TestFigures(t *testing.T) {
	spec := os.Getenv("ANTARCTIC_REF_FIGURES")
	if spec == "" {
		t.Skip("set ANTARCTIC_REF_FIGURES")
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
		fmt.Printf("FIGURE %s %d %d %.1fs\n", mode, d, n, time.Since(st).Seconds())
	}
}
