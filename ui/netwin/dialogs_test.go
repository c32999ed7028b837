package netwin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/ui/uitest"
)

// The dialog offers a seat to the computer at the game's own levels, as Players… does:
// six in Pothole Chess, eight in Chess 2016, the strongest always the grandmaster.
func TestNetworkDialogOffersTheGamesLevels(t *testing.T) {
	n, _, _ := netTest(t)
	for _, c := range []struct {
		id     string
		levels int
	}{{"pothole-chess", 6}, {"chess-2016", 8}} {
		m := uitest.Match(t, c.id, rules.Config{})
		nd := showNetwork(n, gameWindow(t), m)
		opts := nd.seats[0].Select.Options
		if len(opts) != 2+c.levels || !strings.HasSuffix(opts[len(opts)-1], "grandmaster") {
			t.Errorf("%s: the seat offers %q", c.id, opts)
		}
	}
}

// TestHostDialogSeatChoosersLineUp: the seats' choosers start and end at one edge
// whatever their names' widths ("Red" and "Black").
func TestHostDialogSeatChoosersLineUp(t *testing.T) {
	n, _, _ := netTest(t)
	m := uitest.Match(t, "pothole-chess", rules.Config{})
	nd := showNetwork(n, gameWindow(t), m)
	first := uitest.AreaOf(nd.seats[0].Select)
	for i, sel := range nd.seats[1:] {
		if a := uitest.AreaOf(sel.Select); a.X0 != first.X0 || a.X1 != first.X1 {
			t.Errorf("seat %d's chooser spans %.0f–%.0f, the first's %.0f–%.0f", i+1, a.X0, a.X1, first.X0, first.X1)
		}
	}
	if uitest.AreaOf(nd.port).X0 != uitest.AreaOf(nd.public).X0 {
		t.Errorf("the port at %.0f, the address at %.0f", uitest.AreaOf(nd.port).X0, uitest.AreaOf(nd.public).X0)
	}
}

// TestInvitationsCopyButtonsClearTheScrollBar: with more invitations than fit, the
// Copy buttons end left of the scroll bar, which is drawn over the dialog's content.
func TestInvitationsCopyButtonsClearTheScrollBar(t *testing.T) {
	n, _, q := netTest(t)
	host := hostFromDialog(t, n, q, uitest.Match(t, "pothole-chess", rules.Config{}), false, true, true, true)
	w := gameWindow(t) // the host's window, at the game window's size
	d := ShowInvitations(n, w, host)
	defer d.Hide()
	top := w.Canvas().Overlays().Top()
	scrolls := uitest.FindAll[*container.Scroll](top)
	if len(scrolls) != 1 || scrolls[0].Content.MinSize().Height <= scrolls[0].Size().Height {
		t.Fatal("the invitations do not scroll: the test shows nothing")
	}
	bar := uitest.AreaOf(scrolls[0]).X1 - theme.ScrollBarSize()
	c := 0
	for _, b := range uitest.FindAll[*widget.Button](top) {
		if b.Text == "Copy" {
			c++
			if a := uitest.AreaOf(b); a.X1 > bar+0.5 {
				t.Errorf("a Copy button reaches %.0f, under the scroll bar from %.0f", a.X1, bar)
			}
		}
	}
	if c != 4 { // three seats and the spectators
		t.Errorf("%d Copy buttons", c)
	}
}
