//go:build !js

package webtest

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"oddboards/internal/webserve"
)

// The page's size: the launcher's layout, and so where its seat chooser is, follows it.
const width, height = 1280, 720

// slow bounds each wait: on a loaded machine the browser compiles and starts the 76 MB
// module slowly, and the software WebGL draws slowly. Every wait polls for what it waits
// for; none fails sooner than this.
const slow = 4 * time.Minute

// The launcher at this size (its seats' column is laid out from the top): Black's
// chooser of a person or the computer, and the last entry of the list it opens, the
// computer's top level: the list runs past the page's foot, so Fyne lifts it to end there.
var (
	blackSeat  = image.Pt(400, 455)
	openBelow  = image.Pt(186, 85) // Saved games' Open…, from the middle of Start game's left end
	homeTab    = image.Pt(62, 49)  // the pages bar's first: the launcher
	saveButton = image.Pt(width-62, height-62)
	topLevel   = image.Pt(360, height-17)
)

// TestPageInBrowser opens `make web`'s page (bin/web) in headless Chromium, served as a
// host would (internal/webserve, gzip): the launcher shows, Black is set to the computer,
// Start game shows the board, a move is played by clicking two squares, and the computer
// answers, the page drawing while it thinks and the move sounding; Save downloads the record, and the launcher's Open… reads the download back
// through the browser's file picker into a page of its own, the pieces where they were.
// ODDBOARDS_WEBSHOTS=DIR keeps its screenshots there.
func TestPageInBrowser(t *testing.T) {
	dir := pageDir(t)
	var served atomic.Int64
	srv := newServer(t, dir, &served)
	b, browserPath := openBrowser(t)
	ctx, events := b.ctx, b.page

	// downloads go to a folder of the test's, named by their GUIDs; a file input's
	// picker is the test's to answer
	downloads := t.TempDir()
	if _, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: downloads, EventsEnabled: ptr(true),
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
	b.watchAudio()
	opened := time.Now()
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatalf("cannot open the page in %s: %v", browserPath, err)
	}

	// The launcher: its preview board, beside its choices, and not a blank or one-colour page.
	launcher := b.waitFor("the launcher", func(img *image.RGBA) bool {
		return count(img, lightSquare) > 20000 && count(img, darkSquare) > 20000
	})
	t.Logf("the launcher shows %.1f s after the page opened", time.Since(opened).Seconds())
	if n := colours(launcher); n < 50 {
		t.Fatalf("the launcher's page has %d colours: blank, or not drawn", n)
	}
	b.shots.save("launcher", launcher)
	start, ok := startButton(launcher)
	if !ok {
		t.Fatal("no Start game button (the launcher's one wide blue button)")
	}

	// Black's seat to the computer at its top level (it thinks for a set time: its nodes
	// a second are the page's speed). The list opens over Start game's right end, and
	// closes on the choice.
	startEnd := image.Pt(start.Max.X-10, (start.Min.Y+start.Max.Y)/2)
	blue := at(launcher, startEnd.X, startEnd.Y)
	b.click(blackSeat)
	b.waitFor("the seat's list", func(img *image.RGBA) bool { return at(img, startEnd.X, startEnd.Y) != blue })
	b.click(topLevel)
	b.waitFor("the list to close", func(img *image.RGBA) bool { return at(img, startEnd.X, startEnd.Y) == blue })

	b.click(image.Pt((start.Min.X+start.Max.X)/2, (start.Min.Y+start.Max.Y)/2))
	started := time.Now()
	preview := boardArea(launcher)
	game := b.waitFor("the game's board", func(img *image.RGBA) bool {
		a := boardArea(img)
		return a != preview && a.Dx() > 300 && b.settled(img)
	})
	t.Logf("a playable board shows %.1f s after Start game, %.1f s after the page opened", time.Since(started).Seconds(), time.Since(opened).Seconds())
	b.shots.save("game", game)

	// Chess 2016's board is 12 files by 10 ranks, White below: e3–e4.
	board := boardArea(game)
	sq := grid{area: board}.sq
	from, to := sq(4, 3), sq(4, 4)
	b.click(centre(from))
	b.waitFor("e3 to be chosen", func(img *image.RGBA) bool { return differs(img, game, from) })
	b.watchFrames()
	b.click(centre(to))
	moved := time.Now()
	played := b.waitFor("the pawn on e4", func(img *image.RGBA) bool {
		return differs(img, game, to) && b.settled(img)
	})
	b.shots.save("played", played)

	// The computer answers: a piece leaves a square of Black's ranks (while it thinks, its
	// best move so far is only marked there, the piece still on its square).
	answered := b.waitFor("the computer's answer", func(img *image.RGBA) bool {
		for file := range 12 {
			for rank := 8; rank <= 10; rank++ {
				if r := sq(file, rank); !plain(game, r) && plain(img, r) && b.settled(img) {
					return true
				}
			}
		}
		return false
	})
	frames, gap, thought := b.frames()
	t.Logf("the computer answered %.1f s after the move (%.1f s after the test's click); the page drew %d frames meanwhile, in its second half at most %.0f ms apart",
		thought.Seconds(), time.Since(moved).Seconds(), frames, gap.Seconds()*1000)
	// The move sounded: the page's one audio context (Web Audio), opened before the move
	// so that the click did not wait on it, was started for it.
	if audio := b.audio(); len(audio.Made) != 1 {
		t.Errorf("the page opened %d audio contexts, want 1", len(audio.Made))
	} else if audio.Made[0] >= audio.Click {
		t.Errorf("the page opened its audio context %.0f ms after the move's click, not before it", audio.Made[0]-audio.Click)
	} else if i := slices.IndexFunc(audio.Resumed, func(at float64) bool { return at > audio.Click }); i < 0 {
		t.Errorf("the page's audio was not started for the move's sound (started at %v ms, the click at %.0f ms)", audio.Resumed, audio.Click)
	} else {
		t.Logf("the page opened its audio %.1f s before the move's click and started it %.0f ms after", (audio.Click-audio.Made[0])/1000, audio.Resumed[i]-audio.Click)
	}
	// The page never freezes: the search lets it draw (rules/search's breathe). Frozen,
	// it draws nothing from soon after the click until the answer. Letting it draw, its
	// one long pause comes first, as the move is played and before the search's first
	// breath: the board is drawn and sent to WebGL, the search's table is made (and,
	// until the audio was opened at the page's load, the browser's audio too: 1 s on a
	// quiet machine, 2 s beside two busy loops, 6.3 s of the thinking's 5 once in CI,
	// 7.8 s of 7.0 once in make test beside two busy loops: that work grows with the
	// load, while the top level's thinking time does not). So the check looks at the
	// second half of the time from the click to the answer, on the page's clock. Against
	// the whole time, frozen (breathe off) the page went 2.2 s of 6.4 without a frame
	// there (a third); letting it draw, at most 0.2 s of 5.7 on a quiet machine, 0.4 to
	// 0.7 s of 6.2 to 7.6 beside two or four busy loops, 1.9 s of 17.8 and 2.0 s of 14.4
	// in make test beside two busy loops (a seventh). The bar is a quarter: a busy
	// machine must not fail the check.
	if gap > thought/4 {
		t.Errorf("the page froze while the computer thought: in the second half of the %.1f s from the click to the answer, no frame for %.1f s", thought.Seconds(), gap.Seconds())
	}
	b.shots.save("answered", answered)

	// Save (the game has no file: Save as) downloads the record, and the launcher's Open…
	// reads it back through the file picker into a page of its own, at the same move.
	b.click(saveButton)
	var guid, name string
	b.waitFor("the record's download", func(*image.RGBA) bool {
		var ok bool
		guid, name, ok = events.download(0)
		return ok
	})
	record, err := os.ReadFile(filepath.Join(downloads, guid))
	if err != nil || !strings.HasSuffix(name, ".oddb") || !strings.Contains(string(record), "1. e4 ") {
		t.Fatalf("downloaded %q (%v):\n%s", name, err, record)
	}
	t.Logf("Save downloaded %s", name)
	b.key(kb.Escape) // the message that says where it went
	b.click(homeTab)
	again := b.waitFor("the launcher again", func(img *image.RGBA) bool {
		_, ok := startButton(img)
		return ok && b.settled(img)
	})
	start, _ = startButton(again) // lower: the pages bar shows now
	b.shots.save("again", again)
	b.click(image.Pt(openBelow.X, (start.Min.Y+start.Max.Y)/2+openBelow.Y))
	b.waitFor("the file picker", func(*image.RGBA) bool { return events.fileInput() != 0 })
	if _, err := chromedp.Call(ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{
		Files: []string{filepath.Join(downloads, guid)}, BackendNodeID: events.fileInput(),
	}); err != nil {
		t.Fatal(err)
	}
	reopened := b.waitFor("the game opened from the file", func(img *image.RGBA) bool {
		if boardArea(img) != board || !b.settled(img) {
			return false
		}
		for file := range 12 { // the pieces where they were
			for rank := 1; rank <= 10; rank++ {
				if plain(img, sq(file, rank)) != plain(answered, sq(file, rank)) {
					return false
				}
			}
		}
		return true
	})
	b.shots.save("reopened", reopened)
	t.Logf("Open read it back into a page of its own; %.1f MB came from the server (gzip where taken)", float64(served.Load())/1e6)
	if msgs := events.exceptions(); msgs != "" {
		t.Errorf("the page threw:\n%s", msgs)
	}
}

