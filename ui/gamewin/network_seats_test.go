package gamewin

import (
	"slices"
	"strings"
	"testing"

	"oddboards/rules"

	"oddboards/ui/uitest"
)

// TestResignAtTheHostsTable: in a four-player game the host resigns one of its seats,
// chosen among the seats it plays; the seat is out for the guest too.
func TestResignAtTheHostsTable(t *testing.T) {
	env, q := netTestEnv(t)
	m := namedMatch(t, "pothole-chess")
	host := hostFromDialog(t, env, q, m, false, true, false, false)
	hm := host.t.Match()
	w, guest := joinInvited(t, env, q, host)
	uitest.TapButton(t, w.Content(), "Resign")
	top := w.Canvas().Overlays().Top()
	who := findRadio(top)
	names := hm.Names()
	if who == nil || !slices.Equal(who.Options, []string{names[0], names[2], names[3]}) {
		t.Fatalf("the host may resign %v", who)
	}
	who.SetSelected(names[2])
	uitest.TapButton(t, top, "Resign")
	gm := guest.t.Match()
	q.RunUntil(t, func() bool { return gm.Position().Out(2) && hm.Position().Out(2) })
	if gm.Position().Out(0) || gm.Position().Out(3) {
		t.Fatal("another seat went out with the one resigned")
	}
}

// The dialog offers a seat to the computer at the game's own levels, as Players… does:
// six in Pothole Chess, eight in Chess 2016, the strongest always the grandmaster.
func TestNetworkDialogOffersTheGamesLevels(t *testing.T) {
	env, _ := netTestEnv(t)
	for _, c := range []struct {
		id     string
		levels int
	}{{"pothole-chess", 6}, {"chess-2016", 8}} {
		m := newMatch(t, c.id, rules.Config{}, nil)
		w := env.OpenGame(m)
		nd := showNetwork(env, w, m)
		opts := nd.seats[0].Select.Options
		if len(opts) != 2+c.levels || !strings.HasSuffix(opts[len(opts)-1], "grandmaster") {
			t.Errorf("%s: the seat offers %q", c.id, opts)
		}
	}
}
