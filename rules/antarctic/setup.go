package antarctic

import (
	"fmt"
	"sort"
	"strings"

	"oddboards/boards"
	"oddboards/rules"
)

// Mode codes, as the seed names them.
const (
	mode2U = "2U" // Predators (pack) against Penguins (three colonies)
	Mode2S = "2S" // Gold and Red, one combined group each
	mode2L = "2L" // Gold and Red, three combined groups each
	mode3S = "3S" // Gold, Red, Blue, one group each
	mode3L = "3L" // Gold, Red, Blue, two groups each
	mode4U = "4U" // Predators (pack) against three Penguin players (a colony each)
	mode6E = "6E" // six players, one group each
	Mode7U = "7U" // Predators (double pack) against six Penguin players

	DefaultMode = Mode2S
)

// Modes lists the mode codes in the seed's order.
func Modes() []string {
	return []string{mode2U, Mode2S, mode2L, mode3S, mode3L, mode4U, mode6E, Mode7U}
}

// force is what a player brings to the board.
type force uint8

const (
	fGroups     force = iota // combined groups on the seat's arms
	fColonies                // Penguin colonies on the seat's arms
	fPack                    // the Predator pack on the centre plate
	fDoublePack              // the double pack
)

// seat is one player of a mode.
type seat struct {
	name, colour string
	force        force
	arms         []int // arms of its groups or colonies
}

// mode is one of the eight ways to play.
type mode struct {
	code    string
	title   string
	seats   []seat
	unequal bool   // seat 0 is the Predators; the others are Penguin players
	royal   uint16 // kinds (bit per kind index) that keep a player in and win on the centre
}

const (
	royalEmperor = 1 << kEmperor
	royalOrKing  = 1<<kEmperor | 1<<kKing
)

var modes = map[string]*mode{
	mode2U: {code: mode2U, title: "2 players, unequal forces", unequal: true, royal: royalEmperor, seats: []seat{
		{"Predators", "black", fPack, nil},
		{"Penguins", "white", fColonies, []int{0, 2, 4}},
	}},
	Mode2S: {code: Mode2S, title: "2 players, small equal forces", royal: royalEmperor, seats: []seat{
		{"Gold", "gold", fGroups, []int{0}},
		{"Red", "red", fGroups, []int{3}},
	}},
	mode2L: {code: mode2L, title: "2 players, large equal forces", royal: royalEmperor, seats: []seat{
		{"Gold", "gold", fGroups, []int{0, 2, 4}},
		{"Red", "red", fGroups, []int{1, 3, 5}},
	}},
	mode3S: {code: mode3S, title: "3 players, small equal forces", royal: royalEmperor, seats: []seat{
		{"Gold", "gold", fGroups, []int{0}},
		{"Red", "red", fGroups, []int{2}},
		{"Blue", "blue", fGroups, []int{4}},
	}},
	mode3L: {code: mode3L, title: "3 players, large equal forces", royal: royalEmperor, seats: []seat{
		{"Gold", "gold", fGroups, []int{0, 3}},
		{"Red", "red", fGroups, []int{2, 5}},
		{"Blue", "blue", fGroups, []int{4, 1}},
	}},
	mode4U: {code: mode4U, title: "4 players, unequal forces", unequal: true, royal: royalEmperor, seats: []seat{
		{"Predators", "black", fPack, nil},
		{"Gold Penguins", "gold", fColonies, []int{0}},
		{"Red Penguins", "red", fColonies, []int{2}},
		{"Blue Penguins", "blue", fColonies, []int{4}},
	}},
	mode6E: {code: mode6E, title: "6 players, equal forces", royal: royalOrKing, seats: []seat{
		{"Gold", "gold", fGroups, []int{0}},
		{"Cyan", "cyan", fGroups, []int{1}},
		{"Brown", "brown", fGroups, []int{2}},
		{"Green", "green", fGroups, []int{3}},
		{"Blue", "blue", fGroups, []int{4}},
		{"Tan", "tan", fGroups, []int{5}},
	}},
	Mode7U: {code: Mode7U, title: "7 players, unequal forces", unequal: true, royal: royalEmperor, seats: []seat{
		{"Predators", "black", fDoublePack, nil},
		{"Gold Penguins", "gold", fColonies, []int{0}},
		{"Cyan Penguins", "cyan", fColonies, []int{1}},
		{"Brown Penguins", "brown", fColonies, []int{2}},
		{"Green Penguins", "green", fColonies, []int{3}},
		{"Blue Penguins", "blue", fColonies, []int{4}},
		{"Tan Penguins", "tan", fColonies, []int{5}},
	}},
}

