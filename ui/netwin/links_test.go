package netwin

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/internal/netplay"
	"oddboards/ui/uitest"
)

// The Invitations dialog offers each line as a link to the page the host serves, which
// opens it into the seat; with no page to serve, it says why and what to build.
func TestInvitationsOfferLinks(t *testing.T) {
	for _, c := range []struct {
		name  string
		files []string // the page's folder's
		links int      // Copy link buttons: Black's and the spectators'
	}{
		{"the page built", []string{"index.html", "wasm_exec.js", "oddboards.wasm"}, 2},
		{"no page", nil, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			n, _, q := netTest(t)
			n.Options.Web = t.TempDir()
			for _, f := range c.files {
				if err := os.WriteFile(filepath.Join(n.Options.Web, f), []byte("the page's "+f), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			host := hostFromDialog(t, n, q, chessMatch(t), false, true)
			iv := openInvitations(n, gameWindow(t), host)
			defer iv.d.Hide()
			if got := uitest.CountButtons(iv.rows, "Copy link"); got != c.links {
				t.Fatalf("%d Copy link buttons, want %d", got, c.links)
			}
			if c.links == 0 {
				if uitest.Label(iv.rows, "No links for browsers: --web") == nil {
					t.Error("the dialog does not say why there are no links")
				}
				return
			}
			uitest.TapButton(t, iv.rows, "Copy link")
			link := n.env.App.Clipboard().Content()
			page, _, _ := strings.Cut(link, "#")
			inv, err := netplay.ParseInvitation(link)
			if err != nil || inv.Seat != 1 || !strings.HasPrefix(link, "http://127.0.0.1:") || page != host.Page()+"/" {
				t.Fatalf("the link %q (%v) is not Black's, at the page %s", link, err, host.Page())
			}
			r, err := http.Get(page)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(r.Body)
			r.Body.Close()
			if string(body) != "the page's index.html" {
				t.Errorf("the link's page is %q", body)
			}
		})
	}
}

// An invitation this app has joined with already, given again to Join (a page opened
// again by its link, --join again) brings back the player's kept session instead of
// failing as used up. (Join… says it is used: TestASecondGameSharesTheServer.)
func TestInvitationJoinedBeforeResumes(t *testing.T) {
	n, wins, q := netTest(t)
	host := hostFromDialog(t, n, q, chessMatch(t), false, true)
	inv := host.t.Invitations(host.public)[0].String()
	guest := func() *Table {
		for _, x := range n.tables {
			if x.t.Seat() == 1 {
				return x
			}
		}
		return nil
	}
	n.Join(inv, "Bea")
	q.RunUntil(t, func() bool { return guest() != nil })
	first := guest()
	q.RunUntil(t, func() bool { return host.t.Match().Names()[1] == "Bea" })
	wins.WindowOf(first.t.Match()).Close() // the table goes with its window
	if guest() != nil {
		t.Fatal("the guest's table stayed open without its window")
	}
	n.Join(inv, "") // an error would show over the launcher, failing the test
	q.RunUntil(t, func() bool { return guest() != nil })
	if again := guest(); again.t.Session().String() != first.t.Session().String() {
		t.Errorf("came back as %s, not with the session %s", again.t.Session(), first.t.Session())
	}
}

// --host prints each remote seat's link beside its invitation, or why there is none.
func TestHostPrintsLinks(t *testing.T) {
	for _, c := range []struct {
		name string
		page bool
		want string
	}{
		{"the page built", true, " in a browser: http://127.0.0.1:"},
		{"no page", false, "No links for browsers: --web"},
	} {
		t.Run(c.name, func(t *testing.T) {
			n, _, q := netTest(t)
			n.Options.Web = t.TempDir()
			if c.page {
				for _, f := range []string{"index.html", "wasm_exec.js", "oddboards.wasm"} {
					if err := os.WriteFile(filepath.Join(n.Options.Web, f), nil, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			var out strings.Builder
			n.Host(chessMatch(t), 0, "127.0.0.1", []int{1}, &out)
			q.RunUntil(t, func() bool { return len(n.tables) > 0 })
			q.RunUntil(t, func() bool { return strings.Contains(out.String(), ": oddb1:nats://127.0.0.1:") })
			if !strings.Contains(out.String(), c.want) {
				t.Errorf("--host printed %q, want a line with %q", out.String(), c.want)
			}
		})
	}
}

// A page opened by a link asks the player's name the first time (Join…, the link's
// invitation filled in, the name empty, Player if left so), and Enter joins as the name
// written; the link opened again brings the seat back without asking.
func TestLinkAsksTheNameOnce(t *testing.T) {
	n, _, q := netTest(t)
	host := hostFromDialog(t, n, q, chessMatch(t), false, true)
	inv := host.t.Invitations(host.public)[0].String()
	w := launcherWindow(t)
	n.JoinLink(inv, w)
	texts, buttons := uitest.Overlay(t, w)
	if !slices.Contains(texts, "Join a network game") || buttons["Join"] == nil {
		t.Fatalf("the link showed %q, not Join…", texts)
	}
	var name, invitation *widget.Entry
	for _, e := range uitest.FindAll[*widget.Entry](w.Canvas().Overlays().Top()) {
		if e.MultiLine {
			invitation = e
		} else {
			name = e
		}
	}
	if invitation == nil || invitation.Text != inv {
		t.Fatalf("Join… offers %v, not the link's invitation", invitation)
	}
	if name == nil || name.Text != "" || name.PlaceHolder != "Player" {
		t.Fatalf("the name field %v, want it empty, Player if left so", name)
	}
	test.Type(name, "Bea")
	name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // Enter joins
	q.RunUntil(t, func() bool { return host.t.Match().Names()[1] == "Bea" })
	guest := func() *Table {
		for _, x := range n.tables {
			if x.t.Seat() == 1 {
				return x
			}
		}
		return nil
	}
	q.RunUntil(t, func() bool { return guest() != nil })
	n.wins.WindowOf(guest().t.Match()).Close()
	again := launcherWindow(t)
	n.JoinLink(inv, again)
	q.RunUntil(t, func() bool { return guest() != nil })
	if top := again.Canvas().Overlays().Top(); top != nil {
		t.Error("the link opened again asked again")
	}
}
