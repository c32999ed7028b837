package cards

import (
	"image/color"

	"oddboards/boards/draw"
)

// countSurface counts strokes and ignores the rest.
type countSurface struct{ strokes int }

func (*countSurface) MoveTo(x, y float64)                                                    {}
func (*countSurface) LineTo(x, y float64)                                                    {}
func (*countSurface) CubicTo(x1, y1, x2, y2, x, y float64)                                   {}
func (*countSurface) ClosePath()                                                             {}
func (*countSurface) Fill(c color.Color)                                                     {}
func (s *countSurface) Stroke(c color.Color, width float64)                                  { s.strokes++ }
func (*countSurface) FillStroke(fill, stroke color.Color, width float64)                     {}
func (*countSurface) Text(string, float64, float64, float64, color.Color, draw.Anchor, bool) {}
func (*countSurface) Push()                                                                  {}
func (*countSurface) Pop()                                                                   {}
func (*countSurface) Translate(x, y float64)                                                 {}
func (*countSurface) Rotate(radians float64)                                                 {}
func (*countSurface) Scale(sx, sy float64)                                                   {}
