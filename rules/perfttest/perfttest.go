// Package perfttest is the one home of the perft scaffolding every game's tests and
// benchmarks share.
package perfttest

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"oddboards/rules"
)

// Counter counts the leaves depth plies below a position: rules.Position.Perft (the game's
// own make/unmake perft) or rules.Perft (through the contract alone).
type Counter func(p rules.Position, depth int) uint64

// Bench counts perft(depth) from p once per iteration and reports leaves per second.
func Bench(b *testing.B, p rules.Position, depth int, count Counter) {
	b.Helper()
	var leaves uint64
	for b.Loop() {
		leaves += count(p, depth)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// A BenchCase is one perft benchmark of a game: perft(Depth) from Pos, counted by Count.
type BenchCase struct {
	Name  string
	Pos   rules.Position
	Depth int
	Count Counter
}

// Benches runs each case as a sub-benchmark of b named by its Name (Bench).
func Benches(b *testing.B, cases []BenchCase) {
	b.Helper()
	for _, c := range cases {
		b.Run(c.Name, func(b *testing.B) { Bench(b, c.Pos, c.Depth, c.Count) })
	}
}

// Counts fails for every depth from 1 to maxDepth (at most len(want)) whose perft from p
// differs from want[depth-1]; name says which position it is.
func Counts(t *testing.T, name string, p rules.Position, want []uint64, maxDepth int, count Counter) {
	t.Helper()
	for d := 1; d <= min(maxDepth, len(want)); d++ {
		if got := count(p, d); got != want[d-1] {
			t.Errorf("%s: perft(%d) = %d, want %d", name, d, got, want[d-1])
		}
	}
}

// Table checks a position's perft against want (perft(1), perft(2), …; at least two):
// the game's own perft to engineDepth and the contract's to contractDepth (each at most
// len(want)), the game's perft of depth 0 (one) and of a negative depth (none), and its
// divide at depth 2 (a count for each legal move, summing to perft(2)). name says which
// position it is.
func Table(t *testing.T, name string, p rules.Position, want []uint64, engineDepth, contractDepth int) {
	t.Helper()
	Counts(t, name, p, want, engineDepth, rules.Position.Perft)
	Counts(t, name+" contract", p, want, contractDepth, rules.Perft)
	if p.Perft(0) != 1 || p.Perft(-1) != 0 {
		t.Errorf("%s: perft(0) = %d, perft(-1) = %d", name, p.Perft(0), p.Perft(-1))
	}
	div := p.Divide(2)
	var sum uint64
	for _, n := range div {
		sum += n
	}
	if uint64(len(div)) != want[0] || sum != want[1] {
		t.Errorf("%s: divide(2) has %d moves summing to %d, want %d and %d", name, len(div), sum, want[0], want[1])
	}
}

// Reference is perft(1) to perft(maxDepth) from the start with options cfg as a game's
// independent reference counts them (its Perft), for Counts; the test fails when the
// reference cannot count.
func Reference(t testing.TB, perft func(cfg map[string]string, depth int) (uint64, error), cfg map[string]string, maxDepth int) []uint64 {
	t.Helper()
	want := make([]uint64, maxDepth)
	for d := 1; d <= maxDepth; d++ {
		n, err := perft(cfg, d)
		if err != nil {
			t.Fatalf("reference perft(%d) with %v: %v", d, cfg, err)
		}
		want[d-1] = n
	}
	return want
}

// DivideDiff compares a game's divide (ours) with its reference's (ref), both keyed the
// same way: one line, sorted, for each key whose count differs, a key only one side has
// counting as none on the other; "" when they agree.
func DivideDiff(ours, ref map[string]uint64) string {
	count := func(d map[string]uint64, k string) string {
		if n, ok := d[k]; ok {
			return fmt.Sprint(n)
		}
		return "none"
	}
	keys := map[string]bool{}
	for k := range ours {
		keys[k] = true
	}
	for k := range ref {
		keys[k] = true
	}
	var lines []string
	for k := range keys {
		if a, b := count(ours, k), count(ref, k); a != b {
			lines = append(lines, fmt.Sprintf("  %s: ours %s, reference %s", k, a, b))
		}
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}
