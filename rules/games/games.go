// Package games is the catalogue of the games Oddboards plays: one entry per game or
// variant ID used on the command line and in saved games.
package games

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"oddboards/rules"
	"oddboards/rules/antarctic"
	"oddboards/rules/chess2016"
	"oddboards/rules/clash"
	"oddboards/rules/dinoczars"
	"oddboards/rules/pothole"
	"oddboards/rules/tune"
)

// registered is a game as the catalogue holds it: its descriptor, and the evaluation
// `oddboards tune` fits (tune.Model names rules' types, so the contract cannot).
type registered struct {
	rules.Descriptor
	tune  func() tune.Model
	scale float64
}

// registry lists every game, in the order the launcher shows them. This list is the one
// place a game is registered: a new game is its package here.
func registry() []registered {
	return []registered{
		// the scales are the K of each game's last fit, in its weights.go
		{chess2016.Describe(), chess2016.Game{}.TuneModel, 0.5566},
		{dinoczars.Describe(), dinoczars.Game{}.TuneModel, 0.2267},
		{clash.Describe(), clash.Game{}.TuneModel, 0.26},
		{pothole.Describe(), pothole.Game{}.TuneModel, 0.21},
		{antarctic.Describe(), antarctic.Game{}.TuneModel, 0.5963},
	}
}

// descriptors lists every game's descriptor, in the registry's order.
func descriptors() []rules.Descriptor {
	var out []rules.Descriptor
	for _, r := range registry() {
		out = append(out, r.Descriptor)
	}
	return out
}

// Entry is one playable game or variant.
type Entry struct {
	ID          string // "chess-56", as on the command line
	Name        string // "Chess 56"
	Game        rules.Game
	Variant     string // the Config.Variant that selects it
	DiceExample string // how its setups are named by dice, if they are
	// Descriptor is the game's descriptor: its kinds of piece, and every variant's help.
	Descriptor rules.Descriptor
	// Tune is the game's evaluation as weights that `oddboards tune` can fit.
	Tune func() tune.Model
	// Scale turns the game's scores into expected results: s centipawns for a seat
	// expect 1/(1+10^(−Scale·s/400)) of a win (tune.Expected), with the K that tune
	// fitted to the game's own results.
	Scale float64
}

// Help is the help of the entry's variant.
func (e Entry) Help() rules.Help {
	v, _ := e.Descriptor.Variant(e.Variant)
	return v.Help
}

// catalogue is every entry, built once: a descriptor reads its game's help and builds
// its kinds and variants, too much to repeat at each Lookup or Title. Nothing changes it
// after; All hands out a copy.
var catalogue = sync.OnceValue(func() []Entry {
	var out []Entry
	for _, r := range registry() {
		for _, v := range r.Variants {
			out = append(out, Entry{ID: v.ID, Name: v.Name, Game: r.Game, Variant: v.ID,
				DiceExample: v.DiceExample, Descriptor: r.Descriptor, Tune: r.tune, Scale: r.scale})
		}
	}
	return out
})

// All lists the games in the order the launcher shows them: every variant of every
// descriptor.
func All() []Entry { return slices.Clone(catalogue()) }

// IDs lists the game IDs.
func IDs() []string {
	var ids []string
	for _, e := range catalogue() {
		ids = append(ids, e.ID)
	}
	return ids
}

// Lookup finds a game by ID.
func Lookup(id string) (Entry, error) {
	for _, e := range catalogue() {
		if e.ID == id {
			return e, nil
		}
	}
	return Entry{}, fmt.Errorf("unknown game %q (one of %s)", rules.Excerpt(id, 40), strings.Join(IDs(), ", "))
}

// Title names the game m is played as: the entry of its variant ("Chess 56"), else the
// game's own name.
func Title(g rules.Game, cfg rules.Config) string {
	for _, e := range catalogue() {
		if e.Game.ID() == g.ID() && e.Variant == cfg.Variant {
			return e.Name
		}
	}
	return g.Name()
}

// ScaleOf is the scale of the game or variant id (Entry.Scale); false for a game the
// catalogue lacks.
func ScaleOf(id string) (float64, bool) {
	e, err := Lookup(id)
	return e.Scale, err == nil
}
