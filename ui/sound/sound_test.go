package sound

import (
	"context"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

var allKinds = []Kind{Move, Capture, Check, GameEnd, LowClock}

// Every sound is short, loud enough to hear, never clips (in float or as int16), and
// starts and ends at silence, with no jump at either end to be heard as a click.
func TestSoundsAreShortCleanAndQuietAtTheEnds(t *testing.T) {
	for _, k := range allKinds {
		s := synth(k)
		if len(s) == 0 {
			t.Fatalf("%v: no samples", k)
		}
		if d := float64(len(s)) / sampleRate; d >= 0.6 || d < 0.02 {
			t.Errorf("%v lasts %.3f s, want 0.02 to 0.6", k, d)
		}
		peak := 0.0
		for i, v := range s {
			f := float64(v)
			if math.IsNaN(f) || math.Abs(f) > 1 {
				t.Fatalf("%v: sample %d is %v", k, i, v)
			}
			if q := math.Round(f * 32767); q < -32768 || q > 32767 {
				t.Fatalf("%v: sample %d out of int16 range", k, i)
			}
			peak = max(peak, math.Abs(f))
		}
		if peak < 0.2 || peak > 0.7 {
			t.Errorf("%v: peak %.2f, want 0.2 to 0.7 (audible, with room to mix)", k, peak)
		}
		if s[0] != 0 || math.Abs(float64(s[len(s)-1])) > 1e-3 {
			t.Errorf("%v: starts at %v and ends at %v, want silence", k, s[0], s[len(s)-1])
		}
		// It rises from silence (its first samples are near 0: the attack is a ramp, not
		// a step) and its last 2 ms are near silence (faded out, not cut).
		edge := samples(0.002)
		for i, v := range s[:5] {
			if math.Abs(float64(v)) > 0.02 {
				t.Errorf("%v: sample %d is %.3f: it starts with a step", k, i, v)
			}
		}
		for i, v := range s[len(s)-edge:] {
			if math.Abs(float64(v)) > 0.002 {
				t.Errorf("%v: sample %d from the end is %.4f: it is cut, not faded", k, edge-i, v)
				break
			}
		}
	}
}

// The sounds differ from one another and come out the same each time.
func TestSoundsAreDistinctAndRepeatable(t *testing.T) {
	all := encodeAll()
	for i, k := range allKinds {
		if len(all[k]) != 4*len(synth(k)) {
			t.Errorf("%v: %d bytes for %d samples", k, len(all[k]), len(synth(k)))
		}
		if again := encodeAll(); string(again[k]) != string(all[k]) {
			t.Errorf("%v differs between two makings", k)
		}
		for _, other := range allKinds[i+1:] {
			if string(all[k]) == string(all[other]) {
				t.Errorf("%v and %v are the same sound", k, other)
			}
		}
	}
	if synth(numKinds) != nil || synth(-1) != nil {
		t.Error("a sound for a Kind that is none")
	}
	if Capture.String() != "capture" || Kind(99).String() != "unknown sound" {
		t.Error("Kind.String")
	}
}

// A silent Player reports what it is asked to play, while enabled and open only.
func TestSilentPlayerReportsWhatIsPlayed(t *testing.T) {
	p := NewSilent()
	defer p.Close()
	if !p.Enabled() {
		t.Fatal("a new Player's sounds are off")
	}
	var got []Kind
	p.setOnPlay(func(k Kind) { got = append(got, k) })
	p.Play(Move)
	p.Play(Capture)
	p.Play(Capture)
	p.SetEnabled(false)
	p.Play(Check)
	if p.Enabled() {
		t.Fatal("SetEnabled(false) left the sounds on")
	}
	p.SetEnabled(true)
	p.Play(Kind(42))
	p.Play(-1)
	p.Play(GameEnd)
	want := []Kind{Move, Capture, Capture, GameEnd}
	if len(got) != len(want) {
		t.Fatalf("OnPlay saw %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("OnPlay saw %v, want %v", got, want)
		}
	}
	if p.Played(Capture) != 2 || p.Played(Check) != 0 || p.Played(Move) != 1 || p.Played(Kind(42)) != 0 {
		t.Errorf("Played: capture %d check %d move %d", p.Played(Capture), p.Played(Check), p.Played(Move))
	}
	p.Close()
	p.Close()
	p.Play(LowClock)
	if p.Played(LowClock) != 0 || len(got) != len(want) {
		t.Error("a closed Player played")
	}
	p.setOnPlay(nil)
}

// newQuiet is New, but on a machine that may have a sound device it is NewSilent, so
// that the tests that play hundreds of sounds make no noise there.
func newQuiet() *Player {
	if haveOutput && soundDeviceLikely() {
		return NewSilent()
	}
	return New()
}

// A Player returns from Play and never panics, on a machine without a sound device too;
// its sounds play (or not) in the background. BenchmarkPlay measures how quickly.
func TestPlayReturnsAtOnce(t *testing.T) {
	p := newQuiet()
	defer p.Close()
	var n atomic.Int32
	p.setOnPlay(func(Kind) { n.Add(1) })
	within(t, "100 Plays", func() {
		for range 20 {
			for _, k := range allKinds {
				p.Play(k)
			}
		}
	})
	if n.Load() != 100 {
		t.Errorf("OnPlay called %d times, want 100", n.Load())
	}
	for _, k := range allKinds {
		if p.Played(k) != 20 {
			t.Errorf("%v played %d times, want 20", k, p.Played(k))
		}
	}
}

// bound is how long a test waits for what must return at once before it fails: long
// enough for a loaded machine, short enough that a Play or Close that blocks fails with
// a message rather than at go test's time-out.
const bound = 30 * time.Second

// within runs f and fails the test, naming what, unless f returns within bound.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(bound):
		t.Fatalf("%s did not return within %v", what, bound)
	}
}

