package games

import (
	"math/rand/v2"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// For every game with an editor, every mode and a few setups: a position of play made a
// draft and composed again is the same position, and every palette piece belongs to
// the game.
func TestDraftsComposeBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 2))
	for _, e := range All() {
		g := e.Game
		for _, cfg := range configs(e) {
			if len(g.Palette(cfg)) < 2*3 {
				t.Errorf("%s %+v: palette %v", e.ID, cfg, g.Palette(cfg))
			}
			p, err := e.Game.Start(cfg)
			if err != nil {
				t.Fatal(err)
			}
			for ply := 0; ply < 60; ply++ {
				if p.Outcome().Over() {
					break // composing refuses a finished game
				}
				want := p.PositionText()
				back, probs := rules.Compose(g, cfg, g.Draft(cfg, p))
				if back == nil {
					t.Fatalf("%s %+v: %s: %v", e.ID, cfg, want, probs)
				}
				if got := back.PositionText(); got != want {
					t.Fatalf("%s: %s\ncomposed as %s", e.ID, want, got)
				}
				ms := p.LegalMoves(nil)
				if len(ms) == 0 {
					break
				}
				p = p.Play(ms[rng.IntN(len(ms))])
			}
		}
	}
}

// A draft without one player's royal pieces is refused in plain words (no field
// numbers); an empty board too.
func TestDraftProblemsInPlainWords(t *testing.T) {
	royal := map[pieces.Kind]bool{pieces.King: true, pieces.Tyrannosaurus: true, pieces.Commander: true, pieces.Emperor: true}
	for _, e := range All() {
		g := e.Game
		cfg := rules.Config{Variant: e.Variant}
		p, _ := e.Game.Start(cfg)
		d := g.Draft(cfg, p)
		for c, q := range d.Placed {
			if royal[q.Kind] && q.Owner == 1 {
				delete(d.Placed, c)
			}
		}
		if _, probs := rules.Compose(g, cfg, d); len(probs) == 0 || strings.HasPrefix(probs[0].Text, "field") || probs[0].Note {
			t.Errorf("%s without player 2's royal pieces: %v", e.ID, probs)
		}
		empty := d.Clone()
		clear(empty.Placed)
		if _, probs := rules.Compose(g, cfg, empty); len(probs) == 0 {
			t.Errorf("%s: an empty board composed", e.ID)
		}
	}
}

// chessDraft is Chess 2016's start made a draft, to change a piece at a time.
type chessDraft struct {
	t   *testing.T
	g   rules.Game
	cfg rules.Config
	b   *boards.Board
	d   rules.Draft
}

func newChessDraft(t *testing.T) *chessDraft {
	e, _ := Lookup("chess-2016")
	g := e.Game
	cfg := rules.Config{Variant: e.Variant}
	p, _ := e.Game.Start(cfg)
	return &chessDraft{t: t, g: g, cfg: cfg, b: p.Board(), d: g.Draft(cfg, p)}
}

// at is the named square, which must be on the board.
func (c *chessDraft) at(name string) boards.Cell {
	at, ok := c.b.Lookup(name)
	if !ok {
		c.t.Fatalf("no %s", name)
	}
	return at
}

// put stands a piece on the named square.
func (c *chessDraft) put(name string, k pieces.Kind, owner pieces.Player) {
	c.d.Placed[c.at(name)] = pieces.Piece{Kind: k, Owner: owner, Facing: pieces.NoFacing}
}

func (c *chessDraft) compose() (rules.Position, []rules.Problem) {
	return rules.Compose(c.g, c.cfg, c.d)
}

// Chess: the side not to move may not be in check.
func TestDraftSideNotToMoveInCheck(t *testing.T) {
	c := newChessDraft(t)
	clear(c.d.Placed)
	c.put("f2", pieces.King, 0)
	c.put("f9", pieces.King, 1)
	c.put("f5", pieces.Rook, 0)
	c.d.SetField("castling", "-")
	c.d.ToMove = 1
	if pos, probs := c.compose(); pos == nil || len(probs) != 0 {
		t.Fatalf("Black in check and to move: %v", probs)
	}
	c.d.ToMove = 0
	_, probs := c.compose()
	if len(probs) != 1 || probs[0].Text != "The side not to move is in check" {
		t.Errorf("Black in check with White to move: %v", probs)
	}
}

// A position the rules allow but play never reaches is played with notes: a pawn on its
// own first rank, more pawns than the setup gives.
func TestDraftNotesOnPositionsPlayCannotReach(t *testing.T) {
	c := newChessDraft(t)
	if pos, probs := c.compose(); pos == nil || len(probs) != 0 {
		t.Fatalf("the start: %v", probs)
	}
	c.put("e5", pieces.Pawn, 0)    // an eleventh pawn
	delete(c.d.Placed, c.at("e1")) // make room on the first rank
	c.put("e1", pieces.Pawn, 0)
	pos, probs := c.compose()
	if pos == nil || len(probs) != 2 || !probs[0].Note || !probs[1].Note {
		t.Fatalf("notes %v (position %v)", probs, pos != nil)
	}
	if !strings.Contains(probs[0].Text, "White has 25 pieces, more than the 24") || !strings.Contains(probs[1].Text, "(e1)") {
		t.Errorf("notes %+v", probs)
	}
}