// pageDir is make web's page, bin/web, or fails saying how to make it.
func pageDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", "bin", "web"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "oddboards.wasm.gz")); err != nil {
		t.Fatalf("no page to test (%v): run make web first (make web-test and make test do)", err)
	}
	return dir
}

// openBrowser starts headless Chromium on a blank page of the test's size, WebGL drawn in
// software, and returns that page and the browser's path; the browser closes at the
// test's end, the page's console written to the log if the test failed.
func openBrowser(t *testing.T) (*browserPage, string) {
	t.Helper()
	browserPath := findBrowser(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browserPath),
		chromedp.NoSandbox, // as root in a container; the page is the test's own
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("use-angle", "swiftshader"), // WebGL in software: no GPU needed
		chromedp.WindowSize(width, height),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	events := &console{}
	if err := chromedp.Listen(ctx, events.hear); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("the page's console:\n%s", events.text())
		}
	})
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(width, height)); err != nil {
		t.Fatalf("cannot start %s: %v", browserPath, err)
	}
	return &browserPage{t: t, ctx: ctx, shots: newShots(t), page: events}, browserPath
}

// grid is where a Chess 2016 board's squares are on the screen: 12 files by 10 ranks
// over area (its light and dark squares' bounds), White below unless flipped.
type grid struct {
	area    image.Rectangle
	flipped bool
}

