package webtest

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

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
	blackSeat   = image.Pt(400, 455)
	topLevel    = image.Pt(360, height-17)
	lightSquare = color.RGBA{0xF0, 0xD9, 0xB5, 0xff} // render.Classic, as .ci/board-window
	darkSquare  = color.RGBA{0xB5, 0x88, 0x63, 0xff}
)

// TestPageInBrowser opens `make web`'s page (bin/web) in headless Chromium, served as a
// host would (internal/webserve, gzip): the launcher shows, Black is set to the computer,
// Start game shows the board, a move is played by clicking two squares, and the computer
// answers. ODDBOARDS_WEBSHOTS=DIR keeps its screenshots there.
func TestPageInBrowser(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "bin", "web"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "oddboards.wasm.gz")); err != nil {
		t.Fatalf("no page to test (%v): run make web first (make web-test and make test do)", err)
	}
	browser := findBrowser(t)
	srv := newServer(t, dir)

	shots := newShots(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser),
		chromedp.NoSandbox, // as root in a container; the page is the test's own
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("use-angle", "swiftshader"), // WebGL in software: no GPU needed
		chromedp.WindowSize(width, height),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	page := &console{}
	if err := chromedp.Listen(ctx, page.hear); err != nil {
		t.Fatal(err)
	}
	defer func() {
		if t.Failed() {
			t.Logf("the page's console:\n%s", page.text())
		}
	}()

	opened := time.Now()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(width, height), chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatalf("cannot open the page in %s: %v", browser, err)
	}
	b := &browserPage{t: t, ctx: ctx, shots: shots, page: page}

	// The launcher: its preview board, beside its choices, and not a blank or one-colour page.
	launcher := b.waitFor("the launcher", func(img *image.RGBA) bool {
		return count(img, lightSquare) > 20000 && count(img, darkSquare) > 20000
	})
	t.Logf("the launcher shows %.1f s after the page opened", time.Since(opened).Seconds())
	if n := colours(launcher); n < 50 {
		t.Fatalf("the launcher's page has %d colours: blank, or not drawn", n)
	}
	shots.save("launcher", launcher)
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
	preview := boardArea(launcher)
	game := b.waitFor("the game's board", func(img *image.RGBA) bool {
		a := boardArea(img)
		return a != preview && a.Dx() > 300 && b.settled(img)
	})
	t.Logf("a playable board shows %.1f s after the page opened", time.Since(opened).Seconds())
	shots.save("game", game)

	// Chess 2016's board is 12 files by 10 ranks, White below: e3–e4.
	board := boardArea(game)
	sq := func(file, rank int) image.Rectangle {
		w, h := board.Dx()/12, board.Dy()/10
		x, y := board.Min.X+file*w, board.Min.Y+(10-rank)*h
		return image.Rect(x+w/4, y+h/4, x+3*w/4, y+3*h/4)
	}
	from, to := sq(4, 3), sq(4, 4)
	centre := func(r image.Rectangle) image.Point { return image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2) }
	b.click(centre(from))
	b.waitFor("e3 to be chosen", func(img *image.RGBA) bool { return differs(img, game, from) })
	b.click(centre(to))
	moved := time.Now()
	played := b.waitFor("the pawn on e4", func(img *image.RGBA) bool {
		return differs(img, game, to) && b.settled(img)
	})
	shots.save("played", played)

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
	t.Logf("the computer answered %.1f s after the move", time.Since(moved).Seconds())
	shots.save("answered", answered)
	if msgs := page.exceptions(); msgs != "" {
		t.Errorf("the page threw:\n%s", msgs)
	}
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
	deadline := time.Now().Add(slow)
	for {
		img := b.shot()
		b.prev, b.last = b.last, img
		if ok(img) {
			return img
		}
		if time.Now().After(deadline) {
			path := b.shots.keep("timeout", img)
			b.t.Fatalf("waited %v for %s; the page is in %s", slow, what, path)
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// settled: img is as the screenshot before it (no move sliding, no list opening).
func (b *browserPage) settled(img *image.RGBA) bool {
	return b.prev != nil && !differs(img, b.prev, img.Bounds())
}

// click clicks at p, the pointer moved there first: Fyne's web driver takes a press
// where the pointer last moved.
func (b *browserPage) click(p image.Point) {
	b.t.Helper()
	x, y := float64(p.X), float64(p.Y)
	if err := chromedp.Do(b.ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y), chromedp.MouseClickXY(x, y)); err != nil {
		b.t.Fatalf("click at %v: %v", p, err)
	}
}

// newServer serves dir as a host would, gzip copies included.
func newServer(t *testing.T, dir string) *httptest.Server {
	srv := httptest.NewServer(webserve.Handler(os.DirFS(dir)))
	t.Cleanup(srv.Close)
	return srv
}

// console keeps what the page wrote to its console.
type console struct {
	mu     sync.Mutex
	lines  []string
	thrown []string
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
