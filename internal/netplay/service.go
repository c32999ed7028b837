package netplay

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
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

// serve answers the read and write requests of every game's players and spectators,
// until the server closes.
func (s *Server) serve() error {
	js, err := jetstream.New(s.svc)
	if err != nil {
		return err
	}
	jobs := make(chan struct{}, serviceJobs)
	handle := func(f func(*nats.Msg)) nats.MsgHandler {
		return func(m *nats.Msg) {
			jobs <- struct{}{}
			go func() {
				defer func() { <-jobs }()
				f(m)
			}()
		}
	}
	if _, err := s.svc.Subscribe(readPrefix+"*.*", handle(s.readFor)); err != nil {
		return err
	}
	_, err = s.svc.Subscribe(writePrefix+"*.*", handle(func(m *nats.Msg) { s.writeFor(js, m) }))
	return err
}

// asker is the game and seat a service request names, if its answer goes to that seat's
// own inbox; any other request is not answered.
func asker(prefix string, m *nats.Msg) (id string, seat int, ok bool) {
	rest, ok := strings.CutPrefix(m.Subject, prefix)
	if !ok {
		return "", 0, false
	}
	id, tok, ok := strings.Cut(rest, ".")
	if !ok || !validGameID(id) {
		return "", 0, false
	}
	seat, ok = parseSeatToken(tok)
	if !ok || seat == Host || !strings.HasPrefix(m.Reply, inboxPrefix(id, seat)+".") {
		return "", 0, false
	}
	return id, seat, true
}

// readFor answers a read request with what the stream holds from its sequence on.
func (s *Server) readFor(m *nats.Msg) {
	id, _, ok := asker(readPrefix, m)
	if !ok {
		return
	}
	var req readRequest
	if json.Unmarshal(m.Data, &req) != nil || req.Seq == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), defaultTimeout)
	defer cancel()
	msgs, more, err := readFrom(ctx, s.svc, streamName(id), req.Seq)
	var ans readAnswer
	switch {
	case errors.Is(err, errNoDirect):
		ans.Err = codeNoGame
	case err != nil && len(msgs) == 0:
		ans.Err = plain(err)
	}
	size := 0
	for i, msg := range msgs {
		size += len(msg.Data) + len(msg.Sig) + len(msg.Subject) + 100
		if size > serviceBytes && i > 0 {
			more = true
			break
		}
		ans.Msgs = append(ans.Msgs, wireMessage(msg))
	}
	ans.More = more || err != nil && len(ans.Msgs) > 0
	data, err := json.Marshal(ans)
	if err == nil {
		_ = s.svc.Publish(m.Reply, data)
	}
}

// writeFor appends the event a seat asks to write on its own subject: its data and
// signature, nothing else.
func (s *Server) writeFor(js jetstream.JetStream, m *nats.Msg) {
	id, seat, ok := asker(writePrefix, m)
	if !ok || seat < 0 {
		return
	}
	out := nats.NewMsg(subject(id, seat))
	out.Data = m.Data
	if sig := m.Header.Get(sigHeader); sig != "" {
		out.Header.Set(sigHeader, sig)
	}
	ctx, cancel := context.WithTimeout(context.Background(), defaultTimeout)
	defer cancel()
	var ans writeAnswer
	ack, err := js.PublishMsg(ctx, out, jetstream.WithExpectStream(streamName(id)))
	switch {
	case err == nil:
		ans.Seq = ack.Sequence
	case isFull(err):
		ans.Err = codeFull
	case errors.Is(err, jetstream.ErrNoStreamResponse), errors.Is(err, nats.ErrNoResponders):
		ans.Err = codeNoGame
	default:
		ans.Err = plain(err)
	}
	data, err := json.Marshal(ans)
	if err == nil {
		_ = s.svc.Publish(m.Reply, data)
	}
}

// errNoGame is a game the server does not have.
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