// sq is the middle of the square of file (0 to 11, a to l) and rank (1 to 10): half its
// width and height, clear of the square's edges and marks.
func (g grid) sq(file, rank int) image.Rectangle {
	w, h := g.area.Dx()/12, g.area.Dy()/10
	col, row := file, 10-rank
	if g.flipped {
		col, row = 11-file, rank-1
	}
	x, y := g.area.Min.X+col*w, g.area.Min.Y+row*h
	return image.Rect(x+w/4, y+h/4, x+3*w/4, y+3*h/4)
}

func centre(r image.Rectangle) image.Point {
	return image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
}

// findBrowser is the Chromium to run, or fails saying how to install it.
func findBrowser(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no Chromium on this CI machine: .ci/deps test installs Debian's chromium package; is it in its list?")
	}
	t.Fatal("the browser test needs Chromium: run .ci/deps test (or sudo apt-get install chromium)")
	return ""
}

// browserPage is the page under test and the test's screenshots of it.
type browserPage struct {
	t     *testing.T
	ctx   context.Context
	shots *shots
	page  *console
	last  *image.RGBA // the latest screenshot
	prev  *image.RGBA // the one before it, for settled
	// onFail, if set, is more for a failed wait's message (what a host wrote).
	onFail func() string
}

// shot is a screenshot of the page.
func (b *browserPage) shot() *image.RGBA {
	b.t.Helper()
	data, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Fatalf("no screenshot: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		b.t.Fatalf("the screenshot: %v", err)
	}
	return toRGBA(img)
}

func toRGBA(img image.Image) *image.RGBA {
	rgba := image.NewRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			rgba.Set(x, y, img.At(x, y))
		}
	}
	return rgba
}

// waitFor takes screenshots until ok holds for one, and returns it; it fails, keeping
// the last screenshot, once slow has passed.
func (b *browserPage) waitFor(what string, ok func(*image.RGBA) bool) *image.RGBA {
	b.t.Helper()
	shot := func() *image.RGBA {
		b.t.Helper()
		img := b.shot()
		b.prev, b.last = b.last, img
		return img
	}
	return poll(b.t, what, shot, ok, nil, func(img *image.RGBA) string {
		where := "the page is in " + b.shots.keep("timeout", img)
		if b.onFail != nil {
			where += "; " + b.onFail()
		}
		return where
	})
}

