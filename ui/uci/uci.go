// Package uci is Oddboards as a UCI engine for Chess 2016, Chess 56 and Chess 112: the
// protocol of chess engines (the UCI specification, with Fairy-Stockfish's habits for
// variants: UCI_Variant, walls '*' in the FEN, "go perft") over any reader and writer.
// It opens no window.
//
// Squares are named on the 12 × 10 box as the rules file names them; a move is written
// from and to ("e3e5"), a promotion adds the new piece's FEN letter in lower case
// ("b8b9g"), and castling is the King's own move ("g2j2"). FENs are those of
// chess2016.ParseFEN, read against the Setup option.
//
// Beside the protocol, as Stockfish has them: d prints the FEN, and eval the static
// evaluation's terms for each side. For a match that measures a change with one binary:
// the KingDanger, Mobility, Threats and PassedPawns options (as the computer plays by
// default) turn those terms of the evaluation on or off, Weights sets its weights by the
// names its weights file gives them ("danger offset=25, king danger=72"), SearchWithout
// (none by default) switches techniques of the search off by name ("lmr+nmp"), and
// SearchWith switches on ones on trial ("corrhist").
package uci

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"oddboards/rules"
	"oddboards/rules/chess2016"
	"oddboards/rules/search"
	"oddboards/rules/tune"
)

// variants maps UCI_Variant's values to the game's variants.
var variants = []struct{ uci, id string }{
	{"chess2016", chess2016.Chess2016}, {"chess56", chess2016.Chess56}, {"chess112", chess2016.Chess112},
}

// engine is one UCI session.
type engine struct {
	mu  sync.Mutex // guards out
	out *bufio.Writer

	variant string
	setup   string // as set: "" for the variant's default, or a number or dice
	options map[string]string
	hashMB  int
	threads int
	skill   int
	multiPV int
	memory  *search.Memory         // the table, kept from move to move until ucinewgame
	evalSw  chess2016.EvalSwitches // the KingDanger, Mobility, Threats and PassedPawns options
	named   map[string]int         // the Weights option: weights set by name
	eval    chess2016.Evaluation   // what the two make, which searches and eval use (zero: the computer's own)
	without search.Feature         // the SearchWithout option
	with    search.Feature         // the SearchWith option

	pos    *chess2016.Position
	game   chess2016.Game
	search *running // the search under way, or nil
}

// running is a search (or a go perft count) under way.
type running struct {
	cancel  context.CancelFunc
	done    chan struct{} // closed when it has printed its bestmove (or its count)
	release chan struct{} // closed by stop or ponderhit: an infinite or pondering search may answer
	once    sync.Once
	held    bool // an infinite or pondering search: it answers only once stopped or hit
	ponder  bool
	budget  time.Duration // the time to spend once a ponder hits
}

// newEngine starts a session writing to out, on Chess 2016's default setup.
func newEngine(out io.Writer) *engine {
	e := &engine{out: bufio.NewWriter(out), variant: chess2016.Chess2016, options: map[string]string{},
		hashMB: 16, threads: 1, skill: search.MaxLevel, multiPV: 1, memory: &search.Memory{},
		evalSw: chess2016.PlayingSwitches()}
	e.reset()
	return e
}

// maxLine is the longest command line read, in bytes; a longer one is skipped.
const maxLine = 1 << 20

// Run reads commands from in until quit or the end of the input.
func Run(in io.Reader, out io.Writer) error {
	e := newEngine(out)
	r := bufio.NewReaderSize(in, 64*1024)
	for {
		line, long, err := readLine(r, maxLine)
		if err != nil {
			if err != io.EOF {
				e.say("info string input ends: %s", rules.BoundText(err.Error()))
			}
			break
		}
		if long {
			e.say("info string a line of more than %d bytes was skipped", maxLine)
			continue
		}
		if !e.command(line) {
			break
		}
	}
	e.stopSearch()
	return nil
}

// readLine reads one line of at most limit bytes (without its line end). A longer line
// is read to its end and dropped, reported as long, so one bad line never ends the
// session. err is only for the input's end or failure, never with a line.
func readLine(r *bufio.Reader, limit int) (line string, long bool, err error) {
	var buf []byte
	read := false
	for {
		chunk, err := r.ReadSlice('\n')
		read = read || len(chunk) > 0
		if !long {
			buf = append(buf, chunk...)
			if len(bytes.TrimRight(buf, "\r\n")) > limit {
				long, buf = true, nil
			}
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err != nil && !read:
			return "", false, err
		}
		return string(bytes.TrimRight(buf, "\r\n")), long, nil
	}
}

// say writes one line.
func (e *engine) say(format string, a ...any) {
	e.mu.Lock()
	defer e.mu.Unlock()
	fmt.Fprintf(e.out, format+"\n", a...)
	e.out.Flush()
}

