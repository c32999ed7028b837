package gamewin

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/ui/netwin"
	"oddboards/ui/uitest"
)

// defaultGameContent is the game window's content at its default size (1100×740), less
// the menu bar the real window draws inside it (the test driver's draws none).
var defaultGameContent = fyne.NewSize(1100, 740-34)

// moveList is the move list of a game window's content.
func moveList(t *testing.T, w fyne.Window) *widget.List {
	t.Helper()
	ls := uitest.FindAll[*widget.List](w.Content())
	if len(ls) != 1 {
		t.Fatalf("%d lists in the window, want the move list only", len(ls))
	}
	return ls[0]
}

// inSight is the height of o that shows through the scroll holding it.
func inSight(o fyne.CanvasObject, s *container.Scroll) float32 {
	a, v := uitest.AreaOf(o), uitest.AreaOf(s)
	return max(0, min(a.Y1, v.Y1)-max(a.Y0, v.Y0))
}

// scrollOf is the scroll whose content holds o.
func scrollOf(t *testing.T, w fyne.Window, o fyne.CanvasObject) *container.Scroll {
	t.Helper()
	for _, s := range uitest.FindAll[*container.Scroll](w.Content()) {
		found := false
		uitest.Walk(s.Content, func(x fyne.CanvasObject) bool {
			found = found || x == o
			return !found
		})
		if found {
			return s
		}
	}
	t.Fatal("no scroll holds it")
	return nil
}

// TestNetworkPaneKeepsTheMovesInSight: with chat lines and a request showing, a network
// game's window at its default size keeps six rows of moves in sight, the latest move
// among them, and nothing in it moves when a request comes and goes; its Undo and Flip
// share their row without a gap where Redo was.
func TestNetworkPaneKeepsTheMovesInSight(t *testing.T) {
	for _, c := range []struct {
		game   string
		remote []bool // Bea's seat remote, the others the host's
	}{
		{"chess-2016", []bool{false, true}},
		{"pothole-chess", []bool{false, true, false, false}},
	} {
		t.Run(c.game, func(t *testing.T) { movesStayInSight(t, c.game, c.remote) })
	}
}

func movesStayInSight(t *testing.T, game string, remote []bool) {
	env, q := netTestEnv(t)
	host := hostGame(t, env, q, gameMatch(t, game, rules.Config{}), remote...)
	hostWin, guest := joinInvited(t, env, q, host)
	hm, gm := host.Table().Match(), guest.Table().Match()
	gw := env.wins[gm]
	hostWin.Resize(defaultGameContent)
	gw.Resize(defaultGameContent)
	// twenty plies, each from the window whose seat is to move: more rows than fit
	const plies = 20
	for i := range plies {
		m := hm
		if remote[hm.Position().ToMove()] {
			m = gm
		}
		moves := m.Position().LegalMoves(nil)
		if err := m.Play(moves[i%len(moves)]); err != nil {
			t.Fatal(err)
		}
		q.RunUntil(t, func() bool { return len(hm.History()) == i+1 && len(gm.History()) == i+1 })
	}
	if hm.Outcome().Over() {
		t.Fatal("the game ended in the plies played")
	}
	say := findEntry(gw.Content(), "Say something…")
	for i := range 5 {
		say.SetText(fmt.Sprintf("line %d of the chat, long enough to wrap in a narrow place", i))
		say.OnSubmitted(say.Text)
	}
	// the layout is measured while the guest's table follows the game: under load its
	// connection may come and go, and the line that says so is a line longer meanwhile
	following := func() bool {
		l := uitest.Label(gw.Content(), "Network game ")
		return l != nil && strings.HasSuffix(l.Text, "connected")
	}
	q.RunUntil(t, func() bool { return uitest.Label(gw.Content(), "line 4 of the chat") != nil && following() })
	chat := uitest.Label(gw.Content(), "line 4 of the chat").Text
	for i := range 4 {
		if a, b := strings.Index(chat, fmt.Sprintf("line %d ", i)), strings.Index(chat, fmt.Sprintf("line %d ", i+1)); a < 0 || a > b {
			t.Errorf("the chat shows line %d after line %d:\n%s", i, i+1, chat)
		}
	}

	list := moveList(t, gw)
	side := scrollOf(t, gw, list)
	parts := map[string]fyne.CanvasObject{"the move list": list, "the chat line": say, "the board": findBoard(gw.Content())}
	before := map[string]uitest.Area{}
	for name, o := range parts {
		before[name] = uitest.AreaOf(o)
	}
	same := func(when string) {
		t.Helper()
		for name, o := range parts {
			if a := uitest.AreaOf(o); a != before[name] {
				t.Errorf("%s: %s moved from %v to %v", when, name, before[name], a)
			}
		}
	}

	// the host asks to take its last move back: the guest's window shows the request
	uitest.TapButton(t, hostWin.Content(), "Undo")
	// the host asks for each of its seats, one event each: wait for all of them, so the
	// guest's Decline below answers the whole request
	q.RunUntil(t, func() bool {
		for i, s := range guest.Table().Snapshot().Seats {
			if !remote[i] && s.Undo < 0 {
				return false
			}
		}
		return uitest.Label(gw.Content(), "asks to take back") != nil && following()
	})
	same("with the request")
	if h, want := inSight(list, side), movesHeight(minMoveRows); h < want-0.5 {
		t.Errorf("%.0f of the move list in sight, want %d rows (%.0f); the window says %q", h, minMoveRows, want, uitest.LabelTexts(gw.Content()))
	}
	sides := make([]string, len(remote))
	rows := len(moveRows(gm.History(), sides))
	if end := list.GetScrollOffset() + list.Size().Height; end < movesHeight(rows)-0.5 {
		t.Errorf("the move list shows down to %.0f of %.0f: not the latest move", end, movesHeight(rows))
	}
	log := scrollOf(t, gw, uitest.Label(gw.Content(), "line 4 of the chat"))
	if log.Offset.Y+log.Size().Height < log.Content.MinSize().Height-0.5 {
		t.Errorf("the chat log shows down to %.0f of %.0f: not the latest line", log.Offset.Y+log.Size().Height, log.Content.MinSize().Height)
	}
	uitest.TapButton(t, gw.Content(), "Decline")
	q.RunUntil(t, func() bool { return uitest.Label(gw.Content(), noRequests) != nil && following() })
	same("after the request")
	if len(gm.History()) != plies {
		t.Errorf("the declined request took moves back: %d plies", len(gm.History()))
	}

	// Undo and Flip fill their row: Flip ends where the panel does
	var flip *widget.Button
	for _, b := range findAllButtons(gw.Content()) {
		if b.Text == "Flip" {
			flip = b
		}
	}
	if flip == nil || uitest.AreaOf(flip).X1 < uitest.AreaOf(list).X1-1 {
		t.Errorf("Flip ends at %v, short of the panel's edge %.0f: a gap where Redo was", uitest.AreaOf(flip), uitest.AreaOf(list).X1)
	}
}

