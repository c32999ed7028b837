//go:build !js

package netplay

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// BenchmarkSoak plays a 4-Player Pothole Chess game across four processes, as people
// would: this one hosts (the server and White's table), each of the three others joins a
// seat and moves at random as soon as it is to move. Mid-game Red's process is killed
// (kill -9) and started again with its session; the host's server is stopped and started
// again on its folder; Blue floods its own seat with chat and junk (just under the
// server's flood rate, so it is not barred, and within its part of the stream). It
// reports the longest time any table was behind the stream (from a ply's storing to the
// table reading it), the moves lost (a move a player's Play saw taken that the final game
// lacks: must be 0), and the memory of each process. Run it beside two busy loops:
//
//	while :; do :; done & while :; do :; done &
//	go test -run '^$' -bench Soak -benchtime 1x ./internal/netplay/
func BenchmarkSoak(b *testing.B) {
	for range b.N {
		soak(b)
	}
}

// soakRole is set in the environment of the guest processes the soak starts (TestMain).
const soakRole = "ODDB_SOAK_GUEST"

// TestMain runs this test binary as one of the soak's guests when told so.
func TestMain(m *testing.M) {
	if inv := os.Getenv(soakRole); inv != "" {
		os.Exit(soakGuest(inv, os.Getenv("ODDB_SOAK_FLOOD") != ""))
	}
	os.Exit(m.Run())
}

// soakReport is what a guest process says on its standard output, a JSON object a line.
type soakReport struct {
	Session string `json:"session,omitempty"` // how to come back
	Played  string `json:"played,omitempty"`  // a move of ours, taken, as "ply text"
	Behind  int64  `json:"behind_ms,omitempty"`
	RSS     int64  `json:"rss_kb,omitempty"`
	Heap    uint64 `json:"heap,omitempty"`
	Done    bool   `json:"done,omitempty"`
	Err     string `json:"err,omitempty"`
	Flooded int    `json:"flooded,omitempty"`
}

const (
	soakPlies   = 200 // the game is played to here (or its end)
	soakFloodAt = 12  // Blue floods
	soakKillAt  = 30  // Red's process is killed once the game has this many plies
	soakStopAt  = 60  // the host's server restarts
	soakFlood   = 1500
	soakRate    = 250 // messages a second of the floods, under defaultFloodRate
	// soakThink is how long each player takes to move: a game of a hundred plies lasts as
	// long as the floods.
	soakThink = 100 * time.Millisecond
)

