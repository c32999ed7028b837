package uci

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"oddboards/rules"
	"oddboards/rules/chess2016"
	"oddboards/rules/search"
	"oddboards/rules/seat"
)

// goParams are the words of a go command.
type goParams struct {
	depth, movestogo int
	nodes            int64
	movetime         time.Duration
	wtime, btime     time.Duration
	winc, binc       time.Duration
	infinite, ponder bool
	perft            int
	searchmoves      []string
	clock            bool // wtime or btime given
}

// goWords are the words of a go command that take a number.
var goWords = map[string]bool{"depth": true, "nodes": true, "movestogo": true, "perft": true, "mate": true,
	"movetime": true, "wtime": true, "btime": true, "winc": true, "binc": true}

// maxMillis is the longest time in milliseconds a time.Duration holds.
const maxMillis = math.MaxInt64 / int64(time.Millisecond)

// readGo reads a go command's words. It never refuses one: a number out of range is
// clamped, a word it cannot read is left out, and each note says which and how, so
// every go is searched and ends in a bestmove.
func readGo(words []string) (goParams, []string) {
	var g goParams
	var notes []string
	note := func(format string, a ...any) { notes = append(notes, fmt.Sprintf(format, a...)) }
	// num reads the number after words[i] into lo..hi, clamping what is out of range;
	// ok is false when there is none to read.
	num := func(i int, lo, hi int64) (v int64, ok bool) {
		w := words[i]
		if i+1 >= len(words) || goWords[words[i+1]] {
			note("%s needs a number, and is left out", w)
			return 0, false
		}
		v, err := strconv.ParseInt(words[i+1], 10, 64)
		if ne, isNum := err.(*strconv.NumError); err != nil && !(isNum && ne.Err == strconv.ErrRange) {
			note("%s %s is not a whole number, and is left out", w, quote(words[i+1]))
			return 0, false
		}
		// ParseInt gives the nearest int64 for a number past it, which the clamp takes.
		switch {
		case v < lo:
			note("%s %s is below %d: taken as %d", w, quote(words[i+1]), lo, lo)
			v = lo
		case v > hi || err != nil:
			note("%s %s is above %d: taken as %d", w, quote(words[i+1]), hi, hi)
			v = hi
		}
		return v, true
	}
	for i := 0; i < len(words); i++ {
		w := words[i]
		if !goWords[w] {
			switch w {
			case "infinite":
				g.infinite = true
			case "ponder":
				g.ponder = true
			case "searchmoves":
				g.searchmoves = append(g.searchmoves, words[i+1:]...)
				i = len(words)
			default:
				note("unknown word %s is left out", quote(w))
			}
			continue
		}
		var v int64
		var ok bool
		switch w {
		case "depth":
			v, ok = num(i, 1, maxDepth)
			g.depth = int(v)
		case "nodes":
			v, ok = num(i, 1, math.MaxInt64)
			g.nodes = v
		case "movestogo":
			v, ok = num(i, 1, 1000)
			g.movestogo = int(v)
		case "perft":
			v, ok = num(i, 1, maxPerft)
			g.perft = int(v)
		case "mate": // searched as a depth of twice the moves
			v, ok = num(i, 1, maxDepth/2)
			g.depth = int(2 * v)
		case "movetime":
			// 0 would be no limit to the search: the least is a millisecond
			v, ok = num(i, 1, maxMillis)
			g.movetime = time.Duration(v) * time.Millisecond
		default: // the clocks: 0 is a flag already down, which still plays a move
			v, ok = num(i, 0, maxMillis)
			d := time.Duration(v) * time.Millisecond
			switch w {
			case "wtime":
				g.wtime, g.clock = d, g.clock || ok
			case "btime":
				g.btime, g.clock = d, g.clock || ok
			case "winc":
				g.winc = d
			case "binc":
				g.binc = d
			}
		}
		if ok || i+1 < len(words) && !goWords[words[i+1]] {
			i++ // the number, or the word read in its place
		}
	}
	return g, notes
}

// maxDepth and maxPerft bound go depth and go perft: deeper than any search or count
// ends.
const (
	maxDepth = 100
	maxPerft = 10
)

