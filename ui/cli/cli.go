// Package cli is Oddboards' command line: subcommands that answer without opening a
// window (perft, setup, replay, print). main.go hands it the arguments; it imports no Fyne.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"oddboards/boards"
	"oddboards/internal/version"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/search"
	"oddboards/rules/seat"
	"oddboards/ui/uci"
)

// Usage is printed for --help, -h and help (on stdout); a mistake gets its own line and
// helpHint instead, so that the line is not scrolled away by the whole usage.
const Usage = `usage:
  oddboards [--game GAME [--setup N|DICE] [--mode M] [--option key=value] [--position STRING]
      [--players A,B] [--seats person,level:5] [--clock MIN+SEC] [--edit]]
                                             open the app (and a game at once, with the
                                             computer at the seats given a level, or with
                                             --edit the position editor on its start)
  oddboards --open FILE                      open the app on a saved game
` + NetUsage + `  oddboards --version                        print the version and the commit it was built from
  oddboards perft GAME DEPTH [--setup N|DICE] [--mode M] [--option key=value] [--position STRING]
      [--divide] [--contract]
  oddboards setup GAME [N|DICE] [--option key=value]
                                             draw setup N; without N, the setup a game
                                             starts with when none is chosen
  oddboards setup GAME --list [--with PIECE]... [--without PIECE]... [--option key=value]
  oddboards setup GAME [N|DICE|--all] --fairy-stockfish [--option key=value]
                                             Fairy-Stockfish's variants.ini section of the
                                             setup, named as its UCI_Variant (chess2016-37),
                                             or with --all every setup it can play exactly
` + PositionUsage + ReplayUsage + PrintUsage + BestmoveUsage + MatchUsage + TuneUsage + `  oddboards uci                              a UCI engine for Chess 2016, 56 and 112 on stdin/stdout
GAME is one of: `

// helpHint follows a mistake's line on stderr.
const helpHint = "run `oddboards --help` for the options\n"

// errUsage marks a mistake in the command line (exit code 2).
type errUsage struct{ msg string }

func (e errUsage) Error() string { return e.msg }

func usageErr(format string, a ...any) error { return errUsage{fmt.Sprintf(format, a...)} }

// excerpt is what an error quotes of a word of the command line, quote the same in
// quotes: a word may be megabytes long, and the error still one short line.
func excerpt(s string) string { return rules.Excerpt(s, 60) }
func quote(s string) string   { return strconv.Quote(rules.Excerpt(s, 60)) }

// excerptArgs shortens, in a message of the flag package, every long word of args it
// quotes whole (a flag's name or value), to its excerpt.
func excerptArgs(msg string, args []string) string {
	var long []string
	for _, a := range args {
		name, value, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		for _, w := range []string{a, name, value} {
			if utf8.RuneCountInString(w) > 60 {
				long = append(long, w)
			}
		}
	}
	sort.Slice(long, func(i, j int) bool { return len(long[i]) > len(long[j]) })
	for _, w := range long {
		msg = strings.ReplaceAll(msg, strconv.Quote(w), quote(w))
		msg = strings.ReplaceAll(msg, w, excerpt(w))
	}
	return msg
}

// fileErr says that a file named on the command line cannot be used, quoting only an
// excerpt of its name (the operating system's error would quote all of it).
func fileErr(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %w", excerpt(path), err)
}

// ErrHelp is what ParseAppArgs (and each subcommand) returns for -h, -help or --help: not
// a mistake, the usage goes to stdout and the exit code is 0 (ReportUsage and Run do both).
var ErrHelp = flag.ErrHelp

// Run runs a subcommand and returns the process exit code: 0 done, 1 failed, 2 bad usage.
// stdin feeds the commands that read (uci).
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return report(usageErr("no command given"), stdout, stderr)
	}
	return report(runCommand(args[0], args[1:], stdin, stdout, stderr), stdout, stderr)
}

// runCommand runs the subcommand cmd with the words after it.
func runCommand(cmd string, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	switch cmd {
	case "perft":
		return perft(args, stdout)
	case "setup":
		return setup(args, stdout)
	case "position":
		return positionCmd(args, stdout)
	case "print":
		return printCmd(args, stdout)
	case "replay":
		return replayCmd(args, stdout, stderr)
	case "bestmove":
		return bestmoveCmd(args, stdout)
	case "match":
		return matchCmd(context.Background(), args, stdout)
	case "tune":
		return tuneCmd(context.Background(), args, stdout)
	case "uci":
		if len(args) > 0 {
			return usageErr("uci takes no arguments: the options are set over the protocol")
		}
		return uci.Run(stdin, stdout)
	case "help", "-h", "-help", "--help":
		return ErrHelp
	case "version", "-version", "--version":
		if len(args) > 0 {
			return usageErr("--version takes no arguments")
		}
		fmt.Fprint(stdout, version.Text())
		return nil
	}
	return usageErr("unknown command %s", quote(cmd))
}

