// Package boards holds board geometry: named cells with polygons and centres in board
// units, lines between cells for graph boards, edge labels, and hit testing. It knows no
// rules: which cells a piece may reach is the games' business.
//
// Board units have y pointing up (rank 1 at the bottom), as on a printed diagram; the
// renderer flips them for the screen.
package boards

import (
	"fmt"
	"math"
)

// Cell indexes a cell of a board, from 0 to Len()-1.
type Cell int16

// NoCell marks "no cell": off the board, or a piece that comes from off the board.
const NoCell Cell = -1

// Point is a position in board units, y up.
type Point struct{ X, Y float64 }

// Add returns p+q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p-q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Scale returns p·k.
func (p Point) Scale(k float64) Point { return Point{p.X * k, p.Y * k} }

// Dist returns the distance between p and q.
func (p Point) Dist(q Point) float64 { return math.Hypot(p.X-q.X, p.Y-q.Y) }

// CellInfo describes one cell.
type CellInfo struct {
	Name   string  // printable name used by notation, records and labels ("e4", "l12")
	Poly   []Point // outline, counter-clockwise; for a graph node a small disc
	Center Point   // where a piece stands
	Shade  uint8   // colour class: 0 light, 1 dark, 2 third shade (hex boards), 3 marked (promotion), 4 white
	Size   float64 // the diameter of the largest piece that fits, in board units
	Mark   string  // a small note drawn faintly in the cell's corner (Pothole Chess: its zone, "@" or "*")
}

// Label is an edge label (a file letter or rank number) drawn outside the cells.
type Label struct {
	Text string
	At   Point
}

// Line joins two cells on a graph board (Clash of Command's lines); drawn, not played.
type Line struct{ A, B Cell }

// Board is an immutable board geometry.
type Board struct {
	name   string
	cells  []CellInfo
	byName map[string]Cell
	labels []Label
	lines  []Line
	min    Point
	max    Point
	nodes  bool // cells are graph nodes: hit testing picks the nearest node
	key    []KeyEntry
}

// KeyEntry says what one kind of mark on a board means, for a print's legend: a cell
// Mark, or a Shade that is more than the light and dark of a chequer.
type KeyEntry struct {
	Mark  string // the Mark it explains, or ""
	Shade int    // the Shade it explains, or -1
	Text  string
}

// Key explains the board's marks and special shades; nil when it has none. The game
// whose board draws the marks says what they mean (WithKey), so neither this package nor
// the printing code knows a game's words.
func (b *Board) Key() []KeyEntry { return b.key }

// WithKey is a copy of b with the key k: a game gives its board the words for its marks
// and shades as it builds the board (boards are immutable afterwards, so the copy shares
// b's cells).
func (b *Board) WithKey(k ...KeyEntry) *Board {
	c := *b
	c.key = k
	return &c
}

// build builds a board from its cells, edge labels and (for graph boards) lines.
// Names must be unique and non-empty.
func build(name string, cells []CellInfo, labels []Label, lines []Line) (*Board, error) {
	b := &Board{name: name, cells: cells, labels: labels, lines: lines, byName: make(map[string]Cell, len(cells))}
	b.min = Point{math.Inf(1), math.Inf(1)}
	b.max = Point{math.Inf(-1), math.Inf(-1)}
	for i, c := range cells {
		if c.Name == "" {
			return nil, fmt.Errorf("boards: cell %d of %s has no name", i, name)
		}
		if _, dup := b.byName[c.Name]; dup {
			return nil, fmt.Errorf("boards: cell name %q appears twice in %s", c.Name, name)
		}
		b.byName[c.Name] = Cell(i)
		for _, p := range c.Poly {
			b.extend(p)
		}
	}
	for _, l := range labels {
		b.extend(l.At)
	}
	return b, nil
}

// mustBuild is build for boards built from fixed tables, where an error is a programming bug.
func mustBuild(name string, cells []CellInfo, labels []Label, lines []Line) *Board {
	b, err := build(name, cells, labels, lines)
	if err != nil {
		panic(err)
	}
	return b
}

func (b *Board) extend(p Point) {
	b.min.X = math.Min(b.min.X, p.X)
	b.min.Y = math.Min(b.min.Y, p.Y)
	b.max.X = math.Max(b.max.X, p.X)
	b.max.Y = math.Max(b.max.Y, p.Y)
}

// Name is the board's name ("Chess 2016, 96 squares").
func (b *Board) Name() string { return b.name }

// Len is the number of cells.
func (b *Board) Len() int { return len(b.cells) }

// Info returns the description of cell c.
func (b *Board) Info(c Cell) *CellInfo { return &b.cells[c] }

// CellName returns the name of c, or "-" for NoCell.
func (b *Board) CellName(c Cell) string {
	if c < 0 || int(c) >= len(b.cells) {
		return "-"
	}
	return b.cells[c].Name
}

// Lookup finds a cell by name.
func (b *Board) Lookup(name string) (Cell, bool) {
	c, ok := b.byName[name]
	return c, ok
}

// Labels returns the edge labels.
func (b *Board) Labels() []Label { return b.labels }

// Lines returns the drawn lines of a graph board.
func (b *Board) Lines() []Line { return b.lines }

// IsGraph reports whether cells are nodes joined by lines.
func (b *Board) IsGraph() bool { return b.nodes }

// Bounds returns the smallest box holding every cell and label.
func (b *Board) Bounds() (min, max Point) { return b.min, b.max }

// CellAt returns the cell under p, or NoCell. On a graph board it is the nearest node
// within half the node spacing.
func (b *Board) CellAt(p Point) Cell {
	if b.nodes {
		best, bestD := NoCell, math.Inf(1)
		for i := range b.cells {
			if d := b.cells[i].Center.Dist(p); d < bestD {
				best, bestD = Cell(i), d
			}
		}
		if best != NoCell && bestD <= b.cells[best].Size {
			return best
		}
		return NoCell
	}
	for i := range b.cells {
		if inside(b.cells[i].Poly, p) {
			return Cell(i)
		}
	}
	return NoCell
}

// inside is the even-odd rule; points on an edge may fall on either side.
func inside(poly []Point, p Point) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, c := poly[i], poly[j]
		if (a.Y > p.Y) != (c.Y > p.Y) && p.X < (c.X-a.X)*(p.Y-a.Y)/(c.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

// newGraph builds a board whose cells are nodes joined by lines (Clash of Command).
// A node's Size is its hit radius: a click within it picks the node.
func newGraph(name string, nodes []CellInfo, labels []Label, lines []Line) (*Board, error) {
	b, err := build(name, nodes, labels, lines)
	if err != nil {
		return nil, err
	}
	for _, l := range lines {
		if l.A < 0 || int(l.A) >= len(nodes) || l.B < 0 || int(l.B) >= len(nodes) {
			return nil, fmt.Errorf("boards: a line of %s joins a cell that does not exist", name)
		}
	}
	b.nodes = true
	return b, nil
}
