// Package helptext is what the help window and the printed piece sheet say about each
// game, found by game ID: the help each game's package writes in its descriptor
// (rules.Descriptor: the aim, how a turn goes, the special rules, the interpretations,
// one sentence per kind of piece), and how that light Markdown is laid out. It imports
// no Fyne.
//
// Text is light Markdown, as Fyne's RichText reads it: paragraphs, "- " list items and
// **bold**.
package helptext

import (
	"strings"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
)

// Game is the help of one game or variant.
type Game struct {
	ID string
	rules.Help
	// Kinds lists the pieces described, in the order the help shows them.
	Kinds []pieces.Kind
	// Later are the kinds that never stand in a starting army but come in play
	// (promotions: a Slicer, a Racecar).
	Later []pieces.Kind
	d     rules.Descriptor
}

// piece is the sentence on how k moves in this game, or "".
func (g Game) piece(k pieces.Kind) string {
	ki, _ := g.d.Kind(k)
	return ki.Help
}

// stays says what k's move in place that neither turns nor changes it does, or "".
func (g Game) stays(k pieces.Kind) string {
	ki, _ := g.d.Kind(k)
	return ki.Stays
}

// For returns the help of a game ID ("chess-56", "dino-czars", …).
func For(id string) (Game, bool) {
	e, err := games.Lookup(id)
	if err != nil {
		return Game{}, false
	}
	return Game{ID: id, Help: e.Help(), Kinds: e.Descriptor.Kinds.List(), Later: e.Descriptor.Later,
		d: e.Descriptor}, true
}

// Piece is the sentence on how k moves in game id, or "" if there is none.
func Piece(id string, k pieces.Kind) string {
	g, _ := For(id)
	return g.piece(k)
}

// stays says what k's move in place that neither turns nor changes it does in game id
// ("counts down one step (gestates)"), or "".
func stays(id string, k pieces.Kind) string {
	g, _ := For(id)
	return g.stays(k)
}

// later lists the kinds of game id that come only in play (promotions).
func later(id string) []pieces.Kind {
	g, _ := For(id)
	return g.Later
}

// markdown is the whole rules text of g (without the piece sentences): one "##" heading
// per section.
func (g Game) markdown() string {
	var b strings.Builder
	if g.Intro != "" {
		b.WriteString(g.Intro + "\n\n")
	}
	for _, s := range g.Sections {
		b.WriteString(SectionMarkdown(s))
	}
	return b.String()
}

// SectionMarkdown is one section with its heading.
func SectionMarkdown(s rules.Section) string {
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

// plain is s without Markdown marks, for places that show plain text (tooltips).
func plain(s string) string {
	return strings.ReplaceAll(s, "**", "")
}
