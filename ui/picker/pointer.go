package picker

import (
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Point follows the pointer onto cell (NoCell: off the board): it previews the move
// there of a picked-up piece, and explains a marked cell in the status line. It returns
// the kind of piece to show a card for (None: no card), never the piece just moved there.
func (p *Picker) Point(c boards.Cell) (Result, pieces.Kind) {
	var r Result
	moved := c != p.pointer
	p.pointer = c
	picked := p.selected != boards.NoCell || p.slot >= 0
	if !p.dragging && picked && p.setPreview(c) {
		r.Layers = Overlay
	}
	if c != p.quiet {
		p.quiet = boards.NoCell // the pointer left the piece it moved
	}
	kind := pieces.None
	if c != boards.NoCell && !picked && c != p.quiet {
		kind = p.pos.At(c).Kind
	}
	note := keyNote(p.pos.Board(), c)
	switch {
	case !moved:
	case note != "":
		p.tell(&r, note, c) // what the hovered cell's mark means
	case p.noted != boards.NoCell:
		p.say(&r, "") // off the marked cell: its note goes
	}
	return r, kind
}

// Out is the pointer leaving the board: the preview and a cell's note go.
func (p *Picker) Out() Result {
	r := Result{Leave: true}
	if p.setPreview(boards.NoCell) {
		r.Layers = Overlay
	}
	p.pointer = boards.NoCell
	if p.noted != boards.NoCell {
		p.say(&r, "")
	}
	return r
}

// keyNote explains what c's mark and special shade mean, from the board's own key
// (boards.Board.Key): "" when it has neither.
func keyNote(b *boards.Board, c boards.Cell) string {
	if c == boards.NoCell {
		return ""
	}
	info := b.Info(c)
	var parts []string
	for _, e := range b.Key() {
		switch {
		case e.Mark != "" && e.Mark == info.Mark:
			parts = append(parts, "“"+e.Mark+"” marks "+e.Text)
		case e.Mark == "" && e.Shade >= 0 && e.Shade == int(info.Shade):
			parts = append(parts, e.Text)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return info.Name + ": " + strings.Join(parts, "; ") + "."
}

// whyNot says why the piece on c cannot be picked up ("" for an empty cell).
func (p *Picker) whyNot(c boards.Cell) string {
	if c == boards.NoCell {
		return ""
	}
	pc := p.pos.At(c)
	if pc.Empty() {
		return ""
	}
	names := p.turn.Names
	name := func(pl pieces.Player) string {
		if pl >= 0 && int(pl) < len(names) {
			return names[pl]
		}
		return "no player"
	}
	// "White's Car", "Predators' Orca": a seat's possessive takes no "The"
	kind := p.turn.Kinds.Name(pc.Kind)
	what := "The " + kind
	if pc.Owner >= 0 && int(pc.Owner) < len(names) {
		what = rules.Possessive(name(pc.Owner)) + " " + kind
	}
	cell := p.pos.Board().Info(c).Name
	mover := p.pos.ToMove()
	switch {
	case p.turn.Over:
		return "The game is over: no piece moves any more."
	case p.turn.Computer:
		return "It is " + rules.Possessive(name(mover)) + " move, and the computer plays it."
	case pc.Owner < 0 || int(pc.Owner) >= len(names):
		return what + " on " + cell + " belongs to no player: no one moves it."
	case p.pos.Out(pc.Owner):
		return name(pc.Owner) + " " + rules.Agree(name(pc.Owner), "is", "are") + " out of the game: the " + kind + " on " + cell + " only stands in the way."
	case pc.Owner != mover:
		return "It is " + rules.Possessive(name(mover)) + " move: the " + kind + " on " + cell + " is " + rules.Possessive(name(pc.Owner)) + "."
	}
	for _, a := range p.pos.Alerts() {
		if p.pos.At(a).Owner == mover {
			return what + " on " + cell + " has no legal move: none of its moves answers the check."
		}
	}
	return what + " on " + cell + " has no legal move now: it is blocked, or every move it has would break a rule."
}
