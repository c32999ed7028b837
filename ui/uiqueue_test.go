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

// pop takes the first function queued, or nil.
func (q *uiQueue) pop() func() {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.pending) == 0 {
		return nil
	}
	f := q.pending[0]
	q.pending = q.pending[1:]
	return f
}

// runPending runs what is queued, in order, and what that queues, on the caller's
// goroutine.
func (q *uiQueue) runPending() {
	for f := q.pop(); f != nil; f = q.pop() {
		f()
	}
}

// runUntil runs handed-back work until done is true, looking after each function: work
// that keeps coming (a running clock's ticks, computers playing on) cannot keep it
// running past the moment, as it did on a busy machine, where each round of work took
// longer than a tick. Once done, it runs what is queued at that moment (a window's
// refresh after the move done waited for) and no more. A worker that never reports fails
// the test after a minute rather than hanging it: a guard, generous for a busy machine
// under the race detector, not a measure of speed.
func (q *uiQueue) runUntil(t *testing.T, done func() bool) {
	t.Helper()
	deadline := time.After(time.Minute)
	for {
		f := q.pop()
		if f == nil {
			if done() {
				return
			}
			select {
			case <-q.wake:
			case <-deadline:
				t.Fatal("the background work never handed its result back")
			}
			continue
		}
		f()
		if done() {
			q.mu.Lock()
			now := q.pending
			q.pending = nil
			q.mu.Unlock()
			for _, f := range now {
				f()
			}
			return
		}
		select {
		case <-deadline:
			t.Fatal("the background work never came to what the test waits for")
		default:
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
