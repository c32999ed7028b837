package uitest

import (
	"path/filepath"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/prefstore"
	"oddboards/ui/savestore"
	"oddboards/ui/shell"
	"oddboards/ui/sound"
)

// Queue stands in for fyne.Do in tests: workers queue what they hand back, and the
// test's own goroutine runs it, as the UI goroutine would in the app. Fyne's test driver
// would run it at once on the worker, beside the test, and the race detector sees that.
// Work queued after the test ended is never run.
type Queue struct {
	mu      sync.Mutex
	pending []func()
	wake    chan struct{}
}

// NewQueue is an empty queue.
func NewQueue() *Queue { return &Queue{wake: make(chan struct{}, 1)} }

// Do queues f; it never blocks the worker.
func (q *Queue) Do(f func()) {
	q.mu.Lock()
	q.pending = append(q.pending, f)
	q.mu.Unlock()
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// Len is how much work waits.
func (q *Queue) Len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.pending)
}

// pop takes the first function queued, or nil.
func (q *Queue) pop() func() {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.pending) == 0 {
		return nil
	}
	f := q.pending[0]
	q.pending = q.pending[1:]
	return f
}

// RunPending runs what is queued, in order, and what that queues, on the caller's
// goroutine.
func (q *Queue) RunPending() {
	for f := q.pop(); f != nil; f = q.pop() {
		f()
	}
}

// RunUntil runs handed-back work until done is true, looking after each function: work
// that keeps coming (a running clock's ticks, computers playing on) cannot keep it
// running past the moment, as it did on a busy machine, where each round of work took
// longer than a tick. Once done, it runs what is queued at that moment (a window's
// refresh after the move done waited for) and no more. A worker that never reports fails
// the test after five minutes rather than hanging it: a guard, generous for a busy
// machine under the race detector (a network game's server took most of a minute there
// once), not a measure of speed.
func (q *Queue) RunUntil(t *testing.T, done func() bool) {
	t.Helper()
	deadline := time.After(5 * time.Minute)
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

// Env is a shell.Env on Fyne's software test app (no display needed) with the test's own
// stores, sounds that only count, and a Queue for Do: the test runs what workers hand
// back.
func Env(t *testing.T) (*shell.Env, *Queue) {
	t.Helper()
	env, err := shell.New(test.NewTempApp(t))
	if err != nil {
		t.Fatal(err)
	}
	// The test app's storage is the system temp folder: keep each test's autosaves apart.
	if env.Saves, err = savestore.New(t.TempDir()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Saves.Flush) // before the folder is removed: no autosave is still being written
	// the test app's storage is shared too: each test keeps its own settings
	env.Prefs = prefstore.Open(filepath.Join(t.TempDir(), "settings.json"), "")
	t.Cleanup(func() { _ = env.Prefs.Flush() }) // runs before TempDir's removal: cleanups run last first
	env.Sound = sound.NewSilent()               // what would sound is counted, and nothing opens a device
	q := NewQueue()
	env.Do = q.Do
	return env, q
}

// Closed reports whether ch is closed.
func Closed(ch <-chan struct{}) func() bool {
	return func() bool {
		select {
		case <-ch:
			return true
		default:
			return false
		}
	}
}

// Match is a new match of the catalogue's game id (its variant, if it is one) under cfg,
// between names (the seats' own names if none).
func Match(t *testing.T, id string, cfg rules.Config, names ...string) *rules.Match {
	t.Helper()
	e, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Variant = e.Variant
	m, err := rules.NewMatch(e.Game, cfg, names)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Games stands in for the app's game windows (a shell.GameOpener): it keeps the matches
// it was asked to open, each in a bare window of App.
type Games struct {
	App     fyne.App
	Opened  []*rules.Match
	Windows []fyne.Window // Opened's windows
}

// OpenGame keeps m and shows a bare window for it.
func (g *Games) OpenGame(m *rules.Match) fyne.Window {
	g.Opened = append(g.Opened, m)
	w := g.App.NewWindow("game")
	g.Windows = append(g.Windows, w)
	w.Show()
	return w
}

// WindowOf is the newest window opened on m, nil if none.
func (g *Games) WindowOf(m *rules.Match) fyne.Window {
	for i := len(g.Opened) - 1; i >= 0; i-- {
		if g.Opened[i] == m {
			return g.Windows[i]
		}
	}
	return nil
}

// Shell stands in for the app around the game windows (a gamewin.Shell): it keeps the
// matches Game › New game… showed the launcher on, and fails the test on an error shown
// over the launcher, on autosave trouble, or when the position editor is asked for.
type Shell struct {
	T        *testing.T
	Launched []*rules.Match
}

func (s *Shell) ShowLauncherFor(m *rules.Match) fyne.Window {
	s.Launched = append(s.Launched, m)
	return nil
}

func (s *Shell) EditPosition(rules.Game, rules.Config, rules.Position) error {
	s.T.Error("the position editor opened")
	return nil
}

func (s *Shell) ShowError(err error)  { s.T.Errorf("over the launcher: %v", err) }
func (s *Shell) SaveFailed(err error) { s.T.Errorf("not saved: %v", err) }