// report prints what err says and returns the exit code: 0 done (the usage on stdout
// for ErrHelp), 2 a usage mistake (its line and helpHint), 1 failed (its line).
func report(err error, stdout, stderr io.Writer) int {
	var ue errUsage
	switch {
	case err == nil:
		return 0
	case errors.Is(err, ErrHelp):
		fmt.Fprint(stdout, fullUsage())
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "oddboards: %s\n%s", rules.BoundText(ue.msg), helpHint)
		return 2
	default:
		fmt.Fprintf(stderr, "oddboards: %s\n", rules.BoundText(err.Error()))
		return 1
	}
}

func fullUsage() string { return Usage + strings.Join(games.IDs(), ", ") + "\n" }

// options collects repeated --option key=value flags.
type options map[string]string

func (o options) String() string { return fmt.Sprint(map[string]string(o)) }
func (o options) Set(s string) error {
	k, v, ok := strings.Cut(s, "=")
	if !ok || k == "" {
		return fmt.Errorf("want key=value, got %s", quote(s))
	}
	if _, twice := o[k]; twice {
		return fmt.Errorf("option %s is given twice", excerpt(k))
	}
	o[k] = v
	return nil
}

// parse reads flags after positional arguments too ("perft chess-56 3 --setup 4").
// A negative number ("-1") is a positional argument, not a flag, so that DEPTH and N can
// say what is wrong with it; as a flag's value ("--dpi -5") it stays that flag's value.
// -h, -help and --help return ErrHelp.
func parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	args = markNegatives(fs, args)
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, ErrHelp
			}
			return nil, usageErr("%s", excerptArgs(err.Error(), args))
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// markNegatives puts "--" before each negative number that is not a flag's value: the
// flag package then stops there and parse takes the number as a positional argument.
// Flags are never named with a digit, so such a word could only ever be a mistake.
func markNegatives(fs *flag.FlagSet, args []string) []string {
	var out []string
	ended := false // the word before is a "--" that ends flags (the user's own, say)
	for i := 0; i < len(args); i++ {
		a := args[i]
		if isNegative(a) && !ended {
			out = append(out, "--")
		}
		out = append(out, a)
		// The word after a "--" is a word whatever it is: a second "--" ends nothing, and
		// parse reads flags again after it ("-- -- -0" would take -0 for a flag).
		ended = a == "--" && !ended
		if takesValue(fs, a) && i+1 < len(args) {
			i++
			out = append(out, args[i])
		}
	}
	return out
}

// isNegative reports whether a looks like a negative number ("-1", "-05", "-2.5", also
// "--1"): one or two dashes, then a digit.
func isNegative(a string) bool {
	a, ok := strings.CutPrefix(a, "-")
	a = strings.TrimPrefix(a, "-")
	return ok && a != "" && a[0] >= '0' && a[0] <= '9'
}

// takesValue reports whether a is a flag, without "=value", that reads the next word as
// its value (any defined flag but a boolean one).
func takesValue(fs *flag.FlagSet, a string) bool {
	name, ok := strings.CutPrefix(a, "-")
	if !ok {
		return false
	}
	name = strings.TrimPrefix(name, "-")
	if name == "" || strings.Contains(name, "=") {
		return false
	}
	f := fs.Lookup(name)
	if f == nil {
		return false
	}
	b, isBool := f.Value.(interface{ IsBoolFlag() bool })
	return !isBool || !b.IsBoolFlag()
}

func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// startFlags are the flags that say which start of a game: --setup, --mode and
// --option, in every command that starts a game.
type startFlags struct {
	setup, mode, position *string
	opts                  options
}

func addStartFlags(fs *flag.FlagSet) *startFlags {
	f := &startFlags{opts: options{}}
	f.setup = fs.String("setup", "", "setup number or dice")
	f.mode = fs.String("mode", "", "mode")
	f.position = fs.String("position", "", "a position string to start from")
	fs.Var(f.opts, "option", "key=value")
	return f
}