// TestNamesFollowThePlayersWhoJoined: once the guest has joined as Bea, the host's
// window names her in its title (two seats) and its move list (more), and Network
// games… lists her, not her seat's colour.
func TestNamesFollowThePlayersWhoJoined(t *testing.T) {
	for _, c := range []struct {
		game   string
		remote []bool
	}{
		{"chess-2016", []bool{false, true}},
		{"pothole-chess", []bool{false, true, false, false}},
	} {
		t.Run(c.game, func(t *testing.T) {
			env, q := netTestEnv(t)
			host := hostGame(t, env, q, gameMatch(t, c.game, rules.Config{}), c.remote...)
			hm := host.Table().Match()
			colour := hm.Players()[1].Name
			w, guest := joinInvited(t, env, q, host)
			w.Resize(defaultGameContent)
			q.RunUntil(t, func() bool { return hm.Names()[1] == "Bea" })
			if len(c.remote) == 2 {
				title := ""
				for _, r := range uitest.FindAll[*widget.RichText](w.Content()) {
					if s := r.String(); strings.HasPrefix(s, "Chess 2016") {
						title = s
					}
				}
				if !strings.Contains(title, "vs Bea") {
					t.Errorf("the host's title reads %q", title)
				}
			} else {
				// a round: the host's seat, then Bea's, and the seats after
				gm := guest.Table().Match()
				for len(hm.History()) < 4 {
					m := hm
					if c.remote[hm.Position().ToMove()] {
						m = gm
					}
					n := len(hm.History())
					if err := m.Play(m.Position().LegalMoves(nil)[0]); err != nil {
						t.Fatal(err)
					}
					q.RunUntil(t, func() bool { return len(hm.History()) > n && len(gm.History()) > n })
				}
				list := moveList(t, w)
				if uitest.Label(list, "Bea") == nil || uitest.Label(list, colour) != nil {
					t.Errorf("the host's move list does not name Bea (or still names %s)", colour)
				}
			}
			netwin.ShowGames(env.Network, w)
			top := w.Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("Network games… shows nothing")
			}
			// the host's entry (the guest's, in this app too, names her from the start)
			if l := uitest.Label(top, "hosted here"); l == nil || !strings.Contains(l.Text, "Bea") {
				t.Errorf("Network games… lists the host's game as %q, not naming Bea", uitest.TextOf(l))
			}
		})
	}
}

// TestNoHintForAnotherComputersSeat: the host's Hint works on its own turn only; while
// the seat played at another computer is to move, it is off.
func TestNoHintForAnotherComputersSeat(t *testing.T) {
	env, q := netTestEnv(t)
	host := hostGame(t, env, q, chessMatch(t, "chess-2016", 37), false, true)
	w := env.wins[host.Table().Match()]
	w.Resize(defaultGameContent)
	hint := func() *widget.Button {
		for _, b := range findAllButtons(w.Content()) {
			if b.Text == "Hint" {
				return b
			}
		}
		t.Fatal("no Hint button")
		return nil
	}
	if hint().Disabled() {
		t.Fatal("Hint is off on the host's own turn")
	}
	drag(t, findBoard(w.Content()), "e3", "e5")
	q.RunUntil(t, func() bool { return len(host.Table().Snapshot().History) == 1 })
	if !hint().Disabled() {
		t.Error("Hint is on while the remote seat is to move")
	}
}
