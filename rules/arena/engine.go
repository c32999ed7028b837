package arena

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"oddboards/rules"
	"oddboards/rules/search"
	"oddboards/rules/seat"
)

// UCIPosition is a position an outside engine can play from over UCI: it writes itself
// as a FEN, writes and reads its moves in UCI coordinates, and names its variant and
// setup for the engine's options. chess2016.Position is one; the other games have no
// UCI, and a match refuses outside engines for them.
type UCIPosition interface {
	rules.Position
	FEN() string
	UCIMove(rules.Move) string
	ParseUCIMove(string) (rules.Move, error)
	UCIVariant() string // the UCI_Variant name: chess2016, chess56, chess112
	Setup() int
}

// EnginePrefix starts the specification of an outside engine: "uci:COMMAND".
const EnginePrefix = "uci:"

// Engine is an outside engine that plays a seat over UCI, started afresh for every game.
// The rules of the game are the arbiter: an illegal or unreadable move, a crash or a move
// that does not come in time loses the game by forfeit (rules.Match.Forfeit).
type Engine struct {
	Args    []string // the program and its arguments
	Options []Option // sent with setoption before every game
	// Timeout is how long a move may take beyond its own time (Player.Limits.Time);
	// 0 gives defaultMargin.
	Timeout time.Duration
}

// Option is a UCI option to set. In Value, {setup} and {variant} are replaced, game by
// game, by the start's setup number and the variant's UCI name. The options are sent in
// their order, which matters: Fairy-Stockfish reads its VariantPath before it knows the
// UCI_Variant named there, and Oddboards' engine goes back to the default Setup when its
// UCI_Variant is set.
type Option struct{ Name, Value string }

// defaultEngineTime is an outside engine's time a move when no limit is given.
const defaultEngineTime = time.Second

// defaultMargin is the default wait for a move past its time: as long again as the move
// time, at least a second; a move limited by nodes or depth, whose time is unknown, may
// take a minute.
func defaultMargin(moveTime time.Duration) time.Duration {
	if moveTime <= 0 {
		return time.Minute
	}
	return max(time.Second, moveTime)
}

// The waits that are not a move: for the handshake (uciok, readyok) and for an engine
// to quit when asked.
const (
	startWait = 30 * time.Second
	quitWait  = 2 * time.Second
)

// maxLine bounds a line of an engine's output; the rest of a longer line is dropped.
const maxLine = 64 << 10

// ParseEngine reads "uci:COMMAND": the program and its arguments separated by spaces,
// a word in double quotes holding spaces ("uci:\"/my engines/fsf\" bench"). The
// program must be found (a path, or a name on the PATH). Its limit is defaultEngineTime
// until SetLimit changes it.
func ParseEngine(s string) (Player, error) {
	p := Player{Setting: seat.Setting{Spec: s}, Engine: &Engine{}}
	p.Limits.Time = defaultEngineTime
	cmd, ok := strings.CutPrefix(s, EnginePrefix)
	if !ok {
		return p, fmt.Errorf("player %q: an outside engine is written %sCOMMAND", short(s), EnginePrefix)
	}
	args, err := splitCommand(cmd)
	if err != nil {
		return p, fmt.Errorf("player %q: %v", short(s), err)
	}
	if _, err := exec.LookPath(args[0]); err != nil {
		return p, fmt.Errorf("player %q: no program %s to run", short(s), quoteOut(args[0]))
	}
	p.Engine.Args = args
	return p, nil
}

