package netplay

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"oddboards/rules"
	"oddboards/rules/games"
)

// message is one stored message of a game's stream, as the referee reads it.
type message struct {
	Seq     uint64
	Subject string
	Data    []byte
	Sig     string    // the signature header
	Time    time.Time // when the server stored it
}

// Refusal is a message every client ignored, and why: the same list on every client.
type Refusal struct {
	Seq    uint64
	Seat   int    // the writer its subject names; Host; or Watch when none
	Kind   string // the kind it claims, "" when it could not be read
	Reason string
	// Overtaken is an event written before another changed the game: its writer reads
	// the change and, if the event still makes sense, writes it again.
	Overtaken bool
}

func (r Refusal) String() string {
	kind := r.Kind
	if kind == "" {
		kind = "message"
	}
	return fmt.Sprintf("#%d %s from %s refused: %s", r.Seq, kind, seatToken(r.Seat), r.Reason)
}

// plyInfo is what the stream adds to a ply of the match's history.
type plyInfo struct {
	Seq  uint64
	Left time.Duration // the mover's clock after it, as the mover's client said; 0 if none
	Time time.Time     // when the server stored it
}

// chatLine is one line of chat.
type chatLine struct {
	Seq  uint64
	Seat int    // Host for the host's lines
	Name string // the writer's name then
	Text string
	Time time.Time
}

// SeatState is one seat as the stream has made it.
type SeatState struct {
	Name     string
	Key      string // the public key that signs for the seat now
	Invite   string // the public key of its latest invitation (the hosted server's login)
	Remote   bool
	Joined   bool   // a remote player has taken the seat with a key of their own
	Computer string // the host's computer plays it ("level:5"), or ""
	Draw     bool   // offers or accepts a draw since the last move
	Undo     int    // asks to take moves back to this many plies (-1: does not ask)
}

// referee replays a game's stream through the rules. It is the game as the stream makes
// it, the same on every client: each message is taken or refused by what the stream
// holds before it, never by anything local.
type referee struct {
	id      string
	entry   games.Entry
	start   start
	match   *rules.Match // private: only accepted events reach it
	seats   []SeatState
	last    uint64
	plies   []plyInfo  // one per ply of match's history
	chat    []chatLine // the last maxChatKept lines
	refused []Refusal  // the last maxRefusals refusals
	// changed is the last message that changed the game (a move, a resignation, a flag
	// fall, moves taken back, a draw agreed): a move, resignation, claim or request written
	// before it was written for another game than it meets, and is refused as overtaken.
	changed uint64
	// wrote is each writer's (seat's, or Host's) last event taken: an event written for a
	// place at or before it is a replay, or its writer did not wait to read its own.
	wrote map[int]uint64
	// keys are every key the game has known (the host's, the spectators', each seat's
	// invitations and players'): a join or seat change may bring only a new one, so no seat
	// can take another's key (and its login on the hosted server)
	keys map[string]bool
	// the endings that are no ply: a two-player game's resignation or flag fall, an
	// agreed draw
	resigned int // the seat, or -1
	flagged  int // the seat, or -1
	drawn    bool
	lastTime time.Time // when the last message read was stored (readGame's)
	started  time.Time // when the start was stored: the first mover's clock runs from it
	resumed  time.Time // when moves were last taken back: the mover's clock runs from then
}

// errNotAGame is the reason a stream whose first message is not a valid start cannot be
// played.
var errNotAGame = errors.New("not an Oddboards game")