// maxThreads bounds the Threads option: more searchers than that share one table for
// nothing.
const maxThreads = 64

// quote is what an info string quotes of bad input: a short excerpt, quoted, with
// control bytes and invalid UTF-8 escaped so they never reach the GUI.
func quote(s string) string { return strconv.Quote(rules.Excerpt(s, 40)) }

// reset goes back to the start of the chosen setup.
func (e *engine) reset() {
	p, err := e.start()
	if err != nil {
		e.say("info string %s; Setup is back to the default", err)
		e.setup = ""
		p, _ = e.start()
	}
	e.pos = p
}

func (e *engine) setupNumber() (int, error) {
	if e.setup == "" || e.setup == "default" || e.setup == "<empty>" {
		return chess2016.DefaultSetup(e.variant), nil
	}
	return e.game.ParseSetup(e.variant, e.setup)
}

func (e *engine) start() (*chess2016.Position, error) {
	n, err := e.setupNumber()
	if err != nil {
		return nil, err
	}
	return chess2016.StartPosition(e.variant, n, e.options)
}

// command carries out one line; it returns false after quit.
func (e *engine) command(line string) bool {
	words := strings.Fields(line)
	if len(words) == 0 {
		return true
	}
	switch words[0] {
	case "uci":
		e.identify()
	case "isready":
		e.say("readyok")
	case "ucinewgame":
		e.stopSearch()
		e.memory = &search.Memory{}
		e.reset()
	case "setoption":
		e.stopSearch()
		e.setOption(words[1:])
	case "position":
		e.stopSearch()
		e.position(words[1:])
	case "go":
		e.stopSearch()
		e.goCmd(words[1:])
	case "stop":
		e.stopSearch()
	case "ponderhit":
		e.ponderhit()
	case "quit":
		e.stopSearch()
		return false
	case "d":
		e.say("Fen: %s", e.pos.FEN())
	case "eval":
		e.say("%s", strings.TrimSuffix(e.pos.EvalTable(e.eval), "\n"))
	case "debug", "register":
		// nothing to debug or register
	default:
		e.say("info string unknown command: %s", quote(line))
	}
	return true
}

func (e *engine) identify() {
	e.say("id name Oddboards")
	e.say("id author the Oddboards developers")
	var vars []string
	for _, v := range variants {
		vars = append(vars, "var "+v.uci)
	}
	e.say("option name UCI_Variant type combo default chess2016 %s", strings.Join(vars, " "))
	e.say("option name Setup type string default default")
	for _, o := range e.game.Options() {
		e.say("option name %s type combo default %s var %s", o.Key, o.Default, strings.Join(o.Values, " var "))
	}
	e.say("option name Hash type spin default 16 min 1 max 1024")
	e.say("option name Threads type spin default 1 min 1 max %d", maxThreads)
	e.say("option name MultiPV type spin default 1 min 1 max 64")
	e.say("option name Skill Level type spin default %d min 1 max %d", search.MaxLevel, search.MaxLevel)
	e.say("option name Ponder type check default false")
	playing := chess2016.PlayingSwitches()
	for _, t := range evalTerms {
		e.say("option name %s type check default %t", t.name, *t.on(&playing))
	}
	e.say("option name Weights type string default none")
	e.say("option name SearchWithout type string default none")
	e.say("option name SearchWith type string default none")
	e.say("uciok")
}

// evalTerms are the evaluation's terms that an option turns on or off, for a match
// that measures what one is worth; each defaults to what the computer plays with.
var evalTerms = []struct {
	name string
	on   func(*chess2016.EvalSwitches) *bool
}{
	{"KingDanger", func(sw *chess2016.EvalSwitches) *bool { return &sw.KingDanger }},
	{"Mobility", func(sw *chess2016.EvalSwitches) *bool { return &sw.Mobility }},
	{"Threats", func(sw *chess2016.EvalSwitches) *bool { return &sw.Threats }},
	{"PassedPawns", func(sw *chess2016.EvalSwitches) *bool { return &sw.Passed }},
}

// setEvaluation makes the evaluation of sw with the named weights the engine's, or
// says why it cannot under the option's name and keeps the one it had.
func (e *engine) setEvaluation(sw chess2016.EvalSwitches, named map[string]int, option string) {
	ev, err := sw.Evaluation(named)
	if err != nil {
		e.say("info string %s: %v", option, err)
		return
	}
	e.evalSw, e.named, e.eval = sw, named, ev
}

