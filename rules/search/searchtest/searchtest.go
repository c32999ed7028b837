// Package searchtest checks a game's search State against its rules.Position: the one
// home of the tests every game's computer player needs (the same moves as the contract,
// make and unmake that restore, an incremental hash equal to a fresh one, the same
// outcome, and only legal moves from the search).
package searchtest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"oddboards/rules"
	"oddboards/rules/search"
)

// Adapter makes a game's search State from a contract position.
type Adapter[M comparable, S search.State[M]] func(p rules.Position) S

// Conformance plays games random games of up to plies plies from start through the
// contract and, at every position, checks the State made from it against the position:
// seat to move, legal moves (as exported), outcome, and that Do then Undo of every move
// restores the hash, which after Do equals the hash of a State made afresh.
func Conformance[M comparable, S search.State[M]](t *testing.T, start rules.Position, adapt Adapter[M, S], games, plies int, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	positions := 0
	for g := 0; g < games; g++ {
		p := start
		for ply := 0; ply < plies; ply++ {
			if err := checkPosition(p, adapt); err != nil {
				t.Fatalf("game %d, ply %d: %v", g, ply, err)
			}
			positions++
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			p = p.Play(legal[rng.IntN(len(legal))])
		}
	}
	if positions == 0 {
		t.Fatal("no position checked")
	}
}

func checkPosition[M comparable, S search.State[M]](p rules.Position, adapt Adapter[M, S]) error {
	s := adapt(p)
	if s.ToMove() != int(p.ToMove()) && !p.Outcome().Over() {
		return fmt.Errorf("state has seat %d to move, position %d", s.ToMove(), p.ToMove())
	}
	want := map[rules.Move]bool{}
	for _, m := range p.LegalMoves(nil) {
		want[m] = true
	}
	moves := s.Moves(nil)
	got := map[rules.Move]bool{}
	for _, m := range moves {
		e := s.Export(m)
		if !want[e] {
			return fmt.Errorf("state move %+v is not legal in the position", e)
		}
		if got[e] {
			return fmt.Errorf("state lists %+v twice", e)
		}
		got[e] = true
	}
	if len(got) != len(want) {
		return fmt.Errorf("state has %d moves, position %d", len(got), len(want))
	}
	over, w := s.Over()
	if over && len(moves) > 0 {
		return fmt.Errorf("state says the game is over but lists %d moves", len(moves))
	}
	if !over && len(moves) == 0 {
		over, w = true, s.Stuck()
	}
	o := p.Outcome()
	if over != o.Over() {
		return fmt.Errorf("state says over=%v, position %v (%s)", over, o.Over(), o.Reason)
	}
	if over && o.Result == rules.Win && w != int(o.Winner) || over && o.Result == rules.Draw && w != -1 {
		return fmt.Errorf("state says winner %d, position %+v", w, o)
	}
	for q := 0; q < s.Players(); q++ {
		if s.Out(q) != p.Out(rules.Player(q)) {
			return fmt.Errorf("state says seat %d out=%v, position the other", q, s.Out(q))
		}
	}
	if err := checkLazy(s, moves); err != nil {
		return err
	}
	h := s.Hash()
	for _, m := range moves {
		e := s.Export(m)
		s.Do(m)
		// the table may hold a move of another position with the same seat to move
		if replies := s.Moves(nil); len(replies) > 0 {
			s.Do(replies[0])
			err := checkValid(s, moves)
			s.Undo()
			if err != nil {
				return fmt.Errorf("after %+v and a reply: %v", e, err)
			}
		}
		fresh := adapt(p.Play(e))
		if s.Hash() != fresh.Hash() {
			return fmt.Errorf("after %+v the kept hash %x differs from a fresh one %x", e, s.Hash(), fresh.Hash())
		}
		if s.ToMove() != fresh.ToMove() {
			return fmt.Errorf("after %+v seat %d to move, afresh %d", e, s.ToMove(), fresh.ToMove())
		}
		_ = s.Eval(s.ToMove())
		s.Undo()
		if s.Hash() != h {
			return fmt.Errorf("undo of %+v left hash %x, want %x", e, s.Hash(), h)
		}
	}
	return nil
}

// LegalOnly searches n random positions (reached by random play of up to plies plies
// from start) within a small node budget and fails if a reported move or line is not
// legal where it is played.
func LegalOnly(t *testing.T, start rules.Position, n, plies int, nodes int64, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 2))
	for i := 0; i < n; i++ {
		p := start
		for k := rng.IntN(plies + 1); k > 0; k-- {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			p = p.Play(legal[rng.IntN(len(legal))])
		}
		lim := search.Limits{Nodes: nodes, Seed: uint64(i), HashMB: 1}
		if i%3 == 1 {
			lim.Noise = 50
		}
		r := p.Think(context.Background(), lim, nil)
		if r.Found != !p.Outcome().Over() {
			t.Fatalf("position %d: found=%v but over=%v", i, r.Found, p.Outcome().Over())
		}
		if !r.Found {
			continue
		}
		if !rules.IsLegal(p, r.Best) {
			t.Fatalf("position %d: best move %+v is illegal", i, r.Best)
		}
		q := p
		for j, m := range r.PV {
			if !rules.IsLegal(q, m) {
				t.Fatalf("position %d: move %d of the line, %+v, is illegal", i, j, m)
			}
			q = q.Play(m)
		}
	}
}

