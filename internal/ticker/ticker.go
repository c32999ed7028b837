// Package ticker runs a function at a steady pace until told to stop: the clocks'
// redraw, a network table's heartbeat.
package ticker

import "time"

// Every calls f every d until stop is closed, and returns then.
func Every(d time.Duration, stop <-chan struct{}, f func()) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			f()
		}
	}
}
