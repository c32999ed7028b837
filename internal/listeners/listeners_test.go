package listeners

import (
	"sync"
	"testing"
)

// calls calls every listener of s once.
func calls(s *Set) {
	for _, fn := range s.All() {
		fn()
	}
}

func TestAddAndRemove(t *testing.T) {
	var s Set
	calls(&s) // the zero value is an empty set
	a, b := 0, 0
	removeA := s.Add(func() { a++ })
	s.Add(func() { b++ })
	calls(&s)
	removeA()
	removeA() // a second remove does nothing
	calls(&s)
	if a != 1 || b != 2 {
		t.Errorf("a called %d times, b %d; want 1 and 2", a, b)
	}
}

// A listener may add and remove listeners while the set's listeners are being called.
func TestListenerChangesTheSet(t *testing.T) {
	var s Set
	n := 0
	var remove func()
	remove = s.Add(func() {
		remove()
		s.Add(func() { n++ })
	})
	calls(&s) // removes itself, adds the counter
	calls(&s)
	if n != 1 || len(s.All()) != 1 {
		t.Errorf("the counter ran %d times, %d listeners left; want 1 and 1", n, len(s.All()))
	}
}

// Adding, removing and listing from several goroutines at once (go test -race).
func TestConcurrentUse(t *testing.T) {
	var s Set
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 100 {
				remove := s.Add(func() {})
				calls(&s)
				remove()
			}
		}()
	}
	wg.Wait()
	if len(s.All()) != 0 {
		t.Errorf("%d listeners left after every one was removed", len(s.All()))
	}
}