// newReferee reads a game's first message, which must be its start.
func newReferee(id string, msg message) (*referee, error) {
	bad := func(format string, a ...any) (*referee, error) {
		return nil, fmt.Errorf("%w: its first event %s", errNotAGame, fmt.Sprintf(format, a...))
	}
	e, err := decodeEvent(msg.Data)
	switch {
	case err != nil:
		return bad("is unreadable (%v)", err)
	case msg.Seq != 1:
		return bad("is #%d, not #1 (the stream lost its start)", msg.Seq)
	case e.Kind != kindStart || e.Start == nil:
		return bad("is a %s, not the start", clean(e.Kind, 20))
	case e.Game != id || e.Seq != 1 || e.Seat != Host:
		return bad("belongs to another game or place")
	}
	if seat, ok := subjectSeat(id, msg.Subject); !ok || seat != Host {
		return bad("is not on the host's subject")
	}
	st := *e.Start
	if !validUserKey(st.Host) {
		return bad("names no host key")
	}
	if err := verify(st.Host, msg.Data, msg.Sig); err != nil {
		return bad("is not signed by its host: %v", err)
	}
	entry, err := games.Lookup(st.Game)
	if err != nil {
		return bad("names %v", err)
	}
	cfg := rules.Config{Variant: entry.Variant, Setup: st.Setup, Mode: st.Mode, Options: st.Options, Position: st.Position}
	names := make([]string, len(st.Seats))
	for i, s := range st.Seats {
		names[i] = s.Name
	}
	m, err := rules.NewMatch(entry.Game, cfg, names)
	if err != nil {
		return bad("sets up a game that cannot start: %v", err)
	}
	if len(st.Seats) != len(m.Players()) {
		return bad("seats %d players in a game of %d", len(st.Seats), len(m.Players()))
	}
	if st.Watch != "" && !validUserKey(st.Watch) {
		return bad("has a damaged spectators' key")
	}
	if _, err := rules.ParseTimeControl(st.Time); err != nil {
		return bad("has %v", err)
	}
	r := &referee{id: id, entry: entry, start: st, match: m, last: 1, resigned: -1, flagged: -1, started: msg.Time,
		changed: 1, wrote: map[int]uint64{Host: 1}, keys: map[string]bool{st.Host: true, st.Watch: true}}
	for i, s := range st.Seats {
		if err := checkText("name", s.Name, maxName); err != nil {
			return bad("gives seat %d %v", i, err)
		}
		if !validUserKey(s.Key) {
			return bad("gives seat %d no valid key", i)
		}
		if s.Remote && s.Computer != "" {
			return bad("gives seat %d, a remote one, to the host's computer", i)
		}
		if r.keys[s.Key] {
			return bad("gives seat %d a key the game has already", i)
		}
		r.keys[s.Key] = true
		r.seats = append(r.seats, SeatState{Name: s.Name, Key: s.Key, Invite: s.Key, Remote: s.Remote, Computer: clean(s.Computer, 40), Undo: -1})
	}
	return r, nil
}

// apply takes or refuses the next message of the stream. It returns the accepted event,
// or the refusal (also kept in refused). Messages at or before the last one read are
// deliveries again of what was read, not new messages: they are skipped (nil, nil).
func (r *referee) apply(msg message) (*event, *Refusal) {
	if msg.Seq <= r.last {
		return nil, nil
	}
	r.last = msg.Seq
	seat, ok := subjectSeat(r.id, msg.Subject)
	if !ok || seat >= len(r.seats) {
		seat = Watch
	}
	var overtaken bool
	refuse := func(kind, format string, a ...any) (*event, *Refusal) {
		f := Refusal{Seq: msg.Seq, Seat: seat, Kind: kind, Reason: fmt.Sprintf(format, a...), Overtaken: overtaken}
		if len(r.refused) >= maxRefusals { // a flood is remembered by its latest
			r.refused = slices.Delete(r.refused, 0, len(r.refused)-maxRefusals+1)
		}
		r.refused = append(r.refused, f)
		return nil, &r.refused[len(r.refused)-1]
	}
	e, err := decodeEvent(msg.Data)
	if err != nil {
		return refuse("", "%v", err)
	}
	kind := clean(e.Kind, 20)
	switch {
	case seat == Watch:
		return refuse(kind, "written on a subject of no seat")
	case e.Game != r.id:
		return refuse(kind, "written for another game")
	case e.Seq == 0 || e.Seq > msg.Seq:
		return refuse(kind, "written for #%d, stored as #%d", e.Seq, msg.Seq)
	case e.Seat != seat:
		return refuse(kind, "signed as %s on %s's subject", seatToken(e.Seat), seatToken(seat))
	case e.Seq <= r.wrote[seat]:
		return refuse(kind, "written for #%d, before its writer's own #%d: a replay", e.Seq, r.wrote[seat])
	}
	key := r.start.Host
	if seat != Host {
		key = r.seats[seat].Key
	}
	if err := verify(key, msg.Data, msg.Sig); err != nil {
		return refuse(kind, "%v", err)
	}
	if aboutTheGame[e.Kind] && e.Seq <= r.changed {
		overtaken = true
		return refuse(kind, "overtaken: written for #%d, before #%d changed the game", e.Seq, r.changed)
	}
	plies, out := len(r.match.History()), r.match.Outcome()
	if err := r.take(e, msg); err != nil {
		return refuse(kind, "%v", err)
	}
	r.wrote[seat] = msg.Seq
	if len(r.match.History()) != plies || !sameResult(out, r.match.Outcome()) {
		r.changed = msg.Seq
	}
	return e, nil
}

// aboutTheGame are the kinds of event that answer the game as it stands: written before
// another event changed it, they are refused. Chat lines, joins and seat changes are not:
// so no flood of them delays a move.
var aboutTheGame = map[string]bool{kindMove: true, kindResign: true, kindFlag: true, kindDraw: true, kindUndo: true}

// Bounds on what a referee remembers: a flood of junk or chat, taken up to the stream's
// quota, costs every client no more than this.
const (
	maxRefusals = 100
	maxChatKept = 500
)