// poll takes screenshots with shot until ok holds for one, and returns it; between two it
// calls next, if set, and waits a moment. Once slow has passed it fails, saying what it
// waited for and then what gaveUp says of the last screenshot (where it is kept).
func poll(t *testing.T, what string, shot func() *image.RGBA, ok func(*image.RGBA) bool, next func(), gaveUp func(last *image.RGBA) string) *image.RGBA {
	t.Helper()
	deadline := time.Now().Add(slow)
	for {
		img := shot()
		if ok(img) {
			return img
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited %v for %s; %s", slow, what, gaveUp(img))
		}
		if next != nil {
			next()
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// settled: img is as the screenshot before it (no move sliding, no list opening).
func (b *browserPage) settled(img *image.RGBA) bool {
	return b.prev != nil && !differs(img, b.prev, img.Bounds())
}

// click clicks at p, the pointer moved there first and left a moment, as a hand would:
// Fyne's web driver takes a press where the pointer last moved.
func (b *browserPage) click(p image.Point) {
	b.t.Helper()
	x, y := float64(p.X), float64(p.Y)
	if err := chromedp.Do(b.ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y), chromedp.Sleep(300*time.Millisecond), chromedp.MouseClickXY(x, y)); err != nil {
		b.t.Fatalf("click at %v: %v", p, err)
	}
}

// watchFrames starts counting the page's frames: the browser draws one only when the Go
// program, on the page's one thread, lets it run. It also notes when the page takes its
// next click (a pointerdown, seen as the page's thread gets to it).
func (b *browserPage) watchFrames() {
	b.t.Helper()
	const js = `window.oddbFrames = []; window.oddbClick = 0;
addEventListener('pointerdown', () => { if (!window.oddbClick) window.oddbClick = performance.now(); }, true);
(function frame(t) { window.oddbFrames.push(t); requestAnimationFrame(frame); })(performance.now());`
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[int](js+" 0")); err != nil {
		b.t.Fatalf("counting frames: %v", err)
	}
}

// frames is how many frames the page drew since watchFrames, the longest time it went
// without one in the second half of the time from when it took the click to now, and
// that time, all on the page's clock: the test's starts later, when the browser has
// answered the click, which a busy page does late.
func (b *browserPage) frames() (n int, secondHalf, since time.Duration) {
	b.t.Helper()
	type framesSeen struct {
		Frames []float64 `json:"frames"`
		Click  float64   `json:"click"`
		Now    float64   `json:"now"`
	}
	seen, err := chromedp.Run(b.ctx, chromedp.Evaluate[framesSeen](`({frames: window.oddbFrames, click: window.oddbClick, now: performance.now()})`))
	if err != nil {
		b.t.Fatalf("reading the frames: %v", err)
	}
	half := (seen.Click + seen.Now) / 2
	return len(seen.Frames), longestWithout(seen.Frames, half), time.Duration((seen.Now - seen.Click) * float64(time.Millisecond))
}

// longestWithout is the longest time, in ms, between from and the first of the frames
// (times in ms, in order) after it, or between two of those.
func longestWithout(frames []float64, from float64) time.Duration {
	longest, last := 0.0, from
	for _, f := range frames {
		if f > from {
			longest, last = max(longest, f-last), f
		}
	}
	return time.Duration(longest * float64(time.Millisecond))
}

// watchAudio notes, in every page opened from now on, when the page makes an audio
// context and when it starts one (resume), on the page's clock.
func (b *browserPage) watchAudio() {
	b.t.Helper()
	const js = `window.oddbAudio = {made: [], resumed: []};
{
	const A = window.AudioContext;
	window.AudioContext = function(...a) {
		const c = new A(...a);
		window.oddbAudio.made.push(performance.now());
		const resume = c.resume.bind(c);
		c.resume = () => { window.oddbAudio.resumed.push(performance.now()); return resume(); };
		return c;
	};
}`
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: js}); err != nil {
		b.t.Fatalf("watching the audio: %v", err)
	}
}

// audioSeen is what watchAudio saw, and when the page took the click watchFrames waits
// for, in ms on the page's clock.
type audioSeen struct {
	Made    []float64 `json:"made"`
	Resumed []float64 `json:"resumed"`
	Click   float64   `json:"click"`
}

