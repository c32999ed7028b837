package netplay

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"oddboards/rules"
)

// send writes e as seat, on top of the stream as this table has read it, and waits until
// it is read back: it returns its sequence, or why it was refused. check, if set, says
// (with t.mu held) whether the event still makes sense once other events came first.
//
// No append waits for the stream to stand still: an event is written for the place after
// the last one read, and the referee refuses it only if an event about the game came in
// between (Refusal.Overtaken), never for chat or junk. An overtaken event is checked and
// written again. While the server cannot be reached, send tries again until ctx ends; an
// append whose answer was lost is recognised by its signature when read.
func (t *Table) send(ctx context.Context, seat int, e *event, check func() error) (uint64, error) {
	select { // the referee takes one event a writer for each place it read
	case t.sendSlot <- struct{}{}:
	case <-ctx.Done():
		return 0, fmt.Errorf("not sent: %s", plain(ctx.Err()))
	case <-t.closed:
		return 0, errors.New("the table is closed")
	}
	defer func() { <-t.sendSlot }()
	var sigs []string // every version written, newest last
	defer func() {
		t.mu.Lock()
		t.ours.forget(sigs)
		t.mu.Unlock()
	}()
	backoff := retryMin
	for overtaken := 0; overtaken < sendAttempts; {
		t.mu.Lock()
		if t.fatal != nil {
			t.mu.Unlock()
			return 0, t.fatal
		}
		if seq, ok := t.ours.taken(sigs); ok { // a version was read and taken
			t.mu.Unlock()
			return seq, nil
		}
		if len(sigs) > 0 {
			if refusal := t.ours.refusal(sigs[len(sigs)-1]); refusal != nil && !refusal.Overtaken {
				t.mu.Unlock()
				return 0, fmt.Errorf("refused: %s", refusal.Reason)
			} else if refusal != nil {
				overtaken++
			}
		}
		key := t.signer(seat)
		var err error
		if key == nil || seat != Host && e.Kind != kindJoin && !t.plays(seat) {
			err = fmt.Errorf("this table does not play %s", t.seatName(seat))
		} else if check != nil {
			err = check()
		}
		last, l := t.ref.last, t.link
		t.mu.Unlock()
		if err != nil {
			return 0, err
		}
		e.V, e.Game, e.Seq, e.Seat = version, t.id, last+1, seat
		data, err := e.encode()
		if err != nil {
			return 0, err
		}
		if len(data) > maxEvent {
			return 0, fmt.Errorf("the event is too long (%d bytes, at most %d)", len(data), maxEvent)
		}
		sig, err := sign(key, data)
		if err != nil {
			return 0, err
		}
		sigs = append(sigs, sig)
		t.mu.Lock()
		t.ours.await(sig)
		t.mu.Unlock()
		pctx, cancel := context.WithTimeout(ctx, min(t.opts.Timeout, publishTry))
		stored, err := t.append(pctx, l, seat, data, sig)
		cancel()
		if err == nil {
			// read it back: taken, refused, or overtaken (then checked and written again).
			// Stored, it is read back even past the caller's time: a join reported failed
			// once stored would lose the seat.
			wctx, cancel := context.WithTimeout(context.Background(), readBackTime)
			err := t.wait(wctx, func() bool { return t.read >= stored })
			cancel()
			if err != nil {
				return 0, err
			}
			backoff = retryMin
			continue
		}
		if isFull(err) {
			return 0, errors.New("the game has no room for it: this seat has written as much as one game holds")
		}
		// no answer (lost, or no connection): it may have landed; read on, and try again
		t.poke()
		select {
		case <-time.After(backoff):
		case <-ctx.Done():
			return 0, fmt.Errorf("not sent: %s", plain(err))
		case <-t.closed:
			return 0, errors.New("the table is closed")
		}
		backoff = min(2*backoff, pollEvery)
	}
	return 0, errors.New("not sent: the game kept changing first; try again")
}

