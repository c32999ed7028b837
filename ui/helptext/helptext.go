// Package helptext is what the help window and the printed piece sheet say about each
// game: the aim, how a turn goes, the special rules, the interpretations this program
// plays where the original pages are silent (with the options that change them), and one
// sentence per kind of piece. It is written in our own words from the project's rules
// files (docs/rules/ in the repository), which are the authority; it imports no Fyne.
//
// Text is light Markdown, as Fyne's RichText reads it: paragraphs, "- " list items and
// **bold**.
package helptext

import (
	"strings"

	"oddboards/pieces"
)

// Section is a titled part of a game's rules.
type Section struct {
	Title      string
	Paragraphs []string // each a paragraph or a "- " list item
}

// Game is the help of one game or variant.
type Game struct {
	ID       string
	Title    string
	Intro    string // one line under the title
	Sections []Section
	// Kinds lists the pieces described, in the order the help shows them.
	Kinds []pieces.Kind
	// Later are the kinds that never stand in a starting army but come in play
	// (promotions: a Slicer, a Racecar).
	Later []pieces.Kind
	piece map[pieces.Kind]string
	// stays says what a kind's move in place that neither turns nor changes it does
	// (a Dino-Czars egg counts down), in words that follow "In place: ".
	stays map[pieces.Kind]string
}

// Piece is the sentence on how k moves in this game, or "".
func (g Game) Piece(k pieces.Kind) string { return g.piece[k] }

// Stays says what k's move in place that neither turns nor changes it does, or "".
func (g Game) Stays(k pieces.Kind) string { return g.stays[k] }

// For returns the help of a game ID ("chess-56", "dino-czars", …).
func For(id string) (Game, bool) {
	mk, ok := catalogue[id]
	if !ok {
		return Game{}, false
	}
	return mk(), true
}

// IDs lists the game IDs with help.
func IDs() []string {
	return []string{"chess-2016", "chess-56", "chess-112", "dino-czars", "pothole-chess",
		"clash-of-command", "antarctic-chess"}
}

// Piece is the sentence on how k moves in game id, or "" if there is none.
func Piece(id string, k pieces.Kind) string {
	g, ok := For(id)
	if !ok {
		return ""
	}
	return g.Piece(k)
}

// Stays says what k's move in place that neither turns nor changes it does in game id
// ("counts down one step (gestates)"), or "".
func Stays(id string, k pieces.Kind) string {
	g, _ := For(id)
	return g.Stays(k)
}

// Kinds lists the kinds the help of game id describes.
func Kinds(id string) []pieces.Kind {
	g, _ := For(id)
	return g.Kinds
}

// Later lists the kinds of game id that come only in play (promotions).
func Later(id string) []pieces.Kind {
	g, _ := For(id)
	return g.Later
}

// Markdown is the whole rules text of g (without the piece sentences): one "##" heading
// per section.
func (g Game) Markdown() string {
	var b strings.Builder
	if g.Intro != "" {
		b.WriteString(g.Intro + "\n\n")
	}
	for _, s := range g.Sections {
		b.WriteString(s.Markdown())
	}
	return b.String()
}

// Markdown is one section with its heading.
func (s Section) Markdown() string {
	var b strings.Builder
	b.WriteString("## " + s.Title + "\n\n")
	for i, p := range s.Paragraphs {
		b.WriteString(p + "\n")
		// list items run together; anything else ends with a blank line
		next := i+1 < len(s.Paragraphs) && strings.HasPrefix(s.Paragraphs[i+1], "- ")
		if !(strings.HasPrefix(p, "- ") && next) {
			b.WriteString("\n")
		}
	}
	return b.String()
}

// Plain is s without Markdown marks, for places that show plain text (tooltips).
func Plain(s string) string {
	return strings.ReplaceAll(s, "**", "")
}

var catalogue = map[string]func() Game{
	"chess-2016":       func() Game { return chess("chess-2016") },
	"chess-56":         func() Game { return chess("chess-56") },
	"chess-112":        func() Game { return chess("chess-112") },
	"dino-czars":       dinoCzars,
	"pothole-chess":    potholeChess,
	"clash-of-command": clashOfCommand,
	"antarctic-chess":  antarcticChess,
}

// kinds builds the ordered kind list and sentence map from pairs.
func kinds(g *Game, pairs ...any) {
	g.piece = map[pieces.Kind]string{}
	for i := 0; i+1 < len(pairs); i += 2 {
		k := pairs[i].(pieces.Kind)
		g.Kinds = append(g.Kinds, k)
		g.piece[k] = pairs[i+1].(string)
	}
}
