package helptext

import (
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/dinoczars"
	"oddboards/rules/games"
)

// TestMarkdownLists: list items run together, paragraphs are apart.
func TestMarkdownLists(t *testing.T) {
	s := rules.Section{Title: "T", Paragraphs: []string{"a", "- b", "- c", "d"}}
	if got, want := SectionMarkdown(s), "## T\n\na\n\n- b\n- c\n\nd\n\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if plain("a **b** c") != "a b c" {
		t.Error("plain kept the marks")
	}
}

// TestFor: the help of an ID is its descriptor's, found for every game and no other.
func TestFor(t *testing.T) {
	for _, id := range games.IDs() {
		g, ok := For(id)
		if !ok || g.ID != id || g.Title == "" || len(g.Kinds) == 0 {
			t.Fatalf("For(%s) = %+v, %v", id, g, ok)
		}
		md := g.markdown()
		if !strings.HasPrefix(md, g.Intro+"\n\n") || !strings.Contains(md, "## The aim\n\n") {
			t.Errorf("%s: the Markdown starts %q", id, rules.Excerpt(md, 80))
		}
		for _, k := range g.Kinds {
			if g.piece(k) == "" || Piece(id, k) != g.piece(k) {
				t.Errorf("%s: no sentence for %s", id, k)
			}
		}
	}
	if _, ok := For("chess-3000"); ok {
		t.Error("help for an unknown game")
	}
	if Piece("chess-3000", pieces.King) != "" || Piece(dinoczars.ID, pieces.King) != "" {
		t.Error("a sentence for a kind outside its game")
	}
	if got := stays(dinoczars.ID, pieces.Egg); !strings.Contains(got, "counts down") {
		t.Errorf("an egg's move in place: %q", got)
	}
	if l := later(dinoczars.ID); len(l) != 0 {
		t.Errorf("Dino-Czars has kinds only in play: %v", l)
	}
}
