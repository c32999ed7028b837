package netplay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"oddboards/rules"
)

// version is the event format this package writes and reads.
const version = 1

// Bounds on what an event may carry. A message beyond maxEvent bytes is refused before it
// is read, and the hosted server's streams refuse it before it is stored.
const (
	maxEvent    = 8 << 10 // bytes of one event, signature header aside
	maxChat     = 280     // characters of a chat line
	maxName     = 40      // characters of a player's name
	maxMoveText = 120     // characters of a move's notation
	maxSeats    = 8       // more than any game has
)

// Event kinds.
const (
	kindStart  = "start"  // the game's first event, by the host
	kindMove   = "move"   // a seat's move, every sub-choice in its notation
	kindResign = "resign" // a seat resigns
	kindDraw   = "draw"   // a seat offers or accepts a draw (Offer true), or declines (false)
	kindJoin   = "join"   // a seat's player takes the seat: its key and name from now on
	kindSeat   = "seat"   // the host changes a seat: a new invitation, a name, a computer
	kindChat   = "chat"   // a line of chat
	// kindFlag claims that seat To, the seat to move, has run out of time: any seat or the
	// host may write it, and it is taken only when the server's time of the claim proves it.
	kindFlag = "flag"
	// kindUndo asks to take moves back to the first Keep plies (Offer true), or agrees to
	// the same; false declines every request. Done once every seat still in has asked.
	kindUndo = "undo"
)

// Host is the seat number of the host's own events (the start, seat changes).
const Host = -1

// event is one entry of a game's stream, written as one JSON object. Every event names
// its game and the stream sequence it was written for, so a signed event copied into
// another game, or appended again later, is refused.
type event struct {
	V     int    `json:"v"`
	Game  string `json:"game"` // the game's ID (its stream)
	Seq   uint64 `json:"seq"`  // the stream sequence it is written for
	Seat  int    `json:"seat"` // the writer: a seat from 0, or Host
	Kind  string `json:"kind"`
	Move  string `json:"move,omitempty"`  // move: full notation (rules.Game.FormatMove)
	Left  int64  `json:"left,omitempty"`  // move: the mover's clock after it, in milliseconds
	Offer bool   `json:"offer,omitempty"` // draw, undo: offer or accept (true), decline (false)
	Keep  *int   `json:"keep,omitempty"`  // undo: how many plies to keep
	Text  string `json:"text,omitempty"`  // chat
	Name  string `json:"name,omitempty"`  // join, seat: the player's name
	Key   string `json:"key,omitempty"`   // join: the seat's key from now on; seat: a new invitation's key
	To    *int   `json:"to,omitempty"`    // seat: which seat the host changes; flag: whose flag fell
	// Remote is, in a seat event, whether the seat is played elsewhere from now on.
	Remote *bool `json:"remote,omitempty"`
	// Computer is, in a seat event, the computer player the host seats there
	// ("level:5"), or "-" to hand the seat back to a person.
	Computer string `json:"computer,omitempty"`
	Start    *start `json:"start,omitempty"` // start
}

// start is what the first event says of the game: which it is, how it is set up, who sits
// where, and the keys that sign for the host, each seat, and the spectators.
type start struct {
	Game     string            `json:"game"` // catalogue ID: "chess-2016", "pothole-chess"
	Setup    int               `json:"setup,omitempty"`
	Mode     string            `json:"mode,omitempty"`
	Options  map[string]string `json:"options,omitempty"`
	Position string            `json:"position,omitempty"` // a position set up by hand
	Time     string            `json:"time,omitempty"`     // time control, rules.ParseTimeControl
	Host     string            `json:"host"`               // the host's public key
	Watch    string            `json:"watch,omitempty"`    // the spectators' public key
	Seats    []seatInfo        `json:"seats"`
}

// seatInfo is one seat in the start event.
type seatInfo struct {
	Name string `json:"name"`
	// Key is the public key of the seat's invitation (Remote) or of the host's own seat: the
	// hosted server lets it publish as this seat, and its signature is the seat's until
	// the player joins with a key of their own.
	Key      string `json:"key"`
	Remote   bool   `json:"remote,omitempty"`   // played elsewhere, by invitation
	Computer string `json:"computer,omitempty"` // played by the host's computer ("level:5")
}

// encode writes e as the bytes that are signed and published.
func (e *event) encode() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(e); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}

// decodeEvent reads one event, refusing anything but a single JSON object of this
// version.
func decodeEvent(data []byte) (*event, error) {
	if len(data) > maxEvent {
		return nil, fmt.Errorf("oversized: %d bytes, more than %d", len(data), maxEvent)
	}
	if !utf8.Valid(data) {
		return nil, fmt.Errorf("not an event: not UTF-8 text")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	var e event
	if err := dec.Decode(&e); err != nil {
		return nil, fmt.Errorf("not an event: %s", shortErr(err))
	}
	if dec.More() {
		return nil, fmt.Errorf("not an event: more after the event")
	}
	if e.V != version {
		return nil, fmt.Errorf("event version %d, not %d", e.V, version)
	}
	return &e, nil
}

// shortErr is a decoding error's text, bounded: JSON errors quote the input.
func shortErr(err error) string { return clean(err.Error(), 80) }

// clean is s made safe to show: control characters as spaces, at most n characters.
func clean(s string, n int) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.Map(func(r rune) rune {
		if unsafeRune(r) {
			return ' '
		}
		return r
	}, s)
	return rules.Excerpt(s, n)
}

// unsafeRune reports whether r may not stand in a name or chat line: a control character,
// or a bidirectional override, which makes a line read otherwise than it is written.
func unsafeRune(r rune) bool {
	return unicode.IsControl(r) || r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069
}

// checkText says what is wrong with a name or chat line: it must be plain text of at
// most max characters, with no control characters (a line of its own), and not blank.
// CheckName says what is wrong with a player's name, if anything: plain text on one
// line, at most maxName characters.
func CheckName(s string) error { return checkText("name", s, maxName) }

// CheckChat says what is wrong with a chat line, if anything.
func CheckChat(s string) error { return checkText("chat line", s, maxChat) }

func checkText(what, s string, max int) error {
	switch {
	case strings.TrimSpace(s) == "":
		return fmt.Errorf("an empty %s", what)
	case !utf8.ValidString(s):
		return fmt.Errorf("a %s that is not UTF-8 text", what)
	case utf8.RuneCountInString(s) > max:
		return fmt.Errorf("a %s of %d characters, more than %d", what, utf8.RuneCountInString(s), max)
	case strings.IndexFunc(s, unsafeRune) >= 0:
		return fmt.Errorf("a %s with control characters", what)
	}
	return nil
}
