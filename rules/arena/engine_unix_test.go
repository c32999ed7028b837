//go:build unix

package arena_test

import (
	"bufio"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/arena/ucitest"
	"oddboards/rules/games"
)

// reaped reports whether the process of the ID in pidFile is gone, waited for: a zombie
// (ended, not waited for) still answers signal 0.
func reaped(t *testing.T, pidFile string) bool {
	t.Helper()
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	return errors.Is(syscall.Kill(pid, 0), syscall.ESRCH)
}

// Every engine's process is gone when its game is: one that hung past its time, one that
// crashed, one that played to the end and was asked to quit.
func TestEngineProcessesAreReaped(t *testing.T) {
	e, _ := games.Lookup("chess-2016")
	cfg := rules.Config{Variant: e.Variant, Setup: 1}
	dir := t.TempDir()
	for i, args := range [][]string{{ucitest.Hang, "0"}, {ucitest.Crash, "1"}, {ucitest.Legal, "0"}} {
		pidFile := filepath.Join(dir, strconv.Itoa(i))
		p := fake(t, append(args, pidFile)...)
		if args[0] == ucitest.Hang {
			if err := p.SetLimit("time:0.001"); err != nil {
				t.Fatal(err)
			}
			p.Engine.Timeout = time.Millisecond
		}
		if _, err := arena.PlayGame(context.Background(), e, cfg, []arena.Player{p, opponent(t)}, []int{0, 1}, 3, 30); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		if !reaped(t, pidFile) {
			t.Errorf("%v: the engine's process is still there", args)
		}
	}
}

// A game cancelled while its engine thinks kills the engine and waits for it.
func TestCancelledGameKillsItsEngine(t *testing.T) {
	e, _ := games.Lookup("chess-2016")
	fifo := filepath.Join(t.TempDir(), "pid")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Open for reading and writing, the pipe never reads as ended: the engine's two
	// lines come one after the other however late this goroutine reads them (reading
	// each write to its end instead hung when, on a busy machine, the second write came
	// before the first was read to its end).
	pipe, err := os.OpenFile(fifo, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer pipe.Close()
	pid := make(chan []byte, 1)
	go func() {
		lines := bufio.NewScanner(pipe)
		lines.Scan() // the engine's ID as it starts
		b := append([]byte(nil), lines.Bytes()...)
		lines.Scan() // and again once it hangs in its first move
		pid <- b
		cancel()
	}()
	p := fake(t, ucitest.Hang, "1", fifo) // with an hour to move
	_, err = arena.PlayGame(ctx, e, rules.Config{Variant: e.Variant, Setup: 1}, []arena.Player{p, opponent(t)}, []int{0, 1}, 3, 30)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
	file := filepath.Join(t.TempDir(), "pid")
	if err := os.WriteFile(file, <-pid, 0o600); err != nil {
		t.Fatal(err)
	}
	if !reaped(t, file) {
		t.Error("the cancelled game's engine is still there")
	}
}
