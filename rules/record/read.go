package record

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"oddboards/rules"
)

// Error is a mistake in a record, with where it is.
type Error struct {
	Line   int    // 1-based line, 0 if the mistake is about the whole record
	Round  int    // the move (round) number written on that line, 0 if none
	Ply    int    // which move of the game, from 1; 0 if not about a move
	Player string // whose move it was, "" if unknown
	Move   string // the move text as written, "" if not about a move
	Err    error  // what is wrong
}

func (e *Error) Error() string {
	var b strings.Builder
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d", e.Line)
	}
	if e.Ply > 0 {
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		if e.Round > 0 {
			fmt.Fprintf(&b, "move %d (ply %d", e.Round, e.Ply)
		} else {
			fmt.Fprintf(&b, "ply %d (", e.Ply)
		}
		if e.Player != "" {
			if e.Round > 0 {
				b.WriteString(", ")
			}
			b.WriteString(short(e.Player)) // a seat's name, or the one a resignation names
		}
		b.WriteString(")")
		fmt.Fprintf(&b, " %q", rules.Excerpt(e.Move, 40))
	}
	msg := e.Err.Error()
	if e.Ply > 0 {
		// the games' readers start with the move they read: say it once
		msg = strings.TrimPrefix(msg, fmt.Sprintf("%q: ", rules.Excerpt(e.Move, 40)))
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	b.WriteString(msg)
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

func lineErr(line int, format string, a ...any) error {
	return &Error{Line: line, Err: fmt.Errorf(format, a...)}
}

// singular tags may appear once.
var singular = map[string]bool{
	"Oddboards": true, "Game": true, "Setup": true, "Dice": true, "Mode": true,
	"Date": true, "Result": true, "Termination": true,
}

// maxLine is the longest line a record may have, in bytes: a round of the widest game is
// a hundred or so, and a whole game written on one line a few kilobytes. A longer line is
// not part of a record, and refusing it keeps every token, header and error short.
const maxLine = 64 << 10

// maxMoves is the most moves a record may hold: far beyond any game played, it bounds
// the memory a hostile file can ask for.
const maxMoves = 100_000

type token struct {
	text   string
	line   int
	quoted bool
	bar    bool
	event  string // the seat of "(Seat resigns)"
	onTime bool   // … of "(Seat out on time)"
	// comment marks a "{…}" token, text its body
	comment bool
}

// Read parses a record, or a bare move list (no headers), checking its form only: the
// moves are checked by Replay. A record with headers must have the Oddboards, Game and
// Result headers and end its moves with the result; a bare list may end with a result.
// It reads a line at a time and keeps no more than a line's tokens, so its time and
// memory grow with the size of the file and no more.
func Read(r io.Reader) (*Record, error) {
	rec, err := read(r, false)
	if err != nil {
		return nil, err
	}
	return rec, nil
}

// ReadUntilError reads a damaged record as far as it is sound: the headers, and the
// moves before the first mistake in its form (a file cut short, a line that is not a
// record's). It returns them with that mistake, nil if there is none; the result is
// dropped when there is a mistake, for the moves no longer lead to it. The record is nil
// only when there is no game to open: the file is not a record, or its version or Game
// header is missing or wrong.
func ReadUntilError(r io.Reader) (*Record, error) { return read(r, true) }

// reader is the state of one Read.
type reader struct {
	rec       *Record
	first     map[string]int // the line of each singular header
	movesFrom int            // the line the moves begin on, 0 before
	lastLine  int            // the last line that is not blank
	line      []token        // the tokens of the line being read
	pending   *token         // a result token, which must be the last of the moves
	// the layout of the moves read so far
	round, turn       int
	newTurn, sinceBar bool
}

func read(r io.Reader, untilError bool) (*Record, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("the file is larger than %d MB: not a record", MaxSize>>20)
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	rd := &reader{rec: &Record{}, first: map[string]int{}, turn: -1, newTurn: true}
	var damage error // the first mistake, when reading until it
	for n := 1; len(data) > 0; n++ {
		raw := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			raw, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if err := rd.readLine(raw, n); err != nil {
			if !untilError {
				return nil, err
			}
			damage = err
			break
		}
	}
	if err := rd.finish(damage); err != nil {
		if !untilError || rd.fatal(err) {
			return nil, err
		}
		damage = err
	}
	if damage != nil {
		// the moves kept do not lead to the result written: an unfinished game
		rd.rec.Delete("Result")
		rd.rec.Delete("Termination")
		rd.rec.End, rd.rec.EndLine = "", 0
	}
	return rd.rec, damage
}

// readLine reads line n of the file.
func (rd *reader) readLine(raw []byte, n int) error {
	if len(raw) > maxLine {
		return lineErr(n, "a line of %d bytes (%q): no line of a record is longer than %d KB", len(raw), excerptBytes(raw), maxLine>>10)
	}
	if !utf8.Valid(raw) {
		return lineErr(n, "the text is not UTF-8: not a record")
	}
	t := strings.TrimFunc(string(raw), isSpace)
	if t == "" {
		return nil
	}
	rd.lastLine = n
	if t[0] == '#' || t[0] == ';' {
		return nil // a comment line (inside a line, # marks mate or a kill)
	}
	rec := rd.rec
	if t[0] == '[' {
		if rd.movesFrom > 0 {
			return lineErr(n, "header %s after the moves began on line %d", quoteLine(t), rd.movesFrom)
		}
		h, err := parseHeader(t, n)
		if err != nil {
			return err
		}
		if singular[h.Tag] {
			if l, ok := rd.first[h.Tag]; ok {
				return lineErr(n, "a second %s header (the first is on line %d)", h.Tag, l)
			}
			rd.first[h.Tag] = n
		}
		rec.Headers = append(rec.Headers, h)
		return nil
	}
	if rd.movesFrom == 0 {
		rd.movesFrom = n
	}
	toks, err := tokenize(t, n, rd.line[:0])
	rd.line = toks
	if merr := rd.readMoves(toks); merr != nil {
		return merr // before the token tokenize stopped at
	}
	return err
}

// finish checks the record as a whole once every line is read (or the first damage,
// which is nil when there was none).
func (rd *reader) finish(damage error) error {
	rec := rd.rec
	if len(rec.Headers) == 0 && len(rec.Moves) == 0 && rd.pending == nil {
		if damage != nil {
			return damage
		}
		return fmt.Errorf("the file is empty: no headers and no moves")
	}
	lastLine := max(rd.lastLine, 1)
	if len(rec.Headers) > 0 {
		v, ok := rec.Lookup("Oddboards")
		if !ok {
			return lineErr(rec.Headers[0].Line, "not an Oddboards record: it has no [Oddboards %q] header", version)
		}
		if v.Value != version {
			return lineErr(v.Line, "record format version %q: this program reads version %s", short(v.Value), version)
		}
		if _, ok := rec.Lookup("Game"); !ok {
			return lineErr(rec.Headers[0].Line, "the record has no Game header")
		}
		if damage != nil {
			return nil // the result no longer matters: the moves stop short of it
		}
		res, ok := rec.Lookup("Result")
		if !ok {
			return lineErr(lastLine, "the record has no Result header: the file is cut short or not a finished write")
		}
		if _, err := parseResult(res.Value, 0); err != nil {
			return lineErr(res.Line, "header [Result %q]: %v", short(res.Value), err)
		}
		if rd.pending == nil {
			return lineErr(lastLine, "the record ends without its result %q after the moves: the file is cut short", short(res.Value))
		}
		if rd.pending.text != res.Value {
			return lineErr(rd.pending.line, "the moves end with the result %s, but the Result header (line %d) says %s", short(rd.pending.text), res.Line, short(res.Value))
		}
	}
	if damage == nil && rd.pending != nil {
		rec.End, rec.EndLine = rd.pending.text, rd.pending.line
	}
	return nil
}

// fatal reports whether err, from finish, leaves no game to open.
func (rd *reader) fatal(err error) bool {
	rec := rd.rec
	if len(rec.Headers) == 0 {
		return len(rec.Moves) == 0
	}
	v, ok := rec.Lookup("Oddboards")
	_, game := rec.Lookup("Game")
	return !ok || v.Value != version || !game
}

// excerptBytes is the start of a line too long to read, for its error.
func excerptBytes(b []byte) string {
	return rules.Excerpt(strings.ToValidUTF8(string(b[:min(len(b), 160)]), "\uFFFD"), 40)
}

// quoteLine is what an error quotes of a line of the file.
func quoteLine(s string) string { return rules.Excerpt(s, 60) }

// readMoves turns one line's tokens into moves with their rounds and turns.
func (rd *reader) readMoves(toks []token) error {
	marked := slices.ContainsFunc(toks, func(t token) bool { return t.bar })
	rd.newTurn, rd.sinceBar = true, false
	for _, t := range toks {
		if p := rd.pending; p != nil {
			return lineErr(p.line, "the result %s stands before the end of the moves", short(p.text))
		}
		switch {
		case t.comment:
			n := len(rd.rec.Moves)
			if n == 0 || rd.rec.Moves[n-1].Resigns != "" || rd.rec.Moves[n-1].Comment != "" {
				return lineErr(t.line, "comment {%s} follows no move (or a move's second comment)", short(t.text))
			}
			rd.rec.Moves[n-1].Comment = t.text
			continue
		case t.bar:
			if !rd.sinceBar {
				return lineErr(t.line, "\"|\" with no move before it")
			}
			rd.newTurn, rd.sinceBar = true, false
			continue
		case t.event != "":
			rd.sinceBar = true
			if err := rd.add(Move{Text: t.text, Line: t.line, Round: rd.round, Turn: rd.turn, Marked: marked, Player: -1, Resigns: t.event, OnTime: t.onTime}); err != nil {
				return err
			}
			continue
		case t.quoted:
		case t.text == "...":
			// A turn not played stands where a move would, so a bar may follow it (a
			// record from a position in the middle of a turn: "1. ... | Bb5-c4 | …").
			rd.newTurn, rd.sinceBar = true, true
			continue
		default:
			if n, ok := isRoundToken(t.text); ok {
				dots := strings.HasSuffix(t.text, "...")
				if n != rd.round+1 && !(dots && n == rd.round && rd.round > 0) {
					return lineErr(t.line, "move number %s where %d. was expected", t.text, rd.round+1)
				}
				rd.round = n
				rd.newTurn, rd.sinceBar = true, false
				continue
			}
			if isResultToken(t.text) {
				rd.pending = &token{text: t.text, line: t.line}
				continue
			}
		}
		if rd.newTurn {
			rd.turn++
			rd.newTurn = !marked
		}
		rd.sinceBar = true
		if err := rd.add(Move{Text: t.text, Line: t.line, Round: rd.round, Turn: rd.turn, Marked: marked, Player: -1}); err != nil {
			return err
		}
	}
	return nil
}

func (rd *reader) add(m Move) error {
	if len(rd.rec.Moves) >= maxMoves {
		return lineErr(m.Line, "more than %d moves: not the record of a game", maxMoves)
	}
	rd.rec.Moves = append(rd.rec.Moves, m)
	return nil
}

func parseHeader(t string, line int) (Header, error) {
	if !strings.HasSuffix(t, "]") {
		return Header{}, lineErr(line, "header %s: no closing \"]\" (the file may be cut short)", quoteLine(t))
	}
	s := t[1:]
	i := 0
	for i < len(s) && (s[i] == '_' || s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z' || s[i] >= '0' && s[i] <= '9') {
		i++
	}
	if i == 0 {
		return Header{}, lineErr(line, "header %s: want [Tag \"value\"], the tag is missing", quoteLine(t))
	}
	tag := s[:i]
	rest := strings.TrimLeft(s[i:], " \t")
	if !strings.HasPrefix(rest, `"`) {
		return Header{}, lineErr(line, "header %s: want [%s \"value\"], the value must be in double quotes", quoteLine(t), short(tag))
	}
	body, rest, err := unescape(rest[1:])
	if err != nil {
		return Header{}, lineErr(line, "header %s: %v", quoteLine(t), err)
	}
	if strings.TrimLeft(rest, " \t") != "]" {
		return Header{}, lineErr(line, "header %s: want [%s \"value\"], found more after the value", quoteLine(t), short(tag))
	}
	return Header{Tag: tag, Value: body, Line: line}, nil
}

// tokenize appends the tokens of line s to out. On a mistake it returns the tokens
// before it with the error.
func tokenize(s string, line int, out []token) ([]token, error) {
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		switch {
		case isSpace(r):
			s = s[size:]
		case r == '|':
			out = append(out, token{text: "|", line: line, bar: true})
			s = s[1:]
		case r == '"':
			body, rest, err := unescape(s[1:])
			if err != nil {
				return out, lineErr(line, "quoted move %s: %v", quoteLine(s), err)
			}
			out = append(out, token{text: body, line: line, quoted: true})
			s = rest
		case r == '(':
			end := strings.IndexByte(s, ')')
			if end < 0 {
				return out, lineErr(line, "%s: no closing \")\"", quoteLine(s))
			}
			body := s[1:end]
			seat, ok := strings.CutSuffix(body, " resigns")
			onTime := false
			if !ok {
				seat, ok = strings.CutSuffix(body, onTimeNote)
				onTime = ok
			}
			if !ok || seat == "" {
				return out, lineErr(line, "(%s): the only notes in the moves are \"(Seat resigns)\" and \"(Seat out on time)\"", short(body))
			}
			out = append(out, token{text: s[:end+1], line: line, event: seat, onTime: onTime})
			s = s[end+1:]
		case r == '{':
			body, rest, err := unescapeTo(s[1:], '}')
			if err != nil {
				return out, lineErr(line, "comment %s: %v", quoteLine(s), err)
			}
			out = append(out, token{text: body, line: line, comment: true})
			s = rest
		case r == '[':
			return out, lineErr(line, "%q: a header must stand on a line of its own, before the moves", quoteLine(s))
		default:
			end := strings.IndexFunc(s, func(r rune) bool { return isSpace(r) || r == '|' })
			if end < 0 {
				end = len(s)
			}
			out = append(out, token{text: s[:end], line: line})
			s = s[end:]
		}
	}
	return out, nil
}
