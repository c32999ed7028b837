// Package cards is the piece card of the help window and the printed piece sheet: a
// piece's icon in each player colour, its name, notation letters, a sentence on how it
// moves, and move diagrams computed by the rules engine itself, so a diagram can never
// disagree with play. It imports no Fyne: a Diagram draws through ui/render onto any
// draw.Surface (screen raster, PDF, SVG).
//
// # How the diagrams are made
//
// The engine is rules/diagram; a card chooses what it shows. The piece stands alone on
// the cell nearest the board's centre where the engine accepts it. The "Moves" diagram
// marks that position's legal moves from the cell: a dot for each cell it may move to.
// An empty board shows no captures, and many pieces here capture differently from how
// they move (a Tiger moves as a Bishop and captures as a Knight; a Droid captures only
// sideways and back; a Stegosaurus captures behind it). So the card asks the engine,
// cell by cell, whether the piece could take a lone enemy standing there (diagram.Probe),
// and then:
//
//   - marks in the Moves diagram the cells it may move to but could not capture on
//     ("moves only": a square outline around the dot);
//   - adds a "Captures" diagram (diagram.Capture): a real position with enemy pieces on
//     capture cells, chosen farthest first and kept only while every one of them can
//     still be taken. Its marks are that position's legal moves from the cell: a ring
//     where it captures, a dot where it moves quietly.
//
// A piece that captures only over a screen (Cannon, Vao, Leo) takes no lone enemy; its
// Captures diagram then also stands friendly screens on the nearest cells it moves to.
//
// A piece with a facing (the Dino-Czars dinosaurs) gets one Moves diagram per facing,
// each followed by its Captures diagram, and, where a piece of its own standing on one
// cell takes away moves that do not lie beyond that cell on a straight line (a
// Velociraptor's front corner cuts off its leaps on that side), a "blocked" diagram with
// that blocker and a cross on each cell it takes away (diagram.Block). Pieces without a
// facing do not get that diagram: only the Chess 2016 Griffin would, and the help window
// lays out more than two diagrams as facings to choose from.
//
// Every diagram's marks are exactly the engine's legal moves from the piece's cell in the
// diagram's position (moves in place, such as a rotation or a transformation, are listed
// in the diagram's InPlace instead of marked); the tests check that.
package cards

import (
	"fmt"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/diagram"
	"oddboards/rules/games"
)

// The captions of the diagrams.
const (
	CaptionMoves    = "Dots: where it may move; a square round a dot: it may move there but cannot capture there."
	CaptionCaptures = "Enemy pieces stand where it can capture (rings); dots: where it may still move."
	CaptionScreens  = "Its own pieces stand next to it as screens to jump; rings: what it can capture beyond them."
	captionBlocked  = "A piece of its own stands in the way: a cross where it could go without it."
	// captionAlone is the piece sheet's, for a piece whose card has no diagram.
	captionAlone = "Dots: where it may go on an empty board. Captures are not drawn yet (the engine cannot stand targets): the sentence says where it captures."
)

// Card is one kind of piece of one game.
type Card struct {
	// Face is the piece as the card draws it: as it stands once placed (rules.Placer),
	// owned by player 0.
	Face     pieces.Piece
	Kind     pieces.Kind
	Name     string      // "Tiger"
	Code     string      // notation letters, "T"
	Kinds    rules.Kinds // the game's kinds, which name what it may become
	Sentence string      // how it moves, in our words (the descriptor's help sentence)
	// Stays is what a move in place that neither turns nor changes the piece does, in the
	// help's words ("counts down one step (gestates)"); "" if the help says nothing.
	Stays   string
	Summary string // the descriptor's one line
	// Players and Colours: one icon per player, drawn with pieces.Draw in Colours[i].
	Players []string
	Colours []string
	// Diagrams are the move diagrams, the most useful first. Empty when NoDiagram says why.
	Diagrams  []Diagram
	NoDiagram string
}

// Diagram is one move diagram: the engine's diagram (a position, the piece's cell in it,
// and its legal moves from there) with the card's title, caption and marks.
type Diagram struct {
	diagram.Diagram
	Title   string // "Moves", "Captures", "Facing NE"
	Caption string // one line under it
	// MoveOnly are target cells where the piece may move but could not take a lone
	// enemy; drawn with a square outline.
	MoveOnly []boards.Cell
	// Blocked are cells the piece could reach without the piece on Blocker, which stands
	// in its way (a "…, blocked" diagram; Blocker is NoCell and Blocked empty otherwise);
	// drawn with a cross.
	Blocked []boards.Cell
	Blocker boards.Cell
	Colours []string
	Turn    float64     // degrees the board is turned, as for the piece's owner
	Kinds   rules.Kinds // the game's kinds, which name and badge its pieces
}

