package chess2016

import (
	"context"
	"fmt"
	"testing"

	"oddboards/rules"
	"oddboards/rules/search"
)

// fresh is a thinker that takes no caches from the search before (search.Reuser).
type fresh struct{ *thinker }

func (fresh) Reuse(any) {}

// watched is a thinker that notes whether it was handed caches that hold something.
type watched struct {
	*thinker
	got *bool
}

func (w watched) Reuse(c any) {
	if e, ok := c.(*evalCaches); ok && e.attack != nil {
		*w.got = true
	}
	w.thinker.Reuse(c)
}

// gameMoves plays moves plies from p, each searched within lim by the state newState
// makes of the position, with one Memory, and writes what each search found.
func gameMoves[S search.State[move]](p *Position, plies int, lim search.Limits, newState func(*Position) S) (string, int64) {
	lim.Memory = &rules.SearchMemory{}
	out, nodes := "", int64(0)
	for range plies {
		r := search.Think(context.Background(), func() S { return newState(p) }, lim, nil)
		out += fmt.Sprintf("%v %d %d %v\n", r.Best, r.Score, r.Nodes, r.PV)
		nodes += r.Nodes
		if !r.Found {
			break
		}
		p = p.Play(r.Best).(*Position)
	}
	return out, nodes
}

// The term caches a search leaves are the next search's, where the tables are the same,
// and no search differs by them: six moves of a game from each of ten positions play
// the same moves, scores, node counts and lines with and without them.
func TestCachesGoOnToTheNextSearch(t *testing.T) {
	lim := search.Limits{Nodes: 4000, HashMB: 2}
	for i, p := range fixedPositions(t)[:10] {
		got := false
		kept, _ := gameMoves(p, 6, lim, func(q *Position) watched { return watched{newThinker(q), &got} })
		made, _ := gameMoves(p, 6, lim, func(q *Position) fresh { return fresh{newThinker(q)} })
		if kept != made {
			t.Fatalf("position %d: with the caches kept\n%s\nwith new ones\n%s", i, kept, made)
		}
		if !got {
			t.Fatalf("position %d: no search was handed the caches of the one before", i)
		}
	}
	// caches filled with other tables are not taken
	th := newThinker(fixedPositions(t)[0])
	th.Eval(0)
	left := th.Leave()
	other := newThinker(fixedPositions(t)[1])
	other.useTables(newEvalTables(defaultWeights()))
	if other.Reuse(left); other.attackCache != nil {
		t.Fatal("a thinker with other tables took the caches")
	}
}

// BenchmarkGameMoves plays eight moves from each of the 43 positions at 20,000 nodes a
// move, one Memory a game: CPU time a node with the term caches kept from move to move
// (kept) and made new at each (new).
func BenchmarkGameMoves(b *testing.B) {
	lim := search.Limits{Nodes: 20_000, HashMB: 16}
	ps := searchPositions(b)
	for _, bc := range []struct {
		name string
		run  func(p *Position) int64
	}{
		{"kept", func(p *Position) int64 {
			_, n := gameMoves(p, 8, lim, newThinker)
			return n
		}},
		{"new", func(p *Position) int64 {
			_, n := gameMoves(p, 8, lim, func(q *Position) fresh { return fresh{newThinker(q)} })
			return n
		}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			var nodes int64
			cpu := cpuTime()
			for b.Loop() {
				for _, p := range ps {
					nodes += bc.run(p)
				}
			}
			if used := cpuTime() - cpu; used > 0 {
				b.ReportMetric(float64(used.Nanoseconds())/float64(nodes), "cpu-ns/node")
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}
