package search

import (
	"fmt"
	"math"
	"strings"

	"oddboards/rules"
)

// The techniques of the two-seat search (Feature). Every one is on unless Limits.Without
// switches it off, which is how a match measures what each is worth (the package doc
// gives the figures).
const (
	// NullMove: where the seat to move is so far ahead that even passing keeps it above
	// beta, a search reduced by R plies after a pass decides the node (games that can
	// pass soundly: Passer). Deep cuts are verified by a search without passes.
	NullMove Feature = 1 << iota
	// StaticNull (reverse futility): near the horizon, a static evaluation that beats
	// beta by a margin growing with the depth left is taken as the node's score.
	StaticNull
	// Razor: near the horizon, an evaluation far below alpha is checked by quiescence
	// alone.
	Razor
	// Futility: near the horizon, quiet moves cannot lift an evaluation far below alpha.
	Futility
	// LateMovePruning: near the horizon, quiet moves late in the ordering are skipped.
	LateMovePruning
	// Aspiration: each iteration from the fifth searches a narrow window around the last
	// score, widening it on a fail.
	Aspiration
	// InternalReduction: a node the table knows nothing of is searched a ply shallower.
	InternalReduction
	// Counter: a counter-move table (the quiet move that refuted the opponent's last
	// move) and a penalty on the history of quiet moves that failed to cut.
	Counter
	// LogReduction: late-move reductions grow with log(depth)·log(move number) and shrink
	// for moves with good history, instead of the old one or two plies.
	LogReduction
	// SEEPruning: quiescence skips captures that lose material by static exchange
	// (Exchanger).
	SEEPruning
	// Evasions: quiescence answers a threat (Threatener: a check) with every move
	// instead of standing pat, for its first few plies.
	Evasions
	// LazyLegality: where the game lists pseudo-legal moves (PseudoMover), each is
	// proven legal only when the search picks it; the tree is the same.
	LazyLegality
	// HashFirst: the table's move, where the game can check it (Validator), is searched
	// before the other moves are generated, and they are generated only if it does not
	// cut off.
	HashFirst
	// SEEMain: near the horizon, a capture that loses more by static exchange than the
	// depth left could win back is skipped in the main search too.
	SEEMain
	// QuiescenceProbe: quiescence looks the position up in the transposition table and
	// takes a stored score whose bound settles the window (it stores nothing itself, so
	// the main search's deeper entries stay).
	QuiescenceProbe
	// Delta: quiescence skips a capture that, even winning its victim for nothing, leaves
	// the standing score a margin short of alpha (Gainer).
	Delta
	// LazyEval: quiescence's standing score comes from WindowEvaler, which may leave out
	// the terms that could not bring a score far outside the window back into it.
	LazyEval
	// Singular: where the table's move is the only one that holds the table's score (a
	// search of the others, half as deep, against a bar a little below it fails low),
	// it is searched a ply deeper; where even without it the bar is at least beta, the
	// node is cut (multi-cut).
	Singular
	// CorrectionHistory: the static evaluation is corrected by what searches of
	// positions sharing a key the game gives (Corrector: Chess 2016's pawns) found it
	// wrong by, an average that follows the last searches most. On trial.
	CorrectionHistory
	// CaptureHistory: captures and promotions are ordered by what they win (MVV-LVA)
	// and by a history of their own, which rewards the one that cut a node and takes
	// from those tried before it in vain. On trial.
	CaptureHistory
	// TTBuckets: the transposition table's slots come in buckets of four, and a new
	// result replaces the entry worth least, counting its depth and how many searches
	// ago it was stored, instead of whatever was in its one slot. On trial.
	TTBuckets
	// HistoryReduction: a quiet move's history, with its continuation history where
	// that is kept (ContinuationHistory), takes up to two plies off its late-move
	// reduction or adds them (LogReduction's own history term, at historyPerPly, moves
	// none with Counter: see there). On trial.
	HistoryReduction
	// Recaptures: from quiescence's ply qRecaptures on (its first being 0), only
	// captures on the square the last move landed on are searched (Targeter), as the
	// strong engines bound their capture chains. On trial.
	Recaptures
	// SEEQuiet: near the horizon, a quiet move whose piece the opponent takes for less
	// (Exchanger), losing more than seeQuietMargin a ply left squared, is skipped, as
	// SEEMain skips losing captures. On trial.
	SEEQuiet
	// LosingCaptureReduction: a capture that loses material by static exchange
	// (Exchanger) is reduced late in the ordering as a quiet move is, where the other
	// captures never are. On trial.
	LosingCaptureReduction
	// ProbCut: away from the horizon, a noisy move that wins enough by static exchange
	// (Exchanger) to lift the evaluation a margin above beta, and holds that bar in a
	// search four plies shallower, cuts the node. On trial.
	ProbCut
	// DeepNull: the null move's search is reduced by 4 + depth/3 plies (and up to 3
	// more as the evaluation exceeds beta), not 3 + depth/4. On trial.
	DeepNull
	// DeepLateMovePruning: LateMovePruning at every depth, not only near the horizon
	// (the count of quiet moves it allows grows with the depth squared). On trial.
	DeepLateMovePruning
	// ReducedFutility: Futility judges a quiet move by the depth its late-move reduction
	// would leave it (up to futilityDepth), so it prunes far from the horizon too. On
	// trial.
	ReducedFutility
	// QuiescenceFew: quiescence searches the first qFew captures and then only the
	// recaptures on the square the last move landed on (Targeter). On trial.
	QuiescenceFew
	// CutNodeReduction: a node expected to fail high (a cut node: a null-window child
	// reduced, or the first child of an expected all-node) reduces its late moves two
	// plies more, as its late moves should not matter. On trial.
	CutNodeReduction
	// EvasionsFew: quiescence answers a threat with every capture but only its first
	// qFew quiet moves, once one of them has found a score above a mate. On trial.
	EvasionsFew
	// CheckExtension: besides the one threat extension a line gets, a check whose
	// piece is safe by static exchange is extended while the line is shorter than twice
	// the iteration's depth. On trial.
	CheckExtension
	// BadCapturesLast: where every move is listed (the main search, and quiescence's
	// answers to a check), a capture that loses material by static exchange
	// (Exchanger) is ordered after the quiet moves, not with the captures before the
	// killers.
	BadCapturesLast
	// ContinuationHistory: quiet moves are ordered by their history and by how they
	// fared after the opponent's last move and after the seat's own move before that,
	// each kept by the moving piece and where it lands (PieceToer); with Counter only,
	// whose penalties it shares, and in two-seat games. On trial.
	ContinuationHistory
	// KeptHistory: the move histories (history, counter-moves, the capture and the
	// continuation history where kept) go on from one search of a game to the next,
	// with the transposition table (Limits.Memory), instead of starting empty at every
	// move. On trial.
	KeptHistory
	// QuietThreats: quiet moves are ordered by what the game says of the threats on
	// them (QuietOrderer: Chess 2016 lifts a piece out of the attack of a lesser one and
	// lowers a move into one) beside their history. On trial.
	QuietThreats
	// StagedMoves: where the table's move was searched first, the main search lists a
	// node's noisy moves (StagedMover, with LazyLegality and HashFirst) and its quiet
	// moves only once the noisy moves that come before them are searched. The quiet
	// moves are then scored with the histories as those searches left them, so their
	// order is not quite the one listing all at once gives. On trial.
	StagedMoves
	// QuiescenceStore: quiescence keeps its results in the transposition table, at
	// depth 0 (a cut by the standing score too), where they take no slot that holds a
	// deeper result of the search under way; QuiescenceProbe and the main search's
	// moves and bounds then find them. On trial.
	QuiescenceStore
	// SEEChecks: a check is judged by static exchange (Exchanger) like any other move.
	// One that loses its piece gets no threat extension, which goes to the checks that
	// keep it, and near the horizon a quiet check that loses more than seeCheckMargin a
	// ply left is pruned instead of being spared as every check is. On trial.
	SEEChecks
	// LateChecks: with lateCheckDepth plies left or fewer, a quiet check is counted and
	// pruned by late-move pruning like any quiet move (Fairy-Stockfish skips every quiet
	// move, checks too, past its move count), where otherwise no check is pruned. On
	// trial.
	LateChecks
	// TTCaptureReduction: where the table's move is noisy (a capture, most often), a
	// late quiet move is reduced a ply more (LogReduction's), as Stockfish does: where
	// the best move found before took material, a quiet one is seldom better. (The table also keeps
	// a move for a node that failed low, so the signal is weaker than Stockfish's.)
	// Only in a game that can prove the table's move (a Validator: Chess 2016), so that
	// no move of another position is read. On trial.
	TTCaptureReduction
	// NoisyReduction: at a null-window node, a late noisy move is reduced as a quiet
	// one is (its history aside), as Stockfish reduces captures at nodes that have not
	// been on the principal variation; a noisy check too, since the search asks
	// whether a move checks only of quiet moves and losing captures. On trial.
	NoisyReduction
	// CheckReduction: a late quiet check is reduced as a quiet move is, a ply less (a
	// losing capture that checks, as a losing capture is, a ply less), where otherwise
	// no check is reduced; Stockfish reduces checks too. It is still spared pruning. On
	// trial.
	CheckReduction
	// ShallowCheckExtension: the line's one threat extension goes only to a node with
	// at least checkExtDepth plies left; nearer the horizon a check is searched at its
	// own depth (at the horizon, by quiescence's evasions), as Fairy-Stockfish extends
	// checks only far from it. On trial.
	ShallowCheckExtension
	featureEnd

	// AllFeatures are every technique above: Limits{Without: AllFeatures} is the plain
	// search they are measured against.
	AllFeatures = featureEnd - 1
	// Trial are the techniques on trial: off unless Limits.With names them, until a
	// match shows that each wins.
	Trial = CorrectionHistory | CaptureHistory | TTBuckets | HistoryReduction | Recaptures | SEEQuiet |
		LosingCaptureReduction | ProbCut | DeepNull | DeepLateMovePruning | ReducedFutility | QuiescenceFew |
		CutNodeReduction | EvasionsFew | CheckExtension | ContinuationHistory |
		KeptHistory | QuietThreats | StagedMoves | QuiescenceStore | SEEChecks | LateChecks |
		TTCaptureReduction | NoisyReduction | CheckReduction | ShallowCheckExtension
)

