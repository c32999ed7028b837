//go:build !js

package netplay

import (
	"testing"
	"time"

	"oddboards/rules"
	"oddboards/rules/games"
)

// Every game of the catalogue played to its end over the network: the host plays the
// first seat, a client at each other seat joins by invitation, and a spectator watches.
// Every client reads the same game, and its shared match shows it.
func TestEveryGameToTheEndOverTheNetwork(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	type game struct {
		id, mode string
		cap      int // plies; 0: the game must end
	}
	var list []game
	for _, e := range games.All() {
		list = append(list, game{id: e.ID})
	}
	list = append(list, game{id: "antarctic-chess", mode: "7U"})
	for _, g := range list {
		name := g.id + " " + g.mode
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			e, _ := games.Lookup(g.id)
			n := len(e.Game.Players(rules.Config{Variant: e.Variant, Mode: g.mode}))
			tbs := tables(t, ctx, srv, Spec{Game: g.id, Mode: g.mode, Remote: remoteAll(n)}, Options{})
			watch, err := tbs[0].Invitation(Watch, "")
			if err != nil {
				t.Fatal(err)
			}
			spectator, err := open(ctx, watch, Options{})
			if err != nil {
				t.Fatal(err)
			}
			closeAtEnd(t, spectator)
			driveAll(t, ctx, tbs, 3, 2000)
			s := sameGame(t, ctx, append(tbs, spectator))
			if !s.Outcome.Over() || len(s.Refusals) != 0 {
				t.Errorf("the game did not end: %d plies, %v, refusals %v", len(s.History), s.Outcome, s.Refusals)
			}
			t.Logf("%d clients, %d plies, %v in %v", len(tbs), len(s.History), s.Outcome, time.Since(start))
		})
	}
}
