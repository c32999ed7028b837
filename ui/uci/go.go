package uci

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"oddboards/rules"
	"oddboards/rules/chess2016"
	"oddboards/rules/search"
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

func readGo(words []string) (goParams, error) {
	var g goParams
	ms := func(i int) (time.Duration, error) {
		if i+1 >= len(words) {
			return 0, fmt.Errorf("%s needs a number", words[i])
		}
		v, err := strconv.ParseInt(words[i+1], 10, 64)
		if err != nil {
			return 0, fmt.Errorf("%s %s is not a number", words[i], short(words[i+1]))
		}
		return time.Duration(max(v, 0)) * time.Millisecond, nil
	}
	num := func(i int) (int64, error) {
		if i+1 >= len(words) {
			return 0, fmt.Errorf("%s needs a number", words[i])
		}
		v, err := strconv.ParseInt(words[i+1], 10, 64)
		if err != nil || v < 0 {
			return 0, fmt.Errorf("%s %s is not a whole number", words[i], short(words[i+1]))
		}
		return v, nil
	}
	for i := 0; i < len(words); i++ {
		var err error
		var v int64
		switch words[i] {
		case "infinite":
			g.infinite = true
		case "ponder":
			g.ponder = true
		case "depth":
			v, err = num(i)
			g.depth = int(min(v, 100))
			i++
		case "nodes":
			g.nodes, err = num(i)
			i++
		case "movestogo":
			v, err = num(i)
			g.movestogo = int(min(v, 1000))
			i++
		case "perft":
			v, err = num(i)
			g.perft = int(min(v, 10))
			i++
		case "mate":
			v, err = num(i) // searched as a depth of twice the moves
			g.depth = int(min(2*v, 100))
			i++
		case "movetime":
			g.movetime, err = ms(i)
			i++
		case "wtime", "btime", "winc", "binc":
			var d time.Duration
			d, err = ms(i)
			switch words[i] {
			case "wtime":
				g.wtime, g.clock = d, true
			case "btime":
				g.btime, g.clock = d, true
			case "winc":
				g.winc = d
			case "binc":
				g.binc = d
			}
			i++
		case "searchmoves":
			g.searchmoves = append(g.searchmoves, words[i+1:]...)
			i = len(words)
		default:
			err = fmt.Errorf("go: unknown word %s", short(words[i]))
		}
		if err != nil {
			return g, err
		}
	}
	return g, nil
}

// budget is the time to think: movetime, or a share of the clock.
func (g goParams) budget(side int) time.Duration {
	if g.movetime > 0 {
		return g.movetime
	}
	if !g.clock {
		return 0
	}
	left, inc := g.wtime, g.winc
	if side == 1 {
		left, inc = g.btime, g.binc
	}
	togo := g.movestogo
	if togo <= 0 {
		togo = 30
	}
	b := left/time.Duration(togo) + inc*3/4
	b = min(b, left/2)
	// a margin for the GUI's own overhead; never nothing
	return max(b-30*time.Millisecond, 10*time.Millisecond)
}

func (e *Engine) goCmd(words []string) {
	g, err := readGo(words)
	if err != nil {
		e.say("info string %s", err)
		return
	}
	p := e.pos
	if g.perft > 0 {
		e.perft(p, g.perft)
		return
	}
	lim := search.Limits{HashMB: e.hashMB, Depth: g.depth, Nodes: g.nodes, MultiPV: e.multiPV, Memory: e.memory}
	if e.skill < search.MaxLevel {
		l, _ := search.Level(e.skill, 0)
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
			if m, err := ParseMove(p, w); err == nil {
				keep[m] = true
			} else {
				e.say("info string searchmoves %s: %s", short(w), err)
			}
		}
		lim.Only = func(m rules.Move) bool { return keep[m] }
	}
	budget := g.budget(int(p.ToMove()))
	if !g.infinite && !g.ponder {
		lim.Time = budget
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := &running{cancel: cancel, done: make(chan struct{}), release: make(chan struct{}),
		ponder: g.ponder, budget: budget}
	if !g.infinite && !g.ponder {
		r.once.Do(func() { close(r.release) })
	}
	e.search = r
	go e.think(ctx, p, lim, r)
}

// think searches, reports each iteration, and answers bestmove when done (an infinite
// or pondering search only once stopped or hit).
func (e *Engine) think(ctx context.Context, p *chess2016.Position, lim search.Limits, r *running) {
	defer close(r.done)
	start := time.Now()
	rep := p.Think(ctx, lim, func(rep search.Report) { e.info(p, rep, time.Since(start)) })
	<-r.release
	if !rep.Found {
		e.say("info depth 0 score %s", scoreWords(rep, p))
		e.say("bestmove (none)")
		return
	}
	if rep.Depth == 0 {
		e.info(p, rep, time.Since(start)) // a search stopped before its first iteration ended
	}
	line := "bestmove " + FormatMove(p, rep.Best)
	if len(rep.PV) > 1 {
		line += " ponder " + FormatMove(p.Play(rep.PV[0]).(*chess2016.Position), rep.PV[1])
	}
	e.say("%s", line)
}

func (e *Engine) info(p *chess2016.Position, r search.Report, elapsed time.Duration) {
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

func (e *Engine) infoLine(p *chess2016.Position, r search.Report, elapsed time.Duration, k int) {
	var pv []string
	q := p
	for _, m := range r.PV {
		if !rules.IsLegal(q, m) {
			break
		}
		pv = append(pv, FormatMove(q, m))
		q = q.Play(m).(*chess2016.Position)
	}
	if len(pv) == 0 && r.Found {
		pv = []string{FormatMove(p, r.Best)}
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
func (e *Engine) stopSearch() {
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
func (e *Engine) ponderhit() {
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

// perft prints each root move's count and the total, as Stockfish does.
func (e *Engine) perft(p *chess2016.Position, depth int) {
	var total uint64
	for _, m := range p.LegalMoves(nil) {
		n := uint64(1)
		if depth > 1 {
			n = rules.FastPerft(p.Play(m), depth-1)
		}
		total += n
		e.say("%s: %d", FormatMove(p, m), n)
	}
	e.say("")
	e.say("Nodes searched: %d", total)
}
