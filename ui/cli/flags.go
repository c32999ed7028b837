package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"

	"oddboards/rules"
	"oddboards/rules/games"
)

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
		if o := known[name]; !slices.Contains(o.Values, v) {
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

// gameAndOne reads a subcommand's flags and its words, GAME and at most one more, and
// returns the words after GAME; need says what to write when the words are wrong.
func gameAndOne(fs *flag.FlagSet, args []string, need string) (games.Entry, []string, error) {
	pos, err := parse(fs, args)
	if err != nil {
		return games.Entry{}, nil, err
	}
	if len(pos) < 1 || len(pos) > 2 {
		return games.Entry{}, nil, usageErr("%s", need)
	}
	e, err := lookup(pos[0])
	return e, pos[1:], err
}

func lookup(id string) (games.Entry, error) {
	e, err := games.Lookup(id)
	if err != nil {
		return e, usageErr("%v", err)
	}
	return e, nil
}