// Where there is no sound device, opening the device fails in silence: nothing on
// stdout or stderr, ALSA's own error lines included. The test runs itself again in a
// process that pretends a sound server's socket is there, so that the device is really
// tried (on a machine with a sound card it is skipped, not to make a noise).
func TestNoDevicePrintsNothing(t *testing.T) {
	if os.Getenv("ODDBOARDS_SOUND_CHILD") == "1" {
		p := New()
		p.Play(Move)
		if out := theOutput(); out != nil {
			out.play(encodeAll()[Move], p.done)
		}
		p.Close()
		return
	}
	// On a machine with a sound device the child plays one short click through it: it
	// must print nothing either way.
	run := t.TempDir()
	if err := os.MkdirAll(filepath.Join(run, "pulse"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(run, "pulse", "native"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	// The child is killed after bound: a device that blocks fails the test, not hangs it.
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestNoDevicePrintsNothing$", "-test.count=1")
	cmd.Env = append(os.Environ(), "ODDBOARDS_SOUND_CHILD=1", "XDG_RUNTIME_DIR="+run)
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		t.Fatalf("the child playing one sound did not end within %v; it printed %q", bound, out)
	}
	if err != nil || strings.TrimSpace(string(out)) != "PASS" {
		t.Errorf("the player printed %q (%v), want nothing but the test's PASS", out, err)
	}
}

// Players are safe to use from many goroutines at once, closing included: each is
// closed while its users play, at its 40th accepted sound, or when they are done if
// they never got so far. Every sound accepted is counted once and reported once, and
// none after Close.
func TestConcurrentUse(t *testing.T) {
	players := []*Player{newQuiet(), NewSilent()}
	counts := make([]*atomic.Int32, len(players))
	var wg sync.WaitGroup
	for i, p := range players {
		var n atomic.Int32
		counts[i] = &n
		midway := make(chan struct{})
		count := func(Kind) {
			if n.Add(1) == 40 {
				close(midway)
			}
		}
		p.setOnPlay(count)
		var users sync.WaitGroup
		for g := range 8 {
			users.Go(func() {
				for i := range 50 {
					switch i % 10 {
					case 3:
						p.SetEnabled(g%2 == 0)
					case 7:
						p.setOnPlay(count)
					}
					p.Play(allKinds[(g+i)%len(allKinds)])
					_ = p.Enabled()
					_ = p.Played(Move)
				}
			})
		}
		ended := make(chan struct{})
		wg.Go(func() {
			users.Wait()
			close(ended)
		})
		wg.Go(func() {
			select {
			case <-midway:
			case <-ended:
			}
			p.Close()
		})
	}
	within(t, "8 goroutines' Plays and a Close", wg.Wait)
	for i, p := range players {
		played := 0
		for _, k := range allKinds {
			played += p.Played(k)
		}
		if reported := int(counts[i].Load()); played != reported || played == 0 {
			t.Errorf("player %d: %d sounds counted, %d reported", i, played, reported)
		}
		before := p.Played(Move)
		p.Play(Move) // closed: nothing, no panic
		if p.Played(Move) != before || int(counts[i].Load()) != played {
			t.Errorf("player %d played after Close", i)
		}
	}
}

// BenchmarkPlay is the time Play takes to return, the sound left to the background.
func BenchmarkPlay(b *testing.B) {
	p := newQuiet()
	defer p.Close()
	for i := 0; b.Loop(); i++ {
		p.Play(allKinds[i%len(allKinds)])
	}
}

func BenchmarkSynthAll(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		encodeAll()
	}
}
