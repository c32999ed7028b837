// Package analysis goes over a game with the computer, as a strong player's program does
// after the game: each move's score beside the best move's, the moves that lost much
// marked (inaccuracy, mistake, blunder), an accuracy figure for each player and the
// expected score over the game for a graph. The analysis is written into the game's
// record as comments on its moves, and read back from them.
//
// A move is searched twice at the same budget when it is not the computer's choice: the
// position with every move, and the position with the played move alone (Limits.Only),
// so that both scores come from searches alike, in every game (a score after the move
// would come from the next player's side, which in a game of three or more seats is not
// the mover's). Scores become expected results with the game's scale (games.Entry.Scale,
// tune.Expected), and a move is marked by the expected result it lost:
//
//	inaccuracy  at least 0.05 (5% of a win)
//	mistake     at least 0.10
//	blunder     at least 0.15
//
// A move's accuracy is 103.17·e^(−4.354·loss) − 3.17 percent (100 for no loss, about 50
// at a loss of 0.16), capped to 0 to 100: a curve of the kind lichess publishes, fitted
// to expected results lost. A player's accuracy is the mean of two means of their moves'
// accuracies, the plain one and the harmonic one, which weighs the bad moves more: in a
// game of 60 moves, three of 40% and the rest perfect make 95%, where the plain mean
// says 97%.
package analysis

import (
	"context"
	"fmt"
	"math"
	"strings"
	"sync"

	"oddboards/rules"
	"oddboards/rules/search"
	"oddboards/rules/tune"
)

// Thresholds of expected result lost, the least for each mark.
const (
	InaccuracyLoss = 0.05
	MistakeLoss    = 0.10
	BlunderLoss    = 0.15
)

// Mark says how much a move lost.
type Mark uint8

// The marks, from none to the worst.
const (
	None Mark = iota
	Inaccuracy
	Mistake
	Blunder
)

// String is the mark's word ("" for None).
func (m Mark) String() string { return [...]string{"", "inaccuracy", "mistake", "blunder"}[m] }

// Symbol is the mark as annotators write it after a move: "?!", "?", "??".
func (m Mark) Symbol() string { return [...]string{"", "?!", "?", "??"}[m] }

// markOf is the mark of a move that lost loss.
func markOf(loss float64) Mark {
	switch {
	case loss >= BlunderLoss:
		return Blunder
	case loss >= MistakeLoss:
		return Mistake
	case loss >= InaccuracyLoss:
		return Inaccuracy
	}
	return None
}

// Score is a search's score for the seat that moves.
type Score struct {
	CP        int // centipawns, when MatePlies is 0
	MatePlies int // above 0: that seat wins in so many plies; below 0: it loses
}

func scoreOf(r rules.Report) Score {
	if r.MatePlies != 0 {
		return Score{MatePlies: r.MatePlies}
	}
	return Score{CP: r.Score}
}

// Expected is the score as an expected result (0 to 1) for its seat, at scale k.
func (s Score) Expected(k float64) float64 {
	switch {
	case s.MatePlies > 0:
		return 1
	case s.MatePlies < 0:
		return 0
	}
	return tune.Expected(k, float64(s.CP))
}

// rank orders scores: a quicker win first, a later loss before a quicker one.
func (s Score) rank() int {
	switch {
	case s.MatePlies > 0:
		return 1<<30 - s.MatePlies
	case s.MatePlies < 0:
		return -1<<30 - s.MatePlies
	}
	return s.CP
}

// Move is the analysis of one ply of the game.
type Move struct {
	Seat rules.Player
	// Skip marks a ply that is not a move (a resignation or flag fall in a game of
	// three or more seats): nothing else is set.
	Skip   bool
	Played Score // the move played, for Seat
	Best   Score // the computer's choice, for Seat (Played when it was the move played)
	// BestText is the computer's choice in the game's notation, "" when the move played
	// was as good; Line is the line it leads into, from BestText on (for marked moves).
	BestText string
	Line     []string
	Loss     float64 // the expected result the move lost against the best, 0 to 1
	Mark     Mark
}

// Accuracy is the move's accuracy, in percent.
func (m Move) Accuracy() float64 {
	return min(100, max(0, 103.1668*math.Exp(-4.354*m.Loss)-3.1668))
}

