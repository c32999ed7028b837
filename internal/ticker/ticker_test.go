package ticker

import "testing"

// Every calls f again and again, and returns once stop is closed.
func TestEveryUntilStop(t *testing.T) {
	stop, ticks, done := make(chan struct{}), make(chan struct{}), make(chan struct{})
	go func() {
		Every(1, stop, func() { ticks <- struct{}{} })
		close(done)
	}()
	for range 3 {
		<-ticks
	}
	close(stop)
	for {
		select {
		case <-ticks: // a tick that came before the stop was seen
		case <-done:
			return
		}
	}
}

// A stop closed before the first tick returns without calling f.
func TestEveryStoppedAlready(t *testing.T) {
	stop := make(chan struct{})
	close(stop)
	Every(1<<62, stop, func() { t.Error("f was called") })
}