// lookupMode finds a mode ("" is the default, 2S); codes are read case-insensitively.
func lookupMode(code string) (*mode, error) {
	if code == "" {
		code = DefaultMode
	}
	if m, ok := modes[strings.ToUpper(strings.TrimSpace(code))]; ok {
		return m, nil
	}
	return nil, fmt.Errorf("antarctic chess has no mode %q (modes: %s)", code, strings.Join(Modes(), ", "))
}

// turnOf is how far the board turns counter-clockwise to bring arm k (which points
// 60k° counter-clockwise from east) to the bottom (270°).
func turnOf(arm int) float64 { return float64(((270-60*arm)%360 + 360) % 360) }

// players describes the seats. The Predators, who have no arm, sit like the Penguins'
// first colony (arm 0 at the bottom).
func (m *mode) players() []rules.PlayerInfo {
	out := make([]rules.PlayerInfo, len(m.seats))
	for i, s := range m.seats {
		arm := 0
		if len(s.arms) > 0 {
			arm = s.arms[0]
		}
		out[i] = rules.PlayerInfo{Name: s.name, Colour: s.colour, Turn: turnOf(arm)}
	}
	return out
}

// placement is one piece of an initial array.
type placement struct {
	cell, kind, owner int
}

// armVectors returns u, v and w of arm k: u = u_k, v = u_{k+1}, w = u_{k−1}.
func armVectors(k int) (u, v, w boards.Cube) {
	return boards.HexDirs[k%6], boards.HexDirs[(k+1)%6], boards.HexDirs[(k+5)%6]
}

// colony is a Penguin colony on the twigs of arm k.
func colony(k int) map[boards.Cube]int {
	u, v, w := armVectors(k)
	t := u.Scale(10)
	sv, sw := u.Scale(7).Add(v.Scale(3)), u.Scale(7).Add(w.Scale(3))
	return map[boards.Cube]int{
		t:        kEmperor,
		t.Sub(v): kKing, t.Sub(w): kKing,
		t.Sub(u): kRockhopper, sv.Sub(v): kRockhopper, sw.Sub(w): kRockhopper,
		t.Add(v): kFairy, t.Add(w): kFairy, sv.Add(v): kFairy, sw.Add(w): kFairy,
		sv: kGentoo, sw: kGentoo,
	}
}

// groupPredators are a combined group's Predators around A = 6u of arm k.
func groupPredators(k int) map[boards.Cube]int {
	u, v, w := armVectors(k)
	a := u.Scale(6)
	return map[boards.Cube]int{
		a: kOrca, a.Sub(u): kLeopard, a.Add(u): kElephant,
		a.Add(v): kPetrel, a.Add(w): kPetrel, a.Sub(v): kSkua, a.Sub(w): kSkua,
	}
}

// seals is the Leopard, Elephant, Petrel, Leopard, Elephant, Petrel ring of the packs.
var seals = [6]int{kLeopard, kElephant, kPetrel, kLeopard, kElephant, kPetrel}

// pack is the Predator pack on the centre plate; double adds the second one.
func pack(double bool) map[boards.Cube]int {
	out := map[boards.Cube]int{}
	if !double {
		out[boards.Cube{}] = kOrca
	} else {
		out[boards.HexDirs[1]] = kOrca
		out[boards.HexDirs[4]] = kOrca
	}
	for k := 0; k < 6; k++ {
		out[boards.HexDirs[k].Scale(3)] = kSkua
		out[boards.HexDiagonals[k]] = seals[k]
		if double {
			out[boards.HexDirs[k].Scale(4)] = kSkua
			out[boards.HexDiagonals[k].Scale(2)] = seals[k]
		}
	}
	return out
}

// array lays out mode m's forces, in cell order.
func (m *mode) array() []placement {
	var out []placement
	add := func(owner int, pcs map[boards.Cube]int) {
		for h, k := range pcs {
			c, ok := cellAt[h]
			if !ok {
				panic(fmt.Sprintf("antarctic: %s array: %v is off the board", m.code, h))
			}
			out = append(out, placement{c, k, owner})
		}
	}
	for i, s := range m.seats {
		switch s.force {
		case fPack:
			add(i, pack(false))
		case fDoublePack:
			add(i, pack(true))
		case fColonies:
			for _, k := range s.arms {
				add(i, colony(k))
			}
		case fGroups:
			for _, k := range s.arms {
				add(i, colony(k))
				add(i, groupPredators(k))
			}
		}
	}
	sort.Slice(out, func(a, b int) bool { return out[a].cell < out[b].cell })
	return out
}
