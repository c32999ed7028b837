// Package record reads and writes Oddboards game records: one plain-text, PGN-like,
// versioned format for every game in the catalogue.
//
// # The format (version 1)
//
// A record is a block of headers, a blank line, and the moves:
//
//	[Oddboards "1"]
//	[Game "chess-56"]
//	[Setup "17"]
//	[Dice "1-2-3"]
//	[Option "nightrider=man-square"]
//	[Player "White: Ann"]
//	[Player "Black: Bob"]
//	[Date "2026.03.14"]
//	[Result "0-1"]
//	[Termination "Ann resigned"]
//
//	1. e5 e6
//	2. Nf4 Qxe7
//	0-1
//
// A line whose first character is # or ; is a comment, anywhere in the file (the reader
// skips it; the writer writes none). Inside a line, # belongs to the move (mate, a kill).
//
// Headers are [Tag "value"] lines; in a value, \" is a quote, \\ a backslash, \n, \r
// and \t the control characters. The tags Oddboards writes, in this order:
//
//   - Oddboards: the format version, "1". Required.
//   - Game: the catalogue ID (chess-2016, chess-56, pothole-chess, ...). Required.
//   - Setup: the numbered setup, for games that have them (the game's default setup is
//     written by its number too, so the record does not depend on the default).
//   - Dice: the setup's other name (rules.SetupReader), for people. When both Setup and
//     Dice are present they must agree; Dice alone chooses the setup.
//   - Mode: the game's mode, if it has modes.
//   - Option: one per option of the game, "key=value", defaults included.
//   - Position: the position string the game started from, when it was set up by hand
//     (read under the setup, mode and options; see docs/positions.md).
//   - Player: one per seat in turn order, "Seat: Name", or just "Seat" when the player
//     kept the seat's own name ([Player "White"]). The seat must be the game's seat.
//   - Date: when the game began, YYYY.MM.DD.
//   - Result: "*" while the game goes on; else one score per seat joined by "-": 1 for
//     the winner and 0 for the others ("1-0", "0-1", "0-0-1-0"), or 1/2 for every seat
//     in a draw ("1/2-1/2", "1/2-1/2-1/2"). Required.
//   - TimeControl: the clocks, minutes and seconds a turn ("5+3", "5d3": rules.TimeControl).
//   - Clocks: with a TimeControl, each ply's player's time left after it, in seconds,
//     one per ply and space-separated ("298.1 297.4 …"); while the game goes on, one
//     more: the seat to move's time left when the record was written. A resumed game's
//     clocks wait, paused, for its players, the seat to move's at that time.
//   - Termination: why the game ended (the outcome's reason: "checkmate",
//     "Ann resigned", "draw agreed", "Bob lost on time", "Black forfeits: illegal move
//     e3e9", "Black resigns: adjudicated, …", "draw adjudicated: …"), when it has.
//
// Other tags (Event, Site, ...) are kept as they are read and ignored.
//
// # Moves
//
// Moves are in the game's full notation (rules.Game.FormatMove), a round per line: the
// round number and a dot, then every player's turn of that round in turn order. A new
// round begins when the turn passes back to a seat at or before the previous turn's seat,
// so eliminated players simply drop out of the line. In a game where some turn has several
// moves (4-Player Pothole Chess: two each), the turns on a line are separated by " | " and
// a turn's moves stand together:
//
//  1. Ca2-a4 Bc2-d3 | Cb7-b5 Bb6-c6 | Cm2-m4 Bl2-k3 | Cb13-b11 Bc12-c13
//
// so a reader needs no rules to see whose move is whose. A line without "|" has one move
// per turn. "..." stands for a turn not played (a record starting with the second player,
// "1. ... e6") and is skipped. A move text that contains white space, a quote or "|", or
// that could be taken for a round number or a result, is written in double quotes with the
// header escapes ("Ca2 a4"), so any notation still makes one readable token.
//
// The moves end with the result, the same as the Result header, on a line of its own. A
// record whose moves do not end with it has been cut short, and Read says so.
//
// Resignations, agreed draws, and in two-player games flag falls, forfeits (a seat
// that broke the rules of play: an outside engine's illegal move, crash or time-out) and
// adjudications (a match's engines judged by their scores) are not moves: they are the
// Result and Termination headers, and Replay makes them again (rules.Match.Resign,
// AgreeDraw, LoseOnTime, Forfeit, Adjudicate).
//
// In games of three or more players a resignation takes the player out and the game goes
// on: it is part of the history, written where it happened as "(Blue resigns)", or
// "(Blue out on time)" when the player's flag fell.
//
// A move may be followed by a comment in braces, on the same line: "14. Qd4 {-0.35,
// mistake, best +0.40 Bb5}". In a comment, \} is a brace and \\ a backslash, and the
// header escapes hold; a comment belongs to the move before it.
//
// A bare move list (moves only, no headers, round numbers optional) is read too; its
// game comes from the caller (ReplayAs).
package record

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"oddboards/rules"
)

