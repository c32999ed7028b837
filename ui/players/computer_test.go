package players

import (
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"oddboards/rules"
	"oddboards/rules/search"
	"oddboards/ui/prefstore"
	"oddboards/ui/shell"
)

// testComputers are the computer players of an app whose settings are the test's own.
func testComputers(t *testing.T) *Computers {
	t.Helper()
	prefs := prefstore.Open(filepath.Join(t.TempDir(), "settings.json"), "")
	t.Cleanup(func() { _ = prefs.Flush() })
	return NewComputers(&shell.Env{Prefs: prefs, Do: func(f func()) { f() }})
}

// The top level's threads: the cores less one unless set, and a setting refused when it
// is not a sensible count.
func TestTopLevelThreadsAreSettable(t *testing.T) {
	cs := testComputers(t)
	if cs.Threads() != DefaultThreads() || DefaultThreads() < 1 || DefaultThreads() > max(1, runtime.NumCPU()-1) {
		t.Fatalf("default threads %d on %d cores", cs.Threads(), runtime.NumCPU())
	}
	if err := cs.SetThreads(" 3 "); err != nil || cs.Threads() != 3 {
		t.Fatalf("set 3: %v, now %d", err, cs.Threads())
	}
	for _, bad := range []string{"0", "-1", "two", "65", "1.5"} {
		if err := cs.SetThreads(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if cs.Threads() != 3 {
		t.Errorf("a refused count changed the setting to %d", cs.Threads())
	}
}

func TestTopLevelTimeIsSettable(t *testing.T) {
	cs := testComputers(t)
	if cs.TopTime() != 5*time.Second {
		t.Fatalf("default top time %v", cs.TopTime())
	}
	if err := cs.SetTopTime("2.5"); err != nil || cs.TopTime() != 2500*time.Millisecond {
		t.Fatalf("set 2.5: %v, now %v", err, cs.TopTime())
	}
	for _, bad := range []string{"0", "-3", "abc", "99999"} {
		if err := cs.SetTopTime(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if cs.TopTime() != 2500*time.Millisecond {
		t.Errorf("a refused time changed the setting to %v", cs.TopTime())
	}
}

// TestClockBudget: a computer with clocks aims at a fair share of its time left and
// always ends before its flag falls.
func TestClockBudget(t *testing.T) {
	for _, tc := range []struct {
		left time.Duration
		tc   rules.TimeControl
	}{
		{time.Minute, rules.TimeControl{Base: time.Minute, Increment: 2 * time.Second}},
		{3 * time.Second, rules.TimeControl{Base: time.Minute, Increment: 2 * time.Second}},
		{100 * time.Millisecond, rules.TimeControl{Base: time.Minute, Delay: time.Second}},
		{0, rules.TimeControl{Base: time.Minute}},
	} {
		soft, hard := clockBudget(tc.left, tc.tc)
		if soft <= 0 || soft > hard || tc.left > search.Overhead && hard >= tc.left-search.Overhead {
			t.Errorf("clockBudget(%v, %v) = %v, %v: a move must be able to end before the flag falls", tc.left, tc.tc, soft, hard)
		}
		if tc.left >= time.Minute && (soft < tc.tc.Increment/2 || soft > tc.left/10) {
			t.Errorf("clockBudget(%v, %v) aims at %v, not a fair share", tc.left, tc.tc, soft)
		}
	}
}
