package netwin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/ui/uitest"
)

// launcherWindow stands in for the launcher, which shows the network dialogs of its
// Host…, Join… and Resume… over itself.
func launcherWindow(t *testing.T) fyne.Window {
	w := test.NewTempWindow(t, widget.NewLabel("launcher"))
	w.Resize(fyne.NewSize(960, 700)) // the launcher's size
	return w
}

// TestLauncherHostsAndJoins: Host… hosts the game as the launcher sets it up, and shows
// its invitations; Join… offers the invitation the clipboard holds and takes its seat.
func TestLauncherHostsAndJoins(t *testing.T) {
	n, wins, q := netTest(t)
	w := launcherWindow(t)
	m := uitest.Match(t, "chess-2016", rules.Config{Setup: 37}, "Ann", "Black")
	nd := showHost(n, w, m)
	if nd.hostBtn == nil || nd.joinBtn != nil {
		t.Fatalf("Host… showed %+v, not a dialog that hosts", nd)
	}
	host := hostThrough(t, n, q, nd, false, true)
	hm := host.t.Match()
	if cfg := hm.Config(); cfg.Variant != "chess-2016" || cfg.Setup != 37 || hm.Names()[0] != "Ann" {
		t.Fatalf("hosted %+v with %q, not the launcher's game", cfg, hm.Names())
	}
	hostWin := wins.WindowOf(hm)
	if hostWin == nil {
		t.Fatal("hosting opened no game window")
	}
	if top := hostWin.Canvas().Overlays().Top(); top == nil || uitest.Label(top, "Send each player their line") == nil {
		t.Fatal("the host's window does not show the invitations")
	}
	inv := host.t.Invitations(host.public)[0].String()

	// the player copied the whole mail: the invitation is its one line that is one
	n.env.App.Clipboard().SetContent("Hello Bea, your seat:\n  " + inv + "\nAnn")
	nd = showJoin(n, w)
	if nd.joinBtn == nil || nd.hostBtn != nil {
		t.Fatalf("Join… showed %+v, not a dialog that joins", nd)
	}
	if nd.invitation.Text != inv || !strings.Contains(nd.status.Text, "clipboard") {
		t.Fatalf("Join… offers %q (%q), not the clipboard's invitation", nd.invitation.Text, nd.status.Text)
	}
	nd.name.SetText("Bea")
	test.Tap(nd.joinBtn)
	var guest *Table
	q.RunUntil(t, func() bool {
		for _, x := range n.tables {
			if x.t.Seat() == 1 {
				guest = x
			}
		}
		return guest != nil || !nd.joinBtn.Disabled()
	})
	if guest == nil {
		t.Fatalf("joining failed: %s", nd.status.Text)
	}
	q.RunUntil(t, func() bool { return hm.Names()[1] == "Bea" })
	if wins.WindowOf(guest.t.Match()) == nil {
		t.Fatal("joining opened no game window")
	}
}

// TestClipboardInvitation: what Join… offers from the clipboard.
func TestClipboardInvitation(t *testing.T) {
	const inv = "oddb1:nats://127.0.0.1:4222/k7q2m9xwab/1/SUAB"
	for _, c := range []struct{ clip, want string }{
		{inv, inv},
		{"  " + inv + "\n", inv},
		{"oddb1x:nats://h:4222/k7q2m9xwab/1/\nSUAB", "oddb1x:nats://h:4222/k7q2m9xwab/1/\nSUAB"}, // broken by a mail program
		{"Your seat:\r\n" + inv + "\r\nsee you", inv},
		{"see oddb1:nats://x", ""}, // not at the start of a line
		{"1. e5 e6", ""},
		{"", ""},
		{inv + strings.Repeat(" x", 4<<10), ""}, // no invitation is that long
	} {
		if got := clipboardInvitation(c.clip); got != c.want {
			t.Errorf("clipboardInvitation(%.60q) = %q, want %q", c.clip, got, c.want)
		}
	}
}
