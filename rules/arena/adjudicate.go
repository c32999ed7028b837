package arena

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"oddboards/rules"
)

// Adjudication ends a game between two outside engines early, by their own scores, as
// cutechess-cli does: a game long decided, or long level, tells a match no more by being
// played to mate or a draw rule. Each engine's score of a move is the last "info … score"
// it printed while choosing it, from its own side.
type Adjudication struct {
	// Resign: the side both engines score ResignScore centipawns or more behind, for
	// ResignMoves moves of each side in a row, resigns. ResignMoves 0: never.
	ResignScore, ResignMoves int
	// Draw: once the game has DrawAfter plies, the game is drawn when both engines
	// scored within ±DrawScore for the last DrawMoves plies in a row. DrawMoves 0: never.
	DrawScore, DrawMoves, DrawAfter int
}

// DefaultAdjudication is --adjudicate's without settings.
func DefaultAdjudication() Adjudication {
	return Adjudication{ResignScore: 700, ResignMoves: 4, DrawScore: 10, DrawMoves: 8, DrawAfter: 120}
}

// maxScore bounds a threshold: a mate score (mateScore) is beyond any.
const maxScore = 100000

// mateScore is a mate's score, from the side it mates (an engine's "score mate N", N > 0;
// N ≤ 0 is -mateScore, the side mated).
const mateScore = 1 << 30

// Check says whether a's settings make sense.
func (a Adjudication) Check() error {
	switch {
	case a.ResignScore < 1 || a.ResignScore > maxScore || a.DrawScore < 0 || a.DrawScore > maxScore:
		return fmt.Errorf("resign is from 1 to %d cp, draw from 0 to %d", maxScore, maxScore)
	case a.ResignMoves < 0 || a.ResignMoves > 1000 || a.DrawMoves < 0 || a.DrawMoves > 1000:
		return errors.New("moves and drawmoves are from 0 (never) to 1000")
	case a.DrawAfter < 0 || a.DrawAfter > 100000:
		return errors.New("drawafter is from 0 to 100000 plies")
	case a.ResignMoves == 0 && a.DrawMoves == 0:
		return errors.New("moves=0 and drawmoves=0 leave nothing to adjudicate")
	case a.ResignMoves > 0 && a.DrawMoves > 0 && a.DrawScore >= a.ResignScore:
		return errors.New("draw must be below resign: a score cannot be both level and lost")
	}
	return nil
}

// ParseAdjudication reads settings "resign=SCORE,moves=N,draw=SCORE,drawmoves=N,
// drawafter=PLY", any of them, over the defaults.
func ParseAdjudication(s string) (Adjudication, error) {
	a := DefaultAdjudication()
	fields := map[string]*int{
		"resign": &a.ResignScore, "moves": &a.ResignMoves,
		"draw": &a.DrawScore, "drawmoves": &a.DrawMoves, "drawafter": &a.DrawAfter,
	}
	seen := map[string]bool{}
	for _, item := range strings.Split(s, ",") {
		key, value, ok := strings.Cut(strings.TrimSpace(item), "=")
		p := fields[key]
		if !ok || p == nil {
			return a, fmt.Errorf("%s: write resign=CP,moves=N,draw=CP,drawmoves=N,drawafter=PLY", strconv.Quote(rules.Excerpt(item, 24)))
		}
		if seen[key] {
			return a, fmt.Errorf("%s is given twice", key)
		}
		seen[key] = true
		n, err := strconv.Atoi(value)
		if err != nil {
			return a, fmt.Errorf("%s=%s: not a whole number", key, strconv.Quote(rules.Excerpt(value, 24)))
		}
		*p = n
	}
	return a, a.Check()
}

// infoScore reads the score of an engine's "info" line: centipawns, or ±mateScore for a
// mate. A line without one, a bound (lowerbound, upperbound: the search failed high or
// low, the score is not the move's) or another line than the best (multipv 2) gives none.
func infoScore(line string) (int, bool) {
	in, ok := readInfo(line)
	return in.score, ok
}

