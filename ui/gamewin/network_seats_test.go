package gamewin

import (
	"slices"
	"testing"

	"oddboards/ui/uitest"
)

// TestResignAtTheHostsTable: in a four-player game the host resigns one of its seats,
// chosen among the seats it plays; the seat is out for the guest too.
func TestResignAtTheHostsTable(t *testing.T) {
	env, q := netTestEnv(t)
	m := namedMatch(t, "pothole-chess")
	host := hostGame(t, env, q, m, false, true, false, false)
	hm := host.Table().Match()
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
	gm := guest.Table().Match()
	q.RunUntil(t, func() bool { return gm.Position().Out(2) && hm.Position().Out(2) })
	if gm.Position().Out(0) || gm.Position().Out(3) {
		t.Fatal("another seat went out with the one resigned")
	}
}
