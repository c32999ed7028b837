package reference

import (
	"math/rand"
	"testing"
)

// TestRandomGames plays random games and checks invariants: every player still
// in owns exactly one King, players out own nothing, corner potholes belong to
// players still in, move names are unique.
func TestRandomGames(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	kills, promos, ends := 0, 0, 0
	for g := 0; g < 60; g++ {
		s := startState(g%2 == 1)
		for ply := 0; ply < 400; ply++ {
			cs := children(s)
			if len(cs) == 0 {
				ends++
				break
			}
			seen := map[string]bool{}
			for _, c := range cs {
				if seen[c.name] {
					t.Fatalf("duplicate move %s", c.name)
				}
				seen[c.name] = true
			}
			// prefer piece moves so that things happen
			c := cs[rng.Intn(len(cs))]
			if c.name[0] == 'O' && rng.Intn(3) > 0 {
				c = cs[rng.Intn(len(cs))]
			}
			before := s.aliveCount()
			s = c.st
			if s.aliveCount() < before {
				kills++
			}
			var kings [4]int
			for _, p := range s.pc {
				if p.id == 0 {
					continue
				}
				if !s.alive[p.owner] {
					t.Fatalf("player %d is out but owns %c", p.owner, p.kind)
				}
				if p.kind == 'K' {
					kings[p.owner]++
				}
				if p.promoted {
					promos++
				}
			}
			for pl := 0; pl < 4; pl++ {
				if s.alive[pl] != (kings[pl] == 1) {
					t.Fatalf("player %d alive=%v kings=%d", pl, s.alive[pl], kings[pl])
				}
			}
			nh := 0
			for i, h := range s.hl {
				if h >= 0 {
					nh++
					if s.pc[i].id != 0 {
						t.Fatal("piece on a pothole")
					}
					if !s.holes[h].centre && !s.alive[s.holes[h].controller] {
						t.Fatal("corner pothole controlled by a player who is out")
					}
				}
			}
			if nh != 6 {
				t.Fatalf("%d potholes", nh)
			}
		}
	}
	t.Logf("king kills %d, promoted-piece sightings %d, finished games %d", kills, promos, ends)
}
