package netwin

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/internal/netplay"
	"oddboards/internal/netplay/natstest"
	"oddboards/ui/shell"
	"oddboards/ui/uitest"
)

// TestHostRemovesAConnectedPlayer: the host's Invitations dialog lists who is connected
// (the guest by seat and name, a spectator), with Remove… for the remote seat only;
// removing the guest, once confirmed, gives a new invitation; the guest's old invitation
// and session open the game no more, the guest's table is told (its window says so:
// gamewin's TestARemovedPlayersWindowSaysSo), and the new line seats another player,
// whom the list then shows.
func TestHostRemovesAConnectedPlayer(t *testing.T) {
	n, wins, q := netTest(t)
	host := hostFromDialog(t, n, q, chessMatch(t), false, true)
	hm := host.t.Match()
	old := host.t.Invitations(host.public)[0].String()
	w, guest := joinInvited(t, n, wins, q, host)
	session := guest.t.Session().String()
	watch, err := host.t.Invitation(netplay.Watch, host.public)
	if err != nil {
		t.Fatal(err)
	}
	if _, watcher := joinFromDialog(t, n, q, w, hm, watch.String()); watcher == nil {
		t.Fatal("the spectators' line opened no table")
	}

	iv := openInvitations(n, w, host)
	// the server lists a connection once its login is through: Refresh as the tables'
	// heartbeats come in
	q.RunUntil(t, func() bool {
		uitest.TapButton(t, iv.rows, "Refresh")
		return uitest.Label(iv.rows, "Bea (Black) · 127.0.0.1 · for ") != nil && uitest.Label(iv.rows, "a spectator · 127.0.0.1 · for ") != nil
	})
	if n := uitest.CountButtons(iv.rows, "Remove…"); n != 1 {
		t.Fatalf("%d Remove… buttons, want Black's alone", n)
	}

	uitest.TapButton(t, iv.rows, "Remove…")
	confirm := w.Canvas().Overlays().Top()
	const ask = "Remove Bea from Black? Their invitation and session stop working; you get a new invitation for the seat to give someone."
	if uitest.Label(confirm, ask) == nil {
		t.Fatalf("the confirmation does not ask %q", ask)
	}
	uitest.TapButton(t, confirm, "Remove")
	q.RunUntil(t, func() bool { return uitest.Label(iv.notice, "Bea no longer has Black.") != nil })
	n.env.App.Clipboard().SetContent("")
	uitest.TapButton(t, iv.notice, "Copy")
	fresh := n.env.App.Clipboard().Content()
	if inv, err := netplay.ParseInvitation(fresh); err != nil || inv.Seat != 1 || fresh == old {
		t.Fatalf("the new invitation %q (%v) is not a new one for Black; the old was %q", fresh, err, old)
	}
	if uitest.Label(iv.rows, fresh) == nil || uitest.Label(iv.rows, "Send each player their line") == nil {
		t.Error("the invitations do not list Black's new one")
	}
	for _, l := range uitest.FindAll[*widget.Label](iv.rows) {
		if l.Text == "Bea" { // the seat keeps the removed player's name: the colour names it
			t.Error("the new invitation is listed as Bea's")
		}
	}

	// the old invitation and the guest's session open nothing now
	for _, line := range []string{old, session} {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		tb, err := netplay.Join(ctx, line, netplay.Options{Name: "Eve", Timeout: 5 * time.Second})
		cancel()
		if err == nil {
			tb.Close()
			t.Errorf("%q still opens the game", line)
		} else if !strings.Contains(err.Error(), "does not know this invitation") {
			t.Errorf("%q fails for another reason: %v", line, err)
		}
	}
	// the guest's table notes it (its window's network pane shows the last note)
	q.RunUntil(t, func() bool {
		notes := guest.t.Notes()
		return len(notes) > 0 && strings.Contains(notes[len(notes)-1], "no longer lets this table in")
	})
	uitest.TapButton(t, iv.rows, "Refresh")
	if l := uitest.Label(iv.rows, "Black · invited, not joined yet"); l == nil || uitest.Label(iv.rows, "(Black) · 127.0.0.1") != nil {
		t.Errorf("after the removal the list reads %q", uitest.LabelTexts(iv.rows))
	}

	// the new line seats another player
	nd := showNetwork(n, w, hm)
	nd.invitation.SetText(fresh)
	nd.name.SetText("Cid")
	test.Tap(nd.joinBtn)
	q.RunUntil(t, func() bool {
		uitest.TapButton(t, iv.rows, "Refresh")
		return uitest.Label(iv.rows, "Cid (Black) · 127.0.0.1 · for ") != nil || !nd.joinBtn.Disabled()
	})
	if uitest.Label(iv.rows, "Cid (Black) · 127.0.0.1 · for ") == nil {
		t.Fatalf("the new invitation seats nobody: %q; the list reads %q", nd.status.Text, uitest.LabelTexts(iv.rows))
	}
}

