package chess2016

// The explorer's move diagrams: where it stands a piece and the screens a hopper jumps,
// read by the one move-diagram engine (rules/diagram) from this engine's staged positions.

import (
	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/diagram"
)

// Diagram is the explorer's move diagram: one White piece on the board, the squares it
// can move to and those it can capture on, as the move-diagram engine (rules/diagram)
// reads them from this engine's staged positions.
type Diagram struct {
	Kind pieces.Kind
	From boards.Cell
	// Position is what the diagram shows: the piece, and the screens a Cannon, Vao or Leo
	// needs to capture. Its legal moves from From are the Moves.
	Position rules.Position
	// Moves are the squares the piece can move to (nothing stands there).
	Moves []boards.Cell
	// Captures are the squares where the piece would capture an enemy piece that stood
	// there alone (with the screens): each square found by putting a Black Pawn on it
	// and asking the engine (diagram.Probe).
	Captures []boards.Cell
	// Screens are the cells of the pieces put on the board for a hopper to jump.
	Screens []boards.Cell
}

// CaptureOnly lists the capture squares the piece cannot move to quietly.
func (d Diagram) CaptureOnly() []boards.Cell { return diagram.Without(d.Captures, d.Moves) }

// moveOnly lists the squares the piece can move to but not capture on.
func (d Diagram) moveOnly() []boards.Cell { return diagram.Without(d.Moves, d.Captures) }

// Reach is how many squares the piece can move or capture to from its square.
func (d Diagram) Reach() int { return len(d.Moves) + len(d.CaptureOnly()) }

// diagramSquare is where a diagram stands its piece: f5, near the middle of the core
// (a Pawn stands on its first rank, f3, to show its double step).
const diagramSquare = "f5"

// MoveDiagram builds the move diagram of a White piece of kind k, standing on f5 (a
// Pawn on f3). A hopper (Cannon, Vao, Leo) gets Black Pawns as screens two squares
// away along each of its capture lines, so its diagram shows where it moves (up to the
// screens) and where it captures (beyond them).
func MoveDiagram(variant string, k pieces.Kind, opts map[string]string) (Diagram, error) {
	variant, err := checkVariant(variant)
	if err != nil {
		return Diagram{}, err
	}
	at := diagramSquare
	if k == pieces.Pawn {
		at = "f3"
	}
	from, _ := theBoard.Lookup(at)
	cfg := rules.Config{Variant: variant, Setup: DefaultSetup(variant), Options: opts}
	me := pieces.Piece{Kind: k, Owner: 0, Facing: pieces.NoFacing}
	alone, err := rules.Alone(Game{}, cfg, me, from)
	if err != nil {
		return Diagram{}, err
	}
	d := Diagram{Kind: k, From: from}
	placed := map[boards.Cell]pieces.Piece{from: me}
	black := pieces.Piece{Kind: pieces.Pawn, Owner: 1, Facing: pieces.NoFacing}
	// screens for the hoppers: along each cannon line, two squares away
	sq := alone.(*Position).st.sq
	fromSq := sqOfCell[from]
	for _, p := range partsOf[k] {
		if p.kind != cannon {
			continue
		}
		for _, dir := range p.offs {
			if s := fromSq + 2*dir; sq[fromSq+dir] == 0 && sq[s] == 0 {
				d.Screens = append(d.Screens, cellOf[s])
				placed[cellOf[s]] = black
			}
		}
	}
	shown, err := Game{}.Stage(cfg, 0, placed)
	if err != nil {
		return Diagram{}, err
	}
	moves := diagram.Of(shown, from)
	d.Position, d.Moves = shown, moves.Quiet()
	d.Captures = diagram.Probe(Game{}, cfg, moves, placed, black)
	return d, nil
}
