// Package reference is an independent, deliberately simple reference
// implementation of the rules of Clash of Command (Peter Stobbe, 2001) as
// docs/rules/clash-of-command.md states them. Its only purpose is to
// cross-check the real engine by perft counts.
//
// cfg: the game has no options or modes. Perft and Divide accept nil (or an
// empty map); any key is rejected with an error.
//
// Move strings (Divide keys) follow the rules file's notation:
//
//	Dc3-d4        quiet step (piece letter, from, to)
//	Dc3xe3        capture by displacement (Droid, Brute)
//	He3-d4xf2     Hawk approach / withdrawal / jump: from-to, then the captured node
//	Fb2-a3=D      Factor/Commander step, leaving the named piece behind
//	Fb2=H         transformation in place
//	Si1xg1xe1-c1  Slicer: every captured node after x, then -stop if it stops on an
//	              empty node
//
// A move that ends on the opponent's back row makes the mover a Slicer; the string
// does not mark this (it is implied).
package reference

import (
	"fmt"
	"sort"
	"strings"

	"oddboards/rules"
)

// Kinds of piece.
const (
	empty = iota
	Droid
	Hawk
	Factor
	Commander
	Brute
	Slicer
)

const (
	whiteSide = 0
	blackSide = 1
)

var kindLetter = [...]string{"", "D", "H", "F", "C", "B", "S"}

// Piece is one occupant of a node; Kind == Empty means the node is empty.
type Piece struct {
	Kind  int
	Color int
}

// node is a board point, File and Rank 1..9 (a = 1).
type node struct{ F, R int }

func (n node) String() string { return fmt.Sprintf("%c%d", 'a'+n.F-1, n.R) }

func (n node) add(d node) node { return node{n.F + d.F, n.R + d.R} }

// isNode reports whether (f, r) is one of the 41 nodes.
func isNode(n node) bool {
	return n.F >= 1 && n.F <= 9 && n.R >= 1 && n.R <= 9 && (n.F+n.R)%2 == 0
}

// allNodes lists the 41 nodes.
func allNodes() []node {
	var ns []node
	for r := 1; r <= 9; r++ {
		for f := 1; f <= 9; f++ {
			if isNode(node{f, r}) {
				ns = append(ns, node{f, r})
			}
		}
	}
	return ns
}

type lineKey struct{ A, B node }

// lines holds every line, stored in both directions.
var lines = buildLines()

// buildLines builds the 104 lines as the rules file decodes them:
// every diagonal step pair, plus steps of two along the sides of each of the
// four concentric squares.
func buildLines() map[lineKey]bool {
	m := map[lineKey]bool{}
	add := func(a, b node) {
		m[lineKey{a, b}] = true
		m[lineKey{b, a}] = true
	}
	for _, a := range allNodes() {
		for _, d := range []node{{1, 1}, {-1, 1}} {
			if b := a.add(d); isNode(b) {
				add(a, b)
			}
		}
	}
	// Squares k = 0..3 have corners (1+k, 1+k) .. (9-k, 9-k).
	for k := 0; k <= 3; k++ {
		lo, hi := 1+k, 9-k
		for x := lo; x+2 <= hi; x += 2 {
			add(node{x, lo}, node{x + 2, lo}) // bottom side
			add(node{x, hi}, node{x + 2, hi}) // top side
			add(node{lo, x}, node{lo, x + 2}) // left side
			add(node{hi, x}, node{hi, x + 2}) // right side
		}
	}
	return m
}

func isLine(a, b node) bool { return lines[lineKey{a, b}] }

// allSteps are the line step vectors.
var allSteps = []node{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}, {2, 0}, {-2, 0}, {0, 2}, {0, -2}}

// next returns the next node from a along the straight line with step d.
func next(a, d node) (node, bool) {
	b := a.add(d)
	if isNode(b) && isLine(a, b) {
		return b, true
	}
	return node{}, false
}

// Position is a board plus the side to move.
type Position struct {
	Board [10][10]Piece // [file][rank], 1..9 used
	Turn  int
}

func (p *Position) at(n node) Piece      { return p.Board[n.F][n.R] }
func (p *Position) set(n node, pc Piece) { p.Board[n.F][n.R] = pc }
func (p *Position) empty(n node) bool    { return p.at(n).Kind == empty }
func (p *Position) occupied(n node) bool { return p.at(n).Kind != empty }

func parseNode(s string) node {
	return node{int(s[0]-'a') + 1, int(s[1] - '0')}
}

// place puts pieces given as "Xa1" strings (X a kind letter).
func (p *Position) place(color int, specs ...string) {
	for _, s := range specs {
		k := strings.Index("?DHFCBS", s[:1])
		n := parseNode(s[1:])
		if k <= 0 || !isNode(n) {
			panic("bad spec " + s)
		}
		p.set(n, Piece{k, color})
	}
}