// Analysis is a game gone over by the computer, a Move per ply of its history.
type Analysis struct {
	Seats int
	Scale float64 // the game's scale, for expected results (games.Entry.Scale)
	Moves []Move
}

// Game is what an analysis reads of a match: its positions and plies, taken at once so
// that the match may go on meanwhile.
type Game struct {
	Rules     rules.Game
	Seats     int
	History   []rules.Ply
	Positions []rules.Position // before each ply
}

// Of takes the game of m as it stands.
func Of(m *rules.Match) Game {
	h := m.History()
	g := Game{Rules: m.Game(), Seats: len(m.Players()), History: h}
	for i := range h {
		g.Positions = append(g.Positions, m.PositionAt(i))
	}
	return g
}

// lineMoves is how many moves of the better line a marked move keeps.
const lineMoves = 8

// Options say how to analyse.
type Options struct {
	// Limits bound each search; a position's two searches share one table, and no
	// position reads another's, so a budget of nodes with Seed set gives the same
	// analysis every time, however many workers.
	Limits rules.Limits
	Scale  float64 // the game's scale (games.Entry.Scale)
	// Workers is how many positions are searched at once (at least one).
	Workers int
	// Progress, if set, is called with the plies analysed from the first on, whenever
	// more are done; on the caller's goroutine of Run, never two at once.
	Progress func(a *Analysis)
	// Done are plies analysed before, from the first, kept as they are: the run goes on
	// after them (an analysis stopped, or a game that went on since).
	Done []Move
}

