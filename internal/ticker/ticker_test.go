package ticker

import (
	"fmt"
	"testing"
	"time"
)

// bound is how long a test waits for what must come at once before it fails: long
// enough for a loaded machine, short enough that a broken Every fails with a message
// rather than at go test's time-out.
const bound = 30 * time.Second

// wait fails the test, naming what, unless ch yields within bound.
func wait(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(bound):
		t.Fatalf("%s: nothing within %v", what, bound)
	}
}

// Every calls f again and again, and returns once stop is closed.
func TestEveryUntilStop(t *testing.T) {
	stop, ticks, done := make(chan struct{}), make(chan struct{}), make(chan struct{})
	go func() {
		Every(1, stop, func() { ticks <- struct{}{} })
		close(done)
	}()
	for i := range 3 {
		wait(t, ticks, fmt.Sprintf("tick %d of Every(1ns)", i+1))
	}
	close(stop)
	deadline := time.After(bound) // once: a tick each time round must not put it off
	for {
		select {
		case <-ticks: // a tick that came before the stop was seen
			continue
		case <-done:
		case <-deadline:
			t.Fatalf("Every did not return within %v of stop", bound)
		}
		break
	}
}

// A stop closed before the first tick returns without calling f, though the first
// tick is far off.
func TestEveryStoppedAlready(t *testing.T) {
	stop, done := make(chan struct{}), make(chan struct{})
	close(stop)
	called := false
	go func() {
		Every(1<<62, stop, func() { called = true })
		close(done)
	}()
	wait(t, done, "Every's return, its stop closed already")
	if called {
		t.Error("f was called")
	}
}