// config is e's Config from the flags given (see config).
func (f *startFlags) config(e games.Entry) (rules.Config, error) {
	cfg, err := config(e, *f.setup, *f.mode, f.opts)
	if err != nil {
		return cfg, err
	}
	return f.withPosition(e, cfg)
}

// start is e's Config from the flags given and its start (see startOrRead).
func (f *startFlags) start(e games.Entry) (rules.Config, rules.Position, error) {
	cfg, err := f.config(e)
	if err != nil {
		return cfg, nil, err
	}
	p, err := startOrRead(e, cfg)
	return cfg, p, err
}

// withPosition adds --position to cfg, once the game reads it under cfg. What the string
// holds of the config (Antarctic Chess's mode) is the config's where the flags leave it
// open; only a contradiction is an error.
func (f *startFlags) withPosition(e games.Entry, cfg rules.Config) (rules.Config, error) {
	if *f.position == "" {
		return cfg, nil
	}
	if _, err := positionReader(e); err != nil {
		return cfg, err
	}
	cfg.Position = *f.position
	cfg = rules.ConfigOf(e.Game, cfg)
	if _, err := rules.StartOf(e.Game, cfg); err != nil {
		return cfg, usageErr("--position: %v", err)
	}
	return cfg, nil
}

// given reports whether any of the flags was given.
func (f *startFlags) given() bool {
	return *f.setup != "" || *f.mode != "" || *f.position != "" || len(f.opts) > 0
}

// config builds a game's Config from the common flags and checks the options exist.
func config(e games.Entry, setup, mode string, opts options) (rules.Config, error) {
	cfg := rules.Config{Variant: e.Variant, Mode: mode, Options: map[string]string(opts)}
	known := map[string]rules.Option{}
	for _, o := range e.Game.Options() {
		known[o.Key] = o
	}
	// keys resolve into a new map: a key that is the start of exactly one option's name
	// ("egg" for "eggs") names it, and no option may be given twice
	resolved := map[string]string{}
	for k, v := range opts {
		name := k
		if _, ok := known[k]; !ok {
			var like []string
			for n := range known {
				if strings.HasPrefix(n, k) {
					like = append(like, n)
				}
			}
			if len(like) != 1 {
				var names []string
				for n := range known {
					names = append(names, n)
				}
				sort.Strings(names)
				return cfg, usageErr("%s has no option %s (its options: %s)", e.ID, quote(k), strings.Join(names, ", "))
			}
			name = like[0]
		}
		if _, twice := resolved[name]; twice {
			return cfg, usageErr("option %s is given twice", name)
		}
		if o := known[name]; !contains(o.Values, v) {
			return cfg, usageErr("option %s=%s: choose one of %s", name, quote(v), strings.Join(o.Values, ", "))
		}
		resolved[name] = v
	}
	cfg.Options = resolved
	if setup != "" {
		n, err := readSetup(e, setup)
		if err != nil {
			return cfg, err
		}
		cfg.Setup = n
	}
	return cfg, nil
}

func contains(xs []string, x string) bool {
	for _, s := range xs {
		if s == x {
			return true
		}
	}
	return false
}

func readSetup(e games.Entry, s string) (int, error) {
	sr, ok := e.Game.(rules.SetupReader)
	if !ok {
		return 0, usageErr("%s has no numbered setups", e.ID)
	}
	n, err := sr.ParseSetup(e.Variant, s)
	if err != nil {
		return 0, usageErr("%v", err)
	}
	return n, nil
}

// oneGame reads a subcommand's flags and its one word, GAME; need says what to write
// when the words are wrong.
func oneGame(fs *flag.FlagSet, args []string, need string) (games.Entry, error) {
	pos, err := parse(fs, args)
	if err != nil {
		return games.Entry{}, err
	}
	if len(pos) != 1 {
		return games.Entry{}, usageErr("%s", need)
	}
	return lookup(pos[0])
}

func lookup(id string) (games.Entry, error) {
	e, err := games.Lookup(id)
	if err != nil {
		return e, usageErr("%v", err)
	}
	return e, nil
}