// Cards returns a card for every kind of piece of e (over all its setups, modes and
// options, see Kinds), with diagrams from the engine when the game is a rules.Sandbox.
// cfg chooses the options, setup and mode the diagrams use (the zero Config: defaults).
func Cards(e games.Entry, cfg rules.Config) ([]Card, error) {
	if cfg.Variant == "" {
		cfg.Variant = e.Variant
	}
	kinds, err := kinds(e)
	if err != nil {
		return nil, err
	}
	out := make([]Card, 0, len(kinds))
	for _, k := range kinds {
		c, err := CardOf(e, cfg, k)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// CardOf returns the card of one kind of e.
func CardOf(e games.Entry, cfg rules.Config, k pieces.Kind) (Card, error) {
	if cfg.Variant == "" {
		cfg.Variant = e.Variant
	}
	info, _ := e.Descriptor.Kind(k) // its words
	kinds := e.Game.Kinds()         // its name and letters, which the game always has
	named, _ := kinds.Of(k)
	face := pieces.Piece{Kind: k, Facing: pieces.NoFacing}
	if start, err := e.Game.Start(rules.Config{Variant: cfg.Variant, Mode: cfg.Mode, Setup: cfg.Setup, Options: cfg.Options}); err == nil {
		if pl, ok := start.(rules.Placer); ok {
			face = pl.Placed(face)
		}
	}
	c := Card{Kind: k, Face: face, Name: named.Name, Code: named.Code, Kinds: kinds,
		Summary: info.Summary, Sentence: info.Help, Stays: info.Stays}
	if c.Sentence == "" {
		c.Sentence = info.Summary
	}
	players := e.Game.Players(cfg)
	for _, p := range players {
		c.Players = append(c.Players, p.Name)
		c.Colours = append(c.Colours, p.Colour)
	}
	if named.Role == rules.RoleObject {
		c.NoDiagram = "A " + strings.ToLower(c.Name) + " is not a piece: see the rules above for who may move it, and where."
		return c, nil
	}
	ds, err := diagrams(e, cfg, e.Game, face, players)
	if err != nil {
		return c, fmt.Errorf("%s: %s: %w", e.ID, c.Name, err)
	}
	c.Diagrams = ds
	if len(ds) == 0 {
		c.NoDiagram = "No move diagram: the engine does not stand " + rules.WithArticle(c.Name) + " alone on the board."
	}
	return c, nil
}

// compassPoints are the facings a piece may have (degrees anticlockwise from east),
// by the compass.
var compassPoints = map[int16]string{0: "E", 30: "NE", 60: "NNE", 90: "N", 120: "NNW", 150: "NW",
	180: "W", 210: "SW", 240: "SSW", 270: "S", 300: "SSE", 330: "SE"}

// compass names a facing in degrees: "NW".
func compass(f int16) string {
	if n, ok := compassPoints[f]; ok {
		return n
	}
	return fmt.Sprintf("%d°", f)
}

// CompassWords names a facing in degrees in words: "south-west", "north-north-east".
func CompassWords(f int16) string {
	n, ok := compassPoints[f]
	if !ok {
		return fmt.Sprintf("%d°", f)
	}
	words := map[rune]string{'N': "north", 'S': "south", 'E': "east", 'W': "west"}
	var parts []string
	for _, r := range n {
		parts = append(parts, words[r])
	}
	return strings.Join(parts, "-")
}

// diagrams builds the diagrams of kind k for player 0.
func diagrams(e games.Entry, cfg rules.Config, st rules.Game, face pieces.Piece, players []rules.PlayerInfo) ([]Diagram, error) {
	colours := make([]string, len(players))
	for i, p := range players {
		colours[i] = p.Colour
	}
	turn := 0.0
	if len(players) > 0 {
		turn = players[0].Turn
	}
	piece := face
	piece.Owner = 0
	// the board comes from the first position the engine makes
	start, err := e.Game.Start(rules.Config{Variant: cfg.Variant, Mode: cfg.Mode, Setup: cfg.Setup, Options: cfg.Options})
	if err != nil {
		return nil, err
	}
	cells := diagram.Centre(start.Board())
	alone, err := diagram.Stand(st, cfg, piece, cells)
	if err != nil {
		return nil, nil
	}
	kinds := e.Game.Kinds()
	card := func(title string, d diagram.Diagram) Diagram {
		return Diagram{Diagram: d, Title: title, Colours: colours, Turn: turn, Blocker: boards.NoCell, Kinds: kinds}
	}
	var out []Diagram
	faced := alone.Piece.Facing != pieces.NoFacing
	if !faced {
		out = append(out, card("Moves", alone))
	} else {
		// one diagram per facing: the owner's forward first, then round the compass
		for _, f := range facingOrder(alone.Piece.Facing) {
			fp := piece
			fp.Facing = f
			for _, c := range cells {
				p, err := rules.Alone(st, cfg, fp, c)
				if err == nil && p.At(c).Facing == f {
					out = append(out, card("Facing "+compass(f), diagram.Of(p, c)))
					break
				}
			}
		}
	}
	var all []Diagram
	for _, d := range out {
		capt := diagram.Capture(st, cfg, d.Diagram, len(players))
		d.MoveOnly = diagram.Without(d.Quiet(), capt.Probed)
		d.Caption = CaptionMoves
		all = append(all, d)
		if capt.Diagram != nil {
			cd := card("Captures", *capt.Diagram)
			if len(out) > 1 {
				cd.Title = d.Title + ", captures"
			}
			cd.Caption = CaptionCaptures
			if len(capt.Screens) > 0 {
				cd.Caption = CaptionScreens
			}
			all = append(all, cd)
		}
		if !faced {
			continue
		}
		if b, ok := diagram.Block(st, cfg, d.Diagram); ok {
			bd := card(d.Title+", blocked", b.Diagram)
			bd.Caption = captionBlocked
			bd.Blocked, bd.Blocker = b.Lost, b.Blocker
			all = append(all, bd)
		}
	}
	return all, nil
}

// AloneDiagram is the "Moves" diagram of p alone on the cell nearest the board's centre
// (of the twelve nearest) where the engine accepts it, probed for nothing, for a piece
// whose card has no diagram: its caption says so (captionAlone). kinds are the game's.
func AloneDiagram(st rules.Game, cfg rules.Config, b *boards.Board, p pieces.Piece, kinds rules.Kinds) (Diagram, error) {
	cells := diagram.Centre(b)
	d, err := diagram.Stand(st, cfg, p, cells[:min(len(cells), 12)])
	if err != nil {
		return Diagram{}, err
	}
	return Diagram{Diagram: d, Title: "Moves", Caption: captionAlone, Blocker: boards.NoCell, Kinds: kinds}, nil
}

// facingOrder lists the twelve directions a piece may face, starting from first.
func facingOrder(first int16) []int16 {
	var out []int16
	for i := int16(0); i < 12; i++ {
		out = append(out, (first+30*i)%360)
	}
	return out
}

// InPlaceText says what the piece may do without leaving its cell, from the engine's moves
// in place in its first diagram: turns, changes into other kinds, and any other move in
// place in the help's words (Stays); "" when it has none.
func (c Card) InPlaceText() string {
	if len(c.Diagrams) == 0 || len(c.Diagrams[0].InPlace) == 0 {
		return ""
	}
	d := c.Diagrams[0]
	var becomes []string
	turns := 0
	for _, m := range d.InPlace {
		switch {
		case m.Promote != pieces.None && m.Promote != c.Kind:
			becomes = append(becomes, c.Kinds.Name(m.Promote))
		case m.Facing != pieces.NoFacing && m.Facing != d.Piece.Facing:
			turns++
		case c.Stays != "":
			return "In place: " + c.Stays + "."
		default:
			return "In place: it may move without leaving its cell."
		}
	}
	var out []string
	if turns > 0 {
		out = append(out, fmt.Sprintf("turns where it stands (%d ways)", turns))
	}
	if len(becomes) > 0 {
		out = append(out, "turns into a "+strings.Join(becomes, " or a ")+" without moving")
	}
	if len(out) == 0 {
		return ""
	}
	return "In place: it " + strings.Join(out, "; it ") + "."
}