func (b *browserPage) audio() audioSeen {
	b.t.Helper()
	seen, err := chromedp.Run(b.ctx, chromedp.Evaluate[audioSeen](`({made: window.oddbAudio.made, resumed: window.oddbAudio.resumed, click: window.oddbClick})`))
	if err != nil {
		b.t.Fatalf("reading the audio contexts: %v", err)
	}
	return seen
}

// key types k (a kb key) into the page.
func (b *browserPage) key(k string) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.KeyEvent(k)); err != nil {
		b.t.Fatalf("key %q: %v", k, err)
	}
}

func ptr[T any](v T) *T { return &v }

// newServer serves dir as a host would, gzip copies included, and counts the bytes it
// sends in served.
func newServer(t *testing.T, dir string, served *atomic.Int64) *httptest.Server {
	h := webserve.Handler(os.DirFS(dir))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(counter{w, served}, r)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// counter counts what a response writes.
type counter struct {
	http.ResponseWriter
	n *atomic.Int64
}

func (c counter) Write(p []byte) (int, error) {
	n, err := c.ResponseWriter.Write(p)
	c.n.Add(int64(n))
	return n, err
}

// console keeps what the page wrote to its console, and what it downloaded and asked
// to open.
type console struct {
	mu        sync.Mutex
	lines     []string
	thrown    []string
	names     map[string]string // download GUID → the name the page gave it
	downloads []string          // the names of the downloads completed
	chooser   cdp.BackendNodeID // the last file input the page clicked
}

// hear is chromedp's listener: it must not block.
func (c *console) hear(ev any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch e := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var parts []string
		for _, a := range e.Args {
			parts = append(parts, strings.Trim(string(a.Value), `"`))
		}
		c.lines = append(c.lines, strings.Join(parts, " "))
	case *browser.EventDownloadWillBegin:
		if c.names == nil {
			c.names = map[string]string{}
		}
		c.names[e.GUID] = e.SuggestedFilename
	case *browser.EventDownloadProgress:
		if e.State == browser.DownloadProgressStateCompleted {
			c.downloads = append(c.downloads, e.GUID)
		}
	case *page.EventFileChooserOpened:
		c.chooser = e.BackendNodeID
		c.lines = append(c.lines, fmt.Sprintf("(test: a file picker opened, %s, on node %d)", e.Mode, e.BackendNodeID))
	case *runtime.EventExceptionThrown:
		msg := e.ExceptionDetails.Text
		if e.ExceptionDetails.Exception != nil {
			msg += " " + e.ExceptionDetails.Exception.Description
		}
		c.thrown = append(c.thrown, msg)
	}
}

func (c *console) text() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.lines, "\n")
}

// download is the GUID and name of the download completed n-th, if there is one.
func (c *console) download(n int) (guid, name string, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if n >= len(c.downloads) {
		return "", "", false
	}
	return c.downloads[n], c.names[c.downloads[n]], true
}

// fileInput is the file input the page clicked last, 0 if none.
func (c *console) fileInput() cdp.BackendNodeID {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.chooser
}

func (c *console) exceptions() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.thrown, "\n")
}

// shots writes screenshots to ODDBOARDS_WEBSHOTS, if set, and the one a wait gave up on
// to a folder kept after the test.
type shots struct {
	t   *testing.T
	dir string
}

func newShots(t *testing.T) *shots { return &shots{t: t, dir: os.Getenv("ODDBOARDS_WEBSHOTS")} }

func (s *shots) save(name string, img image.Image) {
	if s.dir != "" {
		s.write(filepath.Join(s.dir, name+".png"), img)
	}
}

// keep writes img where it outlives the test, and returns the path.
func (s *shots) keep(name string, img image.Image) string {
	dir := s.dir
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "oddboards-webtest-"); err != nil {
			return fmt.Sprintf("(not kept: %v)", err)
		}
	}
	path := filepath.Join(dir, name+".png")
	s.write(path, img)
	return path
}

func (s *shots) write(path string, img image.Image) {
	var buf bytes.Buffer
	err := png.Encode(&buf, img)
	if err == nil {
		err = os.WriteFile(path, buf.Bytes(), 0o644)
	}
	if err != nil {
		s.t.Errorf("screenshot %s: %v", path, err)
	}
}
