package record

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
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
			b.WriteString(e.Player)
		}
		b.WriteString(")")
		fmt.Fprintf(&b, " %q", e.Move)
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	b.WriteString(e.Err.Error())
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

type token struct {
	text   string
	line   int
	quoted bool
	bar    bool
	event  string // the seat of "(Seat resigns)"
}

// Read parses a record, or a bare move list (no headers), checking its form only: the
// moves are checked by Replay. A record with headers must have the Oddboards, Game and
// Result headers and end its moves with the result; a bare list may end with a result.
func Read(r io.Reader) (*Record, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("the file is larger than %d MB: not a record", MaxSize>>20)
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if !utf8.Valid(data) {
		line := 1 + bytes.Count(data[:firstInvalid(data)], []byte("\n"))
		return nil, lineErr(line, "the text is not UTF-8: not a record")
	}
	rec := &Record{}
	lines := strings.Split(string(data), "\n")
	first := map[string]int{}
	var toks []token
	movesFrom := 0
	for i, raw := range lines {
		n := i + 1
		t := strings.TrimFunc(raw, isSpace)
		if t == "" || t[0] == '#' || t[0] == ';' {
			continue // a comment line (inside a line, # marks mate or a kill)
		}
		if t[0] == '[' {
			if movesFrom > 0 {
				return nil, lineErr(n, "header %s after the moves began on line %d", t, movesFrom)
			}
			h, err := parseHeader(t, n)
			if err != nil {
				return nil, err
			}
			if singular[h.Tag] {
				if l, ok := first[h.Tag]; ok {
					return nil, lineErr(n, "a second %s header (the first is on line %d)", h.Tag, l)
				}
				first[h.Tag] = n
			}
			rec.Headers = append(rec.Headers, h)
			continue
		}
		if movesFrom == 0 {
			movesFrom = n
		}
		lt, err := tokenize(t, n)
		if err != nil {
			return nil, err
		}
		toks = append(toks, lt...)
	}
	lastLine := len(lines)
	for lastLine > 1 && strings.TrimFunc(lines[lastLine-1], isSpace) == "" {
		lastLine--
	}
	if len(rec.Headers) == 0 && len(toks) == 0 {
		return nil, fmt.Errorf("the file is empty: no headers and no moves")
	}
	if len(rec.Headers) > 0 {
		v, ok := rec.Lookup("Oddboards")
		if !ok {
			return nil, lineErr(rec.Headers[0].Line, "not an Oddboards record: it has no [Oddboards %q] header", Version)
		}
		if v.Value != Version {
			return nil, lineErr(v.Line, "record format version %q: this program reads version %s", v.Value, Version)
		}
		if _, ok := rec.Lookup("Game"); !ok {
			return nil, lineErr(rec.Headers[0].Line, "the record has no Game header")
		}
		res, ok := rec.Lookup("Result")
		if !ok {
			return nil, lineErr(lastLine, "the record has no Result header: the file is cut short or not a finished write")
		}
		if _, err := ParseResult(res.Value, 0); err != nil {
			return nil, lineErr(res.Line, "header [Result %q]: %v", res.Value, err)
		}
		n := len(toks)
		if n == 0 || toks[n-1].quoted || toks[n-1].bar || toks[n-1].event != "" || !isResultToken(toks[n-1].text) {
			return nil, lineErr(lastLine, "the record ends without its result %q after the moves: the file is cut short", res.Value)
		}
		if toks[n-1].text != res.Value {
			return nil, lineErr(toks[n-1].line, "the moves end with the result %s, but the Result header (line %d) says %s", toks[n-1].text, res.Line, res.Value)
		}
	}
	if n := len(toks); n > 0 && !toks[n-1].quoted && !toks[n-1].bar && toks[n-1].event == "" && isResultToken(toks[n-1].text) {
		rec.End, rec.EndLine = toks[n-1].text, toks[n-1].line
		toks = toks[:n-1]
	}
	if err := rec.readMoves(toks); err != nil {
		return nil, err
	}
	return rec, nil
}

