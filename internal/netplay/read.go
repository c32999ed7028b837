package netplay

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
)

// Reading a game. Tables create no JetStream consumers: they read the stream with
// JetStream's direct get, a batch of stored messages from a sequence on, and are woken by
// the stream's republished headers (feedSubject) when a message is stored. The server
// then keeps nothing per reader: an invitation cannot fill it with consumers, delete
// another table's, or leave a table following a consumer that no longer delivers. A table
// that misses a wake-up (a lost connection, a slow client) reads on at its next poll.

const (
	feedPrefix = "oddbr." // the stream republishes each stored message's headers here
	// readBatch is how many messages one direct get asks for: a long game's stream is read
	// in a few dozen requests.
	readBatch = 256
)

// feedSubject is where game id's stream republishes the headers of what it stores.
func feedSubject(id string) string { return feedPrefix + id + ".>" }

// directGetSubject is the direct get API of a game's stream.
func directGetSubject(stream string) string { return "$JS.API.DIRECT.GET." + stream }

// errNoDirect is a stream that answers no direct get: made by an older Oddboards on a
// server the host does not run, before its host opened it again.
var errNoDirect = errors.New("the game's stream answers no direct reads")

// readFrom reads up to readBatch stored messages of stream from seq on. more says the
// stream holds more after them; no messages and no error: seq is past the stream's end.
func readFrom(ctx context.Context, nc *nats.Conn, stream string, seq uint64) (msgs []message, more bool, err error) {
	req, err := json.Marshal(struct {
		Seq   uint64 `json:"seq"`
		Batch int    `json:"batch"`
	}{seq, readBatch})
	if err != nil {
		return nil, false, err
	}
	inbox := nc.NewRespInbox()
	sub, err := nc.SubscribeSync(inbox)
	if err != nil {
		return nil, false, err
	}
	defer func() { _ = sub.Unsubscribe() }()
	if err := nc.PublishRequest(directGetSubject(stream), inbox, req); err != nil {
		return nil, false, err
	}
	next := seq
	for {
		m, err := sub.NextMsgWithContext(ctx)
		switch {
		case errors.Is(err, context.DeadlineExceeded):
			return msgs, len(msgs) > 0, errNoAnswer
		case err != nil:
			return msgs, len(msgs) > 0, err
		}
		if len(m.Header.Values("Nats-Sequence")) == 0 { // the server's word, not a message
			switch status := m.Header.Get("Status"); status {
			case "404": // nothing stored from seq on
				return msgs, false, nil
			case "204": // the end of the batch
				pending, _ := strconv.ParseUint(m.Header.Get("Nats-Num-Pending"), 10, 64)
				return msgs, pending > 0, nil
			case "503":
				if len(msgs) == 0 {
					return nil, false, errNoDirect // no responders
				}
			}
			return msgs, len(msgs) > 0, fmt.Errorf("the server refused to read the game (status %s)", clean(m.Header.Get("Status"), 8))
		}
		msg, err := storedMessage(m, stream)
		if err != nil {
			return msgs, true, err
		}
		if msg.Seq < next {
			continue // an answer again
		}
		if msg.Seq != next { // the stream has no gaps: nothing is deleted, nothing discarded
			return msgs, true, fmt.Errorf("the server sent #%d where #%d was due", msg.Seq, next)
		}
		msgs = append(msgs, msg)
		next++
	}
}

// errNoAnswer is a request the server did not answer in time.
var errNoAnswer = errors.New("the game server did not answer in time")

// storedMessage reads a message and its place in the stream from a direct get's answer.
// The server adds its headers after the ones stored with the message: the last value of
// each is the server's. A message stored with headers of the server's own names (a writer
// that wanted to pass for the server) is read as junk, the same by every client.
func storedMessage(m *nats.Msg, stream string) (message, error) {
	last := func(key string) string {
		v := m.Header.Values(key)
		if len(v) == 0 {
			return ""
		}
		return v[len(v)-1]
	}
	seq, err := strconv.ParseUint(last("Nats-Sequence"), 10, 64)
	if err != nil || seq == 0 || last("Nats-Stream") != stream {
		return message{}, errors.New("the server sent a message without its place in the stream")
	}
	at, err := time.Parse(time.RFC3339Nano, last("Nats-Time-Stamp"))
	if err != nil {
		return message{}, errors.New("the server sent a message without its time")
	}
	msg := message{Seq: seq, Subject: last("Nats-Subject"), Data: m.Data, Sig: m.Header.Get(sigHeader), Time: at}
	for _, key := range []string{"Nats-Sequence", "Nats-Stream", "Nats-Time-Stamp", "Nats-Subject"} {
		if len(m.Header.Values(key)) > 1 {
			msg.Data, msg.Sig = []byte(forgedData), ""
		}
	}
	if m.Header.Get("Status") != "" || len(m.Header.Values(sigHeader)) > 1 {
		msg.Data, msg.Sig = []byte(forgedData), ""
	}
	return msg, nil
}

// forgedData stands for a message stored with headers of the server's names: every client
// refuses it as not an event.
const forgedData = "(a message stored with the server's headers forged)"

// reader reads up to a batch of a stream's messages from seq on: readFrom, or
// serviceRead.
type reader func(ctx context.Context, seq uint64) (msgs []message, more bool, err error)

// direct reads stream by direct get on nc.
func direct(nc *nats.Conn, stream string) reader {
	return func(ctx context.Context, seq uint64) ([]message, bool, error) { return readFrom(ctx, nc, stream, seq) }
}

// readAll reads from seq on to the stream's end, handing each batch to take.
func readAll(ctx context.Context, read reader, seq uint64, timeout time.Duration, take func([]message)) error {
	for {
		rctx, cancel := context.WithTimeout(ctx, timeout)
		msgs, more, err := read(rctx, seq)
		cancel()
		if len(msgs) > 0 {
			take(msgs)
			seq = msgs[len(msgs)-1].Seq + 1
		}
		if err != nil {
			return err
		}
		if !more {
			return nil
		}
	}
}
