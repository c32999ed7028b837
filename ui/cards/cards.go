// Package cards is the piece card of the help window and the printed piece sheet: a
// piece's icon in each player colour, its name, notation letters, a sentence on how it
// moves, and move diagrams computed by the rules engine itself, so a diagram can never
// disagree with play. It imports no Fyne: a Diagram draws through ui/render onto any
// draw.Surface (screen raster, PDF, SVG).
//
// # How the diagrams are made
//
// The piece stands alone (rules.Sandbox) on the cell nearest the board's centre where the
// engine accepts it. The "Moves" diagram marks that position's legal moves from the cell:
// a dot for each cell it may move to. An empty board shows no captures, and many pieces
// here capture differently from how they move (a Tiger moves as a Bishop and captures as
// a Knight; a Droid captures only sideways and back; a Stegosaurus captures behind it).
// So where the game can stand more than one piece (the Stager interface below), the card
// asks the engine, cell by cell, whether the piece could take a lone enemy standing there,
// and then:
//
//   - marks in the Moves diagram the cells it may move to but could not capture on
//     ("moves only": a square outline around the dot);
//   - adds a "Captures" diagram: a real position with enemy pieces on capture cells,
//     chosen farthest first and kept only while every one of them can still be taken
//     (so a Rook's targets stand at the ends of its lines, not in the way of each other).
//     Its marks are that position's legal moves from the cell: a ring where it captures,
//     a dot where it moves quietly.
//
// A piece that captures only over a screen (Cannon, Vao, Leo) takes no lone enemy; its
// Captures diagram then also stands friendly screens on the nearest cells it moves to.
//
// A piece with a facing (the Dino-Czars dinosaurs) gets one Moves diagram per facing,
// each followed by its Captures diagram, and, where a piece of its own standing on one
// cell takes away moves that do not lie beyond that cell on a straight line (a
// Velociraptor's front corner cuts off its leaps on that side), a "blocked" diagram with
// that blocker and a cross on each cell it takes away (Blocked). Pieces without a facing
// do not get that diagram: only the Chess 2016 Griffin would, and the help window lays
// out more than two diagrams as facings to choose from.
//
// Every diagram's marks are exactly the engine's legal moves from the piece's cell in the
// diagram's position (moves in place, such as a rotation or a transformation, are listed
// in the diagram's InPlace instead of marked); the tests check that. Games whose engine
// implements no Sandbox yet get cards without diagrams, and the card says so (NoDiagram);
// one that is a Sandbox but no Stager gets moves diagrams only (CaptionAlone).
package cards

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/helptext"
	"oddboards/ui/render"
)

// Stager is rules.Stager: a game that can stand a few pieces on an otherwise empty board
// (targets to capture, blockers and screens for a move diagram). Engines that have it
// gain capture diagrams with no change here.
type Stager = rules.Stager

// The captions of the diagrams.
const (
	CaptionMoves    = "Dots: where it may move; a square round a dot: it may move there but cannot capture there."
	CaptionCaptures = "Enemy pieces stand where it can capture (rings); dots: where it may still move."
	CaptionScreens  = "Its own pieces stand next to it as screens to jump; rings: what it can capture beyond them."
	CaptionBlocked  = "A piece of its own stands in the way: a cross where it could go without it."
	CaptionAlone    = "Dots: where it may go on an empty board. Captures are not drawn yet (the engine cannot stand targets): the sentence says where it captures."
)

// Card is one kind of piece of one game.
type Card struct {
	// Face is the piece as the card draws it: as it stands once placed (rules.Placer),
	// owned by player 0.
	Face     pieces.Piece
	Kind     pieces.Kind
	Name     string // "Tiger"
	Code     string // notation letters, "T"
	Sentence string // how it moves, in our words (helptext)
	Summary  string // the catalogue's one line
	// Players and Colours: one icon per player, drawn with pieces.Draw in Colours[i].
	Players []string
	Colours []string
	// Diagrams are the move diagrams, the most useful first. Empty when NoDiagram says why.
	Diagrams  []Diagram
	NoDiagram string
}

