// Package listeners keeps the functions a value calls after each change of it (a match,
// a network table), so that the one that changes it can call them outside its own lock.
package listeners

import "sync"

// Set is a set of listeners. Its zero value is empty and ready; it is safe for use from
// several goroutines.
type Set struct {
	mu   sync.Mutex
	next int
	fns  map[int]func()
}

// Add adds fn; remove takes it out again (once is enough; more do nothing).
func (s *Set) Add(fn func()) (remove func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fns == nil {
		s.fns = map[int]func(){}
	}
	id := s.next
	s.next++
	s.fns[id] = fn
	return func() {
		s.mu.Lock()
		delete(s.fns, id)
		s.mu.Unlock()
	}
}

// All is the listeners added and not removed, in no order: a copy, to call with no
// lock held (a listener may add or remove listeners).
func (s *Set) All() []func() {
	s.mu.Lock()
	defer s.mu.Unlock()
	fns := make([]func(), 0, len(s.fns))
	for _, fn := range s.fns {
		fns = append(fns, fn)
	}
	return fns
}