func firstInvalid(b []byte) int {
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return len(b)
}

// readMoves turns tokens into moves with their rounds and turns.
func (rec *Record) readMoves(toks []token) error {
	round, turn := 0, -1
	line := 0
	marked, newTurn, sinceBar := false, true, false
	for i, t := range toks {
		if t.line != line {
			line = t.line
			marked = false
			for _, u := range toks[i:] {
				if u.line != line {
					break
				}
				if u.bar {
					marked = true
					break
				}
			}
			newTurn, sinceBar = true, false
		}
		switch {
		case t.bar:
			if !sinceBar {
				return lineErr(t.line, "\"|\" with no move before it")
			}
			newTurn, sinceBar = true, false
			continue
		case t.event != "":
			sinceBar = true
			rec.Moves = append(rec.Moves, Move{Text: t.text, Line: t.line, Round: round, Turn: turn, Marked: marked, Player: -1, Resigns: t.event})
			continue
		case t.quoted:
		case t.text == "...":
			newTurn = true
			continue
		default:
			if n, ok := isRoundToken(t.text); ok {
				dots := strings.HasSuffix(t.text, "...")
				if n != round+1 && !(dots && n == round && round > 0) {
					return lineErr(t.line, "move number %s where %d. was expected", t.text, round+1)
				}
				round = n
				newTurn, sinceBar = true, false
				continue
			}
			if isResultToken(t.text) {
				return lineErr(t.line, "the result %s stands before the end of the moves", t.text)
			}
		}
		if newTurn {
			turn++
			newTurn = !marked
		}
		sinceBar = true
		rec.Moves = append(rec.Moves, Move{Text: t.text, Line: t.line, Round: round, Turn: turn, Marked: marked, Player: -1})
	}
	return nil
}

func parseHeader(t string, line int) (Header, error) {
	if !strings.HasSuffix(t, "]") {
		return Header{}, lineErr(line, "header %s: no closing \"]\" (the file may be cut short)", t)
	}
	s := t[1:]
	i := 0
	for i < len(s) && (s[i] == '_' || s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z' || s[i] >= '0' && s[i] <= '9') {
		i++
	}
	if i == 0 {
		return Header{}, lineErr(line, "header %s: want [Tag \"value\"], the tag is missing", t)
	}
	tag := s[:i]
	rest := strings.TrimLeft(s[i:], " \t")
	if !strings.HasPrefix(rest, `"`) {
		return Header{}, lineErr(line, "header %s: want [%s \"value\"], the value must be in double quotes", t, tag)
	}
	body, rest, err := unescape(rest[1:])
	if err != nil {
		return Header{}, lineErr(line, "header %s: %v", t, err)
	}
	if strings.TrimLeft(rest, " \t") != "]" {
		return Header{}, lineErr(line, "header %s: want [%s \"value\"], found more after the value", t, tag)
	}
	return Header{Tag: tag, Value: body, Line: line}, nil
}

func tokenize(s string, line int) ([]token, error) {
	var out []token
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
				return nil, lineErr(line, "quoted move %s: %v", s, err)
			}
			out = append(out, token{text: body, line: line, quoted: true})
			s = rest
		case r == '(':
			end := strings.IndexByte(s, ')')
			if end < 0 {
				return nil, lineErr(line, "%s: no closing \")\"", s)
			}
			body := s[1:end]
			seat, ok := strings.CutSuffix(body, " resigns")
			if !ok || seat == "" {
				return nil, lineErr(line, "(%s): the only note in the moves is \"(Seat resigns)\"", body)
			}
			out = append(out, token{text: s[:end+1], line: line, event: seat})
			s = s[end+1:]
		case r == '[':
			return nil, lineErr(line, "%q: a header must stand on a line of its own, before the moves", s)
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
