package antarctic

import (
	"testing"

	"oddboards/rules/antarctic/reference"
	"oddboards/rules/perfttest"
)

// The package reference is another engineer's independent implementation, written
// without looking at this one. These tests compare perft from every mode's start
// position with it; on a difference they print both divides, summed per destination hex
// (the one part of a move both notations surely share), to show where the two part.

// compareDepths is the deepest comparison per mode: depth 3 where both engines take
// about a second or less, else 2. In -short mode every mode is compared at depth 2.
var compareDepths = map[string]int{
	mode2U: 2, Mode2S: 3, mode2L: 2, mode3S: 3, mode3L: 2, mode4U: 3, mode6E: 3, Mode7U: 3,
}

func TestCompareWithReference(t *testing.T) {
	for _, mode := range Modes() {
		depth := compareDepths[mode]
		if testing.Short() {
			depth = 2
		}
		for d := 1; d <= depth; d++ {
			compareAt(t, mode, d)
		}
	}
}

func compareAt(t *testing.T, mode string, depth int) {
	t.Helper()
	cfg := map[string]string{"mode": mode}
	want, err := reference.Perft(cfg, depth)
	if err != nil {
		t.Fatalf("reference %s: %v", mode, err)
	}
	p := mustStart(t, mode)
	if got := p.Perft(depth); got != want {
		t.Errorf("%s: perft(%d) = %d, reference %d\n%s", mode, depth, got, want, divideDiff(p, cfg, depth))
	}
}

// divideDiff lists the destination hexes whose summed divide counts differ.
func divideDiff(p *Position, cfg map[string]string, depth int) string {
	ref, err := reference.Divide(cfg, depth)
	if err != nil {
		return err.Error()
	}
	theirs := map[string]uint64{}
	for k, v := range ref {
		theirs[lastHex(k)] += v
	}
	ours := map[string]uint64{}
	for _, e := range p.legalMoves() {
		ours[cellName(int(e.to))] += p.play(e).Perft(depth - 1)
	}
	return perfttest.DivideDiff(ours, theirs)
}

// lastHex finds the last hex name (a letter a–w and digits) in a move string.
func lastHex(s string) string {
	for i := len(s) - 1; i > 0; i-- {
		if s[i] >= '0' && s[i] <= '9' && (s[i-1] < '0' || s[i-1] > '9') {
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			if s[i-1] >= 'a' && s[i-1] <= 'w' {
				return s[i-1 : j]
			}
		}
	}
	return s
}