// take applies an authentic event, or says why the rules refuse it.
func (r *referee) take(e *event, msg message) error {
	host := e.Seat == Host
	switch e.Kind {
	case kindMove:
		if host {
			return errors.New("the host moves only as a seat")
		}
		return r.move(e, msg)
	case kindResign:
		if host {
			return errors.New("the host resigns only as a seat")
		}
		if err := r.match.Resign(rules.Player(e.Seat)); err != nil {
			return err
		}
		if n := len(r.match.History()); n > len(r.plies) { // a resignation that enters the history
			r.plies = append(r.plies, plyInfo{Seq: msg.Seq, Time: msg.Time})
		} else {
			r.resigned = e.Seat
		}
		r.clearOffers()
	case kindDraw:
		if host {
			return errors.New("the host offers draws only as a seat")
		}
		return r.draw(e)
	case kindUndo:
		if host {
			return errors.New("the host asks to take moves back only as a seat")
		}
		return r.undo(e, msg)
	case kindFlag:
		return r.flag(e, msg)
	case kindChat:
		if err := checkText("chat line", e.Text, maxChat); err != nil {
			return err
		}
		name := "host"
		if !host {
			name = r.seats[e.Seat].Name
		}
		if len(r.chat) >= maxChatKept {
			r.chat = slices.Delete(r.chat, 0, len(r.chat)-maxChatKept+1)
		}
		r.chat = append(r.chat, chatLine{Seq: msg.Seq, Seat: e.Seat, Name: name, Text: e.Text, Time: msg.Time})
	case kindJoin:
		if host {
			return errors.New("the host joins no seat")
		}
		if err := checkText("name", e.Name, maxName); err != nil {
			return err
		}
		if !validUserKey(e.Key) {
			return errors.New("a join without a valid key")
		}
		if r.keys[e.Key] {
			return errors.New("a join with a key the game has already")
		}
		r.keys[e.Key] = true
		s := &r.seats[e.Seat]
		s.Key, s.Name, s.Joined = e.Key, e.Name, true
	case kindSeat:
		if !host {
			return errors.New("only the host changes seats")
		}
		return r.seat(e)
	case kindStart:
		return errors.New("a game has one start")
	default:
		return fmt.Errorf("an unknown kind of event %q", clean(e.Kind, 20))
	}
	return nil
}

func (r *referee) move(e *event, msg message) error {
	if r.match.Outcome().Over() {
		return rules.ErrOver
	}
	p := r.match.Position()
	if int(p.ToMove()) != e.Seat {
		return fmt.Errorf("not %s's turn: %s is to move", r.seats[e.Seat].Name, r.seats[p.ToMove()].Name)
	}
	if c, ok := r.clocks(msg.Time); ok && c.Left[e.Seat] <= 0 {
		return fmt.Errorf("too late: %s's time ran out %s before the server stored the move", r.seats[e.Seat].Name, roundClock(-c.Left[e.Seat]))
	}
	if len(e.Move) > 4*maxMoveText {
		return errors.New("a move text far too long")
	}
	if err := checkText("move", e.Move, maxMoveText); err != nil {
		return err
	}
	mv, err := parseMove(r.match.Game(), p, e.Move)
	if err != nil {
		return fmt.Errorf("illegal move %q: %s", clean(e.Move, 24), clean(err.Error(), 120))
	}
	if err := r.match.Play(mv); err != nil {
		return err
	}
	left := time.Duration(max(e.Left, 0)) * time.Millisecond
	r.plies = append(r.plies, plyInfo{Seq: msg.Seq, Left: left, Time: msg.Time})
	r.clearOffers()
	return nil
}

// parseMove reads a move with the game's own notation. A parser that panics on some text
// refuses it instead: the text came from the network.
func parseMove(g rules.Game, p rules.Position, s string) (mv rules.Move, err error) {
	defer func() {
		if recover() != nil {
			err = errors.New("the rules could not read it")
		}
	}()
	return g.ParseMove(p, s) // a legal move or an error; Match.Play checks again
}

// flag takes a claim that the seat to move has run out of time, when the server's time
// of the claim shows it has: with two seats the other wins, with more the seat is out
// and the others play on (rules.Match.LoseOnTime, as a local game's flag fall).
func (r *referee) flag(e *event, msg message) error {
	if r.match.Outcome().Over() {
		return rules.ErrOver
	}
	if e.To == nil || *e.To < 0 || *e.To >= len(r.seats) {
		return errors.New("a flag fall of no seat")
	}
	seat := *e.To
	c, ok := r.clocks(msg.Time)
	switch {
	case !ok:
		return errors.New("the game has no clocks")
	case c.Running != seat:
		return fmt.Errorf("%s's clock is not running: %s is to move", r.seats[seat].Name, r.seats[c.Running].Name)
	case c.Left[seat] > 0:
		return fmt.Errorf("too early: %s has %s left by the server's clock", r.seats[seat].Name, roundClock(c.Left[seat]))
	}
	if err := r.match.LoseOnTime(rules.Player(seat)); err != nil {
		return err
	}
	if n := len(r.match.History()); n > len(r.plies) { // out of a game of three or more: a ply
		r.plies = append(r.plies, plyInfo{Seq: msg.Seq, Time: msg.Time})
	} else {
		r.flagged = seat
	}
	r.clearOffers()
	return nil
}

