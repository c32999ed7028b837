package cards

import (
	"sort"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
)

// kinds lists every kind of piece of e in pieces.Kind order: those of its start positions
// over every setup, mode and option value, those its first moves bring in (promotions,
// pieces left behind), and those its help text says come only in play (a Slicer, a
// Racecar).
func kinds(e games.Entry) ([]pieces.Kind, error) {
	set := map[pieces.Kind]bool{}
	for _, cfg := range configs(e) {
		p, err := e.Game.Start(cfg)
		if err != nil {
			return nil, err
		}
		for c := 0; c < p.Board().Len(); c++ {
			if k := p.At(boards.Cell(c)).Kind; k != pieces.None {
				set[k] = true
			}
		}
		for pl := 0; pl < len(e.Game.Players(cfg)); pl++ {
			for _, r := range p.Reserve(pieces.Player(pl)) {
				set[r.Kind] = true
			}
		}
		if cfg.Setup <= 1 {
			for _, m := range p.LegalMoves(nil) {
				set[m.Piece], set[m.Promote], set[m.Leave] = true, true, true
			}
		}
	}
	for _, k := range e.Descriptor.Later {
		set[k] = true
	}
	delete(set, pieces.None)
	out := make([]pieces.Kind, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out, nil
}

// configs lists the configurations whose start positions kinds reads: every setup (or
// none), every mode, and every value of each option with the others at their defaults.
func configs(e games.Entry) []rules.Config {
	g := e.Game
	setups := []int{0}
	if n := g.Setups(e.Variant); n > 0 {
		setups = setups[:0]
		for i := 1; i <= n; i++ {
			setups = append(setups, i)
		}
	}
	modes := rules.ModesOf(g)
	opts := []map[string]string{nil}
	for _, o := range g.Options() {
		for _, v := range o.Values {
			if v != o.Default && v != o.Values[0] {
				opts = append(opts, map[string]string{o.Key: v})
			}
		}
	}
	var out []rules.Config
	for _, o := range opts {
		for _, m := range modes {
			for _, s := range setups {
				out = append(out, rules.Config{Variant: e.Variant, Setup: s, Mode: m, Options: o})
			}
		}
	}
	return out
}