var featureNames = []struct {
	f    Feature
	name string
}{
	{NullMove, "nmp"}, {StaticNull, "rfp"}, {Razor, "razor"}, {Futility, "futility"},
	{LateMovePruning, "lmp"}, {Aspiration, "aspiration"}, {InternalReduction, "iir"},
	{Counter, "counter"}, {LogReduction, "lmr"}, {SEEPruning, "see"}, {Evasions, "evasions"},
	{LazyLegality, "lazy"}, {HashFirst, "hashfirst"},
	{SEEMain, "seemain"}, {QuiescenceProbe, "qprobe"}, {Delta, "delta"},
	{LazyEval, "lazyeval"}, {Singular, "singular"}, {CorrectionHistory, "corrhist"},
	{CaptureHistory, "caphist"}, {TTBuckets, "buckets"}, {HistoryReduction, "histlmr"},
	{Recaptures, "recaptures"}, {SEEQuiet, "seequiet"},
	{LosingCaptureReduction, "badcapred"}, {ProbCut, "probcut"},
	{DeepNull, "deepnull"}, {DeepLateMovePruning, "deeplmp"}, {ReducedFutility, "lmrfut"},
	{QuiescenceFew, "qfew"}, {CutNodeReduction, "cutred"}, {EvasionsFew, "evfew"}, {CheckExtension, "checkext"},
	{BadCapturesLast, "badlast"}, {ContinuationHistory, "conthist"},
	{KeptHistory, "keephist"}, {QuietThreats, "threatorder"}, {StagedMoves, "staged"},
	{QuiescenceStore, "qstore"}, {SEEChecks, "seechecks"}, {LateChecks, "latechecks"},
	{TTCaptureReduction, "ttcapred"}, {NoisyReduction, "noisyred"},
	{CheckReduction, "checkred"}, {ShallowCheckExtension, "deepext"},
}

