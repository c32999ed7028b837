// Package cli is Oddboards' command line: subcommands that answer without opening a
// window (perft, setup, replay, print, serve). main.go hands it the arguments; it imports
// no Fyne.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"unicode/utf8"

	"oddboards/internal/version"
	"oddboards/rules"
	"oddboards/rules/games"
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
` + PositionUsage + ReplayUsage + PrintUsage + BestmoveUsage + AnalyseUsage + FairnessUsage + SeatsUsage + EvalUsage + MatchUsage + TuneUsage + DatagenUsage + ServeUsage + `  oddboards uci                              a UCI engine for Chess 2016, 56 and 112 on stdin/stdout
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
	case "analyse":
		return analyseCmd(context.Background(), args, stdout)
	case "fairness":
		return fairnessCmd(context.Background(), args, stdout)
	case "seats":
		return seatsCmd(context.Background(), args, stdout)
	case "eval":
		return evalCmd(args, stdout)
	case "match":
		return matchCmd(context.Background(), args, stdout)
	case "tune":
		return tuneCmd(context.Background(), args, stdout)
	case "datagen":
		return datagenCmd(context.Background(), args, stdout)
	case "serve":
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		return serveCmd(ctx, args, stdout)
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

// ReportUsage prints a mistake in the app's own command line the way Run does (its line
// and helpHint on stderr) and returns exit code 2; for ErrHelp it prints the usage on
// stdout and returns 0.
func ReportUsage(err error, stdout, stderr io.Writer) int {
	var ue errUsage
	if err != nil && !errors.Is(err, ErrHelp) && !errors.As(err, &ue) {
		err = errUsage{err.Error()} // the app's flags checked elsewhere (netwin.CheckArgs)
	}
	return report(err, stdout, stderr)
}
