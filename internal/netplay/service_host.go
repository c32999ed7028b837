//go:build !js

package netplay

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
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