// setOption reads "name N… [value V…]".
func (e *engine) setOption(words []string) {
	if len(words) < 2 || words[0] != "name" {
		e.say("info string setoption needs: name NAME [value VALUE]")
		return
	}
	var name, value []string
	dst := &name
	for _, w := range words[1:] {
		if w == "value" && dst == &name {
			dst = &value
			continue
		}
		*dst = append(*dst, w)
	}
	n, v := strings.Join(name, " "), strings.Join(value, " ")
	switch strings.ToLower(n) {
	case "uci_variant":
		for _, x := range variants {
			if x.uci == v {
				e.variant = x.id
				e.setup = ""
				e.reset()
				return
			}
		}
		e.say("info string UCI_Variant %s: choose chess2016, chess56 or chess112", quote(v))
	case "setup":
		old := e.setup
		e.setup = v
		if _, err := e.setupNumber(); err != nil {
			e.setup = old
			e.say("info string Setup %s: %s", quote(v), err)
			return
		}
		e.reset()
	case "hash":
		e.spin(&e.hashMB, "Hash", v, 1, 1024)
	case "threads":
		e.spin(&e.threads, "Threads", v, 1, maxThreads)
	case "multipv":
		e.spin(&e.multiPV, "MultiPV", v, 1, 64)
	case "skill level":
		e.spin(&e.skill, "Skill Level", v, 1, search.MaxLevel)
	case "ponder":
		// pondering needs nothing set: "go ponder" says when
	case "searchwithout", "searchwith":
		// techniques of the search switched off, or on trial switched on, for a match
		// that measures one
		name, set := "SearchWithout", &e.without
		if strings.EqualFold(n, "searchwith") {
			name, set = "SearchWith", &e.with
		}
		if strings.EqualFold(v, "none") || v == "" {
			*set = 0
		} else if f, err := search.ParseFeatures(v); err != nil {
			e.say("info string %s: %v", name, err)
		} else {
			*set = f
		}
	case "kingdanger", "mobility", "threats", "passedpawns":
		for _, t := range evalTerms {
			if !strings.EqualFold(t.name, n) {
				continue
			}
			sw := e.evalSw
			switch strings.ToLower(v) {
			case "true":
				*t.on(&sw) = true
			case "false":
				*t.on(&sw) = false
			default:
				e.say("info string %s %s: choose true or false", t.name, quote(v))
				return
			}
			e.setEvaluation(sw, e.named, t.name)
		}
	case "weights":
		// weights of the evaluation set by name, for a match that measures a change
		named, err := tune.ParseNamed(v)
		if err != nil {
			e.say("info string Weights: %v", err)
			return
		}
		e.setEvaluation(e.evalSw, named, "Weights")
	default:
		for _, o := range e.game.Options() {
			if strings.EqualFold(o.Key, n) {
				for _, val := range o.Values {
					if val == v {
						e.options[o.Key] = v
						e.reset()
						return
					}
				}
				e.say("info string %s %s: choose %s", o.Key, quote(v), strings.Join(o.Values, " or "))
				return
			}
		}
		e.say("info string no option %s", quote(n))
	}
}

// spin sets a spin option from v, or says what it takes and keeps the old value.
func (e *engine) spin(dst *int, name, v string, lo, hi int) {
	k, err := strconv.Atoi(v)
	if err != nil || k < lo || k > hi {
		e.say("info string %s %s: a whole number from %d to %d", name, quote(v), lo, hi)
		return
	}
	*dst = k
}

// position reads "startpos|fen FEN [moves M…]"; on any mistake the position stays the
// last good one.
func (e *engine) position(words []string) {
	var p *chess2016.Position
	rest := words
	switch {
	case len(words) > 0 && words[0] == "startpos":
		var err error
		if p, err = e.start(); err != nil {
			e.say("info string position: %s", err)
			return
		}
		rest = words[1:]
	case len(words) > 0 && words[0] == "fen":
		i := 1
		for i < len(words) && words[i] != "moves" {
			i++
		}
		n, err := e.setupNumber()
		if err == nil {
			p, err = chess2016.ParseFEN(e.variant, n, e.options, strings.Join(words[1:i], " "))
		}
		if err != nil {
			e.say("info string position fen: %s; the position is unchanged", err)
			return
		}
		rest = words[i:]
	default:
		e.say("info string position needs startpos or fen; the position is unchanged")
		return
	}
	if len(rest) > 0 {
		if rest[0] != "moves" {
			e.say("info string position: %s is not \"moves\"; the position is unchanged", quote(rest[0]))
			return
		}
		for i, w := range rest[1:] {
			m, err := parseMove(p, w)
			if err != nil {
				e.say("info string position: move %d, %s: %s; the position is unchanged", i+1, quote(w), err)
				return
			}
			p = p.Play(m).(*chess2016.Position)
		}
	}
	e.pos = p
}