// TestRemovalFailsInOneSentence: withdrawing an invitation nobody took asks so; with the
// server gone it fails, and says so in a plain sentence, and Remove… works again.
func TestRemovalFailsInOneSentence(t *testing.T) {
	n, wins, q := netTest(t)
	host := hostFromDialog(t, n, q, chessMatch(t), false, true)
	w := wins.WindowOf(host.t.Match())
	iv := openInvitations(n, w, host)
	if uitest.Label(iv.rows, "Black · invited, not joined yet") == nil {
		t.Fatalf("the list reads %q", uitest.LabelTexts(iv.rows))
	}
	n.server.Close()
	n.Options.Timeout = 200 * time.Millisecond // the request's bound: the server is gone
	uitest.TapButton(t, iv.rows, "Remove…")
	confirm := w.Canvas().Overlays().Top()
	if uitest.Label(confirm, "Withdraw Black's invitation? It stops working;") == nil {
		t.Fatalf("the confirmation reads %q", uitest.LabelTexts(confirm))
	}
	uitest.TapButton(t, confirm, "Remove")
	if uitest.CountButtons(iv.rows, "Remove…") != 0 || uitest.Label(iv.notice, "Withdrawing Black's invitation…") == nil {
		t.Error("Remove… stays on while its request is on its way, or the dialog does not say it is")
	}
	var msg *widget.Label
	q.RunUntil(t, func() bool {
		msg = uitest.Label(w.Canvas().Overlays().Top(), "Black's invitation still works: the game server")
		return msg != nil
	})
	if strings.Contains(msg.Text, ".") || strings.Contains(strings.ToLower(msg.Text), "nats") { // one sentence, no library text
		t.Errorf("the error reads %q", msg.Text)
	}
	if uitest.CountButtons(iv.rows, "Remove…") != 1 || iv.notice.Visible() {
		t.Error("after the failure Remove… is off, or the notice still shows")
	}
}

// TestConnectionsOnlyOnTheAppsOwnServer: a game hosted on a server the app does not run
// (--server) lists no connections, nor offers Remove…, and says why in a line.
func TestConnectionsOnlyOnTheAppsOwnServer(t *testing.T) {
	n, wins, q := netTest(t)
	n.Options.Server = natstest.OpenServer(t)
	host := hostFromDialog(t, n, q, chessMatch(t), false, true)
	iv := openInvitations(n, wins.WindowOf(host.t.Match()), host)
	if uitest.Label(iv.rows, "Shown only for games on this app's own server") == nil {
		t.Errorf("the dialog reads %q", uitest.LabelTexts(iv.rows))
	}
	if uitest.CountButtons(iv.rows, "Remove…")+uitest.CountButtons(iv.rows, "Refresh") != 0 {
		t.Error("Remove… or Refresh offered where the connections cannot be listed")
	}
	if uitest.CountButtons(iv.rows, "Copy") != 2 { // Black's and the spectators'
		t.Errorf("%d invitations", uitest.CountButtons(iv.rows, "Copy"))
	}
}

// TestRemoveConfirmationKeepsItsIconBesideTheText: the question's icon is drawn beside
// its text; Escape answers no, and gives the window back its own keys.
func TestRemoveConfirmationKeepsItsIconBesideTheText(t *testing.T) {
	w := test.NewTempWindow(t, widget.NewLabel("game"))
	w.Resize(fyne.NewSize(900, 700))
	keys := 0
	w.Canvas().SetOnTypedKey(func(*fyne.KeyEvent) { keys++ })
	yes := false
	shell.AskConfirm("Remove a player", "Remove Bea from Black? Their invitation and session stop working; you get a new invitation for the seat to give someone.",
		"Remove", w, func() { yes = true })
	top := w.Canvas().Overlays().Top()
	text := uitest.Label(top, "Remove Bea from Black?")
	icons := uitest.FindAll[*widget.Icon](top)
	if text == nil || len(icons) != 1 {
		t.Fatalf("the dialog has text %q and %d icons", uitest.TextOf(text), len(icons))
	}
	if ti, ii := uitest.AreaOf(text), uitest.AreaOf(icons[0]); ti.Meets(ii) {
		t.Errorf("the icon at %v is drawn over the text at %v", ii, ti)
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if yes || w.Canvas().Overlays().Top() != nil {
		t.Fatalf("Escape answered yes (%v), or left the dialog open", yes)
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if keys != 1 {
		t.Error("the window's own keys are not back")
	}
}

func TestConnectedFor(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{0, "for under a minute"},
		{59 * time.Second, "for under a minute"},
		{5*time.Minute + 30*time.Second, "for 5 min"},
		{2 * time.Hour, "for 2 h"},
		{26*time.Hour + 3*time.Minute, "for 26 h 3 min"},
	} {
		if got := connectedFor(c.d); got != c.want {
			t.Errorf("connectedFor(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}
