package gamewin

import (
	"testing"

	"oddboards/internal/netplay"
)

// TestConnText: the connection's line says connected or reconnecting, the moves waiting
// for the server, and the latest note, but not a note on the connection that says no
// more than the line does (after a lost and found connection it is one line again).
func TestConnText(t *testing.T) {
	refused := "Your move e5 was not taken (not your turn): it is taken back; play again."
	for _, c := range []struct {
		name      string
		connected bool
		waiting   []string
		notes     []string
		want      string
	}{
		{"new", true, nil, nil, "Network game g1 · connected"},
		{"lost", false, nil, []string{netplay.LostTouch}, "Network game g1 · reconnecting…\n" + netplay.LostTouch},
		{"back", true, nil, []string{netplay.LostTouch, netplay.BackInTouch}, "Network game g1 · connected"},
		{"back before the note", true, nil, []string{netplay.LostTouch}, "Network game g1 · connected"},
		{"a move refused", true, nil, []string{netplay.BackInTouch, refused}, "Network game g1 · connected\n" + refused},
		{"one move waits", false, []string{"e5"}, []string{netplay.LostTouch},
			"Network game g1 · reconnecting…\nYour move e5 is waiting for the server: it is sent when the server is back."},
		{"two moves wait", false, []string{"e5", "d5"}, nil,
			"Network game g1 · reconnecting…\nYour 2 moves are waiting for the server: they are sent when the server is back."},
	} {
		if got := connText("g1", c.connected, c.waiting, c.notes); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