// version is the record format version this package writes and reads.
const version = "1"

// Ext is the file name extension of records.
const Ext = ".oddb"

// MaxSize is the largest record Read accepts (a long game is a few tens of kilobytes).
const MaxSize = 8 << 20

// Header is one [Tag "value"] line.
type Header struct {
	Tag, Value string
	Line       int // 1-based line in the file; 0 for a header not read from a file
}

// Move is one move text of a record and where it stands.
type Move struct {
	Text  string
	Line  int // 1-based line in the file
	Round int // the round number written before it, 0 if the record has none
	// Turn numbers the turns of a record from 0; moves with the same Turn were written as
	// one player's turn. It is meaningful when Marked: the line separates turns with "|".
	// A line without "|" gives every move its own Turn.
	Turn   int
	Marked bool
	// Player is the seat that played it, when known (records made by New); -1 when read.
	Player int
	// Resigns is the seat name of a player who resigned here, written "(Blue resigns)":
	// in games of three or more players a resignation is part of the history
	// (rules.Resigner); Text is then the token as written.
	Resigns string
	// OnTime marks a Resigns that is a flag fall, written "(Blue out on time)".
	OnTime bool
	// Comment is a note on the move, written after it in braces ("e5 {best Qd4}"): a
	// reader of the record sees it beside the move; the analysis writes its own there.
	Comment string
}

// Record is a parsed record: headers in file order and the move texts.
type Record struct {
	Headers []Header
	Moves   []Move
	// Seats is how many seats the game has, for the layout of rounds (New sets it; Write
	// falls back on the number of Player headers).
	Seats int
	// End is the result token that ended the moves ("1-0", "*"), "" if there was none, and
	// EndLine its line.
	End     string
	EndLine int
}

// Get returns the value of the first header with tag, or "".
func (r *Record) Get(tag string) string {
	h, _ := r.Lookup(tag)
	return h.Value
}

// Lookup returns the first header with tag.
func (r *Record) Lookup(tag string) (Header, bool) {
	for _, h := range r.Headers {
		if h.Tag == tag {
			return h, true
		}
	}
	return Header{}, false
}

// All returns every header with tag, in order.
func (r *Record) All(tag string) []Header {
	var out []Header
	for _, h := range r.Headers {
		if h.Tag == tag {
			out = append(out, h)
		}
	}
	return out
}

// Set replaces the first header with tag (removing any others), or appends one.
func (r *Record) Set(tag, value string) {
	out := r.Headers[:0:0]
	done := false
	for _, h := range r.Headers {
		if h.Tag != tag {
			out = append(out, h)
		} else if !done {
			out = append(out, Header{Tag: tag, Value: value})
			done = true
		}
	}
	if !done {
		out = append(out, Header{Tag: tag, Value: value})
	}
	r.Headers = out
}