// roundClock writes a time for a refusal: to the millisecond, the stream's unit.
func roundClock(d time.Duration) string { return d.Round(time.Millisecond).String() }

func (r *referee) draw(e *event) error {
	if r.match.Outcome().Over() {
		return rules.ErrOver
	}
	p := r.match.Position()
	if p.Out(rules.Player(e.Seat)) {
		return fmt.Errorf("%s is out of the game", r.seats[e.Seat].Name)
	}
	if !e.Offer {
		for i := range r.seats {
			r.seats[i].Draw = false // a decline ends every offer
		}
		return nil
	}
	r.seats[e.Seat].Draw = true
	for i, s := range r.seats {
		if !s.Draw && !p.Out(rules.Player(i)) {
			return nil
		}
	}
	r.clearOffers()
	r.drawn = true
	return r.match.AgreeDraw()
}

// clearOffers ends every draw offer and request to take back: the game moved on.
func (r *referee) clearOffers() {
	for i := range r.seats {
		r.seats[i].Draw, r.seats[i].Undo = false, -1
	}
}

// undo takes a request to take moves back, and takes them back once every seat still in
// the game (as it will stand) asks for the same.
func (r *referee) undo(e *event, msg message) error {
	if !e.Offer {
		for i := range r.seats {
			r.seats[i].Undo = -1 // a decline ends every request
		}
		return nil
	}
	n := len(r.plies)
	if e.Keep == nil || *e.Keep < 0 || *e.Keep >= n && !r.match.Outcome().Over() || *e.Keep > n {
		return fmt.Errorf("no plies to take back to %s", keepText(e.Keep))
	}
	keep := *e.Keep
	r.seats[e.Seat].Undo = keep
	back := r.match.PositionAt(keep)
	for i, s := range r.seats {
		if s.Undo != keep && !back.Out(rules.Player(i)) {
			return nil
		}
	}
	r.match.Truncate(keep)
	r.plies = r.plies[:keep]
	r.resigned, r.flagged, r.drawn = -1, -1, false
	r.resumed = msg.Time
	r.clearOffers()
	return nil
}

func keepText(k *int) string {
	if k == nil {
		return "(none given)"
	}
	return fmt.Sprint(*k)
}

func (r *referee) seat(e *event) error {
	if e.To == nil || *e.To < 0 || *e.To >= len(r.seats) {
		return errors.New("a seat change for no seat")
	}
	s := r.seats[*e.To]
	if e.Name != "" {
		if err := checkText("name", e.Name, maxName); err != nil {
			return err
		}
		s.Name = e.Name
	}
	if e.Key != "" {
		if !validUserKey(e.Key) {
			return errors.New("a seat change with a damaged key")
		}
		if r.keys[e.Key] {
			return errors.New("a seat change with a key the game has already")
		}
		// a new invitation: whoever took the seat before signs for it no more
		s.Key, s.Invite, s.Joined = e.Key, e.Key, false
	}
	if e.Remote != nil {
		s.Remote = *e.Remote
	}
	switch e.Computer {
	case "":
	case "-":
		s.Computer = ""
	default:
		if err := checkText("computer", e.Computer, 40); err != nil {
			return err
		}
		s.Computer = e.Computer
	}
	if s.Remote && s.Computer != "" {
		return errors.New("the host's computer plays no remote seat")
	}
	if e.Key != "" {
		r.keys[e.Key] = true
	}
	r.seats[*e.To] = s
	return nil
}

// snapshot copies what a client shows of the game.
func (r *referee) snapshot() Snapshot {
	return Snapshot{
		Seq:      r.last,
		Seats:    slices.Clone(r.seats),
		Plies:    slices.Clone(r.plies),
		History:  r.match.History(),
		Outcome:  r.match.Outcome(),
		Chat:     slices.Clone(r.chat),
		Refusals: slices.Clone(r.refused),
	}
}

// Snapshot is a game as its stream stood at one sequence.
type Snapshot struct {
	Seq      uint64 // the last message read
	Seats    []SeatState
	Plies    []plyInfo // one per ply of History
	History  []rules.Ply
	Outcome  rules.Outcome
	Chat     []chatLine
	Refusals []Refusal
}