// isFull reports an append refused because the writer's part of the stream is full.
func isFull(err error) bool {
	var apiErr *jetstream.APIError
	return errors.Is(err, errFull) ||
		errors.As(err, &apiErr) && apiErr.ErrorCode == storeFailed && strings.Contains(apiErr.Description, "maximum messages")
}

// storeFailed is JetStream's error code for a message the stream would not store: over
// its limits, here.
const storeFailed jetstream.ErrorCode = 10077

// readBackTime bounds the wait for an event stored to be read back.
const readBackTime = time.Minute

// publishTry bounds one try to append an event: a stream between leaders (a cluster's
// node stopped) answers none, and the next try, on the new leader, may succeed.
const publishTry = 2 * time.Second

// ownEvents are the versions of the event send writes now, by signature, and what became
// of each once read: only these are kept, so no flood of other messages makes send miss
// its own.
type ownEvents struct {
	at map[string]*ownEvent // nil: awaited, not read yet
}

type ownEvent struct {
	seq     uint64
	refusal *Refusal // nil: taken
}

// await makes note of a version about to be written (t.mu held).
func (o *ownEvents) await(sig string) {
	if o.at == nil {
		o.at = map[string]*ownEvent{}
	}
	o.at[sig] = nil
}

// forget drops the versions of an event send is done with (t.mu held).
func (o *ownEvents) forget(sigs []string) {
	for _, sig := range sigs {
		delete(o.at, sig)
	}
}

// note records what became of the message signed sig, read at seq, if send awaits it
// (t.mu held).
func (o *ownEvents) note(sig string, seq uint64, refusal *Refusal) {
	if ev, awaited := o.at[sig]; !awaited || ev != nil {
		return // not ours now, or a copy: the first one read is the one that counted
	}
	var r *Refusal
	if refusal != nil {
		c := *refusal
		r = &c
	}
	o.at[sig] = &ownEvent{seq, r}
}

// taken is the sequence of a version of an event (sigs) that was read and taken.
func (o *ownEvents) taken(sigs []string) (uint64, bool) {
	for _, sig := range sigs {
		if ev := o.at[sig]; ev != nil && ev.refusal == nil {
			return ev.seq, true
		}
	}
	return 0, false
}

// refusal is why the message signed sig was refused, or nil: taken, or not read yet.
func (o *ownEvents) refusal(sig string) *Refusal {
	if ev := o.at[sig]; ev != nil {
		return ev.refusal
	}
	return nil
}

func (t *Table) seatName(seat int) string {
	switch {
	case seat == Host:
		return "the host"
	case seat >= 0 && seat < len(t.ref.seats):
		return t.ref.seats[seat].Name
	}
	return "seat " + seatToken(seat)
}

// Play writes a move for the seat to move, which this table must play, and waits until
// every client can read it. The shared match follows.
func (t *Table) Play(ctx context.Context, mv rules.Move) error {
	t.mu.Lock()
	p := t.ref.match.Position()
	seat := int(p.ToMove())
	var text string
	if rules.IsLegal(p, mv) {
		text = t.ref.match.Game().FormatMove(p, mv)
	}
	t.mu.Unlock()
	if text == "" {
		return errors.New("that move is not legal here")
	}
	return t.sendMove(ctx, seat, text, 0)
}

func (t *Table) sendMove(ctx context.Context, seat int, text string, left time.Duration) error {
	_, err := t.send(ctx, seat, &event{Kind: kindMove, Move: text, Left: left.Milliseconds()}, func() error {
		if t.ref.match.Outcome().Over() {
			return rules.ErrOver
		}
		p := t.ref.match.Position()
		if int(p.ToMove()) != seat {
			return fmt.Errorf("not %s's turn", t.seatName(seat))
		}
		if !t.plays(seat) {
			return fmt.Errorf("this table does not play %s", t.seatName(seat))
		}
		if _, err := parseMove(t.ref.match.Game(), p, text); err != nil {
			return fmt.Errorf("the move %s is no longer legal", clean(text, 24))
		}
		return nil
	})
	return err
}

