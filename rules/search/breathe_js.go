//go:build js

package search

import "time"

// In a browser the Go program shares the page's one thread: the page draws, and takes
// clicks and keys, only while every goroutine waits. A search of several seconds would
// freeze it, so every breathEvery it waits a moment (a few milliseconds: the browser's
// shortest timer), which lets the page run.
const breathEvery = 40 * time.Millisecond

func (sr *searcher[M, S]) breathe() {
	if time.Since(sr.breathed) >= breathEvery {
		time.Sleep(time.Millisecond)
		sr.breathed = time.Now()
	}
}