// bucketWays are the slots of a bucket with TTBuckets.
const bucketWays = 4

// FeatureNames lists the names ParseFeatures reads, for usage messages.
func FeatureNames() string {
	var n []string
	for _, f := range featureNames {
		n = append(n, f.name)
	}
	return strings.Join(n, ", ")
}

// ParseFeatures reads features written as names joined by '+' ("nmp+rfp").
func ParseFeatures(s string) (Feature, error) {
	var fs Feature
	for _, w := range strings.Split(s, "+") {
		found := false
		for _, f := range featureNames {
			if f.name == w {
				fs |= f.f
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("no search feature %q: the features are %s", rules.Excerpt(w, 16), FeatureNames())
		}
	}
	return fs, nil
}

// Passer is a State whose seat to move can pass soundly here, for null-move pruning: a
// game offers it only where its rules make a pass a fair lower bound (not in check,
// not in the endings where zugzwang is common). Pass hands the move to the next seat
// with nothing else changed but what a move always resets (en passant); Unpass takes
// it back. Pass is only called when CanPass said true.
type Passer interface {
	CanPass() bool
	Pass()
	Unpass()
}

// lmrTable[d][i] is the late-move reduction of the i-th move at depth d, in plies.
type lmrTable [64][64]int8

func newLMRTable() *lmrTable {
	var t lmrTable
	for d := 1; d < 64; d++ {
		for i := 1; i < 64; i++ {
			t[d][i] = int8(0.5 + math.Log(float64(d))*math.Log(float64(i))/2.25)
		}
	}
	return &t
}

// Exchanger is a State that can judge a move by static exchange: SEE reports whether m
// wins at least threshold centipawns once every exchange on its square is played out,
// each side taking with its least valuable piece and stopping when that loses (a quiet
// move wins nothing, and may lose its piece). Quiescence skips captures that lose
// material by it (SEEPruning).
type Exchanger[M comparable] interface {
	SEE(m M, threshold int) bool
}

// WindowEvaler is a State whose evaluation has costly terms of bounded size: EvalWithin
// is Eval(p), or, where the rest of the evaluation is so far outside the window (alpha,
// beta) that those terms could not bring it back in, the rest alone (LazyEval).
type WindowEvaler interface {
	EvalWithin(p, alpha, beta int) int
}

// Corrector is a State that names the part of the position whose evaluation errors
// recur (in chess, the pawns): positions with the same CorrectionKey share their
// correction (CorrectionHistory).
type Corrector interface {
	CorrectionKey() uint64
}

// Gainer is a State that can tell the most material a noisy move can win: the
// victim's value, and a promotion's gain (quiescence's delta pruning).
type Gainer[M comparable] interface {
	Gain(m M) int
}

// Targeter is a State that can tell the square a move lands on (any number the game
// likes, equal for moves to one square), for quiescence's recaptures (Recaptures).
type Targeter[M comparable] interface {
	Target(m M) int
}

// NoisyMover is a State that lists its legal noisy moves (Noisy) more cheaply than all
// its moves: quiescence then asks only for them, and no longer sees a seat with no
// moves at all there (the main search does).
type NoisyMover[M comparable] interface {
	NoisyMoves(buf []M) []M
}

// PieceToer is a State that can tell a move by its piece and where it lands, a small
// number below PieceToSpace (asked before the move is made), for the continuation
// history (ContinuationHistory). Two positions of one game with one PieceToSpace number
// alike, as KeptHistory reads one search's table in the next.
type PieceToer[M comparable] interface {
	PieceTo(m M) int
	PieceToSpace() int
}

// QuietOrderer is a State that judges a quiet move beyond its history (QuietThreats):
// what it returns, within ±historyMax/2, is added to the move's history for ordering.
type QuietOrderer[M comparable] interface {
	QuietOrder(m M) int
}

// Reuser is a State with caches worth keeping from one search of a game to the next
// (Limits.Memory), as the table is: Leave hands them over when the main searcher's
// search ends, and the next search's main state takes them back with Reuse. They may
// hold only what the state would work out anyway, so that no search changes by them.
type Reuser interface {
	Leave() any
	Reuse(caches any)
}

// Chooser is a State whose game does without some techniques (measured not to help it,
// or not measured there yet): the search leaves out Without() as if Limits.Without said
// so, but for those Limits.With names.
type Chooser interface {
	Without() Feature
}