func perft(args []string, out io.Writer) error {
	fs := newFlags("perft")
	sf := addStartFlags(fs)
	divide := fs.Bool("divide", false, "count per first move")
	contract := fs.Bool("contract", false, "count through the generic rules contract")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return usageErr("perft needs GAME and DEPTH")
	}
	e, err := lookup(pos[0])
	if err != nil {
		return err
	}
	var depth int
	if _, err := fmt.Sscanf(pos[1], "%d", &depth); err != nil || depth < 0 || depth > 12 || fmt.Sprint(depth) != pos[1] {
		return usageErr("DEPTH must be a whole number from 0 to 12, not %s", quote(pos[1]))
	}
	_, p, err := sf.start(e)
	if err != nil {
		return err
	}
	count := rules.FastPerft
	if *contract {
		count = rules.Perft
	}
	if *divide {
		if depth == 0 {
			return usageErr("--divide needs a DEPTH of 1 or more")
		}
		counts, ok := map[string]uint64(nil), false
		if dv, isDivider := p.(rules.Divider); isDivider && !*contract {
			counts, ok = dv.Divide(depth), true
		}
		if !ok {
			counts = map[string]uint64{}
			for _, m := range p.LegalMoves(nil) {
				n := uint64(1)
				if depth > 1 {
					n = count(p.Play(m), depth-1)
				}
				counts[e.Game.FormatMove(p, m)] = n
			}
		}
		names := make([]string, 0, len(counts))
		var total uint64
		for name, n := range counts {
			names = append(names, name)
			total += n
		}
		sort.Strings(names)
		for _, name := range names {
			fmt.Fprintf(out, "%s %d\n", name, counts[name])
		}
		fmt.Fprintf(out, "perft %d = %d\n", depth, total)
		return nil
	}
	for d := 1; d <= depth; d++ {
		fmt.Fprintf(out, "perft %d = %d\n", d, count(p, d))
	}
	if depth == 0 {
		fmt.Fprintf(out, "perft 0 = 1\n")
	}
	return nil
}

// defaultNote ends the header of "setup GAME" without N.
const defaultNote = ", the default: a game starts with it when no setup is chosen"

func setup(args []string, out io.Writer) error {
	if wantsFairy(args) {
		return setupFairy(args, out)
	}
	for _, a := range args {
		if a == "--list" || strings.HasPrefix(a, "--list=") {
			return setupList(args, out)
		}
	}
	fs := newFlags("setup")
	opts := options{}
	fs.Var(opts, "option", "key=value")
	mode := fs.String("mode", "", "mode")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) < 1 || len(pos) > 2 {
		return usageErr("setup needs GAME and at most one setup number or dice")
	}
	e, err := lookup(pos[0])
	if err != nil {
		return err
	}
	which := ""
	if len(pos) == 2 {
		which = pos[1]
	}
	cfg, err := config(e, which, *mode, opts)
	if err != nil {
		return err
	}
	p, err := e.Game.Start(cfg)
	if err != nil {
		return usageErr("%v", err)
	}
	if t, ok := e.Game.(rules.SetupTexter); ok {
		// without N: the setup the game started from, drawn the same way and named as
		// the default (Chess 2016's plain array is setup 37, 1-1-2/1/1)
		n, chosen := cfg.Setup, cfg.Setup != 0
		if sp, ok := p.(rules.SetupPosition); ok && !chosen {
			n = sp.Setup()
		}
		if n != 0 {
			text, err := t.SetupText(e.Variant, n, cfg.Options)
			if err != nil {
				return err
			}
			if !chosen {
				head, rest, _ := strings.Cut(text, "\n")
				text = head + defaultNote + "\n" + rest
			}
			fmt.Fprint(out, text)
			return nil
		}
	}
	fmt.Fprint(out, listing(e, cfg, p))
	return nil
}

// listing writes any position as "cell: Player Piece" lines, grouped by player.
func listing(e games.Entry, cfg rules.Config, p rules.Position) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", e.Name)
	players, kinds := e.Game.Players(cfg), e.Game.Kinds()
	for pl := range players {
		fmt.Fprintf(&b, "%s:", players[pl].Name)
		for c := boards.Cell(0); int(c) < p.Board().Len(); c++ {
			if pc := p.At(c); !pc.Empty() && int(pc.Owner) == pl {
				fmt.Fprintf(&b, " %s%s", kinds.Code(pc.Kind), p.Board().CellName(c))
			}
		}
		fmt.Fprintln(&b)
	}
	return b.String()
}

// AppArgs is what the app itself (no subcommand) is asked to open.
type AppArgs struct {
	Game   string // a game ID to open at once, or ""
	Config rules.Config
	Names  []string // player names
	// Computers, per seat, is "" for a person or the computer player ("level:5")
	Computers []string
	Open      string // a saved game to open at once
	Edit      bool   // open the position editor on the game's start instead of a game
	Clock     rules.TimeControl
	Net       NetArgs // network play (netflags.go)
}