// Delete removes every header with tag.
func (r *Record) Delete(tag string) {
	out := r.Headers[:0:0]
	for _, h := range r.Headers {
		if h.Tag != tag {
			out = append(out, h)
		}
	}
	r.Headers = out
}

// CatalogueID is the ID a match's game goes by in the catalogue and in records: the
// configured variant, or the game's own ID.
func CatalogueID(m *rules.Match) string {
	if v := m.Config().Variant; v != "" {
		return v
	}
	return m.Game().ID()
}

// DateFormat is how the Date header writes a day.
const DateFormat = "2006.01.02"

// New makes the record of m as it stands, dated today.
func New(m *rules.Match) *Record {
	g, cfg := m.Game(), m.Config()
	start := m.Start()
	r := &Record{}
	add := func(tag, value string) { r.Headers = append(r.Headers, Header{Tag: tag, Value: value}) }
	add("Oddboards", version)
	add("Game", CatalogueID(m))
	setup := cfg.Setup
	if sp, ok := start.(rules.SetupPosition); ok && setup == 0 {
		setup = sp.Setup()
	}
	if setup > 0 && g.Setups(cfg.Variant) > 0 {
		add("Setup", strconv.Itoa(setup))
		if sr, ok := g.(rules.SetupReader); ok {
			if name := sr.SetupName(cfg.Variant, setup); name != "" {
				add("Dice", name)
			}
		}
	}
	mode := cfg.Mode
	if mp, ok := start.(rules.ModePosition); ok && mode == "" {
		mode = mp.Mode()
	}
	if mode != "" {
		add("Mode", mode)
	}
	for _, o := range g.Options() {
		add("Option", o.Key+"="+cfg.Option(o.Key, optionDefault(o)))
	}
	if cfg.Position != "" {
		add("Position", cfg.Position) // a position set up by hand, which the moves follow
	}
	seats := g.Players(cfg)
	names := m.Names()
	for i, s := range seats {
		v := s.Name
		if i < len(names) {
			if n := strings.TrimSpace(names[i]); n != "" && n != s.Name {
				v += ": " + n
			}
		}
		add("Player", v)
	}
	for i, c := range m.Computers() {
		if c != "" && i < len(seats) {
			add("Computer", seats[i].Name+": "+c)
		}
	}
	r.Seats = len(seats)
	add("Date", time.Now().Format(DateFormat))
	out := m.Outcome()
	add("Result", ResultString(out, len(seats)))
	if out.Over() {
		add("Termination", out.Reason)
	}
	for _, p := range m.History() {
		mv := Move{Text: p.Text, Player: int(p.Player), Turn: -1}
		if p.Move.Has(rules.Resign) {
			mv.Resigns = seats[p.Player].Name
			mv.OnTime = p.Text == rules.OnTimeText
			mv.Text = eventToken(mv)
		}
		r.Moves = append(r.Moves, mv)
	}
	if tc := m.TimeControl(); tc.On() {
		// the clocks: the time control, and each ply's player's time left after it
		add("TimeControl", tc.String())
		var left []string
		for _, p := range m.History() {
			left = append(left, strconv.FormatFloat(max(0, p.Left.Seconds()), 'f', 1, 64))
		}
		if now, ok := m.ClockNow(); ok {
			// the move being thought about: its time is spent, not given back on resuming
			left = append(left, strconv.FormatFloat(max(0, now.Seconds()), 'f', 1, 64))
		}
		if len(left) > 0 {
			add("Clocks", strings.Join(left, " "))
		}
	}
	return r
}

// eventToken writes a resignation or a flag fall in the moves.
func eventToken(m Move) string {
	if m.OnTime {
		return "(" + m.Resigns + onTimeNote + ")"
	}
	return "(" + m.Resigns + " resigns)"
}

const onTimeNote = " " + rules.OnTimeText

func optionDefault(o rules.Option) string {
	if o.Default != "" {
		return o.Default
	}
	if len(o.Values) > 0 {
		return o.Values[0]
	}
	return ""
}