// Diagram is one move diagram: a position of the engine, the piece's cell in it, and its
// legal moves from there as render targets.
type Diagram struct {
	Title    string // "Moves", "Captures", "Facing NE"
	Caption  string // one line under it
	Position rules.Position
	Cell     boards.Cell  // where the piece stands
	Piece    pieces.Piece // the piece as it stands there
	// Targets are the distinct (cell, capture) pairs of the legal moves from Cell to other
	// cells: a cell reached both quietly and by a capture has two.
	Targets []render.Target
	// MoveOnly are target cells where the piece may move but could not take a lone enemy
	// (only known when the game is a Stager); drawn with a square outline.
	MoveOnly []boards.Cell
	// Blocked are cells the piece could reach without the piece on Blocker, which stands
	// in its way (a "…, blocked" diagram; Blocker is NoCell and Blocked empty otherwise);
	// drawn with a cross.
	Blocked []boards.Cell
	Blocker boards.Cell
	// InPlace are the legal moves from Cell that stay on it (rotations, transformations).
	InPlace []rules.Move
	Colours []string
	Turn    float64 // degrees the board is turned, as for the piece's owner
}

// Cards returns a card for every kind of piece of e (over all its setups, modes and
// options, see Kinds), with diagrams from the engine when the game is a rules.Sandbox.
// cfg chooses the options, setup and mode the diagrams use (the zero Config: defaults).
func Cards(e games.Entry, cfg rules.Config) ([]Card, error) {
	if cfg.Variant == "" {
		cfg.Variant = e.Variant
	}
	kinds, err := Kinds(e)
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
	info := k.Info()
	face := pieces.Piece{Kind: k, Facing: pieces.NoFacing}
	if start, err := e.Game.Start(rules.Config{Variant: cfg.Variant, Mode: cfg.Mode, Setup: cfg.Setup, Options: cfg.Options}); err == nil {
		if pl, ok := start.(rules.Placer); ok {
			face = pl.Placed(face)
		}
	}
	c := Card{Kind: k, Face: face, Name: info.Name, Code: info.Code, Summary: info.Summary,
		Sentence: helptext.Piece(e.ID, k)}
	if c.Sentence == "" {
		c.Sentence = info.Summary
	}
	players := e.Game.Players(cfg)
	for _, p := range players {
		c.Players = append(c.Players, p.Name)
		c.Colours = append(c.Colours, p.Colour)
	}
	sb := sandboxOf(e.Game)
	if sb == nil {
		c.NoDiagram = "No move diagram yet: the " + e.Name + " engine cannot yet stand a piece alone on the board."
		return c, nil
	}
	if k.IsObject() {
		c.NoDiagram = "A " + strings.ToLower(info.Name) + " is not a piece: see the rules above for who may move it, and where."
		return c, nil
	}
	ds, err := diagrams(e, cfg, sb, sb, face, players)
	if err != nil {
		return c, fmt.Errorf("%s: %s: %w", e.ID, k, err)
	}
	c.Diagrams = ds
	if len(ds) == 0 {
		c.NoDiagram = "No move diagram: the engine does not stand a " + info.Name + " alone on the board."
	}
	return c, nil
}

// sandboxOf is g's Stager, which stands pieces for diagrams, or nil.
func sandboxOf(g rules.Game) rules.Stager {
	sb, _ := g.(rules.Stager)
	return sb
}

// centreCells lists the board's cells from the centre of its bounding box outward.
func centreCells(b *boards.Board) []boards.Cell {
	lo, hi := b.Bounds()
	mid := boards.Point{X: (lo.X + hi.X) / 2, Y: (lo.Y + hi.Y) / 2}
	cells := make([]boards.Cell, b.Len())
	for i := range cells {
		cells[i] = boards.Cell(i)
	}
	sort.SliceStable(cells, func(i, j int) bool {
		di, dj := b.Info(cells[i]).Center.Dist(mid), b.Info(cells[j]).Center.Dist(mid)
		if math.Abs(di-dj) > 1e-9 {
			return di < dj
		}
		// of equally central cells, the lower one: forward room for the bottom player
		return b.Info(cells[i]).Center.Y < b.Info(cells[j]).Center.Y
	})
	return cells
}

// compass names a facing in degrees.
func compass(f int16) string {
	names := map[int16]string{0: "E", 30: "NE", 60: "NNE", 90: "N", 120: "NNW", 150: "NW",
		180: "W", 210: "SW", 240: "SSW", 270: "S", 300: "SSE", 330: "SE"}
	if n, ok := names[f]; ok {
		return n
	}
	return fmt.Sprintf("%d°", f)
}

