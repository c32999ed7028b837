// Package editor is the position editor: a draft of a position (rules.Draft) changed by
// hand on the game's own board, with undo, checked by the game's rules, and played or
// kept as a custom setup. The model here is Fyne-free; the widgets draw and edit it.
package editor

import (
	"errors"
	"slices"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Model is one draft being edited, with its undo and redo steps. It is used from the
// UI goroutine only.
type Model struct {
	Game    rules.Game
	Cfg     rules.Config // the setup, mode and options the draft is read under (no Position)
	Board   *boards.Board
	Kinds   rules.Kinds // the game's kinds: how its pieces are named, badged and counted
	draft   rules.Draft
	undo    []rules.Draft
	redo    []rules.Draft
	typing  string // the field whose last change was typed: the next keystroke joins its step
	version int    // counts the changes, undo and redo included
	// OnChange is told after every change (to redraw and recheck).
	OnChange func()
}

// New edits p, a position of g under cfg.
func New(g rules.Game, cfg rules.Config, p rules.Position) *Model {
	cfg.Position = ""
	return &Model{Game: g, Cfg: cfg, Board: p.Board(), Kinds: g.Kinds(), draft: g.Draft(cfg, p).Clone()}
}

// Draft is the draft as it stands (a copy).
func (m *Model) Draft() rules.Draft { return m.draft.Clone() }

// At is what stands on c.
func (m *Model) At(c boards.Cell) pieces.Piece { return m.draft.Placed[c] }

// ToMove is the player to move.
func (m *Model) ToMove() rules.Player { return m.draft.ToMove }

// change records an undo step, applies f to the draft and tells OnChange; a change that
// changes nothing leaves no step.
func (m *Model) change(f func(d *rules.Draft)) {
	before := m.draft.Clone()
	f(&m.draft)
	if same(before, m.draft) {
		return
	}
	m.typing = ""
	m.undo = append(m.undo, before)
	m.redo = nil
	m.changed()
}

func (m *Model) changed() {
	m.version++
	if m.OnChange != nil {
		m.OnChange()
	}
}

func same(a, b rules.Draft) bool {
	if a.ToMove != b.ToMove || len(a.Placed) != len(b.Placed) || !slices.Equal(a.Fields, b.Fields) {
		return false
	}
	for c, p := range a.Placed {
		if q, ok := b.Placed[c]; !ok || q != p {
			return false
		}
	}
	return true
}

// Put stands p on c, replacing what stood there.
func (m *Model) Put(c boards.Cell, p pieces.Piece) {
	if c < 0 || int(c) >= m.Board.Len() || p.Empty() {
		return
	}
	if fs := m.Game.Facings(c); len(fs) > 0 && m.Kinds.Role(p.Kind) != rules.RoleCounter && !slices.Contains(fs, p.Facing) {
		p.Facing = nearest(fs, p.Facing) // a facing this cell's shape allows
	}
	m.change(func(d *rules.Draft) { d.Placed[c] = p })
}

// Remove takes what stands on c off the board.
func (m *Model) Remove(c boards.Cell) {
	m.change(func(d *rules.Draft) { delete(d.Placed, c) })
}

// Move carries what stands on from to to (replacing what stood there).
func (m *Model) Move(from, to boards.Cell) {
	p, ok := m.draft.Placed[from]
	if !ok || from == to || to < 0 || int(to) >= m.Board.Len() {
		return
	}
	if fs := m.Game.Facings(to); len(fs) > 0 && m.Kinds.Role(p.Kind) != rules.RoleCounter && !slices.Contains(fs, p.Facing) {
		p.Facing = nearest(fs, p.Facing)
	}
	m.change(func(d *rules.Draft) {
		delete(d.Placed, from)
		d.Placed[to] = p
	})
}

// turn turns the piece on c to its next facing (ccw) or the one before; a piece with a
// count (rules.CountLister: an egg) steps through its counts instead. It reports whether anything could turn.
func (m *Model) turn(c boards.Cell, ccw bool) bool {
	p, ok := m.draft.Placed[c]
	if !ok {
		return false
	}
	step := 1
	if !ccw {
		step = -1
	}
	var counts []int8
	if cl, ok := m.Game.(rules.CountLister); ok {
		counts = cl.Counts(p.Kind)
	}
	switch fs := m.Game.Facings(c); {
	case len(counts) > 1: // the game's order (an egg's 4 … 0), round again
		p.Count = counts[next(slices.Index(counts, p.Count), step, len(counts))]
	case len(fs) > 1:
		p.Facing = fs[next(slices.Index(fs, p.Facing), step, len(fs))]
	default:
		return false
	}
	m.change(func(d *rules.Draft) { d.Placed[c] = p })
	return true
}

// next is the index step places on from i among n, round again (from 0 when i is -1).
func next(i, step, n int) int { return ((max(i, 0)+step)%n + n) % n }

// nearest is the facing of fs closest to deg.
func nearest(fs []int16, deg int16) int16 {
	best, bd := fs[0], 999
	for _, f := range fs {
		d := (int(f) - int(deg) + 720) % 360
		d = min(d, 360-d)
		if d < bd {
			best, bd = f, d
		}
	}
	return best
}

// SetToMove makes p the player to move.
func (m *Model) SetToMove(p rules.Player) {
	m.change(func(d *rules.Draft) { d.ToMove = p })
}

// setField sets one of the game's other fields. Changes to one field in a row are one
// undo step, so typing a word is undone at once.
func (m *Model) setField(key, value string) {
	if m.draft.Field(key) == value {
		return
	}
	if m.typing == key && len(m.undo) > 0 {
		m.draft.SetField(key, value)
		m.redo = nil
		m.changed()
		return
	}
	m.change(func(d *rules.Draft) { d.SetField(key, value) })
	m.typing = key
}

// Clear empties the board.
func (m *Model) Clear() {
	m.change(func(d *rules.Draft) { clear(d.Placed) })
}

// Load replaces the draft with p's (the start, a pasted position).
func (m *Model) Load(p rules.Position) {
	next := m.Game.Draft(m.Cfg, p).Clone()
	m.change(func(d *rules.Draft) { *d = next })
}

// errNoMirror is mirror's answer on a board that has no mirror image of itself.
var errNoMirror = errors.New("this board is not the same upside down, so it has no mirror image")

// mirror reflects the board top to bottom and swaps the two players' pieces, the player
// to move and (through the game) their fields: the same position with the colours
// exchanged. Two-player games only.
func (m *Model) mirror() error {
	if len(m.Game.Players(m.Cfg)) != 2 {
		return errors.New("only a two-player position has a mirror image")
	}
	to, ok := reflection(m.Board)
	if !ok {
		return errNoMirror
	}
	m.change(func(d *rules.Draft) {
		placed := map[boards.Cell]pieces.Piece{}
		for c, p := range d.Placed {
			if p.Owner == 0 || p.Owner == 1 {
				p.Owner = 1 - p.Owner
			}
			if p.Facing != pieces.NoFacing {
				p.Facing = int16((360 - int(p.Facing)) % 360)
				if fs := m.Game.Facings(to[c]); len(fs) > 0 && !slices.Contains(fs, p.Facing) {
					p.Facing = nearest(fs, p.Facing)
				}
			}
			placed[to[c]] = p
		}
		d.Placed = placed
		d.ToMove = 1 - d.ToMove
		if fm, ok := m.Game.(rules.FieldMirrorer); ok {
			d.Fields = fm.MirrorFields(d.Fields)
		}
	})
	return nil
}

// reflection maps every cell to its image in the board's horizontal middle line; ok is
// false if some cell has none.
func reflection(b *boards.Board) (to []boards.Cell, ok bool) {
	lo, hi := b.Bounds()
	mid := (lo.Y + hi.Y) / 2
	to = make([]boards.Cell, b.Len())
	for c := range b.Len() {
		p := b.Info(boards.Cell(c)).Center
		img := b.CellAt(boards.Point{X: p.X, Y: 2*mid - p.Y})
		if img == boards.NoCell {
			return nil, false
		}
		to[c] = img
	}
	for c := range to {
		if to[to[c]] != boards.Cell(c) {
			return nil, false // two cells with one image: no mirror
		}
	}
	return to, true
}

// Undo takes the last change back; it reports whether there was one.
func (m *Model) Undo() bool { return m.step(&m.undo, &m.redo) }

// Redo puts back the last change undone.
func (m *Model) Redo() bool { return m.step(&m.redo, &m.undo) }

// step makes the newest draft of from the draft, keeping the present one on to.
func (m *Model) step(from, to *[]rules.Draft) bool {
	n := len(*from)
	if n == 0 {
		return false
	}
	m.typing = ""
	*to = append(*to, m.draft)
	m.draft = (*from)[n-1]
	*from = (*from)[:n-1]
	m.changed()
	return true
}

// draftVersion counts the draft's changes: a message about a change is stale once it moved on.
func (m *Model) draftVersion() int { return m.version }

// canUndo and canRedo say whether Undo and Redo would do anything.
func (m *Model) canUndo() bool { return len(m.undo) > 0 }
func (m *Model) canRedo() bool { return len(m.redo) > 0 }

// compose is the draft's position, or what keeps it from play.
func (m *Model) compose() (rules.Position, []rules.Problem) {
	return rules.Compose(m.Game, m.Cfg, m.draft)
}

// Text is the draft's position string once it can be played, else "".
func (m *Model) Text() string {
	p, _ := m.compose()
	if p == nil {
		return ""
	}
	return p.PositionText()
}

// Config is the configuration of a game from the draft: Cfg with its position string.
func (m *Model) Config() (rules.Config, bool) {
	t := m.Text()
	cfg := m.Cfg
	cfg.Position = t
	return cfg, t != ""
}