// info is what an engine's "info" line with a score says of the move it is choosing.
type info struct {
	score  int  // centipawns, or ±mateScore for a mate, from the engine's side
	isMate bool // a mate: in mate moves (negative or 0: it is mated)
	mate   int
	depth  int // the depth it gave with the score, 0 if none
}

// readInfo reads an "info" line's score, as infoScore says, and the depth beside it.
func readInfo(line string) (info, bool) {
	w := strings.Fields(line)
	if len(w) == 0 || w[0] != "info" {
		return info{}, false
	}
	var in info
	found := false
	for i := 1; i < len(w); i++ {
		switch w[i] {
		case "string", "pv": // the rest is text, or moves
			return in.or(found)
		case "lowerbound", "upperbound":
			return info{}, false
		case "multipv":
			if i+1 < len(w) && w[i+1] != "1" {
				return info{}, false
			}
		case "depth":
			if i+1 < len(w) {
				if d, err := strconv.Atoi(w[i+1]); err == nil && d >= 0 {
					in.depth = d
				}
			}
		case "score":
			if i+2 >= len(w) {
				return info{}, false
			}
			n, err := strconv.Atoi(w[i+2])
			if err != nil {
				return info{}, false
			}
			switch w[i+1] {
			case "cp":
				in.score = max(-mateScore, min(mateScore, n))
			case "mate":
				in.score, in.isMate, in.mate = mateScore, true, max(-10000, min(10000, n))
				if n <= 0 { // "mate 0": mated already
					in.score = -mateScore
				}
			default:
				return info{}, false
			}
			found = true
			i += 2
		}
	}
	return in.or(found)
}

// or is in when found, else nothing.
func (in info) or(found bool) (info, bool) {
	if !found {
		return info{}, false
	}
	return in, true
}

// adjudicator follows the scores of a game between two engines, ply by ply.
type adjudicator struct {
	a Adjudication
	// lost[q]: the plies in a row whose engine's score said seat q is lost (q to move:
	// q's engine scored -ResignScore or less; the other: +ResignScore or more)
	lost  [2]int
	level int // the plies in a row scored within ±DrawScore
}

// ply takes the score the engine of seat gave the move it has just played (ok false:
// it gave none, which breaks every run), plies being the game's plies now. It returns
// decided when the game is adjudicated: lost by loser, or drawn (loser NoPlayer).
func (d *adjudicator) ply(seat rules.Player, score int, ok bool, plies int) (loser rules.Player, decided bool) {
	if !ok {
		*d = adjudicator{a: d.a}
		return rules.NoPlayer, false
	}
	for q := range d.lost {
		own := score // the score from q's side
		if rules.Player(q) != seat {
			own = -score
		}
		d.lost[q]++
		if own > -d.a.ResignScore {
			d.lost[q] = 0
		}
	}
	d.level++
	if score < -d.a.DrawScore || score > d.a.DrawScore {
		d.level = 0
	}
	for q, n := range d.lost {
		if d.a.ResignMoves > 0 && n >= 2*d.a.ResignMoves {
			return rules.Player(q), true
		}
	}
	if d.a.DrawMoves > 0 && d.level >= d.a.DrawMoves && plies >= d.a.DrawAfter {
		return rules.NoPlayer, true
	}
	return rules.NoPlayer, false
}

// why is the reason an adjudication gives (rules.Match.Adjudicate), winner the
// winning seat's name.
func (d *adjudicator) why(loser rules.Player, winner string) string {
	if loser == rules.NoPlayer {
		return fmt.Sprintf("both engines' scores within %d cp for %d plies", d.a.DrawScore, d.a.DrawMoves)
	}
	return fmt.Sprintf("both engines' scores %d cp or more for %s for %d moves each", d.a.ResignScore, winner, d.a.ResignMoves)
}