// Run analyses g: a search of each position (two where the computer would not have
// played the move played). It stops at once when ctx ends, returning the plies done
// from the first on with ctx's error.
func Run(ctx context.Context, g Game, o Options) (*Analysis, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	n := len(g.History)
	moves := make([]Move, n)
	from := min(len(o.Done), n)
	copy(moves, o.Done[:from])
	done := make(chan int, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(1, o.Workers) {
		wg.Go(func() {
			for i := range next {
				if mv, err := analysePly(ctx, g, i, o); err == nil {
					moves[i] = mv
					done <- i
				}
			}
		})
	}
	go func() {
		defer close(next)
		for i := from; i < n; i++ {
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	a := &Analysis{Seats: g.Seats, Scale: o.Scale, Moves: moves[:from:from]}
	finished := make([]bool, n)
	stop := func() (*Analysis, error) {
		err := ctx.Err()
		cancel()
		wg.Wait() // the workers see ctx and stop within a search's check
		return a, err
	}
	for len(a.Moves) < n {
		if ctx.Err() != nil { // (Progress may have cancelled it)
			return stop()
		}
		select {
		case i := <-done:
			finished[i] = true
		case <-ctx.Done():
			return stop()
		}
		grew := false
		for len(a.Moves) < n && finished[len(a.Moves)] {
			a.Moves = append(a.Moves, moves[len(a.Moves)])
			grew = true
		}
		if grew && o.Progress != nil {
			o.Progress(a)
		}
	}
	wg.Wait()
	return a, nil
}

// analysePly analyses ply i of g.
func analysePly(ctx context.Context, g Game, i int, o Options) (Move, error) {
	ply := g.History[i]
	if ply.Move.Has(rules.Resign) {
		return Move{Seat: ply.Player, Skip: true}, nil
	}
	lim := o.Limits
	lim.Memory = &rules.SearchMemory{} // the position's own: its second search reads the first's
	return analyseMove(ctx, g.Rules, g.Positions[i], ply, lim, o.Scale)
}

// analyseMove scores the move played in p against the computer's choice there.
func analyseMove(ctx context.Context, g rules.Game, p rules.Position, ply rules.Ply, lim rules.Limits, scale float64) (Move, error) {
	mv := Move{Seat: ply.Player}
	r := p.Think(ctx, lim, nil)
	if err := ctx.Err(); err != nil {
		return mv, err
	}
	mv.Best = scoreOf(r)
	mv.Played = mv.Best
	if !r.Found || r.Best == ply.Move {
		return mv, nil
	}
	only := lim
	only.Only = func(m rules.Move) bool { return m == ply.Move }
	played := p.Think(ctx, only, nil)
	if err := ctx.Err(); err != nil {
		return mv, err
	}
	mv.Played = scoreOf(played)
	if mv.Played.rank() >= mv.Best.rank() {
		// the move played, searched alone, looks as good: the choice was a matter of
		// the budget, not a better move
		mv.Best = mv.Played
		return mv, nil
	}
	mv.BestText = g.FormatMove(p, r.Best)
	mv.Loss = max(0, mv.Best.Expected(scale)-mv.Played.Expected(scale))
	mv.Mark = markOf(mv.Loss)
	mv.Line = []string{mv.BestText}
	if mv.Mark != None {
		mv.Line = lineText(g, p, r.PV)
	}
	return mv, nil
}

// lineText writes a line of moves from p in the game's notation, at most lineMoves.
func lineText(g rules.Game, p rules.Position, pv []rules.Move) []string {
	var out []string
	for _, m := range pv {
		if len(out) == lineMoves || !rules.IsLegal(p, m) {
			break
		}
		out = append(out, g.FormatMove(p, m))
		p = p.Play(m)
	}
	return out
}

// Accuracy is each seat's accuracy over its moves analysed, in percent (see the package
// doc); NaN for a seat with none.
func (a *Analysis) Accuracy() []float64 {
	sum, inv, n := make([]float64, a.Seats), make([]float64, a.Seats), make([]int, a.Seats)
	for _, m := range a.Moves {
		if !m.Skip && int(m.Seat) < a.Seats {
			acc := m.Accuracy()
			sum[m.Seat] += acc
			inv[m.Seat] += 1 / max(acc, 1) // a move of 0% counts as 1%: the mean stays finite
			n[m.Seat]++
		}
	}
	out := make([]float64, a.Seats)
	for i := range out {
		out[i] = math.NaN()
		if n[i] > 0 {
			out[i] = (sum[i] + float64(n[i])*float64(n[i])/inv[i]) / float64(2*n[i])
		}
	}
	return out
}

// MarkCounts says how many of each mark seat's moves have: "1 inaccuracy, 0 mistakes,
// 2 blunders".
func (a *Analysis) MarkCounts(seat int) string {
	words := [...][2]string{Inaccuracy: {"inaccuracy", "inaccuracies"}, Mistake: {"mistake", "mistakes"}, Blunder: {"blunder", "blunders"}}
	n := a.Marks()[seat]
	var parts []string
	for k := Inaccuracy; k <= Blunder; k++ {
		w := words[k][1]
		if n[k] == 1 {
			w = words[k][0]
		}
		parts = append(parts, fmt.Sprintf("%d %s", n[k], w))
	}
	return strings.Join(parts, ", ")
}

// Marks counts each seat's marks: Marks()[seat][Blunder].
func (a *Analysis) Marks() [][4]int {
	out := make([][4]int, a.Seats)
	for _, m := range a.Moves {
		if !m.Skip && int(m.Seat) < a.Seats {
			out[m.Seat][m.Mark]++
		}
	}
	return out
}

// Curve is each seat's expected result over the game, for the graph: Curve()[seat][i]
// after i plies, from 0 (the start) to len(Moves). A seat's value comes from the score
// of its own last move (the start: the first mover's best), so in a game of two seats
// the two lines mirror each other, and with more seats each line moves at its turns.
func (a *Analysis) Curve() [][]float64 {
	out := make([][]float64, a.Seats)
	cur := make([]float64, a.Seats)
	for i := range cur {
		cur[i] = 0.5 // even, until a score says otherwise
	}
	for _, m := range a.Moves {
		if !m.Skip {
			a.set(cur, m.Seat, m.Best.Expected(a.Scale))
			break
		}
	}
	for s := range out {
		out[s] = append(out[s], cur[s])
	}
	for _, m := range a.Moves {
		if !m.Skip {
			a.set(cur, m.Seat, m.Played.Expected(a.Scale))
		}
		for s := range out {
			out[s] = append(out[s], cur[s])
		}
	}
	return out
}

// set gives seat's expected result e, and in a game of two seats the other 1−e.
func (a *Analysis) set(cur []float64, seat rules.Player, e float64) {
	if int(seat) >= len(cur) {
		return
	}
	cur[seat] = e
	if a.Seats == 2 {
		cur[1-seat] = 1 - e
	}
}

// ScoreText writes a score as the computer's reports do: "+0.35" in pawns, "mate in 3"
// for two seats, "win in 5 plies" for more, and their losing forms.
func ScoreText(s Score, seats int) string {
	return search.ScoreText(rules.Report{Score: s.CP, MatePlies: s.MatePlies}, seats)
}
