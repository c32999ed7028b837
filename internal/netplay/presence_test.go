//go:build !js

package netplay

import (
	"testing"

	"oddboards/rules"
)

// Who is at the table: the host hears a guest who joins and its goodbye; the guest hears
// the host, which stands for the seats at its machine; a seat not yet taken is away; the
// hosted server lets no one say another seat is there.
func TestPresence(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	spec := Spec{Game: "pothole-chess", Remote: []bool{false, true, true, false}, Computers: []string{"", "", "", "level:1"}}
	host := hostTable(t, ctx, srv, spec, Options{})
	invs := host.Invitations("")
	if len(invs) != 2 {
		t.Fatalf("invitations: %v", invs)
	}
	guest, err := Join(ctx, invs[0].String(), Options{Name: "Red"})
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, guest)

	waitUntil(t, ctx, host, func() bool { return host.Present(1) }, func() string { return "the host never heard the guest" })
	waitUntil(t, ctx, guest, func() bool { return guest.Present(0) && guest.Present(3) },
		func() string { return "the guest never heard the host" })
	for _, c := range []struct {
		tb   *Table
		seat rules.Player
		want bool
	}{
		{host, 0, true}, {host, 2, false}, {host, 3, true},
		{guest, 1, true}, {guest, 2, false},
	} {
		if got := c.tb.Present(c.seat); got != c.want {
			t.Errorf("%s: seat %d present %v, want %v", seatToken(c.tb.Seat()), c.seat, got, c.want)
		}
	}

	// the guest's connection says seat 2 is here (refused by the server), then leaves
	if err := guest.conn().nc.Publish(presenceSubject(guest.Game(), 2), []byte(sayHere)); err != nil {
		t.Fatal(err)
	}
	guest.Close()
	waitUntil(t, ctx, host, func() bool { return !host.Present(1) }, func() string { return "the guest's goodbye was not heard" })
	if host.Present(2) {
		t.Error("the guest's connection said seat 2 was there, and the host believed it")
	}
}
