package netplay

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"oddboards/rules"
)

// send writes e as seat, on top of the stream as this table has read it, and waits until
// it is read back: it returns its sequence, or why it was refused. check, if set, says
// (with t.mu held) whether the event still makes sense once other seats' events come
// first.
func (t *Table) send(ctx context.Context, seat int, e *Event, check func() error) (uint64, error) {
	subject := Subject(t.id, seat)
	backoff := 50 * time.Millisecond
	for conflicts := 0; conflicts < sendAttempts; {
		t.mu.Lock()
		if t.fatal != nil {
			t.mu.Unlock()
			return 0, t.fatal
		}
		key := t.signer(seat)
		var err error
		if key == nil || seat != Host && e.Kind != KindJoin && !t.plays(seat) {
			err = fmt.Errorf("this table does not play %s", t.seatName(seat))
		} else if check != nil {
			err = check()
		}
		last := t.ref.last
		t.mu.Unlock()
		if err != nil {
			return 0, err
		}
		e.V, e.Game, e.Seq, e.Seat = Version, t.id, last+1, seat
		data, err := e.encode()
		if err != nil {
			return 0, err
		}
		if len(data) > MaxEvent {
			return 0, fmt.Errorf("the event is too long (%d bytes, at most %d)", len(data), MaxEvent)
		}
		sig, err := sign(key, data)
		if err != nil {
			return 0, err
		}
		m := nats.NewMsg(subject)
		m.Data = data
		m.Header.Set(sigHeader, sig)
		pctx, cancel := context.WithTimeout(ctx, min(t.opts.Timeout, publishTry))
		ack, err := t.js.PublishMsg(pctx, m, jetstream.WithExpectLastSequence(last), jetstream.WithExpectStream(t.stream))
		cancel()
		var apiErr *jetstream.APIError
		switch {
		case err == nil:
			return ack.Sequence, t.accepted(ctx, ack.Sequence)
		case errors.As(err, &apiErr) && (apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
			apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant):
			// another event came first: read it, then try again on top of it, unless this
			// event was the one that came first (an answer lost on its way back)
			conflicts++
			if err := t.wait(ctx, func() bool { return t.read > last }); err != nil {
				return 0, err
			}
			if t.landed(ctx, last+1, data, sig) {
				return last + 1, t.accepted(ctx, last+1)
			}
		case ctx.Err() != nil || errors.Is(err, nats.ErrConnectionClosed):
			return 0, fmt.Errorf("not sent: %s", clean(err.Error(), 120))
		default:
			// no answer (lost, or a stream electing a leader): it may have landed; if not,
			// try again a little later
			if t.landed(ctx, last+1, data, sig) {
				return last + 1, t.accepted(ctx, last+1)
			}
			select {
			case <-time.After(backoff):
			case <-ctx.Done():
				return 0, fmt.Errorf("not sent: %s", clean(err.Error(), 120))
			case <-t.closed:
				return 0, errors.New("the table is closed")
			}
			backoff = min(2*backoff, 2*time.Second)
		}
	}
	return 0, errors.New("not sent: other events kept coming first")
}

// publishTry bounds one try to append an event: a stream between leaders (a cluster's
// node stopped) answers none, and the next try, on the new leader, may succeed.
const publishTry = 2 * time.Second

// landed reports whether the stream holds our event at seq: one sent whose answer was
// lost. The signature tells it from the same text written by another key.
func (t *Table) landed(ctx context.Context, seq uint64, data []byte, sig string) bool {
	ctx, cancel := context.WithTimeout(ctx, t.opts.Timeout)
	defer cancel()
	st, err := t.js.Stream(ctx, t.stream)
	if err != nil {
		return false
	}
	raw, err := st.GetMsg(ctx, seq)
	return err == nil && string(raw.Data) == string(data) && raw.Header.Get(sigHeader) == sig
}

// accepted waits until the event at seq is read, and says whether it was refused.
func (t *Table) accepted(ctx context.Context, seq uint64) error {
	if err := t.wait(ctx, func() bool { return t.read >= seq }); err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for i := len(t.ref.refused) - 1; i >= 0 && t.ref.refused[i].Seq >= seq; i-- {
		if t.ref.refused[i].Seq == seq {
			return fmt.Errorf("refused: %s", t.ref.refused[i].Reason)
		}
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

// PlayText writes a move in the game's notation for the seat to move.
func (t *Table) PlayText(ctx context.Context, s string) error {
	t.mu.Lock()
	p := t.ref.match.Position()
	mv, err := parseMove(t.ref.match.Game(), p, s)
	t.mu.Unlock()
	if err != nil {
		return err
	}
	return t.Play(ctx, mv)
}

func (t *Table) sendMove(ctx context.Context, seat int, text string, left time.Duration) error {
	_, err := t.send(ctx, seat, &Event{Kind: KindMove, Move: text, Left: left.Milliseconds()}, func() error {
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
	_, err := t.send(ctx, int(seat), &Event{Kind: KindResign}, func() error { return t.mayAct(seat) })
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
	_, err := t.send(ctx, int(seat), &Event{Kind: KindDraw, Offer: offer}, func() error { return t.mayAct(seat) })
	return err
}

// Say writes a chat line as seat (or Host): plain text on one line, at most MaxChat
// characters.
func (t *Table) Say(ctx context.Context, seat int, text string) error {
	if err := checkText("chat line", text, MaxChat); err != nil {
		return err
	}
	_, err := t.send(ctx, seat, &Event{Kind: KindChat, Text: text}, nil)
	return err
}

// AskUndo asks, for seat, to take moves back to the first keep plies, or agrees to the
// same (offer true); offer false declines every request. The moves are taken back once
// every seat still in the game has asked for the same, and the shared match follows.
func (t *Table) AskUndo(ctx context.Context, seat rules.Player, keep int, offer bool) error {
	_, err := t.send(ctx, int(seat), &Event{Kind: KindUndo, Keep: &keep, Offer: offer}, func() error {
		if n := len(t.ref.plies); offer && (keep < 0 || keep > n) {
			return fmt.Errorf("the game has %d plies, not %d to go back to", n, keep)
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
	_, err := t.send(ctx, t.inv.Seat, &Event{Kind: KindFlag, To: &to}, func() error {
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
		t.note("the flag claim was not taken: " + clean(err.Error(), 120))
	}
	return err
}
