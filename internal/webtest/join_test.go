//go:build !js

package webtest

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestPageJoinsADesktopHost: the desktop app (ODDBOARDS_BIN, make build's bin/oddboards),
// under an Xvfb of the test's own, hosts a Chess 2016 game with Black remote and White
// played by its computer, serving make web's page; the page, opened in headless Chromium
// by Black's link from the host's output, asks the player's name (Join…, joined as
// Player when left empty), shows the game and White's first move, plays
// Black's move by clicking two squares, and shows the computer's answer: the desktop
// got the page's move, and its own board shows the same position. ODDBOARDS_WEBSHOTS=DIR
// keeps the page's screenshots there, and the desktop's screen at the end.
func TestPageJoinsADesktopHost(t *testing.T) {
	bin := desktopBinary(t)
	dir := pageDir(t)
	display := startX(t)
	host := startHost(t, bin, display, dir)
	link := host.link(t)
	t.Logf("the host's link for Black: %s", link)

	b, browserPath := openBrowser(t)
	b.onFail = func() string { return host.report(b.shots) }
	opened := time.Now()
	if err := chromedp.Do(b.ctx, chromedp.Navigate(link)); err != nil {
		t.Fatalf("cannot open the link in %s: %v", browserPath, err)
	}

	// The first time, the link asks the name the others will see (Join…, the invitation
	// filled in): left empty, the name is Player. Its Join is the dialog's wide blue
	// button, in the page's middle column.
	var join image.Point
	b.waitFor("the link's Join… dialog", func(img *image.RGBA) bool {
		x := width / 2
		for y, run := 0, 0; y < height; y++ {
			if blue(img.RGBAAt(x, y)) {
				if run++; run == 20 { // a button, not the blue outline of a field
					join = image.Pt(x, y-10)
					return b.settled(img)
				}
			} else {
				run = 0
			}
		}
		return false
	})
	b.click(join)

	// The joined game: a board, and White's first move on it (the computer may have
	// played it before the page joined). Chess 2016's start is the same for both sides,
	// a rank's mirror: a move of White's breaks that, a square of White's three ranks
	// left while its mirror in Black's is not.
	var g grid
	joined := b.waitFor("the joined game with White's first move", func(img *image.RGBA) bool {
		a := boardArea(img)
		if a.Dx() < 300 || a.Dy() < 250 || !b.settled(img) {
			return false
		}
		g = grid{area: a, flipped: !whiteBelow(img, a)}
		occ := occupied(img, g)
		for file := range 12 {
			for rank := 1; rank <= 3; rank++ {
				if occ[rank-1][file] != occ[10-rank][file] {
					return true
				}
			}
		}
		return false
	})
	// (the board is as the host's: White below, until Flip; g follows it either way)
	t.Logf("the joined game and White's first move show %.1f s after the link opened (flipped: %v)", time.Since(opened).Seconds(), g.flipped)
	b.shots.save("join-joined", joined)

	// Black plays a pawn a square forward, the one before its king first (it makes room
	// for the king: b8–b7 let the computer mate with Gd6, Gh5#), else the next nearest
	// with rank 7 free before it.
	occ := occupied(joined, g)
	file := -1
	for _, f := range []int{6, 5, 7, 4, 8, 3, 9, 2, 10, 1} {
		if occ[7][f] && !occ[6][f] {
			file = f
			break
		}
	}
	if file < 0 {
		path := b.shots.keep("join-nopawn", joined)
		t.Fatalf("no Black pawn on rank 8 with rank 7 free before it; the page is in %s", path)
	}
	from, to := g.sq(file, 8), g.sq(file, 7)
	b.click(centre(from))
	b.waitFor("Black's pawn to be chosen", func(img *image.RGBA) bool { return differs(img, joined, from) })
	b.click(centre(to))
	moved := time.Now()
	played := b.waitFor("Black's pawn a square forward", func(img *image.RGBA) bool {
		return differs(img, joined, to) && b.settled(img) && !occupied(img, g)[7][file] && occupied(img, g)[6][file]
	})
	t.Logf("Black played %c8–%c7", 'a'+file, 'a'+file)
	b.shots.save("join-played", played)

	// The desktop's computer answers: a square's piece comes or goes. (Against the board
	// as Black's move left it, not the screenshot above: the answer may be in it already.)
	before := occupied(joined, g)
	before[7][file], before[6][file] = false, true
	answered := b.waitFor("White's answer from the desktop", func(img *image.RGBA) bool {
		return b.settled(img) && occupied(img, g) != before
	})
	t.Logf("White's answer showed in the page %.1f s after Black's move", time.Since(moved).Seconds())
	b.shots.save("join-answered", answered)

	// The desktop's own board shows the same position, the page's move on it (its
	// Invitations, open since it hosted, closed with Escape).
	want := occupied(answered, g)
	desk := host.waitFor(t, "the desktop's board as the page's", func(img *image.RGBA) bool {
		a := boardArea(img)
		return a.Dx() > 300 && a.Dy() > 250 && occupied(img, grid{area: a}) == want
	})
	b.shots.save("join-desktop", desk)
	if msgs := b.page.exceptions(); msgs != "" {
		t.Errorf("the page threw:\n%s", msgs)
	}
}

// occupied says, rank by rank (from 1) and file by file, which squares of the board hold
// a piece: those not of one colour.
func occupied(img *image.RGBA, g grid) (occ [10][12]bool) {
	for rank := 1; rank <= 10; rank++ {
		for file := range 12 {
			occ[rank-1][file] = !plain(img, g.sq(file, rank))
		}
	}
	return occ
}

// whiteBelow: the board's three lower ranks have more of White's pieces' white than its
// three upper ones.
func whiteBelow(img *image.RGBA, area image.Rectangle) bool {
	h := area.Dy() * 3 / 10
	top := image.Rect(area.Min.X, area.Min.Y, area.Max.X, area.Min.Y+h)
	bottom := image.Rect(area.Min.X, area.Max.Y-h, area.Max.X, area.Max.Y)
	return whites(img, bottom) > whites(img, top)
}

// desktopBinary is the desktop app to host with: ODDBOARDS_BIN (make web-test sets it to
// make build's bin/oddboards; a relative path is from the repository's root).
func desktopBinary(t *testing.T) string {
	t.Helper()
	bin := os.Getenv("ODDBOARDS_BIN")
	if bin == "" {
		t.Fatal("the host's test needs the desktop app: run make build and set ODDBOARDS_BIN=bin/oddboards (make web-test does both)")
	}
	if !filepath.IsAbs(bin) {
		bin = filepath.Join("..", "..", bin)
	}
	bin, err := filepath.Abs(bin)
	if err == nil {
		_, err = os.Stat(bin)
	}
	if err != nil {
		t.Fatalf("ODDBOARDS_BIN: no desktop app to host with (%v): run make build", err)
	}
	return bin
}

// startX starts an Xvfb of the test's own on the first free display, and returns the
// display's name (":N"); it stops at the test's end.
func startX(t *testing.T) string {
	t.Helper()
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Fatal("the host's test runs the desktop app under Xvfb: run .ci/deps test (or sudo apt-get install xvfb)")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	// -displayfd: the server takes the first display free and writes its number to fd 3.
	// -noreset: else it resets whenever its last client leaves.
	cmd := exec.Command(xvfb, "-displayfd", "3", "-screen", "0", "1280x900x24", "-nolisten", "tcp", "-noreset")
	out := &syncBuffer{}
	cmd.Stdout, cmd.Stderr = out, out
	cmd.ExtraFiles = []*os.File{w}
	err = cmd.Start()
	w.Close()
	if err != nil {
		t.Fatalf("cannot start Xvfb: %v", err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	number := make(chan string, 1)
	go func() {
		s, _ := bufio.NewReader(r).ReadString('\n')
		number <- strings.TrimSpace(s)
	}()
	select {
	case n := <-number:
		if n == "" {
			t.Fatalf("Xvfb started no display:\n%s", out)
		}
		return ":" + n
	case <-time.After(slow):
		t.Fatalf("Xvfb named no display in %v:\n%s", slow, out)
	}
	return ""
}

// desktop is the desktop app hosting the game, and what it wrote.
type desktop struct {
	out     *syncBuffer
	display string
}

// startHost starts bin on display hosting Chess 2016's first setup: White its computer's
// at level 1, Black remote, the game server on any free port at 127.0.0.1, with dir's page
// for browsers. Its home is a folder of the test's, so no player's settings or games
// count; it is killed at the test's end.
func startHost(t *testing.T, bin, display, dir string) *desktop {
	t.Helper()
	home := t.TempDir()
	cmd := exec.Command(bin, "--game", "chess-2016", "--setup", "1", "--seats", "level:1,person",
		"--host", "--remote", "2", "--port", "0", "--address", "127.0.0.1", "--web", dir)
	cmd.Env = append(os.Environ(), "DISPLAY="+display, "HOME="+home,
		"XDG_CONFIG_HOME="+filepath.Join(home, ".config"), "XDG_DATA_HOME="+filepath.Join(home, ".local", "share"),
		"XDG_CACHE_HOME="+filepath.Join(home, ".cache"))
	d := &desktop{out: &syncBuffer{}, display: display}
	cmd.Stdout, cmd.Stderr = d.out, d.out
	if err := cmd.Start(); err != nil {
		t.Fatalf("cannot start %s: %v", bin, err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	return d
}

var blackLink = regexp.MustCompile(`(?m)^Black in a browser: (\S+)$`)

// link is Black's link, once the host has written it.
func (d *desktop) link(t *testing.T) string {
	t.Helper()
	deadline := time.Now().Add(slow)
	for {
		if m := blackLink.FindStringSubmatch(d.out.String()); m != nil {
			return m[1]
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited %v for the host's link for Black; it wrote:\n%s", slow, d.out)
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// waitFor takes screenshots of the desktop's screen, pressing Escape between them (it
// closes a dialog), until ok holds for one, and returns it; it fails, keeping the last
// screenshot and saying what the host wrote, once slow has passed.
func (d *desktop) waitFor(t *testing.T, what string, ok func(*image.RGBA) bool) *image.RGBA {
	t.Helper()
	shot := func() *image.RGBA {
		t.Helper()
		img, err := desktopShot(d.display)
		if err != nil {
			t.Fatalf("no screenshot of the desktop: %v (ImageMagick's import: run .ci/deps test); the host wrote:\n%s", err, d.out)
		}
		return img
	}
	escape := func() {
		t.Helper()
		key := exec.Command("xdotool", "key", "Escape")
		key.Env = append(os.Environ(), "DISPLAY="+d.display)
		if out, err := key.CombinedOutput(); err != nil {
			t.Fatalf("xdotool key Escape: %v %s (run .ci/deps test)", err, out)
		}
	}
	return poll(t, what, shot, ok, escape, func(img *image.RGBA) string {
		return d.wrote("the desktop's screen is in " + newShots(t).keep("join-desktop", img))
	})
}

// report is what the host wrote, and where a screenshot of its screen is kept.
func (d *desktop) report(s *shots) string {
	img, err := desktopShot(d.display)
	if err != nil {
		return d.wrote(fmt.Sprintf("no screenshot of the desktop: %v", err))
	}
	return d.wrote("the desktop's screen is in " + s.keep("join-desktop", img))
}

// wrote is where, then what the host wrote.
func (d *desktop) wrote(where string) string {
	return fmt.Sprintf("%s; the host wrote:\n%s", where, d.out)
}

// desktopShot is a screenshot of display's screen (ImageMagick's import, as
// .ci/board-window takes).
func desktopShot(display string) (*image.RGBA, error) {
	var out, errs bytes.Buffer
	cmd := exec.Command("import", "-display", display, "-window", "root", "png:-")
	cmd.Stdout, cmd.Stderr = &out, &errs
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("import: %v %s", err, strings.TrimSpace(errs.String()))
	}
	img, err := png.Decode(&out)
	if err != nil {
		return nil, err
	}
	return toRGBA(img), nil
}

// syncBuffer is a buffer a process writes to while the test reads it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}