// Resign resigns seat, which this table must play.
func (t *Table) Resign(ctx context.Context, seat rules.Player) error {
	_, err := t.send(ctx, int(seat), &event{Kind: kindResign}, func() error { return t.mayAct(seat) })
	return err
}

// mayAct says why seat cannot resign or offer a draw here, if it cannot: the game is
// over, or this table does not play it.
func (t *Table) mayAct(seat rules.Player) error {
	if t.ref.match.Outcome().Over() {
		return rules.ErrOver
	}
	if !t.plays(int(seat)) {
		return fmt.Errorf("this table does not play %s", t.seatName(int(seat)))
	}
	return nil
}

// OfferDraw offers (or accepts) a draw for seat; offer false declines every offer. The
// game is drawn once every seat still in it has offered since the last move.
func (t *Table) OfferDraw(ctx context.Context, seat rules.Player, offer bool) error {
	t.mu.Lock()
	answering := t.othersAsk(seat, func(s SeatState) bool { return s.Draw })
	t.mu.Unlock()
	_, err := t.send(ctx, int(seat), &event{Kind: kindDraw, Offer: offer}, func() error {
		if offer && answering && !t.othersAsk(seat, func(s SeatState) bool { return s.Draw }) {
			return errAnswerOvertaken // not to be sent again as an offer of its own
		}
		return t.mayAct(seat)
	})
	return err
}

// errAnswerOvertaken is an agreement to a draw offer or a request to take back that a
// move ended before the agreement was stored.
var errAnswerOvertaken = errors.New("the request it answered ended with a move first")

// othersAsk reports whether a seat other than seat asks for something (t.mu held).
func (t *Table) othersAsk(seat rules.Player, asks func(SeatState) bool) bool {
	for i, s := range t.ref.seats {
		if i != int(seat) && asks(s) {
			return true
		}
	}
	return false
}

// Say writes a chat line as seat (or Host): plain text on one line, at most maxChat
// characters.
func (t *Table) Say(ctx context.Context, seat int, text string) error {
	if err := checkText("chat line", text, maxChat); err != nil {
		return err
	}
	_, err := t.send(ctx, seat, &event{Kind: kindChat, Text: text}, nil)
	return err
}

// AskUndo asks, for seat, to take moves back to the first keep plies, or agrees to the
// same (offer true); offer false declines every request. The moves are taken back once
// every seat still in the game has asked for the same, and the shared match follows.
func (t *Table) AskUndo(ctx context.Context, seat rules.Player, keep int, offer bool) error {
	asking := func(s SeatState) bool { return s.Undo == keep }
	t.mu.Lock()
	answering := t.othersAsk(seat, asking)
	t.mu.Unlock()
	_, err := t.send(ctx, int(seat), &event{Kind: kindUndo, Keep: &keep, Offer: offer}, func() error {
		if n := len(t.ref.plies); offer && (keep < 0 || keep > n) {
			return fmt.Errorf("the game has %d plies, not %d to go back to", n, keep)
		}
		if offer && answering && !t.othersAsk(seat, asking) {
			return errAnswerOvertaken
		}
		return nil
	})
	return err
}

// ClaimFlag claims, as this table's seat (the host's table as the host), that seat, the
// seat to move, has run out of time. The referee takes it only if the server's time of
// the claim shows the seat out of time: the game then ends as a local one does on a flag
// fall (with more than two seats, the seat is out and the others play on). A claim the
// game has overtaken (the seat moved, the game ended) is not sent, and is no error; any
// other failure is noted too (Notes), for the window that claimed by itself.
func (t *Table) ClaimFlag(ctx context.Context, seat rules.Player) error {
	var overtaken bool
	to := int(seat)
	_, err := t.send(ctx, t.inv.Seat, &event{Kind: kindFlag, To: &to}, func() error {
		if t.ref.match.Outcome().Over() || t.ref.match.Position().ToMove() != seat {
			overtaken = true
			return errors.New("overtaken")
		}
		return nil
	})
	if overtaken {
		return nil
	}
	if err != nil {
		t.note("The flag claim was not taken (" + clean(err.Error(), 120) + ").")
	}
	return err
}
