package rules

import (
	"errors"
	"fmt"
	"maps"
	"sort"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
)

// A Draft is a position as the position editor holds it: what stands on each cell
// (pieces and board objects such as potholes), the player to move, and the rest of the
// game's position string as named fields (reserves, rights, counters). A draft may be
// anything at all; Compose says whether it can be played.
type Draft struct {
	Placed map[boards.Cell]pieces.Piece
	ToMove Player
	Fields []Field
}

// Field is one of a draft's fields beyond the board and the player to move, in the
// syntax of the game's position string.
type Field struct {
	Key   string // the name the game's DraftText looks for
	Label string // what the editor calls it ("Castling")
	Help  string // one line on what to write ("KQkq, or - for none")
	Value string
}

// Clone is an independent copy of d (the editor keeps its undo steps this way).
func (d Draft) Clone() Draft {
	d.Placed = maps.Clone(d.Placed)
	if d.Placed == nil {
		d.Placed = map[boards.Cell]pieces.Piece{}
	}
	d.Fields = append([]Field(nil), d.Fields...)
	return d
}

// Field is the value of the field with key k ("" if it has none).
func (d Draft) Field(k string) string {
	for _, f := range d.Fields {
		if f.Key == k {
			return f.Value
		}
	}
	return ""
}

// SetField sets the field with key k, if d has one.
func (d *Draft) SetField(k, v string) {
	for i := range d.Fields {
		if d.Fields[i].Key == k {
			d.Fields[i].Value = v
		}
	}
}

// Cells lists the occupied cells in order, so writers and checks go the same way
// every time.
func (d Draft) Cells() []boards.Cell {
	cs := make([]boards.Cell, 0, len(d.Placed))
	for c, p := range d.Placed {
		if !p.Empty() {
			cs = append(cs, c)
		}
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i] < cs[j] })
	return cs
}

// Problem is something wrong with a draft, in plain words. A Note does not keep it from
// play: the position can be played but could not arise in a game.
type Problem struct {
	Text string
	Note bool
}

// Compose turns a draft into its position, or lists what keeps it from play (then the
// position is nil).
func Compose(g Game, cfg Config, d Draft) (Position, []Problem) {
	text, err := g.DraftText(cfg, d)
	if err != nil {
		return nil, []Problem{{Text: plain(err)}}
	}
	p, err := g.ReadPosition(cfg, text)
	if err != nil {
		var probs []Problem
		for _, e := range Faults(err) {
			probs = append(probs, Problem{Text: plain(e)})
		}
		return nil, probs
	}
	var probs []Problem
	if t := overText(g, cfg, p); t != "" {
		probs = append(probs, Problem{Text: t})
	}
	if ch, ok := g.(DraftChecker); ok {
		probs = append(probs, ch.CheckDraft(cfg, p)...)
	}
	for _, pr := range probs {
		if !pr.Note {
			return nil, probs
		}
	}
	return p, probs
}

// DraftChecker is a Game with checks of its own beyond its reader's: notes on
// positions that cannot arise in play, mostly.
type DraftChecker interface {
	CheckDraft(cfg Config, p Position) []Problem
}

// positionErrors are several faults of one position string, all found in one reading
// (White has no King and Black two): the position editor lists each. Its Error is one
// line, the first two faults and how many more.
type positionErrors []error

func (e positionErrors) Error() string {
	const shown = 2
	parts := make([]string, 0, shown+1)
	for i, err := range e {
		if i == shown {
			parts = append(parts, fmt.Sprintf("and %d more", len(e)-shown))
			break
		}
		parts = append(parts, err.Error())
	}
	return strings.Join(parts, "; ")
}

// Unwrap is every fault.
func (e positionErrors) Unwrap() []error { return e }

// JoinFaults is nil when errs holds no error, the error when it holds one, else
// positionErrors: what a position reader that reads on past a fault returns.
func JoinFaults(errs []error) error {
	var out positionErrors
	for _, e := range errs {
		if pe, ok := e.(positionErrors); ok {
			out = append(out, pe...) // one flat list
		} else if e != nil {
			out = append(out, e)
		}
	}
	switch len(out) {
	case 0:
		return nil
	case 1:
		return out[0]
	}
	return out
}

// Faults lists the faults err stands for: positionErrors' each, else err alone.
func Faults(err error) []error {
	var pe positionErrors
	if errors.As(err, &pe) {
		return pe
	}
	return []error{err}
}

// plain is a reader's complaint without its field and character, which mean little to
// someone who set the position up by hand.
func plain(err error) string {
	var pe *PositionError
	if errors.As(err, &pe) {
		return capital(pe.Msg)
	}
	return capital(err.Error())
}

func capital(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}

// overText says so when the game is already over in p (a royal piece missing, a
// checkmate), naming the winner.
func overText(g Game, cfg Config, p Position) string {
	o := p.Outcome()
	if !o.Over() {
		return ""
	}
	why := o.Reason
	if o.Result == Win {
		if ps := g.Players(cfg); int(o.Winner) >= 0 && int(o.Winner) < len(ps) {
			why = ps[o.Winner].Name + " " + Agree(ps[o.Winner].Name, "has", "have") + " won"
			if o.Reason != "" {
				why += " (" + o.Reason + ")"
			}
		}
	}
	return "The game is already over here: " + why
}

// DraftOf is p's board and player to move as a draft, with the game's other fields.
func DraftOf(p Position, fields ...Field) Draft {
	d := Draft{Placed: map[boards.Cell]pieces.Piece{}, ToMove: p.ToMove(), Fields: fields}
	for c := range p.Board().Len() {
		if q := p.At(boards.Cell(c)); !q.Empty() {
			d.Placed[boards.Cell(c)] = q
		}
	}
	return d
}

// PaletteOf is every kind in every one of seats colours, seat by seat.
func PaletteOf(seats int, kinds ...pieces.Kind) []pieces.Piece {
	var out []pieces.Piece
	for s := range seats {
		for _, k := range kinds {
			out = append(out, pieces.Piece{Kind: k, Owner: pieces.Player(s), Facing: pieces.NoFacing})
		}
	}
	return out
}

// FieldsOf fills fields from the words of p's position string, starting at word from
// (the games whose strings are words in a fixed order).
func FieldsOf(p Position, from int, fields []Field) []Field {
	out := append([]Field(nil), fields...)
	if w := strings.Fields(p.PositionText()); len(w) == from+len(out) {
		for i := range out {
			out[i].Value = w[from+i]
		}
	}
	return out
}

// Words are d's values of fields, in their order, each one word.
func (d Draft) Words(fields []Field) ([]string, error) {
	var out []string
	for _, f := range fields {
		v := strings.TrimSpace(d.Field(f.Key))
		if v == "" || strings.ContainsAny(v, " \t") {
			return nil, fmt.Errorf("write the %s as one word: %s", strings.ToLower(f.Label), f.Help)
		}
		out = append(out, v)
	}
	return out, nil
}

// CountLister is a Game with pieces that carry a count (Dino-Czars' eggs): Counts
// lists the counts a piece of kind k may have, in the order the editor steps through.
type CountLister interface {
	Counts(k pieces.Kind) []int8
}

// FieldMirrorer is a Game whose fields belong to players: the editor's Mirror, which
// swaps the players' pieces, swaps their fields too.
type FieldMirrorer interface {
	MirrorFields(fs []Field) []Field
}

// SwapCase exchanges upper and lower case letters: the two players' halves of fields
// that write Player 1 upper case ("KQkq", "VR,tc").
func SwapCase(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		case r >= 'A' && r <= 'Z':
			return r - 'A' + 'a'
		}
		return r
	}, s)
}