// Write writes the record of m (dated today).
func Write(w io.Writer, m *rules.Match) error { return New(m).Write(w) }

// Write writes r: its headers, a blank line, the moves a round per line, and the result.
// The layout of the moves uses each Move's Player; moves of unknown player (-1) are
// written one turn each.
func (r *Record) Write(w io.Writer) error {
	var b bytes.Buffer
	for _, h := range r.Headers {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", h.Tag, escape(h.Value))
	}
	if len(r.Headers) > 0 {
		b.WriteByte('\n')
	}
	b.WriteString(r.moveText())
	end := r.Get("Result")
	if end == "" {
		end = r.End
	}
	if end != "" {
		b.WriteString(end + "\n")
	}
	_, err := w.Write(b.Bytes())
	return err
}

// moveText is the moves a round per line, without headers or result.
func (r *Record) moveText() string {
	type turn struct {
		player int // -1: unknown, one turn per line; -2: a resignation before any move
		texts  []string
	}
	var turns []turn
	multi := false
	for _, m := range r.Moves {
		n := len(turns)
		if m.Resigns != "" {
			// a resignation stands where it happened, inside the turn it interrupted
			tok := eventToken(m)
			if n > 0 {
				turns[n-1].texts = append(turns[n-1].texts, tok)
			} else {
				turns = append(turns, turn{-2, []string{tok}})
			}
			continue
		}
		text := quote(m.Text)
		if m.Comment != "" {
			text += " {" + escapeComment(m.Comment) + "}"
		}
		if n > 0 && m.Player >= 0 && turns[n-1].player == m.Player {
			turns[n-1].texts = append(turns[n-1].texts, text)
			multi = true
			continue
		}
		turns = append(turns, turn{m.Player, []string{text}})
	}
	sep := " "
	if multi {
		sep = " | "
	}
	var b strings.Builder
	round := 0
	var line []string
	flush := func() {
		if len(line) > 0 {
			fmt.Fprintf(&b, "%d. %s\n", round, strings.Join(line, sep))
			line = nil
		}
	}
	prev := -1
	for i, t := range turns {
		if i == 0 || t.player == -1 || t.player >= 0 && t.player <= prev {
			flush()
			round++
			if i == 0 && t.player > 0 {
				line = append(line, "...")
			}
		}
		line = append(line, strings.Join(t.texts, " "))
		switch {
		case t.player >= 0:
			prev = t.player
		case t.player == -1:
			prev = 1 << 30 // unknown players: one turn per line
		}
	}
	flush()
	return b.String()
}

// ResultString writes an outcome for n seats: "*", "1-0", "0-1-0", "1/2-1/2".
func ResultString(o rules.Outcome, n int) string {
	if !o.Over() {
		return "*"
	}
	parts := make([]string, n)
	for i := range parts {
		switch {
		case o.Result == rules.Draw:
			parts[i] = "1/2"
		case int(o.Winner) == i:
			parts[i] = "1"
		default:
			parts[i] = "0"
		}
	}
	return strings.Join(parts, "-")
}

// parseResult reads a Result for n seats (n ≤ 0: any number): it returns the outcome
// without a reason.
func parseResult(s string, n int) (rules.Outcome, error) {
	if s == "*" {
		return rules.Outcome{Result: rules.Ongoing, Winner: rules.NoPlayer}, nil
	}
	parts := strings.Split(s, "-")
	if len(parts) < 2 {
		return rules.Outcome{}, fmt.Errorf("result %q: want \"*\" or a score per seat joined by \"-\" (1-0, 0-1, 1/2-1/2)", short(s))
	}
	if n > 0 && len(parts) != n {
		return rules.Outcome{}, fmt.Errorf("result %q has %d scores for %d seats", short(s), len(parts), n)
	}
	ones, halves := 0, 0
	winner := rules.NoPlayer
	for i, p := range parts {
		switch p {
		case "1":
			ones++
			winner = rules.Player(i)
		case "0":
		case "1/2":
			halves++
		default:
			return rules.Outcome{}, fmt.Errorf("result %q: score %q is not 1, 0 or 1/2", short(s), short(p))
		}
	}
	switch {
	case ones == 1 && halves == 0:
		return rules.Outcome{Result: rules.Win, Winner: winner}, nil
	case halves == len(parts):
		return rules.Outcome{Result: rules.Draw, Winner: rules.NoPlayer}, nil
	}
	return rules.Outcome{}, fmt.Errorf("result %q: want one winner (a single 1, the rest 0) or a draw (1/2 for every seat)", short(s))
}

