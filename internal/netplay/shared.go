package netplay

import (
	"fmt"
	"time"

	"oddboards/rules"
)

// sync puts the shared match as the stream has it (the players' names too, so the move
// list and a saved record name who joined), with a move of this table's on its way to
// the stream after it. It runs through Do.
func (t *Table) sync() {
	t.syncStream()
	if t.missed.Swap(false) {
		// A move played here while the sync ran (a caller whose Do does not put both on
		// one goroutine) went unseen by onShared: send it if it is still there.
		t.takeNew()
	}
}

// syncStream brings the shared match to the stream's game and the pending moves.
func (t *Table) syncStream() {
	t.mu.Lock()
	shared := t.shared
	target := t.ref.match.History()
	refOut := t.ref.match.Outcome()
	resigned, flagged, drawn := t.ref.resigned, t.ref.flagged, t.ref.drawn
	target = append(target, t.pendingFits()...)
	names := make([]string, len(t.ref.seats)) // the players' names, joined ones' their own
	for i, s := range t.ref.seats {
		names[i] = s.Name
	}
	var computers []string // the host's computer plays these seats of the shared match
	if t.inv.Seat == Host {
		for _, s := range t.ref.seats {
			computers = append(computers, s.Computer)
		}
	}
	t.mu.Unlock()
	if shared == nil {
		return
	}
	t.syncing.Store(true)
	defer t.syncing.Store(false)
	for i, n := range names {
		_ = shared.Rename(rules.Player(i), n) // a name the referee took: never blank
	}
	for i, c := range computers {
		shared.SetComputer(rules.Player(i), c)
	}
	h := shared.History()
	k := rules.CommonPlies(h, target)
	out := shared.Outcome()
	if k == len(h) && k == len(target) && sameResult(out, refOut) {
		return
	}
	if len(h) > k || out.Over() && !sameResult(out, refOut) {
		shared.Truncate(k)
	}
	for _, p := range target[k:] {
		switch {
		case p.Move.Has(rules.Resign) && p.Text == rules.OnTimeText:
			_ = shared.LoseOnTime(p.Player)
		case p.Move.Has(rules.Resign):
			_ = shared.Resign(p.Player)
		default:
			_ = shared.Play(p.Move)
		}
	}
	if !sameResult(shared.Outcome(), refOut) {
		switch {
		case resigned >= 0:
			_ = shared.Resign(rules.Player(resigned))
		case flagged >= 0:
			_ = shared.LoseOnTime(rules.Player(flagged))
		case drawn:
			_ = shared.AgreeDraw()
		}
	}
}

// pendingFits is the part of the pending moves that can follow the stream's game as it
// stands (t.mu held): all of them, unless another seat's event came first.
func (t *Table) pendingFits() []rules.Ply {
	if t.ref.match.Outcome().Over() {
		return nil
	}
	pos := t.ref.match.Position()
	var out []rules.Ply
	for _, p := range t.pending {
		if pos.Outcome().Over() || p.Player != pos.ToMove() || !rules.IsLegal(pos, p.Move) {
			break
		}
		out = append(out, p.Ply)
		pos = pos.Play(p.Move)
	}
	return out
}

// pendingPly is a move played on the shared match, on its way to the stream.
type pendingPly struct {
	rules.Ply
	id int
	at time.Time // when it was played here: the mover's clock stopped then
}

// onShared follows changes of the shared match: a move for a seat this table plays goes
// to the stream (after any still on their way: a Pothole turn's two moves); any other
// change the stream does not hold is put back.
func (t *Table) onShared() {
	if t.syncing.Load() {
		t.missed.Store(true)
		return
	}
	if !t.takeNew() {
		t.do(t.sync)
	}
}

// takeNew reports whether the shared match is the stream's game and the pending moves,
// or that and one move more of a seat this table plays, which it sends.
func (t *Table) takeNew() bool {
	if !t.lockOpen() {
		return true
	}
	h := t.shared.History()
	target := append(t.ref.match.History(), t.pendingFits()...)
	k := rules.CommonPlies(h, target)
	switch {
	case k == len(target) && len(h) == k && sameResult(t.shared.Outcome(), t.ref.match.Outcome()):
		t.mu.Unlock()
		return true
	case k == len(target) && len(h) == k+1:
		if ply := h[k]; !ply.Move.Has(rules.Resign) && t.plays(int(ply.Player)) {
			t.nextPly++
			t.pending = append(t.pending, pendingPly{Ply: ply, id: t.nextPly, at: time.Now()})
			start := !t.sending
			t.sending = true
			t.mu.Unlock()
			if start {
				go t.sendPending()
			}
			return true
		}
	}
	t.mu.Unlock()
	return false
}

// sendPending writes the moves played on the shared match, in order, until none is left.
// While the server cannot be reached the moves wait (Waiting), on the board, for as long
// as the table is open. A move refused drops those after it too: they followed from it.
func (t *Table) sendPending() {
	ctx, cancel := t.closingContext()
	defer cancel()
	for {
		t.mu.Lock()
		if len(t.pending) == 0 {
			t.sending = false
			t.mu.Unlock()
			return
		}
		ply := t.pending[0]
		if ply.Left == 0 { // the shared match keeps no clocks: the stream's say
			ply.Left = t.leftAfter(ply)
		}
		t.mu.Unlock()
		t.notify() // a move waiting for the server shows
		err := t.sendMove(ctx, int(ply.Player), ply.Text, ply.Left)
		if ctx.Err() != nil {
			return // the table closed: the move never reached the server
		}
		t.mu.Lock()
		switch {
		case err != nil:
			t.pending = nil
		case len(t.pending) > 0 && t.pending[0].id == ply.id:
			t.pending = t.pending[1:] // (handle takes it off when it reads it)
		}
		t.mu.Unlock()
		if err != nil {
			t.note(fmt.Sprintf("Your move %s was not taken (%v): it is taken back; play again.", clean(ply.Text, 24), err))
			t.do(t.sync)
		}
	}
}

func sameResult(a, b rules.Outcome) bool { return a.Result == b.Result && a.Winner == b.Winner }
