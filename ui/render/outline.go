package render

import (
	"image/color"
	"math"
	"sort"

	"oddboards/boards"
	"oddboards/boards/draw"
)

// path traces poly, in board units, on s as one closed subpath.
func path(s draw.Surface, l Layout, poly []boards.Point) {
	for i, p := range poly {
		x, y := l.ToSurface(p)
		if i == 0 {
			s.MoveTo(x, y)
		} else {
			s.LineTo(x, y)
		}
	}
	s.ClosePath()
}

func fillCell(s draw.Surface, l Layout, b *boards.Board, c boards.Cell, col color.Color) {
	if c < 0 || int(c) >= b.Len() {
		return
	}
	path(s, l, b.Info(c).Poly)
	s.Fill(col)
}

// outline returns the cell edges that belong to one cell only: the board's border,
// holes included. It is what makes wings and extra squares read as part of one board.
func outline(b *boards.Board) [][2]boards.Point {
	type key [4]int64
	round := func(v float64) int64 { return int64(math.Round(v * 1000)) }
	mk := func(p, q boards.Point) key {
		a := key{round(p.X), round(p.Y), round(q.X), round(q.Y)}
		if a[0] > a[2] || (a[0] == a[2] && a[1] > a[3]) {
			a = key{a[2], a[3], a[0], a[1]}
		}
		return a
	}
	count := map[key]int{}
	edge := map[key][2]boards.Point{}
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		poly := b.Info(c).Poly
		if b.IsGraph() {
			continue
		}
		for i := range poly {
			p, q := poly[i], poly[(i+1)%len(poly)]
			kk := mk(p, q)
			count[kk]++
			edge[kk] = [2]boards.Point{p, q}
		}
	}
	keys := make([]key, 0, len(count))
	for kk, n := range count {
		if n == 1 {
			keys = append(keys, kk)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		for x := 0; x < 4; x++ {
			if keys[i][x] != keys[j][x] {
				return keys[i][x] < keys[j][x]
			}
		}
		return false
	})
	out := make([][2]boards.Point, len(keys))
	for i, kk := range keys {
		out[i] = edge[kk]
	}
	return out
}

// loops chains border edges into closed loops, so the frame is stroked as a few long
// lines rather than hundreds of capped segments. An edge that closes no loop is kept as
// a loop of its own two ends.
func loops(edges [][2]boards.Point) [][]boards.Point {
	type key [2]int64
	k := func(p boards.Point) key { return key{int64(math.Round(p.X * 1000)), int64(math.Round(p.Y * 1000))} }
	from := map[key][]int{}
	for i, e := range edges {
		from[k(e[0])] = append(from[k(e[0])], i)
		from[k(e[1])] = append(from[k(e[1])], i)
	}
	used := make([]bool, len(edges))
	var out [][]boards.Point
	for i := range edges {
		if used[i] {
			continue
		}
		used[i] = true
		loop := []boards.Point{edges[i][0], edges[i][1]}
		for {
			end := k(loop[len(loop)-1])
			next := -1
			for _, j := range from[end] {
				if !used[j] {
					next = j
					break
				}
			}
			if next < 0 {
				break
			}
			used[next] = true
			e := edges[next]
			if k(e[0]) == end {
				loop = append(loop, e[1])
			} else {
				loop = append(loop, e[0])
			}
		}
		if len(loop) > 2 && k(loop[0]) == k(loop[len(loop)-1]) {
			loop = loop[:len(loop)-1]
		}
		out = append(out, loop)
	}
	return out
}
