package draw

import "math"

func hypot(x, y float64) float64 { return math.Hypot(x, y) }
