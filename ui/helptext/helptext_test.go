package helptext_test

import (
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/dinoczars"
	"oddboards/ui/helptext"
)

// TestMarkdownLists: list items run together, paragraphs are apart.
func TestMarkdownLists(t *testing.T) {
	s := rules.Section{Title: "T", Paragraphs: []string{"a", "- b", "- c", "d"}}
	if got, want := helptext.SectionMarkdown(s), "## T\n\na\n\n- b\n- c\n\nd\n\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if helptext.Plain("a **b** c") != "a b c" {
		t.Error("Plain kept the marks")
	}
}

// TestFor: the help of an ID is its descriptor's, found for every game and no other.
func TestFor(t *testing.T) {
	for _, id := range helptext.IDs() {
		g, ok := helptext.For(id)
		if !ok || g.ID != id || g.Title == "" || len(g.Kinds) == 0 {
			t.Fatalf("For(%s) = %+v, %v", id, g, ok)
		}
		md := g.Markdown()
		if !strings.HasPrefix(md, g.Intro+"\n\n") || !strings.Contains(md, "## The aim\n\n") {
			t.Errorf("%s: the Markdown starts %q", id, rules.Excerpt(md, 80))
		}
		for _, k := range g.Kinds {
			if g.Piece(k) == "" || helptext.Piece(id, k) != g.Piece(k) {
				t.Errorf("%s: no sentence for %s", id, k)
			}
		}
	}
	if _, ok := helptext.For("chess-3000"); ok {
		t.Error("help for an unknown game")
	}
	if helptext.Piece("chess-3000", pieces.King) != "" || helptext.Piece(dinoczars.ID, pieces.King) != "" {
		t.Error("a sentence for a kind outside its game")
	}
	if got := helptext.Stays(dinoczars.ID, pieces.Egg); !strings.Contains(got, "counts down") {
		t.Errorf("an egg's move in place: %q", got)
	}
	if later := helptext.Later(dinoczars.ID); len(later) != 0 {
		t.Errorf("Dino-Czars has kinds only in play: %v", later)
	}
}
