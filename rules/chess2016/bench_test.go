package chess2016

import (
	"context"
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
	"oddboards/rules/search"
)

// BenchmarkPerft runs the engine's own perft(4) from setup 1, and perft(3) through the
// rules contract alone (LegalMoves and Play on immutable positions); each reports
// leaves/s.
func BenchmarkPerft(b *testing.B) {
	p := mustStart(b, Chess2016, 1)
	perfttest.Benches(b, []perfttest.BenchCase{
		{Name: "Setup1", Pos: p, Depth: 4, Count: rules.Position.Perft},
		{Name: "Contract", Pos: p, Depth: 3, Count: rules.Perft},
	})
}

// BenchmarkSearchPositions searches each position of testdata/search-positions.txt
// (every tenth ply of games of seven setups between searches of 3,000 nodes, from the
// start to the middlegame) to 30,000 nodes, and reports nodes/s and, where the system
// tells, the CPU time a node takes: what the evaluation costs, which a busy machine's
// wall clock hides.
func BenchmarkSearchPositions(b *testing.B) {
	ps := searchPositions(b)
	var nodes int64
	cpu := cpuTime()
	for b.Loop() {
		for _, p := range ps {
			nodes += p.Think(context.Background(), search.Limits{Nodes: 30_000, HashMB: 2}, nil).Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	if used := cpuTime() - cpu; used > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/float64(nodes), "cpu-ns/node")
	}
}
