// Package ucitest is a fake UCI engine for the tests of matches against outside engines:
// a test binary runs it when started with FakeArg (the test re-executing itself), so no
// real engine is needed. It plays the first legal move of Chess 2016, 56 or 112, and
// after a number of good moves misbehaves as its mode says, or prints the scores its
// script gives.
package ucitest

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"

	"oddboards/rules/chess2016"
)

// FakeArg is the first argument that makes a test binary the fake engine:
// "BINARY fake-uci MODE [GOOD [PIDFILE]]", or "BINARY fake-uci scored SCRIPT".
const FakeArg = "fake-uci"

// The modes: what the fake does once it has played GOOD legal moves (0 by default).
const (
	Legal   = "legal"   // plays on legally
	Illegal = "illegal" // bestmove e3e9, legal in no start
	Garbage = "garbage" // bestmove with control bytes and invalid UTF-8
	None    = "none"    // bestmove (none)
	Crash   = "crash"   // exits with status 3 when asked to move
	Hang    = "hang"    // never answers, and ignores quit and the end of its input
	Dead    = "dead"    // exits with status 3 before uciok
	// Scored plays legally, and before each move prints the score its SCRIPT gives that
	// move: the script is the scores of its moves in turn, separated by commas, each
	// the words after "info depth 1 score" joined by colons ("cp:800", "mate:-3",
	// "cp:900:lowerbound"), several lines joined by "+" ("cp:800+cp:-5:upperbound"), or
	// "-" for no score; its last score stands for every move after.
	Scored = "scored"
)

// IllegalMove is what Illegal plays.
const IllegalMove = "e3e9"

// Run is the fake engine reading in and writing out; args follow FakeArg. It writes its
// process ID to PIDFILE when one is given, as it starts, and Hang again as it starts to
// hang (a test reading a named pipe twice learns that moment); it returns the exit
// status.
func Run(args []string, in io.Reader, out io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(os.Stderr, "fake-uci: MODE [GOOD [PIDFILE]]")
		return 2
	}
	mode, good := args[0], 0
	var script []string
	if len(args) > 1 {
		good, _ = strconv.Atoi(args[1])
		if mode == Scored {
			script = strings.Split(args[1], ",")
		}
	}
	pidFile := ""
	if len(args) > 2 {
		pidFile = args[2]
	}
	if writePID(pidFile) != nil {
		return 2
	}
	if mode == Dead {
		return 3
	}
	w := bufio.NewWriter(out)
	say := func(format string, a ...any) {
		fmt.Fprintf(w, format+"\n", a...)
		w.Flush()
	}
	var (
		variant = chess2016.Chess2016
		setup   = 0
		pos     *chess2016.Position
		posErr  error
		played  = 0
	)
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		words := strings.Fields(sc.Text())
		if len(words) == 0 {
			continue
		}
		switch words[0] {
		case "uci":
			say("id name Fake %s", mode)
			say("option name Setup type string default default")
			say("option name UCI_Variant type combo default chess2016 var chess2016 var chess56 var chess112")
			say("uciok")
		case "setoption":
			name, value := option(words)
			switch name {
			case "Setup":
				setup, _ = strconv.Atoi(value)
			case "UCI_Variant":
				variant = map[string]string{"chess56": chess2016.Chess56, "chess112": chess2016.Chess112}[value]
				if variant == "" {
					variant = chess2016.Chess2016
				}
			}
		case "isready":
			say("readyok")
		case "position":
			pos, posErr = position(variant, setup, words[1:])
			if posErr != nil {
				say("info string %v", posErr)
			}
		case "go":
			if played >= good {
				switch mode {
				case Illegal:
					say("info string a move of no start, on purpose")
					say("bestmove %s", IllegalMove)
					continue
				case Garbage:
					say("bestmove \x01zz\xff")
					continue
				case None:
					say("bestmove (none)")
					continue
				case Crash:
					return 3
				case Hang:
					if writePID(pidFile) != nil {
						return 2
					}
					hang()
				}
			}
			played++
			if pos == nil {
				say("bestmove (none)")
				continue
			}
			moves := pos.LegalMoves(nil)
			if len(moves) == 0 {
				say("bestmove (none)")
				continue
			}
			switch {
			case mode != Scored:
				say("info depth 1 score cp 0")
			case len(script) > 0:
				if score := script[min(played, len(script))-1]; score != "-" {
					for _, line := range strings.Split(score, "+") {
						say("info depth 1 score %s", strings.ReplaceAll(line, ":", " "))
					}
				}
			}
			say("bestmove %s", pos.UCIMove(moves[0]))
		case "quit":
			return 0
		}
	}
	return 0
}

// option reads "setoption name N value V".
func option(words []string) (name, value string) {
	s := strings.Join(words[1:], " ")
	s = strings.TrimPrefix(s, "name ")
	name, value, _ = strings.Cut(s, " value ")
	return name, value
}

// position reads "fen FEN [moves M…]".
func position(variant string, setup int, words []string) (*chess2016.Position, error) {
	if len(words) == 0 || words[0] != "fen" {
		return nil, fmt.Errorf("the fake reads only position fen")
	}
	i := 1
	for i < len(words) && words[i] != "moves" {
		i++
	}
	p, err := chess2016.ParseFEN(variant, setup, nil, strings.Join(words[1:i], " "))
	if err != nil {
		return nil, err
	}
	if i < len(words) {
		for _, w := range words[i+1:] {
			m, err := p.ParseUCIMove(w)
			if err != nil {
				return nil, fmt.Errorf("move %s: %v", w, err)
			}
			p = p.Play(m).(*chess2016.Position)
		}
	}
	return p, nil
}

// writePID writes the process ID to path, a line (a file, or a named pipe a test reads
// line by line to learn the moment), if there is one.
func writePID(path string) error {
	if path == "" {
		return nil
	}
	line := []byte(strconv.Itoa(os.Getpid()) + "\n")
	if fi, err := os.Stat(path); err == nil && fi.Mode()&os.ModeNamedPipe != 0 {
		return os.WriteFile(path, line, 0o644)
	}
	// A file is replaced whole: a test kills a hung engine a millisecond into its move,
	// which can come between a rewrite's truncation and its write, and a reader must
	// never find the file empty.
	tmp := path + ".new"
	if err := os.WriteFile(tmp, line, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// hang blocks until the process is killed: an interrupt, which nobody sends, is the only
// thing it waits for (waiting on a signal keeps the runtime from calling it a deadlock).
func hang() {
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt)
	for range c {
	}
}
