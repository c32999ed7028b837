package netplay

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/nats-io/nats.go"
)

// On the hosted server, players and spectators reach JetStream only through the server's
// own service, which answers on their own inbox alone. NATS checks a publisher's subject,
// not the subject it asks the answer on: given JetStream's API, a spectator could have
// JetStream write its answers into a seat's part of the stream (asking them on
// oddb.<id>.0) until it was full, and a seat its stored message's headers. The service
// reads the stream for a table (readService), and appends a seat's event, its data and
// signature and nothing else, on that seat's subject (writeService).
const (
	readPrefix  = "oddbq." // oddbq.<id>.<seat or watch>: read from a sequence on
	writePrefix = "oddbw." // oddbw.<id>.<seat>: append this event as the seat
	// serviceBytes bounds one answer's messages, under the server's 64 KiB payload.
	serviceBytes = 40 << 10
	serviceJobs  = 32 // requests served at once
)

// readRequest and readAnswer are the read service's request and answer.
type readRequest struct {
	Seq uint64 `json:"seq"`
}

type readAnswer struct {
	Msgs []wireMessage `json:"msgs,omitempty"`
	More bool          `json:"more,omitempty"`
	Err  string        `json:"err,omitempty"` // errNoGame's code, or why not
}

type wireMessage struct {
	Seq     uint64    `json:"seq"`
	Subject string    `json:"subject"`
	Data    []byte    `json:"data"`
	Sig     string    `json:"sig,omitempty"`
	Time    time.Time `json:"time"`
}

// writeAnswer is the write service's answer: the sequence the event was stored at, or why
// not.
type writeAnswer struct {
	Seq uint64 `json:"seq,omitempty"`
	Err string `json:"err,omitempty"`
}

const (
	codeNoGame = "no game"
	codeFull   = "full"
)

var errNoGame = errors.New("the server has no such game")

// serviceRead reads through the hosted server's service, as readFrom does directly.
func serviceRead(ctx context.Context, nc *nats.Conn, id string, seat int, seq uint64) ([]message, bool, error) {
	req, _ := json.Marshal(readRequest{Seq: seq})
	m, err := nc.RequestWithContext(ctx, readPrefix+id+"."+seatToken(seat), req)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return nil, false, errNoAnswer
		}
		return nil, false, err
	}
	var ans readAnswer
	if err := json.Unmarshal(m.Data, &ans); err != nil {
		return nil, false, errors.New("the server's answer could not be read")
	}
	switch {
	case ans.Err == codeNoGame:
		return nil, false, errNoGame
	case ans.Err != "":
		return nil, false, errors.New(ans.Err)
	}
	msgs := make([]message, len(ans.Msgs))
	for i, w := range ans.Msgs {
		msgs[i] = message(w)
	}
	return msgs, ans.More, nil
}

// serviceWrite appends an event through the hosted server's service.
func serviceWrite(ctx context.Context, nc *nats.Conn, id string, seat int, data []byte, sig string) (uint64, error) {
	m := nats.NewMsg(writePrefix + id + "." + seatToken(seat))
	m.Data = data
	m.Header.Set(sigHeader, sig)
	reply, err := nc.RequestMsgWithContext(ctx, m)
	if err != nil {
		return 0, err
	}
	var ans writeAnswer
	if err := json.Unmarshal(reply.Data, &ans); err != nil {
		return 0, errors.New("the server's answer could not be read")
	}
	switch ans.Err {
	case "":
		return ans.Seq, nil
	case codeFull:
		return 0, errFull
	case codeNoGame:
		return 0, errNoGame
	}
	return 0, errors.New(ans.Err)
}

// errFull is an append refused because the writer's part of the stream is full.
var errFull = errors.New("the game has no room for it: this seat has written as much as one game holds")
