package uitest

import "testing"

func TestUIQueueRunsWorkOnTheTestsGoroutine(t *testing.T) {
	q := NewQueue()
	ran := 0 // written only by the test's goroutine: the race detector checks that
	done := make(chan struct{})
	go func() {
		for range 3 {
			q.Do(func() { ran++ })
		}
		q.Do(func() { close(done) })
	}()
	q.RunUntil(t, Closed(done))
	if ran != 3 {
		t.Fatalf("ran %d of 3 handed-back functions", ran)
	}
}