// IsSubcommand reports whether args ask for a subcommand rather than the app.
func IsSubcommand(args []string) bool {
	return len(args) > 0 && (!strings.HasPrefix(args[0], "-") || isVersion(args[0]))
}

// isVersion: --version answers on the command line like a subcommand and opens no window.
func isVersion(arg string) bool { return arg == "--version" || arg == "-version" }

// ParseAppArgs reads "--game GAME [--setup N|DICE] [--option k=v] [--players A,B]", which
// opens a game window straight away (for desktop shortcuts and the window test).
func ParseAppArgs(args []string) (AppArgs, error) {
	fs := newFlags("oddboards")
	game := fs.String("game", "", "game to open")
	sf := addStartFlags(fs)
	players := fs.String("players", "", "comma-separated player names")
	seats := fs.String("seats", "", "comma-separated: person or a computer player per seat")
	open := fs.String("open", "", "a saved game")
	edit := fs.Bool("edit", false, "open the position editor")
	clock := fs.String("clock", "", "the clocks: minutes+seconds a turn")
	nf := addNetFlags(fs)
	pos, err := parse(fs, args)
	if err != nil {
		return AppArgs{}, err
	}
	if len(pos) > 0 {
		return AppArgs{}, usageErr("unexpected %s", quote(pos[0]))
	}
	if *open != "" {
		if *game != "" {
			return AppArgs{}, usageErr("--open and --game cannot go together: a saved game names its game")
		}
		// a missing or broken file is the app's to report, in a window: started from a
		// file manager, the command line has no terminal
		return AppArgs{Open: *open}, nil
	}
	var a AppArgs
	if *game == "" {
		if sf.given() || *players != "" || *seats != "" || *edit || *clock != "" {
			return a, usageErr("--setup, --mode, --option, --position, --players, --seats, --clock and --edit go with --game")
		}
		a.Net, err = nf.read("", 0)
		return a, err
	}
	e, err := lookup(*game)
	if err != nil {
		return a, err
	}
	cfg, err := sf.config(e)
	if err != nil {
		return a, err
	}
	if _, err := rules.StartOf(e.Game, cfg); err != nil {
		return a, usageErr("%v", err)
	}
	a = AppArgs{Game: e.ID, Config: cfg, Edit: *edit}
	if a.Clock, err = rules.ParseTimeControl(*clock); err != nil {
		return a, usageErr("--clock: %v", err)
	}
	if *players != "" {
		a.Names = strings.Split(*players, ",")
		if n := len(e.Game.Players(cfg)); len(a.Names) != n {
			return a, usageErr("%s has %d seats: give --players %d names, not %d", e.Name, n, n, len(a.Names))
		}
	}
	if *seats != "" {
		if a.Computers, err = parseSeats(*seats, len(e.Game.Players(cfg)), seat.LevelsOf(e.Game, cfg), e.Name); err != nil {
			return a, err
		}
	}
	a.Net, err = nf.read(e.ID, len(e.Game.Players(cfg)))
	return a, err
}

// parseSeats reads --seats: "person" or a computer player for each of n seats, of the
// game's levels ls.
func parseSeats(s string, n int, ls search.Levels, game string) ([]string, error) {
	specs := strings.Split(s, ",")
	if len(specs) != n {
		return nil, usageErr("%s has %d seats: give --seats %d entries, not %d", game, n, n, len(specs))
	}
	out := make([]string, n)
	for i, spec := range specs {
		spec = strings.TrimSpace(spec)
		if spec == "person" {
			continue
		}
		if _, err := seat.Parse(spec, ls, 0); err != nil {
			return nil, usageErr("--seats: %v (or person)", err)
		}
		out[i] = spec
	}
	return out, nil
}

// ReportUsage prints a mistake in the app's own command line the way Run does (its line
// and helpHint on stderr) and returns exit code 2; for ErrHelp it prints the usage on
// stdout and returns 0.
func ReportUsage(err error, stdout, stderr io.Writer) int {
	var ue errUsage
	if err != nil && !errors.Is(err, ErrHelp) && !errors.As(err, &ue) {
		err = errUsage{err.Error()} // the app's flags checked elsewhere (ui.CheckNetArgs)
	}
	return report(err, stdout, stderr)
}