// splitCommand splits a command line at spaces; double quotes keep spaces in a word.
func splitCommand(s string) ([]string, error) {
	var (
		args   []string
		word   strings.Builder
		inWord bool
		quoted bool
	)
	for _, r := range s {
		switch {
		case r == '"':
			quoted, inWord = !quoted, true
		case unicode.IsSpace(r) && !quoted:
			if inWord {
				args = append(args, word.String())
				word.Reset()
			}
			inWord = false
		case unicode.IsControl(r):
			return nil, errors.New("the command has a control character")
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if quoted {
		return nil, errors.New("a quote in the command is not closed")
	}
	if inWord {
		args = append(args, word.String())
	}
	if len(args) == 0 || args[0] == "" {
		return nil, errors.New("the engine's command is missing")
	}
	return args, nil
}

// SetLimit sets an outside engine's limit a move: "time:SECONDS" (go movetime),
// "nodes:N" (go nodes) or "depth:D" (go depth), read as seat.Parse reads them.
func (p *Player) SetLimit(s string) error {
	kind, _, _ := strings.Cut(s, ":")
	if kind != "time" && kind != "nodes" && kind != "depth" || strings.Contains(s, "/") {
		return fmt.Errorf("limit %q: write time:SECONDS, nodes:N or depth:D", short(s))
	}
	lp, err := seat.Parse(s, search.Levels{}, 0) // no level: only time, nodes or depth
	if err != nil {
		return err
	}
	p.Limits = search.Limits{Time: lp.Limits.Time, Nodes: lp.Limits.Nodes, Depth: lp.Limits.Depth}
	return nil
}

// countLimit is the limit that counts, nodes before depth, as its UCI name and number;
// "" when the player has neither and time is the limit.
func (p Player) countLimit() (string, int64) {
	switch {
	case p.Limits.Nodes > 0:
		return "nodes", p.Limits.Nodes
	case p.Limits.Depth > 0:
		return "depth", int64(p.Limits.Depth)
	}
	return "", 0
}

// limitText is the limit as SetLimit reads it.
func (p Player) limitText() string {
	if name, n := p.countLimit(); name != "" {
		return fmt.Sprintf("%s:%d", name, n)
	}
	return "time:" + strconv.FormatFloat(p.Limits.Time.Seconds(), 'g', -1, 64)
}

// CheckOption says whether o can be sent: a UCI line has no control characters, and a
// name holds no word "value" (which would end the name).
func CheckOption(o Option) error {
	if strings.TrimSpace(o.Name) == "" {
		return errors.New("the option has no name")
	}
	for _, s := range []string{o.Name, o.Value} {
		if strings.ContainsFunc(s, unicode.IsControl) || !utf8.ValidString(s) {
			return fmt.Errorf("option %s: no control characters in a UCI option", quoteOut(o.Name))
		}
	}
	for _, w := range strings.Fields(o.Name) {
		if w == "value" || w == "name" {
			return fmt.Errorf("option %s: a name cannot hold the word %q", quoteOut(o.Name), w)
		}
	}
	return nil
}

// engineName is an outside engine's name in a game's record: its command, limit and
// options, so a series resumed with other ones is not taken for the same series.
func (p Player) engineName() string {
	parts := []string{p.limitText()}
	for _, o := range p.Engine.Options {
		parts = append(parts, o.Name+"="+o.Value)
	}
	return p.Spec + " (" + strings.Join(parts, "; ") + ")"
}

// moveWait is how long a move may take before it is forfeited on time.
func (p Player) moveWait() time.Duration {
	own := p.Limits.Time
	if name, _ := p.countLimit(); name != "" {
		own = 0
	}
	if p.Engine.Timeout > 0 {
		return own + p.Engine.Timeout
	}
	return own + defaultMargin(own)
}

// goCommand asks for a move within the player's limit.
func (p Player) goCommand() string {
	if name, n := p.countLimit(); name != "" {
		return fmt.Sprintf("go %s %d", name, n)
	}
	return fmt.Sprintf("go movetime %d", max(1, p.Limits.Time.Milliseconds()))
}

// engineGame is an outside engine's process during one game.
type engineGame struct {
	player Player
	cmd    *exec.Cmd
	in     *os.File // the engine's stdin
	out    *os.File // the engine's stdout
	lines  chan string
	stop   chan struct{} // closed when the game is done with it: the reader stops
	read   chan struct{} // closed when the reader has stopped
	exited chan struct{} // closed once the process is waited for
	fen    string        // the game's start
	moves  []string      // the moves so far, in coordinates
	hung   bool          // it let a move's time run out: it is killed, not asked to quit
	said   string        // its last info string while it chose a move: why a bad move came
	// last is the last score it printed while it chose a move (scored: it printed one),
	// from its own side, for adjudication and the record's note; took, the time it took.
	last   info
	scored bool
	took   time.Duration
}

// errEngine is a failure of an outside engine that loses the game: its text is the
// forfeit's reason. silent: it said nothing in the time it had.
type errEngine struct {
	why    string
	silent bool
}

func (e errEngine) Error() string { return e.why }

// startEngine starts p's engine for a game from start: the handshake, the options and
// ucinewgame, then isready. An engine that does not start or answer is an error (it
// stops the match: it has not played a move to lose by).
func startEngine(ctx context.Context, p Player, start UCIPosition) (*engineGame, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	cmd := exec.Command(p.Engine.Args[0], p.Engine.Args[1:]...)
	cmd.Stdin, cmd.Stdout = inR, outW // stderr goes nowhere
	err = cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, fmt.Errorf("%s: %v", short(p.Spec), err)
	}
	g := &engineGame{
		player: p, cmd: cmd, in: inW, out: outR,
		lines: make(chan string, 64), stop: make(chan struct{}), read: make(chan struct{}),
		exited: make(chan struct{}), fen: start.FEN(),
	}
	go func() {
		_ = cmd.Wait()
		close(g.exited)
	}()
	go g.readLines()
	if err := g.handshake(ctx, start); err != nil {
		g.close(true)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("%s: %v", short(p.Spec), err)
	}
	return g, nil
}

func (g *engineGame) handshake(ctx context.Context, start UCIPosition) error {
	if err := g.send(startWait, "uci"); err != nil {
		return err
	}
	if _, err := g.await(ctx, "uciok", startWait); err != nil {
		return fmt.Errorf("no uciok: %v", err)
	}
	setup, variant := strconv.Itoa(start.Setup()), start.UCIVariant()
	for _, o := range g.player.Engine.Options {
		v := strings.NewReplacer("{setup}", setup, "{variant}", variant).Replace(o.Value)
		if err := g.send(startWait, "setoption name %s value %s", o.Name, v); err != nil {
			return err
		}
	}
	if err := g.send(startWait, "ucinewgame\nisready"); err != nil {
		return err
	}
	if _, err := g.await(ctx, "readyok", startWait); err != nil {
		return fmt.Errorf("no readyok: %v", err)
	}
	return nil
}

// readLines hands the engine's output on line by line until it ends or the game stops
// listening.
func (g *engineGame) readLines() {
	defer close(g.read)
	defer close(g.lines)
	r := bufio.NewReaderSize(g.out, 4096)
	var line []byte
	for {
		part, more, err := r.ReadLine()
		if len(line) < maxLine {
			line = append(line, part[:min(len(part), maxLine-len(line))]...)
		}
		if err != nil {
			return
		}
		if more {
			continue
		}
		select {
		case g.lines <- string(line):
		case <-g.stop:
			return
		}
		line = line[:0]
	}
}

// send writes a command line, waiting at most wait for the engine to take it.
func (g *engineGame) send(wait time.Duration, format string, a ...any) error {
	// (a pipe with no deadlines, on Windows, is written without one)
	if err := g.in.SetWriteDeadline(time.Now().Add(wait)); err != nil && !errors.Is(err, os.ErrNoDeadline) {
		return err
	}
	if _, err := fmt.Fprintf(g.in, format+"\n", a...); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			g.hung = true
			return errEngine{why: "the engine took no input"}
		}
		return g.exitErr()
	}
	return nil
}