func soak(b *testing.B) {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	dir, key := b.TempDir(), newHostKeyB(b)
	srv, err := StartServer(ServerConfig{Dir: dir, HostKey: key})
	if err != nil {
		b.Fatal(err)
	}
	defer func() { srv.Close() }()
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(srv.URL(), "nats://"))
	host, err := srv.Host(ctx, Spec{Game: "pothole-chess", Remote: remoteAll(4)}, Options{ReconnectWait: 100 * time.Millisecond})
	if err != nil {
		b.Fatal(err)
	}
	defer host.Close()
	invs := host.Invitations("")

	var mu sync.Mutex
	played := map[string]bool{} // "ply text" of every move a player saw taken
	behind := map[string]time.Duration{}
	rss := map[string]int64{}
	sessions := map[int]string{}
	flooded := 0
	done := make(chan string, 8)
	start := func(seat int, inv string, flood bool) *exec.Cmd {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), soakRole+"="+inv)
		if flood {
			cmd.Env = append(cmd.Env, "ODDB_SOAK_FLOOD=1")
		}
		out, err := cmd.StdoutPipe()
		if err != nil {
			b.Fatal(err)
		}
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			b.Fatal(err)
		}
		name := seatToken(seat)
		go func() {
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				var r soakReport
				if json.Unmarshal(sc.Bytes(), &r) != nil {
					continue
				}
				mu.Lock()
				switch {
				case r.Session != "":
					sessions[seat] = r.Session
				case r.Played != "":
					played[r.Played] = true
				case r.Err != "":
					b.Errorf("%s: %s", name, r.Err)
				case r.Flooded > 0:
					flooded = r.Flooded
				}
				behind[name] = max(behind[name], time.Duration(r.Behind)*time.Millisecond)
				rss[name] = max(rss[name], r.RSS)
				mu.Unlock()
				if r.Done {
					done <- name
				}
			}
			_, _ = io.Copy(io.Discard, out)
		}()
		return cmd
	}
	procs := map[int]*exec.Cmd{}
	for _, inv := range invs {
		procs[inv.Seat] = start(inv.Seat, inv.String(), inv.Seat == 3)
	}
	defer func() {
		for _, p := range procs {
			_ = p.Process.Kill()
			_ = p.Wait()
		}
	}()

	// the host plays White, measures its own lag, and steps in at the plies above
	hostBehind := watchBehind(host)
	killed, stopped := false, false
	t0 := time.Now()
	err = soakDrive(ctx, host, 1, func(n int) {
		switch {
		case n >= soakKillAt && !killed:
			killed = true
			_ = procs[1].Process.Signal(syscall.SIGKILL)
			_ = procs[1].Wait()
			mu.Lock()
			session := sessions[1]
			mu.Unlock()
			procs[1] = start(1, session, false)
		case n >= soakStopAt && !stopped:
			stopped = true
			srv.Close()
			if srv, err = StartServer(ServerConfig{Dir: dir, HostKey: key, Port: atoiB(b, port)}); err != nil {
				b.Fatal(err)
			}
		}
	})
	if err != nil {
		b.Fatal(err)
	}
	for range 3 {
		select {
		case <-done:
		case <-ctx.Done():
			b.Fatal("a guest never finished")
		}
	}
	_ = procs[3].Wait() // the flooder reports its count as it leaves
	elapsed := time.Since(t0)
	snap := host.Snapshot()
	have := map[string]bool{}
	for i, p := range snap.History {
		have[fmt.Sprintf("%d %s", i, p.Text)] = true
	}
	lost := 0
	mu.Lock()
	for mv := range played {
		if !have[mv] {
			lost++
			b.Errorf("a move taken is not in the game: %s", mv)
		}
	}
	behind["host"] = hostBehind()
	var longest time.Duration
	var who string
	for name, d := range behind {
		if d > longest {
			longest, who = d, name
		}
	}
	var mem []string
	for name, kb := range rss {
		mem = append(mem, fmt.Sprintf("%s %d MB", name, kb/1024))
	}
	mu.Unlock()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(longest.Milliseconds()), "ms-behind-max")
	b.ReportMetric(float64(lost), "moves-lost")
	b.ReportMetric(float64(len(snap.History)), "plies")
	b.Logf("%d plies in %v; longest behind %v (%s); behind by table %v; moves lost %d of %d; flood messages taken by the server %d (chat lines read %d, refusals kept %d); host process heap %d MB, guests' peak RSS: %s",
		len(snap.History), elapsed.Round(time.Millisecond), longest, who, behind, lost, len(played), flooded, len(snap.Chat), len(snap.Refusals), ms.HeapAlloc>>20, strings.Join(mem, ", "))
}

