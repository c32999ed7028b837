//go:build js

package search

import "time"

// Under GOOS=js every goroutine shares the host's one thread, which runs its own events
// only while all of them wait: a search of several seconds would hold them all that
// time. So every breathEvery it waits a moment (a few milliseconds: the shortest timer
// there), which lets the host's events run.
const breathEvery = 40 * time.Millisecond

func (sr *searcher[M, S]) breathe() {
	if time.Since(sr.breathed) >= breathEvery {
		time.Sleep(time.Millisecond)
		sr.breathed = time.Now()
	}
}