// isResultToken reports whether s has the shape of a result.
func isResultToken(s string) bool {
	if s == "*" {
		return true
	}
	if !strings.Contains(s, "-") {
		return false
	}
	for _, c := range s {
		if c != '0' && c != '1' && c != '2' && c != '/' && c != '-' {
			return false
		}
	}
	return true
}

// isRoundToken reports whether s is a round number ("12." or "12...") and reads it.
func isRoundToken(s string) (n int, ok bool) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || i > 9 {
		return 0, false
	}
	rest := s[i:]
	if rest != "." && rest != "..." {
		return 0, false
	}
	n, _ = strconv.Atoi(s[:i])
	return n, true
}

// needsQuotes reports whether a move text must be quoted to stay one token.
func needsQuotes(s string) bool {
	if s == "" || s == "..." || isResultToken(s) {
		return true
	}
	if _, ok := isRoundToken(s); ok {
		return true
	}
	if s[0] == '{' || s[0] == '(' || s[0] == '[' { // a comment's, an event's, a header's start
		return true
	}
	for _, c := range s {
		if c <= ' ' || c == '"' || c == '|' || c == '\\' || c == 0x7f || c == 0x85 || c == 0xa0 || c == 0x2028 || c == 0x2029 {
			return true
		}
	}
	return strings.ContainsFunc(s, isSpace)
}

func quote(s string) string {
	if !needsQuotes(s) {
		return s
	}
	return `"` + escape(s) + `"`
}

func escape(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// escapeComment is escape with the closing brace escaped too.
func escapeComment(s string) string { return strings.ReplaceAll(escape(s), "}", `\}`) }

// unescape reads a quoted string's body from s (just after the opening quote) and
// returns it with the rest after the closing quote.
func unescape(s string) (body, rest string, err error) { return unescapeTo(s, '"') }

// unescapeTo reads s up to the unescaped byte end (a quote, a comment's brace), which
// may also be escaped, and returns what stands before it and the rest after it.
func unescapeTo(s string, end byte) (body, rest string, err error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case end:
			return b.String(), s[i+1:], nil
		case '\\':
			if i+1 >= len(s) {
				return "", "", errors.New("a backslash at the end of the line")
			}
			i++
			switch s[i] {
			case '"', '\\', end:
				b.WriteByte(s[i])
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			default:
				return "", "", fmt.Errorf("unknown escape \\%c", s[i])
			}
		default:
			b.WriteByte(c)
		}
	}
	if end == '"' {
		return "", "", errors.New("no closing quote")
	}
	return "", "", fmt.Errorf("no closing %q", end)
}

func isSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r', 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// Rounds numbers a history's plies by round as records write them: a round begins when
// the turn comes back to a seat at or before the previous turn's seat; a resignation
// belongs to the round it interrupted.
func Rounds(h []rules.Ply) []int {
	out := make([]int, len(h))
	round, last := 0, -1
	for i, p := range h {
		if p.Move.Has(rules.Resign) {
			out[i] = max(round, 1)
			continue
		}
		if pl := int(p.Player); pl != last {
			if round == 0 || pl <= last {
				round++
			}
			last = pl
		}
		out[i] = round
	}
	return out
}
