package pothole

import (
	"oddboards/boards"
	"oddboards/rules"
)

var _ rules.Previewer = (*Position)(nil)

// Effects says where every piece a move pushes ends up (or that it dies), and which piece
// a capture by displacement takes, for the board's hover preview.
func (p *Position) Effects(m rules.Move) []rules.Effect {
	var out []rules.Effect
	if m.Has(rules.Push) {
		for _, ps := range pushes(p, m) {
			out = append(out, rules.Effect{Cell: ps.From, To: ps.To, Dies: ps.Dies})
		}
		return out
	}
	if m.Has(rules.Capture) {
		out = append(out, rules.Effect{Cell: m.To, To: boards.NoCell})
	}
	return out
}
