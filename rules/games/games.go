// Package games is the catalogue of the games Oddboards plays: one entry per game or
// variant ID used on the command line and in saved games.
package games

import (
	"fmt"
	"strings"

	"oddboards/rules"
	"oddboards/rules/antarctic"
	"oddboards/rules/chess2016"
	"oddboards/rules/clash"
	"oddboards/rules/dinoczars"
	"oddboards/rules/pothole"
)

// Entry is one playable game or variant.
type Entry struct {
	ID          string // "chess-56", as on the command line
	Name        string // "Chess 56"
	Game        rules.Game
	Variant     string // the Config.Variant that selects it
	DiceExample string // how its setups are named by dice, if they are
}

// All lists the games in the order the launcher shows them.
func All() []Entry {
	chess := chess2016.New()
	return []Entry{
		{ID: "chess-2016", Name: "Chess 2016", Game: chess, Variant: "chess-2016", DiceExample: "1-2-3/4/5"},
		{ID: "chess-56", Name: "Chess 56", Game: chess, Variant: "chess-56", DiceExample: "1-2-3"},
		{ID: "chess-112", Name: "Chess 112", Game: chess, Variant: "chess-112", DiceExample: "1-2-3/swap"},
		{ID: dinoczars.ID, Name: "Dino-Czars", Game: dinoczars.New(), Variant: dinoczars.ID},
		{ID: clash.ID, Name: "Clash of Command", Game: clash.New(), Variant: clash.ID},
		{ID: pothole.ID, Name: "4-Player Pothole Chess", Game: pothole.New(), Variant: pothole.ID},
		{ID: antarctic.ID, Name: "Antarctic Chess", Game: antarctic.New(), Variant: antarctic.ID},
	}
}

// IDs lists the game IDs.
func IDs() []string {
	var ids []string
	for _, e := range All() {
		ids = append(ids, e.ID)
	}
	return ids
}

// Lookup finds a game by ID.
func Lookup(id string) (Entry, error) {
	for _, e := range All() {
		if e.ID == id {
			return e, nil
		}
	}
	return Entry{}, fmt.Errorf("unknown game %q (one of %s)", rules.Excerpt(id, 40), strings.Join(IDs(), ", "))
}

// Title names the game m is played as: the entry of its variant ("Chess 56"), else the
// game's own name.
func Title(g rules.Game, cfg rules.Config) string {
	for _, e := range All() {
		if e.Game.ID() == g.ID() && e.Variant == cfg.Variant {
			return e.Name
		}
	}
	return g.Name()
}
