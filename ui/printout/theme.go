package printout

import (
	"strings"

	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/render"
)

var (
	white = draw.RGB(255, 255, 255)
	black = draw.RGB(0, 0, 0)
	ink   = draw.RGB(0x1a, 0x1a, 0x1a)
	faint = draw.RGB(0x70, 0x70, 0x70)
)

// printTheme is the colour theme on paper: the screen's squares, dark labels, no
// background (the paper is the background).
var printTheme = func() render.Theme {
	t := render.Classic
	t.Background = white
	t.Label = draw.RGB(0x30, 0x30, 0x30)
	t.Frame = draw.RGB(0x2a, 0x1c, 0x10)
	// opaque marks: a printer's dithering washes out translucent dots
	t.Move = draw.RGB(0x2a, 0x4a, 0x20)
	t.Capture = draw.RGB(0xb0, 0x20, 0x10)
	return t
}()

// bwTheme saves ink: the screen's cell shades turned into white and light greys (the
// light squares white, the dark ones 20 % grey), a black grid and outline, black labels,
// grey highlights. Pieces are drawn in white, black and greys, marked where greys are
// close (see colours).
var bwTheme = func() render.Theme {
	t := render.Classic
	for i, c := range t.Shades {
		if c == nil {
			continue
		}
		r, g, b, _ := c.RGBA()
		lum := (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)) / 257
		v := 255 - (255-lum)*0.45
		if v > 0xee {
			v = 255
		}
		t.Shades[i] = draw.RGB(uint8(v), uint8(v), uint8(v))
	}
	t.Background = white
	t.Grid, t.Frame, t.Label = black, black, black
	t.Mark = draw.RGBA(0, 0, 0, 0x80)
	t.Selected = draw.RGB(0x99, 0x99, 0x99)
	t.Last = draw.RGBA(0, 0, 0, 0x30)
	t.Move, t.Capture = black, black
	t.Hover = draw.RGBA(0, 0, 0, 0x20)
	t.Alert = draw.RGBA(0, 0, 0, 0x30)
	return t
}()

func theme(o Options) render.Theme {
	if o.BW {
		return bwTheme
	}
	return printTheme
}

// colours returns the piece colour of each player: the game's, or in black and white
// one of bwStyles (an army whose own colour is white or black keeps it).
func colours(players []rules.PlayerInfo, o Options) []string {
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = p.Colour
	}
	if !o.BW {
		return out
	}
	styles := bwStyles()
	taken := make([]bool, len(styles))
	keep := make([]bool, len(players))
	for i, p := range players {
		for j := 0; j < 2; j++ { // styles[0] and [1] are plain white and black
			if !taken[j] && styles[j] == p.Colour {
				out[i], taken[j], keep[i] = styles[j], true, true
			}
		}
	}
	next := 0
	for i := range players {
		if keep[i] {
			continue
		}
		for next < len(styles) && taken[next] {
			next++
		}
		if next == len(styles) {
			// more armies than styles: they repeat (the legend names each army's pieces)
			out[i] = styles[i%len(styles)]
			continue
		}
		out[i], taken[next] = styles[next], true
	}
	return out
}

// bwStyles are the armies of a black-and-white print: white and black, then greys and
// white and black again, each with a mark of its own (pieces.Marked), since greys alone
// do not tell four armies apart on paper (light grey against white).
func bwStyles() []string {
	out := []string{"white", "black"}
	greys := []string{"silver", "slate", "grey", "white", "black", "silver"}
	for i, m := range pieces.Marks() {
		out = append(out, pieces.Marked(greys[i%len(greys)], m))
	}
	return out
}

// colourWords says how a piece colour looks on paper: "light grey with a dot".
func colourWords(colour string) string {
	name, _, _ := strings.Cut(colour, "/")
	words := map[string]string{"silver": "light grey", "slate": "dark grey"}[name]
	if words == "" {
		words = name
	}
	if m := pieces.MarkOf(colour); m != "" {
		words += " with a " + m
	}
	return words
}
