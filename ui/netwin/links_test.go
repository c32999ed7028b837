package netwin

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