// diagrams builds the diagrams of kind k for player 0.
func diagrams(e games.Entry, cfg rules.Config, sb rules.Stager, st Stager, face pieces.Piece, players []rules.PlayerInfo) ([]Diagram, error) {
	owner := pieces.Player(0)
	colours := make([]string, len(players))
	for i, p := range players {
		colours[i] = p.Colour
	}
	turn := 0.0
	if len(players) > 0 {
		turn = players[0].Turn
	}
	var b *boards.Board
	var at boards.Cell = boards.NoCell
	var alone rules.Position
	piece := face
	piece.Owner = owner
	// the board comes from the first position the engine makes
	start, err := e.Game.Start(rules.Config{Variant: cfg.Variant, Mode: cfg.Mode, Setup: cfg.Setup, Options: cfg.Options})
	if err != nil {
		return nil, err
	}
	b = start.Board()
	for _, c := range centreCells(b) {
		p, err := rules.Alone(sb, cfg, piece, c)
		if err == nil {
			alone, at = p, c
			break
		}
	}
	if alone == nil {
		return nil, nil
	}
	stood := alone.At(at)
	var out []Diagram
	faced := stood.Facing != pieces.NoFacing
	if !faced {
		d := diagramOf("Moves", alone, at, colours, turn)
		out = append(out, d)
	} else {
		// one diagram per facing: the owner's forward first, then round the compass
		for _, f := range facingOrder(stood.Facing) {
			fp := piece
			fp.Facing = f
			for _, c := range centreCells(b) {
				p, err := rules.Alone(sb, cfg, fp, c)
				if err == nil && p.At(c).Facing == f {
					out = append(out, diagramOf("Facing "+compass(f), p, c, colours, turn))
					break
				}
			}
		}
	}
	if st == nil {
		for i := range out {
			out[i].Caption = CaptionAlone
		}
		return out, nil
	}
	var all []Diagram
	for _, d := range out {
		capt, probed, screens, err := captureDiagram(cfg, st, d, len(players))
		if err != nil {
			return nil, err
		}
		d.MoveOnly = moveOnly(d, probed)
		d.Caption = CaptionMoves
		all = append(all, d)
		if capt != nil {
			capt.Title = "Captures"
			if len(out) > 1 {
				capt.Title = d.Title + ", captures"
			}
			capt.Caption = CaptionCaptures
			if screens {
				capt.Caption = CaptionScreens
			}
			all = append(all, *capt)
		}
		if !faced {
			continue
		}
		if block := blockDiagram(cfg, st, d); block != nil {
			block.Title = d.Title + ", blocked"
			block.Caption = CaptionBlocked
			all = append(all, *block)
		}
	}
	out = all
	return out, nil
}

// facingOrder lists the twelve directions a piece may face, starting from first.
func facingOrder(first int16) []int16 {
	var out []int16
	for i := int16(0); i < 12; i++ {
		out = append(out, (first+30*i)%360)
	}
	return out
}

// diagramOf reads the targets of the piece on at in p.
func diagramOf(title string, p rules.Position, at boards.Cell, colours []string, turn float64) Diagram {
	d := Diagram{Title: title, Position: p, Cell: at, Piece: p.At(at), Colours: colours, Turn: turn, Blocker: boards.NoCell}
	d.Targets, d.InPlace = TargetsOf(p, at)
	return d
}

// TargetsOf returns the distinct (cell, capture) pairs of p's legal moves from at to
// another cell, in board order, and the legal moves from at that stay on it.
func TargetsOf(p rules.Position, at boards.Cell) ([]render.Target, []rules.Move) {
	seen := map[render.Target]bool{}
	var out []render.Target
	var inPlace []rules.Move
	for _, m := range p.LegalMoves(nil) {
		if m.From != at {
			continue
		}
		if m.To == at {
			inPlace = append(inPlace, m)
			continue
		}
		t := render.Target{Cell: m.To, Capture: m.Has(rules.Capture)}
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Cell != out[j].Cell {
			return out[i].Cell < out[j].Cell
		}
		return !out[i].Capture && out[j].Capture
	})
	return out, inPlace
}

// moveOnly lists the quiet targets of d where the probe found no capture.
func moveOnly(d Diagram, probed []boards.Cell) []boards.Cell {
	can := map[boards.Cell]bool{}
	for _, c := range probed {
		can[c] = true
	}
	var out []boards.Cell
	for _, t := range d.Targets {
		if !t.Capture && !can[t.Cell] {
			out = append(out, t.Cell)
		}
	}
	return out
}