// maxNotes is how many of a go command's mistakes are spelt out, one line each.
const maxNotes = 5

// budget is the time to think: movetime whole, or on a clock the time a move aims at
// (soft; 0 with movetime) and the most it may take (hard), as search.ClockTime shares
// the clock out.
func (g goParams) budget(side int) (soft, hard time.Duration) {
	if g.movetime > 0 {
		return 0, g.movetime
	}
	if !g.clock {
		return 0, 0
	}
	left, inc := g.wtime, g.winc
	if side == 1 {
		left, inc = g.btime, g.binc
	}
	return search.ClockTime(left, inc, g.movestogo)
}

func (e *engine) goCmd(words []string) {
	g, notes := readGo(words)
	for i, n := range notes {
		if i == maxNotes {
			e.say("info string go: and %d more words left out or clamped", len(notes)-i)
			break
		}
		e.say("info string go: %s", n)
	}
	p := e.pos
	if g.perft > 0 {
		e.launch(&running{}, func(ctx context.Context, _ *running) { e.perft(ctx, p, g.perft) })
		return
	}
	lim := search.Limits{HashMB: e.hashMB, Depth: g.depth, Nodes: g.nodes, MultiPV: e.multiPV, Memory: e.memory, Threads: e.threads, Without: e.without, With: e.with}
	if levels := seat.LevelsOf(e.game, rules.Config{}); e.skill < levels.Len() {
		l, _ := levels.Limits(e.skill, 0)
		lim.Noise = l.Noise
		d := max(l.Depth, l.Turns) // a turn is a ply in chess
		if lim.Depth == 0 || d > 0 && d < lim.Depth {
			lim.Depth = d
		}
		if lim.Nodes == 0 || l.Nodes > 0 && l.Nodes < lim.Nodes {
			lim.Nodes = l.Nodes
		}
	}
	if len(g.searchmoves) > 0 {
		keep := map[rules.Move]bool{}
		for _, w := range g.searchmoves {
			if m, err := parseMove(p, w); err == nil {
				keep[m] = true
			} else {
				e.say("info string searchmoves %s: %s", quote(w), err)
			}
		}
		lim.Only = func(m rules.Move) bool { return keep[m] }
	}
	soft, budget := g.budget(int(p.ToMove()))
	if !g.infinite && !g.ponder {
		lim.Time, lim.Soft = budget, soft
		if len(notes) > 0 && lim.Time == 0 && lim.Depth == 0 && lim.Nodes == 0 {
			// what was left out may have been the limit: a GUI must not wait forever
			lim.Time = search.DefaultTopTime
			e.say("info string go: nothing else limits this search: thinking %v", lim.Time)
		}
	}
	r := &running{held: g.infinite || g.ponder, ponder: g.ponder, budget: budget}
	e.launch(r, func(ctx context.Context, r *running) { e.think(ctx, p, lim, r) })
}

// launch runs work as the search under way, r, which stopSearch ends.
func (e *engine) launch(r *running, work func(context.Context, *running)) {
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel, r.done, r.release = cancel, make(chan struct{}), make(chan struct{})
	if !r.held {
		r.once.Do(func() { close(r.release) })
	}
	e.search = r
	go func() {
		defer close(r.done)
		work(ctx, r)
	}()
}

// think searches, reports each iteration, and answers bestmove when done (an infinite
// or pondering search only once stopped or hit). The last info line is always the one
// the bestmove comes from: a search stopped within an iteration (stop, quit, the input's
// end, a node budget) may have found a better move there, and its line is printed then.
func (e *engine) think(ctx context.Context, p *chess2016.Position, lim search.Limits, r *running) {
	start := time.Now()
	var said int64 = -1 // the nodes of the last report printed
	rep := p.ThinkWith(ctx, lim, func(rep search.Report) {
		e.info(p, rep, time.Since(start))
		said = rep.Nodes
	}, e.eval)
	<-r.release
	if !rep.Found {
		e.say("info depth 0 score %s", scoreWords(rep, p))
		e.say("bestmove (none)")
		return
	}
	if rep.Nodes != said {
		e.info(p, rep, time.Since(start))
	}
	line := "bestmove " + formatMove(p, rep.Best)
	if len(rep.PV) > 1 {
		line += " ponder " + formatMove(p.Play(rep.PV[0]).(*chess2016.Position), rep.PV[1])
	}
	e.say("%s", line)
}