// StartPosition returns the initial setup, White to move.
func StartPosition() Position {
	var p Position
	p.place(whiteSide, "Dc3", "Dg3", "He3", "Hi3", "Bi1", "Fb2", "Fd2", "Ff2", "Fh2", "Ca1", "Cc1", "Ce1", "Cg1")
	p.place(blackSide, "Dc7", "Dg7", "Ha7", "He7", "Ba9", "Fb8", "Fd8", "Ff8", "Fh8", "Cc9", "Ce9", "Cg9", "Ci9")
	p.Turn = whiteSide
	return p
}

func (p *Position) commanders(color int) int {
	c := 0
	for _, n := range allNodes() {
		if pc := p.at(n); pc.Kind == Commander && pc.Color == color {
			c++
		}
	}
	return c
}

// gameOver: some player has no Commander on the board.
func (p *Position) gameOver() bool {
	return p.commanders(whiteSide) == 0 || p.commanders(blackSide) == 0
}

// Move is one complete move.
type Move struct {
	Mover    int    // kind of the moving piece before the move
	From, To node   // To == From for a transformation in place
	Result   int    // kind that stands on To after the move
	Left     int    // kind left behind on From (Empty if none)
	Captures []node // captured nodes, in the order passed
	Style    int    // how to write it
}

const (
	styleQuiet    = iota // Xa1-b2
	styleDisplace        // Xa1xb2
	styleHawk            // Ha1-b2xc3
	styleLeave           // Xa1-b2=Y
	styleInPlace         // Xa1=Y
	styleSlicer          // Sa1xb2xc3[-d4]
)

func (m Move) String() string {
	s := kindLetter[m.Mover] + m.From.String()
	switch m.Style {
	case styleQuiet:
		s += "-" + m.To.String()
	case styleDisplace:
		s += "x" + m.To.String()
	case styleHawk:
		s += "-" + m.To.String() + "x" + m.Captures[0].String()
	case styleLeave:
		s += "-" + m.To.String() + "=" + kindLetter[m.Left]
	case styleInPlace:
		s += "=" + kindLetter[m.Result]
	case styleSlicer:
		last := node{}
		for _, c := range m.Captures {
			s += "x" + c.String()
			last = c
		}
		if last != m.To {
			s += "-" + m.To.String()
		}
	}
	return s
}

// Apply returns the position after m (copy-make).
func (p Position) Apply(m Move) Position {
	q := p
	color := p.Turn
	q.set(m.From, Piece{})
	for _, c := range m.Captures {
		q.set(c, Piece{})
	}
	q.set(m.To, Piece{m.Result, color})
	if m.Left != empty {
		q.set(m.From, Piece{m.Left, color})
	}
	q.Turn = 1 - p.Turn
	return q
}

func forwardDir(color int) int {
	if color == whiteSide {
		return 1
	}
	return -1
}

// opponentBackRow is rank 9 for White, rank 1 for Black.
func opponentBackRow(color int) int {
	if color == whiteSide {
		return 9
	}
	return 1
}

// forwardSteps: diagonal forward steps and the straight forward step, where lines exist.
func forwardSteps(color int) []node {
	f := forwardDir(color)
	return []node{{-1, f}, {1, f}, {0, 2 * f}}
}

// after returns the kind a moving piece becomes on arriving at to.
func after(color int, to node, normal int) int {
	if to.R == opponentBackRow(color) {
		return Slicer
	}
	return normal
}

// Moves lists every legal move; none when the game is over.
func (p *Position) Moves() []Move {
	if p.gameOver() {
		return nil
	}
	var ms []Move
	me := p.Turn
	for _, from := range allNodes() {
		pc := p.at(from)
		if pc.Kind == empty || pc.Color != me {
			continue
		}
		switch pc.Kind {
		case Droid:
			ms = p.droidMoves(ms, from)
		case Hawk:
			ms = p.hawkMoves(ms, from)
		case Factor:
			ms = p.builderMoves(ms, from, Factor, Droid, Hawk)
		case Commander:
			ms = p.builderMoves(ms, from, Commander, Factor, Brute)
		case Brute:
			ms = p.bruteMoves(ms, from)
		case Slicer:
			ms = p.slicerMoves(ms, from)
		}
	}
	return ms
}

// quietSteps appends the steps forward onto empty nodes of a Droid or Hawk (kind) on
// from, which become the other kind (becomes), or a Slicer on the far row.
func (p *Position) quietSteps(ms []Move, from node, kind, becomes int) []Move {
	me := p.Turn
	for _, d := range forwardSteps(me) {
		if to, ok := next(from, d); ok && p.empty(to) {
			ms = append(ms, Move{Mover: kind, From: from, To: to, Result: after(me, to, becomes), Style: styleQuiet})
		}
	}
	return ms
}

func (p *Position) droidMoves(ms []Move, from node) []Move {
	me := p.Turn
	ms = p.quietSteps(ms, from, Droid, Hawk)
	f := forwardDir(me)
	capSteps := []node{{-2, 0}, {2, 0}, {0, -2 * f}, {-1, -f}, {1, -f}}
	for _, d := range capSteps {
		if to, ok := next(from, d); ok && p.occupied(to) {
			ms = append(ms, Move{Mover: Droid, From: from, To: to, Result: after(me, to, Hawk),
				Captures: []node{to}, Style: styleDisplace})
		}
	}
	return ms
}

