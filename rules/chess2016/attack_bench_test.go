package chess2016

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"oddboards/rules"
)

// searchPositions reads testdata/search-positions.txt through rules.StartOf, so that each
// line gives its own position (Game{}.Start ignores the position text).
func searchPositions(tb testing.TB) []*Position {
	tb.Helper()
	data, err := os.ReadFile("testdata/search-positions.txt")
	if err != nil {
		tb.Fatal(err)
	}
	var ps []*Position
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		n, text, _ := strings.Cut(line, "|")
		setup, err := strconv.Atoi(n)
		if err != nil {
			tb.Fatalf("%q: %v", line, err)
		}
		p, err := rules.StartOf(Game{}, rules.Config{Variant: Chess2016, Setup: setup, Position: text})
		if err != nil {
			tb.Fatal(err)
		}
		ps = append(ps, p.(*Position))
	}
	return ps
}

var benchSink int

// BenchmarkAttacked asks attacked for every cell and both sides of each search position;
// ns/op is per call.
func BenchmarkAttacked(b *testing.B) {
	ps := searchPositions(b)
	n := 0
	cpu := cpuTime()
	for b.Loop() {
		for _, p := range ps {
			s := &p.st
			for _, sq := range sqOfCell {
				if s.attacked(sq, 0) {
					n++
				}
				if s.attacked(sq, 1) {
					n++
				}
			}
		}
	}
	benchSink = n
	reportPer(b, cpu, b.N*len(ps)*len(sqOfCell)*2, "call")
}

// BenchmarkInCheck is inCheck on each search position, for both sides to move.
func BenchmarkInCheck(b *testing.B) {
	ps := searchPositions(b)
	n := 0
	cpu := cpuTime()
	for b.Loop() {
		for _, p := range ps {
			s := &p.st
			for range 2 {
				if s.inCheck() {
					n++
				}
				s.side ^= 1
			}
		}
	}
	benchSink = n
	reportPer(b, cpu, b.N*len(ps)*2, "call")
}

// BenchmarkLegal lists the legal moves of each search position.
func BenchmarkLegal(b *testing.B) { benchLists(b, (*state).legal) }

// BenchmarkPseudo lists the pseudo-legal moves of each search position.
func BenchmarkPseudo(b *testing.B) { benchLists(b, (*state).pseudo) }

// BenchmarkNoisy lists the captures and promotions of each search position, with noisy
// and (Filter) as NoisyMoves did, from pseudo.
func BenchmarkNoisy(b *testing.B) {
	b.Run("Noisy", func(b *testing.B) { benchLists(b, (*state).noisy) })
	b.Run("Filter", func(b *testing.B) {
		benchLists(b, func(s *state, buf []move) []move {
			buf = s.pseudo(buf)
			out := buf[:0]
			for _, m := range buf {
				if m.flags&fCapture != 0 || m.promo != 0 {
					out = append(out, m)
				}
			}
			return out
		})
	})
}

// benchLists lists moves of each search position with list; ns per position.
func benchLists(b *testing.B, list func(*state, []move) []move) {
	ps := searchPositions(b)
	var buf []move
	n := 0
	cpu := cpuTime()
	for b.Loop() {
		for _, p := range ps {
			buf = list(&p.st, buf[:0])
			n += len(buf)
		}
	}
	benchSink = n
	reportPer(b, cpu, b.N*len(ps), "pos")
}

// reportPer reports wall and CPU nanoseconds per unit (the CPU time since cpu, where the
// system tells: a loaded machine's wall clock hides what a call costs).
func reportPer(b *testing.B, cpu time.Duration, n int, unit string) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/"+unit)
	if used := cpuTime() - cpu; used > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/float64(n), "cpu-ns/"+unit)
	}
}

// BenchmarkMakeUnmake makes and unmakes every legal move of each search position; ns per
// pair.
func BenchmarkMakeUnmake(b *testing.B) {
	ps := searchPositions(b)
	moves := make([][]move, len(ps))
	total := 0
	for i, p := range ps {
		moves[i] = p.st.legal(nil)
		total += len(moves[i])
	}
	cpu := cpuTime()
	for b.Loop() {
		for i, p := range ps {
			s := p.st
			for _, m := range moves[i] {
				s.unmake(m, s.make(m))
			}
		}
	}
	reportPer(b, cpu, b.N*total, "move")
}

// BenchmarkSEE runs SEE at threshold 0 on every legal capture of each search position.
func BenchmarkSEE(b *testing.B) {
	var ths []*thinker
	var caps [][]move
	total := 0
	for _, p := range searchPositions(b) {
		th := newThinker(p)
		var c []move
		for _, m := range th.s.legal(nil) {
			if m.flags&fCapture != 0 {
				c = append(c, m)
			}
		}
		ths, caps, total = append(ths, th), append(caps, c), total+len(c)
	}
	n := 0
	cpu := cpuTime()
	for b.Loop() {
		for i, th := range ths {
			for _, m := range caps[i] {
				if th.SEE(m, 0) {
					n++
				}
			}
		}
	}
	benchSink = n
	reportPer(b, cpu, b.N*total, "capture")
}