func (e *engine) info(p *chess2016.Position, r search.Report, elapsed time.Duration) {
	if len(r.Lines) > 1 {
		for i, l := range r.Lines {
			one := r
			one.Lines, one.PV, one.Score, one.MatePlies = nil, l.PV, l.Score, l.MatePlies
			e.infoLine(p, one, elapsed, i+1)
		}
		return
	}
	e.infoLine(p, r, elapsed, 1)
}

func (e *engine) infoLine(p *chess2016.Position, r search.Report, elapsed time.Duration, k int) {
	var pv []string
	q := p
	for _, m := range r.PV {
		if !rules.IsLegal(q, m) {
			break
		}
		pv = append(pv, formatMove(q, m))
		q = q.Play(m).(*chess2016.Position)
	}
	if len(pv) == 0 && r.Found {
		pv = []string{formatMove(p, r.Best)}
	}
	ms := elapsed.Milliseconds()
	nps := int64(0)
	if ms > 0 {
		nps = r.Nodes * 1000 / ms
	}
	e.say("info depth %d seldepth %d multipv %d score %s nodes %d nps %d hashfull %d time %d pv %s",
		max(r.Depth, 1), max(r.SelDepth, r.Depth, 1), k, scoreWords(r, p), r.Nodes, nps, r.HashFull, ms, strings.Join(pv, " "))
}

// scoreWords is "cp N" or "mate N" (moves; negative when the engine is mated).
func scoreWords(r search.Report, p *chess2016.Position) string {
	switch {
	case !r.Found && p.InCheck():
		return "mate 0"
	case !r.Found:
		return "cp 0"
	case r.MatePlies > 0:
		return "mate " + strconv.Itoa((r.MatePlies+1)/2)
	case r.MatePlies < 0:
		return "mate -" + strconv.Itoa((-r.MatePlies)/2)
	}
	return "cp " + strconv.Itoa(r.Score)
}

// stopSearch stops a search under way and waits for its bestmove.
func (e *engine) stopSearch() {
	r := e.search
	if r == nil {
		return
	}
	r.cancel()
	r.once.Do(func() { close(r.release) })
	<-r.done
	e.search = nil
}

// ponderhit turns pondering into thinking on the clock given with "go ponder".
func (e *engine) ponderhit() {
	r := e.search
	if r == nil || !r.ponder {
		return
	}
	r.ponder = false
	if r.budget > 0 {
		time.AfterFunc(r.budget, r.cancel)
	}
	r.once.Do(func() { close(r.release) })
}

// perft prints each root move's count and the total, as Stockfish does. Stopped, it
// says how far it got instead of a total.
func (e *engine) perft(ctx context.Context, p *chess2016.Position, depth int) {
	var total uint64
	moves := p.LegalMoves(nil)
	for i, m := range moves {
		n, ok := countMoves(ctx, p.Play(m), depth-1, perftChunk)
		if !ok {
			e.say("info string perft stopped: %d of %d moves counted", i, len(moves))
			return
		}
		total += n
		e.say("%s: %d", formatMove(p, m), n)
	}
	e.say("")
	e.say("Nodes searched: %d", total)
}

// perftChunk is the depth counted at once between looks at the stop: a few milliseconds
// of work from the opening (Chess 2016, about 2 ms), so stop is answered at once.
const perftChunk = 3

// countMoves is p.Perft(depth), counted in parts of chunk plies so that
// cancelling ctx stops it (ok false).
func countMoves(ctx context.Context, p rules.Position, depth, chunk int) (n uint64, ok bool) {
	if ctx.Err() != nil {
		return 0, false
	}
	if depth <= chunk {
		return p.Perft(depth), true
	}
	for _, m := range p.LegalMoves(nil) {
		k, ok := countMoves(ctx, p.Play(m), depth-1, chunk)
		if !ok {
			return 0, false
		}
		n += k
	}
	return n, true
}