func (p *Position) hawkMoves(ms []Move, from node) []Move {
	me := p.Turn
	ms = p.quietSteps(ms, from, Hawk, Droid)
	for _, d := range allSteps {
		one, ok := next(from, d)
		if !ok {
			continue
		}
		if p.occupied(one) {
			// jump over one to the empty node beyond
			if two, ok := next(one, d); ok && p.empty(two) {
				ms = append(ms, Move{Mover: Hawk, From: from, To: two, Result: after(me, two, Droid),
					Captures: []node{one}, Style: styleHawk})
			}
			continue
		}
		// one is empty: approach and withdrawal
		if beyond, ok := next(one, d); ok && p.occupied(beyond) {
			ms = append(ms, Move{Mover: Hawk, From: from, To: one, Result: after(me, one, Droid),
				Captures: []node{beyond}, Style: styleHawk})
		}
		back := node{-d.F, -d.R}
		if behind, ok := next(from, back); ok && p.occupied(behind) {
			ms = append(ms, Move{Mover: Hawk, From: from, To: one, Result: after(me, one, Droid),
				Captures: []node{behind}, Style: styleHawk})
		}
	}
	return ms
}

// builderMoves: Factor (leaves/becomes Droid or Hawk) and Commander (Factor or Brute).
func (p *Position) builderMoves(ms []Move, from node, kind, x, y int) []Move {
	me := p.Turn
	for _, d := range forwardSteps(me) {
		if to, ok := next(from, d); ok && p.empty(to) {
			for _, left := range []int{x, y} {
				ms = append(ms, Move{Mover: kind, From: from, To: to, Result: after(me, to, kind),
					Left: left, Style: styleLeave})
			}
		}
	}
	for _, t := range []int{x, y} {
		ms = append(ms, Move{Mover: kind, From: from, To: from, Result: t, Style: styleInPlace})
	}
	return ms
}

func (p *Position) bruteMoves(ms []Move, from node) []Move {
	me := p.Turn
	targets := map[node]bool{}
	for _, d1 := range allSteps {
		mid, ok := next(from, d1)
		if !ok {
			continue
		}
		if p.occupied(mid) {
			targets[mid] = true
			continue
		}
		for _, d2 := range allSteps {
			to, ok := next(mid, d2)
			if ok && to != from && p.occupied(to) {
				targets[to] = true
			}
		}
	}
	var ts []node
	for t := range targets {
		ts = append(ts, t)
	}
	sort.Slice(ts, func(i, j int) bool {
		if ts[i].R != ts[j].R {
			return ts[i].R < ts[j].R
		}
		return ts[i].F < ts[j].F
	})
	for _, to := range ts {
		ms = append(ms, Move{Mover: Brute, From: from, To: to, Result: after(me, to, Brute),
			Captures: []node{to}, Style: styleDisplace})
	}
	return ms
}

func (p *Position) slicerMoves(ms []Move, from node) []Move {
	for _, d := range allSteps {
		var caps []node
		cur := from
		for {
			to, ok := next(cur, d)
			if !ok {
				break
			}
			cur = to
			if p.occupied(to) {
				caps = append(caps, to)
			}
			if len(caps) > 0 {
				c := append([]node(nil), caps...)
				ms = append(ms, Move{Mover: Slicer, From: from, To: to, Result: Slicer,
					Captures: c, Style: styleSlicer})
			}
		}
	}
	return ms
}

// Perft counts the legal move sequences of the given depth from p.
func (p Position) Perft(depth int) uint64 { return perft(p, depth) }

func perft(p Position, depth int) uint64 {
	return rules.CountLeaves(p, depth, func(p Position) []Move { return p.Moves() }, Position.Apply)
}

func checkCfg(cfg map[string]string) error {
	for k := range cfg {
		return fmt.Errorf("clash reference: unknown option %q (the game has none)", k)
	}
	return nil
}

// Perft counts the legal move sequences of the given depth from the start position.
func Perft(cfg map[string]string, depth int) (uint64, error) {
	if err := checkCfg(cfg); err != nil {
		return 0, err
	}
	if depth < 0 {
		return 0, fmt.Errorf("clash reference: negative depth %d", depth)
	}
	return perft(StartPosition(), depth), nil
}

// Divide returns, per legal first move (keyed by a readable move string of your own design), the perft of depth-1 after it.
func Divide(cfg map[string]string, depth int) (map[string]uint64, error) {
	if err := checkCfg(cfg); err != nil {
		return nil, err
	}
	if depth < 1 {
		return nil, fmt.Errorf("clash reference: Divide needs depth >= 1, got %d", depth)
	}
	return divide(StartPosition(), depth)
}

func divide(p Position, depth int) (map[string]uint64, error) {
	out := map[string]uint64{}
	for _, m := range p.Moves() {
		k := m.String()
		if _, dup := out[k]; dup {
			return nil, fmt.Errorf("clash reference: duplicate move string %q", k)
		}
		out[k] = perft(p.Apply(m), depth-1)
	}
	return out, nil
}