// SameSeed fails unless two searches of p with equal limits, noise and seed included,
// choose the same move after the same number of nodes.
func SameSeed(t *testing.T, p rules.Position, lim search.Limits) {
	t.Helper()
	a := p.Think(context.Background(), lim, nil)
	b := p.Think(context.Background(), lim, nil)
	if a.Best != b.Best || a.Nodes != b.Nodes || a.Nodes == 0 {
		t.Errorf("one seed gave %+v after %d nodes, then %+v after %d", a.Best, a.Nodes, b.Best, b.Nodes)
	}
}

// Budgets fails unless a search of p keeps a node budget (within a few thousand nodes
// over, and using at least a quarter of it), with one thread and two, with paranoid search too (which only games
// of three or more seats use), and unless a search without limits whose context is cancelled after
// 50 ms returns within a second (a generous bound) with a legal move.
func Budgets(t *testing.T, p rules.Position, budget int64) {
	t.Helper()
	for _, threads := range []int{1, 2} {
		for _, par := range []bool{false, true} {
			// With two threads each may pass the budget by the nodes between its looks at it.
			r := p.Think(context.Background(), search.Limits{Nodes: budget, Paranoid: par, HashMB: 2, Threads: threads}, nil)
			if r.Nodes > budget+4096*int64(threads) || r.Nodes < budget/4 || !rules.IsLegal(p, r.Best) {
				t.Errorf("%d threads, paranoid=%v: %d nodes for a budget of %d, best %+v", threads, par, r.Nodes, budget, r.Best)
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	start := time.Now()
	r := p.Think(ctx, search.Limits{HashMB: 2}, nil)
	if took := time.Since(start); took > time.Second {
		t.Errorf("cancelled after 50 ms, returned after %v", took)
	}
	if !r.Found || !rules.IsLegal(p, r.Best) {
		t.Errorf("cancelled search: found %v, best %+v", r.Found, r.Best)
	}
}

// Bench searches p within lim once per iteration and reports nodes per second.
func Bench(b *testing.B, p rules.Position, lim search.Limits) {
	b.Helper()
	var nodes int64
	for b.Loop() {
		nodes += p.Think(context.Background(), lim, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// MatesKept checks that the pruning of the two-seat search changes no forced win the
// plain search (every Feature off) finds in p within lim: both report the same distance.
func MatesKept(t *testing.T, p rules.Position, lim search.Limits) {
	t.Helper()
	plain := lim
	plain.Without = search.AllFeatures
	a := p.Think(context.Background(), lim, nil)
	b := p.Think(context.Background(), plain, nil)
	if b.MatePlies == 0 {
		t.Fatalf("the plain search finds no forced win (score %d): the case is wrong", b.Score)
	}
	if a.MatePlies != b.MatePlies || a.Score != b.Score {
		t.Errorf("with pruning: mate in %d plies (score %d); the plain search: %d (score %d)",
			a.MatePlies, a.Score, b.MatePlies, b.Score)
	}
}

// checkLazy checks a PseudoMover and a Validator against Moves: the pseudo-legal moves
// that prove Legal are the legal ones in the same order, and Valid takes each legal one
// and no other pseudo-legal one.
func checkLazy[M comparable, S search.State[M]](s S, moves []M) error {
	ps, ok := any(s).(search.PseudoMover[M])
	if !ok {
		return checkValid(s, moves)
	}
	var proven []M
	for _, m := range ps.PseudoMoves(nil) {
		if ps.Legal(m) {
			proven = append(proven, m)
		}
	}
	if len(proven) != len(moves) {
		return fmt.Errorf("%d pseudo-legal moves prove legal, %d moves are", len(proven), len(moves))
	}
	for i := range proven {
		if proven[i] != moves[i] {
			return fmt.Errorf("proven move %d is %+v, the legal one %+v", i, proven[i], moves[i])
		}
	}
	return checkValid(s, ps.PseudoMoves(nil))
}

// checkValid checks a Validator on candidates (moves of this position or another, as
// the table may hold): Valid exactly for the moves Moves lists.
func checkValid[M comparable, S search.State[M]](s S, candidates []M) error {
	v, ok := any(s).(search.Validator[M])
	if !ok {
		return nil
	}
	if over, _ := s.Over(); over {
		return nil // the search asks no table move of a finished game
	}
	legal := map[M]bool{}
	for _, m := range s.Moves(nil) {
		legal[m] = true
	}
	var zero M
	for _, m := range append(candidates, zero) {
		if v.Valid(m) != legal[m] {
			return fmt.Errorf("Valid(%+v) = %v, legal %v", m, v.Valid(m), legal[m])
		}
	}
	return nil
}
