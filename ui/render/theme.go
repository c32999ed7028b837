package render

import (
	"image/color"

	"oddboards/boards/draw"
)

// Theme is a board's palette.
type Theme struct {
	Background color.Color
	Shades     [5]color.Color // by CellInfo.Shade
	Grid       color.Color    // thin lines between cells; nil where shades tell cells apart
	Frame      color.Color    // the board's outline
	Label      color.Color
	Mark       color.Color // cell marks
	Selected   color.Color
	Last       color.Color
	Move       color.Color // quiet-move dot
	Capture    color.Color // capture ring
	Hover      color.Color
	Alert      color.Color
}

// Classic is the default screen palette: wood-like squares that both piece colours read on.
var Classic = Theme{
	Background: draw.RGB(0x3b, 0x3f, 0x46),
	// Shade 3 (Pothole Chess's promotion squares) is a rose: never taken for the
	// last move's gold, and a last move onto it still shows (TestPromotionIsNotLastMove)
	Shades: [5]color.Color{draw.RGB(0xf0, 0xd9, 0xb5), draw.RGB(0xb5, 0x88, 0x63), draw.RGB(0xd2, 0xa9, 0x7f),
		draw.RGB(0xf2, 0x9e, 0xb8), draw.RGB(0xfa, 0xfa, 0xfa)},
	Frame:    draw.RGB(0x2a, 0x1c, 0x10),
	Label:    draw.RGB(0xe8, 0xe2, 0xd6),
	Mark:     draw.RGBA(0x40, 0x28, 0x14, 0x90),
	Selected: draw.RGBA(0x14, 0x55, 0xd9, 0x70),
	Last:     draw.RGBA(0xe8, 0xd2, 0x2a, 0x78),
	Move:     draw.RGBA(0x1f, 0x3a, 0x16, 0x80),
	Capture:  draw.RGBA(0xb0, 0x20, 0x10, 0xc0),
	Hover:    draw.RGBA(0xff, 0xff, 0xff, 0x60),
	Alert:    draw.RGBA(0xe0, 0x10, 0x10, 0x46),
}

// Stone is a palette of greys, for a player who finds the wood too warm.
var Stone = withShades(Classic, draw.RGB(0xd4, 0xd0, 0xc6), draw.RGB(0x9e, 0x9a, 0x90), draw.RGB(0xba, 0xb6, 0xac))

// Slate is a palette of cool blue-greys.
var Slate = withShades(Classic, draw.RGB(0xcf, 0xda, 0xe0), draw.RGB(0x8c, 0xa2, 0xad), draw.RGB(0xae, 0xbe, 0xc7))

// withShades is t with other light, dark and third shades; the marked and white cells
// keep their meaning, so they keep their colours.
func withShades(t Theme, light, dark, third color.Color) Theme {
	t.Shades[0], t.Shades[1], t.Shades[2] = light, dark, third
	t.Frame = draw.RGB(0x1c, 0x22, 0x28)
	return t
}

// NamedTheme is a screen palette as the View menu offers it.
type NamedTheme struct {
	Name  string
	Theme Theme
}

// BoardThemes lists the screen palettes a player may choose, the default first. Every
// one meets the piece colours' contrast checks (TestPaletteContrast).
func BoardThemes() []NamedTheme {
	return []NamedTheme{{"Classic", Classic}, {"Stone", Stone}, {"Slate", Slate}}
}
