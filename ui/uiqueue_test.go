package ui

import (
	"sync"
	"testing"
	"time"
)

// uiQueue stands in for fyne.Do in tests: workers queue what they hand back, and the
// test's own goroutine runs it, as the UI goroutine would in the app. Fyne's test driver
// would run it at once on the worker, beside the test, and the race detector sees that.
// Work queued after the test ended is never run.
type uiQueue struct {
	mu      sync.Mutex
	pending []func()
	wake    chan struct{}
}

func newUIQueue() *uiQueue { return &uiQueue{wake: make(chan struct{}, 1)} }

// Do queues f; it never blocks the worker.
func (q *uiQueue) Do(f func()) {
	q.mu.Lock()
	q.pending = append(q.pending, f)
	q.mu.Unlock()
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// runPending runs what is queued, in order, on the caller's goroutine.
func (q *uiQueue) runPending() {
	for {
		q.mu.Lock()
		fs := q.pending
		q.pending = nil
		q.mu.Unlock()
		if len(fs) == 0 {
			return
		}
		for _, f := range fs {
			f()
		}
	}
}

// runUntil runs handed-back work until done is true; a worker that never reports fails
// the test after a minute rather than hanging it: a guard, generous for a busy machine
// under the race detector, not a measure of speed.
func (q *uiQueue) runUntil(t *testing.T, done func() bool) {
	t.Helper()
	deadline := time.After(time.Minute)
	for {
		q.runPending()
		if done() {
			return
		}
		select {
		case <-q.wake:
		case <-deadline:
			t.Fatal("the background work never handed its result back")
		}
	}
}

// closed reports whether ch is closed.
func closed(ch <-chan struct{}) func() bool {
	return func() bool {
		select {
		case <-ch:
			return true
		default:
			return false
		}
	}
}

func TestUIQueueRunsWorkOnTheTestsGoroutine(t *testing.T) {
	q := newUIQueue()
	ran := 0 // written only by the test's goroutine: the race detector checks that
	done := make(chan struct{})
	go func() {
		for range 3 {
			q.Do(func() { ran++ })
		}
		q.Do(func() { close(done) })
	}()
	q.runUntil(t, closed(done))
	if ran != 3 {
		t.Fatalf("ran %d of 3 handed-back functions", ran)
	}
}