// soakDrive plays the seats tb plays at random until the game ends or reaches soakPlies;
// at is told the plies read at every change.
func soakDrive(ctx context.Context, tb *Table, seed uint64, at func(n int)) error {
	ch, cancel := changes(tb)
	defer cancel()
	for {
		p, out, n := tb.state()
		if at != nil {
			at(n)
		}
		if out.Over() || n >= soakPlies {
			return nil
		}
		if tb.Plays(p.ToMove()) {
			time.Sleep(soakThink) // a player's pace, not a wait for anything
			rng := rand.New(rand.NewPCG(seed, uint64(n)))
			err := tb.Play(ctx, pickMove(p, rng))
			if err == nil {
				continue
			}
			if ctx.Err() != nil {
				return err
			}
			// the server away, or the move overtaken: read on and try again
		}
		select {
		case <-ch:
		case <-time.After(pollEvery):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// watchBehind measures, from now on, the longest time between a ply's storing and tb
// reading it; the function returned says it.
func watchBehind(tb *Table) func() time.Duration {
	var mu sync.Mutex
	var worst time.Duration
	seen := len(tb.Snapshot().Plies) // read before: a process started again reads its game first
	tb.Subscribe(func() {
		s := tb.Snapshot()
		mu.Lock()
		defer mu.Unlock()
		for ; seen < len(s.Plies); seen++ {
			worst = max(worst, time.Since(s.Plies[seen].Time))
		}
		seen = len(s.Plies) // moves taken back
	})
	return func() time.Duration {
		mu.Lock()
		defer mu.Unlock()
		return worst
	}
}

// soakGuest is a guest process: it joins (or comes back with a session), plays its seat,
// floods if told to, and reports on its standard output.
func soakGuest(inv string, flood bool) int {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	out := json.NewEncoder(os.Stdout)
	say := func(r soakReport) { _ = out.Encode(r) }
	tb, err := Join(ctx, inv, Options{Name: "Soak", ReconnectWait: 100 * time.Millisecond})
	if err != nil {
		say(soakReport{Err: "joining: " + err.Error()})
		return 1
	}
	defer tb.Close()
	say(soakReport{Session: tb.Session().String()})
	behind := watchBehind(tb)
	mine := map[int]bool{}
	flooded := false
	var floods sync.WaitGroup
	err = soakDrive(ctx, tb, 1, func(n int) {
		s := tb.Snapshot()
		for i, p := range s.History {
			if tb.Plays(p.Player) && !mine[i] {
				mine[i] = true
				say(soakReport{Played: fmt.Sprintf("%d %s", i, p.Text)})
			}
		}
		if flood && !flooded && n >= soakFloodAt {
			flooded = true
			floods.Add(1)
			go func() {
				defer floods.Done()
				say(soakReport{Flooded: soakFloodSeat(ctx, tb)})
			}()
		}
	})
	if err != nil {
		say(soakReport{Err: err.Error()})
	}
	floods.Wait()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	say(soakReport{Done: true, Behind: behind().Milliseconds(), RSS: peakRSS(), Heap: ms.HeapAlloc})
	return 0
}

// soakFloodSeat writes soakFlood chat lines (signed, each for the place after the last,
// so each is taken) and as many junk messages on tb's seat, one message every
// 1/soakRate s; it returns how many the server took.
func soakFloodSeat(ctx context.Context, tb *Table) int {
	tick := time.NewTicker(time.Second / soakRate)
	defer tick.Stop()
	seat := tb.Seat()
	tb.mu.Lock()
	key := tb.signer(seat)
	tb.mu.Unlock()
	prev, n := tb.Snapshot().Seq, 0
	for i := range 2 * soakFlood {
		<-tick.C
		l := tb.conn()
		wctx, cancel := context.WithTimeout(ctx, defaultTimeout)
		if i%2 == 0 {
			if _, err := tb.append(wctx, l, seat, []byte("junk "+strconv.Itoa(i)), ""); err == nil {
				n++
			}
			cancel()
			continue
		}
		e := &event{V: version, Game: tb.id, Seq: prev + 1, Seat: seat, Kind: kindChat, Text: "flood " + strconv.Itoa(i)}
		data, _ := e.encode()
		sig, _ := sign(key, data)
		if seq, err := tb.append(wctx, l, seat, data, sig); err == nil {
			prev, n = seq, n+1
		}
		cancel()
	}
	return n
}

// peakRSS is this process's peak resident memory, in KiB (Linux), or 0.
func peakRSS() int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb
		}
	}
	return 0
}

func newHostKeyB(b *testing.B) string {
	k, err := NewHostKey()
	if err != nil {
		b.Fatal(err)
	}
	return k
}

func atoiB(b *testing.B, s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		b.Fatal(err)
	}
	return n
}
