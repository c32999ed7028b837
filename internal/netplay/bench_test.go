//go:build !js

package netplay

import (
	"context"
	"math/rand/v2"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"
)

// BenchmarkManyGames measures one embedded server carrying 200 games of four seats at once,
// and 10 for comparison (4-Player Pothole Chess: the host's table plays the first seat,
// three players joined by invitation the others: 800 connections for 200 games), every
// player moving at random as soon as it is to move. Each iteration plays one round (eight
// plies) of every game. It reports the move latency (a Play from its call to the move read
// back, after the server's answer) at the median and the 99th percentile, moves a second,
// and the heap of the whole process (the server and every client) once the games are set.
// Run it alone, on a quiet machine:
//
//	go test -run '^$' -bench ManyGames -benchtime 5x ./internal/netplay/
func BenchmarkManyGames(b *testing.B) {
	for _, games := range []int{10, 200} {
		b.Run(strconv.Itoa(games)+"games", func(b *testing.B) { benchGames(b, games) })
	}
}

func benchGames(b *testing.B, games int) {
	const seats = 4
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	key, err := NewHostKey()
	if err != nil {
		b.Fatal(err)
	}
	srv, err := StartServer(ServerConfig{Dir: b.TempDir(), HostKey: key})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)

	all := make([][]*Table, games)
	var wg sync.WaitGroup
	errs := make(chan error, games)
	sem := make(chan struct{}, 8) // set the games up a few at a time
	for g := range all {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			host, err := srv.Host(ctx, Spec{Game: "pothole-chess", Remote: remoteAll(seats)}, Options{})
			if err != nil {
				errs <- err
				return
			}
			tbs := []*Table{host}
			for _, inv := range host.Invitations("") {
				tb, err := Join(ctx, inv.String(), Options{Name: "Guest " + seatToken(inv.Seat)})
				if err != nil {
					errs <- err
					return
				}
				tbs = append(tbs, tb)
			}
			all[g] = tbs
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		b.Fatal(err)
	}
	defer func() {
		for _, tbs := range all {
			for _, tb := range tbs {
				tb.Close()
			}
		}
	}()
	var after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&after)

	var mu sync.Mutex
	var lat []time.Duration
	b.ResetTimer()
	for round := 1; round <= b.N; round++ {
		var wg sync.WaitGroup
		for g, tbs := range all {
			for _, tb := range tbs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					mine, err := timedDrive(ctx, tb, uint64(g), 8*round)
					if err != nil {
						b.Error(err)
					}
					mu.Lock()
					lat = append(lat, mine...)
					mu.Unlock()
				}()
			}
		}
		wg.Wait()
	}
	b.StopTimer()
	slices.Sort(lat)
	if len(lat) == 0 {
		b.Fatal("no moves")
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(lat[len(lat)/2]), "p50-ms")
	b.ReportMetric(ms(lat[len(lat)*99/100]), "p99-ms")
	b.ReportMetric(float64(len(lat))/b.Elapsed().Seconds(), "moves/s")
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "heap-MB")
	b.ReportMetric(float64(runtime.NumGoroutine()), "goroutines")
}

// timedDrive is drive, timing each of tb's moves.
func timedDrive(ctx context.Context, tb *Table, seed uint64, plyCap int) ([]time.Duration, error) {
	var out []time.Duration
	ch, cancel := changes(tb)
	defer cancel()
	for {
		p, o, n := tb.state()
		if o.Over() || n >= plyCap {
			return out, nil
		}
		if tb.Plays(p.ToMove()) {
			ms := p.LegalMoves(nil) // a random player: what is measured is the network's cost
			mv := ms[rand.New(rand.NewPCG(seed, uint64(n))).IntN(len(ms))]
			start := time.Now()
			if err := tb.Play(ctx, mv); err != nil {
				return out, err
			}
			out = append(out, time.Since(start))
			continue
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return out, ctx.Err()
		}
	}
}