// await reads lines until one whose first word is word, waiting at most wait.
func (g *engineGame) await(ctx context.Context, word string, wait time.Duration) (string, error) {
	t := time.NewTimer(wait)
	defer t.Stop()
	for {
		select {
		case line, ok := <-g.lines:
			if !ok {
				return "", g.exitErr()
			}
			if w := strings.Fields(line); len(w) > 0 && w[0] == word {
				return line, nil
			}
			if text, ok := strings.CutPrefix(line, "info string "); ok {
				g.said = text
			}
			if in, ok := readInfo(line); ok {
				g.last, g.scored = in, true
			}
		case <-t.C:
			return "", errEngine{why: "nothing in " + seconds(wait), silent: true}
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
}

// exitErr says how the engine's output ended: the process's exit status when it has
// gone within a moment (the end of its output usually is its exit).
func (g *engineGame) exitErr() error {
	t := time.NewTimer(time.Second)
	defer t.Stop()
	select {
	case <-g.exited:
		return errEngine{why: "the engine exited (" + g.cmd.ProcessState.String() + ")"}
	case <-t.C:
		return errEngine{why: "the engine closed its output"}
	}
}

// choose asks the engine for its move in p, the position after g.moves. A move that
// breaks the rules is an errEngine saying how; ctx's end is ctx's error.
func (g *engineGame) choose(ctx context.Context, p UCIPosition) (rules.Move, error) {
	pos := "position fen " + g.fen
	if len(g.moves) > 0 {
		pos += " moves " + strings.Join(g.moves, " ")
	}
	wait := g.player.moveWait()
	g.said, g.last, g.scored = "", info{}, false
	if err := g.send(wait, "%s\n%s", pos, g.player.goCommand()); err != nil {
		return rules.Move{}, err
	}
	began := time.Now()
	line, err := g.await(ctx, "bestmove", wait)
	g.took = time.Since(began)
	var ee errEngine
	if errors.As(err, &ee) && ee.silent {
		g.hung = true
		return rules.Move{}, errEngine{why: "no move in " + seconds(wait)}
	}
	if err != nil {
		return rules.Move{}, err
	}
	words := strings.Fields(line)
	if len(words) < 2 {
		return rules.Move{}, g.badMove("bestmove without a move")
	}
	text := words[1]
	if text == "(none)" || text == "0000" {
		return rules.Move{}, g.badMove("no move (bestmove " + text + ") where the rules give moves")
	}
	mv, err := p.ParseUCIMove(text)
	switch {
	case err == nil:
		return mv, nil
	case coordinates(text):
		return rules.Move{}, g.badMove("illegal move " + text)
	}
	return rules.Move{}, g.badMove("unreadable move " + quoteOut(text))
}

// badMove is the forfeit for a move that breaks the rules, with what the engine said
// last while it chose it: an engine that could not read the position usually says so
// (Oddboards' own, when no Setup was given), which tells the match's runner what to fix.
func (g *engineGame) badMove(why string) errEngine {
	if g.said != "" {
		why += "; it said " + strconv.Quote(rules.Excerpt(g.said, 80))
	}
	return errEngine{why: why}
}

// note is what the engine said of the move it has just chosen, as a record's comment in
// the way of other engine match programs: its last score from its own side, in pawns or
// as a mate ("M" and the moves to it, "-M" to be mated), the depth, the time it took:
// "+0.35/14 0.98s". A score is left out when it gave none, a depth when it gave none.
func (g *engineGame) note() string {
	text := ""
	switch in := g.last; {
	case !g.scored:
	case in.isMate && in.mate > 0:
		text = fmt.Sprintf("+M%d", in.mate)
	case in.isMate:
		text = fmt.Sprintf("-M%d", -in.mate)
	default:
		text = fmt.Sprintf("%+.2f", float64(in.score)/100)
	}
	if g.scored && g.last.depth > 0 {
		text += fmt.Sprintf("/%d", g.last.depth)
	}
	if text != "" {
		text += " "
	}
	return text + fmt.Sprintf("%.2fs", g.took.Seconds())
}

// played notes a move of the game, played in p.
func (g *engineGame) played(p UCIPosition, mv rules.Move) { g.moves = append(g.moves, p.UCIMove(mv)) }

// close ends the engine's process: asked to quit and given a moment, or killed at once;
// either way it is waited for, and its reader stopped.
func (g *engineGame) close(kill bool) {
	asked := !kill && !g.hung && g.send(quitWait, "quit") == nil
	g.in.Close() // the end of its input: an engine that ignores quit may stop at that
	if asked {
		t := time.NewTimer(quitWait)
		select {
		case <-g.exited:
		case <-t.C:
		}
		t.Stop()
	}
	_ = g.cmd.Process.Kill() // (an error once it has exited)
	<-g.exited
	close(g.stop)
	g.out.Close() // a child of the engine may hold its end open: stop reading anyway
	<-g.read
}

// coordinates reports whether s has the form of a move in coordinates: letters and
// digits, from a square to a square, maybe a promotion letter.
func coordinates(s string) bool {
	if len(s) < 4 || len(s) > 7 || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// quoteOut is what a message quotes of an engine's output or a command: short, quoted,
// with control characters and invalid UTF-8 escaped.
func quoteOut(s string) string { return strconv.Quote(rules.Excerpt(s, 24)) }

func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'g', 4, 64) + " s"
}
