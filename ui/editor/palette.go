package editor

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"oddboards/pieces"
	"oddboards/ui/render"
)

// iconSize is a palette piece's size: large enough to tell the pieces apart.
const iconSize = 48

// Palette offers every piece of the game in every seat's colour: click one to stand it
// on cells with clicks (click it again to stop), or drag it onto the board.
type Palette struct {
	widget.BaseWidget
	board   *Board
	icons   []*paletteIcon
	content fyne.CanvasObject
	// OnArm is told the piece chosen (nil when none is).
	OnArm func(*pieces.Piece)
}

// newPalette lays out ps (seat by seat, as the game's Palette lists them) under the
// seats' names, for placing on board.
func newPalette(ps []pieces.Piece, seatNames, colours []string, icons *render.Icons, board *Board) *Palette {
	pl := &Palette{board: board}
	rows := container.NewVBox()
	var group []fyne.CanvasObject
	owner := pieces.Player(-2)
	flush := func() {
		if len(group) > 0 {
			rows.Add(container.NewGridWrap(fyne.NewSize(iconSize, iconSize), group...))
			group = nil
		}
	}
	for _, p := range ps {
		if p.Owner != owner {
			flush()
			owner = p.Owner
			name := "Nobody's"
			if int(p.Owner) >= 0 && int(p.Owner) < len(seatNames) {
				name = seatNames[p.Owner]
			}
			rows.Add(bold(name))
		}
		colour := "" // nobody's (a centre pothole): the renderer's grey
		if int(p.Owner) >= 0 && int(p.Owner) < len(colours) {
			colour = colours[p.Owner]
		}
		ic := newPaletteIcon(pl, p, colour, icons)
		pl.icons = append(pl.icons, ic)
		group = append(group, ic)
	}
	flush()
	pl.content = rows
	pl.ExtendBaseWidget(pl)
	return pl
}

// Icons are the palette's pieces, in order (for tests).
func (pl *Palette) Icons() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(pl.icons))
	for i, ic := range pl.icons {
		out[i] = ic
	}
	return out
}

// Arm chooses piece i for clicking onto the board (-1: none).
func (pl *Palette) Arm(i int) {
	for j, ic := range pl.icons {
		ic.setArmed(j == i)
	}
	var p *pieces.Piece
	if i >= 0 && i < len(pl.icons) {
		q := pl.icons[i].p
		p = &q
	}
	pl.board.Armed = p
	if pl.OnArm != nil {
		pl.OnArm(p)
	}
}

func (pl *Palette) index(ic *paletteIcon) int {
	for i, x := range pl.icons {
		if x == ic {
			return i
		}
	}
	return -1
}

// CreateRenderer shows the rows of pieces.
func (pl *Palette) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(pl.content)
}

// paletteIcon is one piece of the palette.
type paletteIcon struct {
	widget.BaseWidget
	pl    *Palette
	p     pieces.Piece
	back  *canvas.Rectangle
	image *canvas.Raster
	armed bool
}

func newPaletteIcon(pl *Palette, p pieces.Piece, colour string, icons *render.Icons) *paletteIcon {
	ic := &paletteIcon{pl: pl, p: p, back: canvas.NewRectangle(tileColour)}
	badge := pl.board.m.Kinds.Code(p.Kind)
	ic.back.CornerRadius = 4
	ic.image = canvas.NewRaster(func(w, h int) image.Image {
		return icons.Get(p, colour, min(w, h), badge)
	})
	ic.ExtendBaseWidget(ic)
	return ic
}

// tileColour is a palette piece's ground: light, as a board's light cells are, so that
// dark pieces read on a dark theme; armedColour marks the chosen piece.
var (
	tileColour  = color.NRGBA{R: 0xee, G: 0xdc, B: 0xbc, A: 0xff}
	armedColour = color.NRGBA{R: 0xf0, G: 0xb0, B: 0x10, A: 0xff}
)

func (ic *paletteIcon) setArmed(on bool) {
	ic.armed = on
	ic.back.FillColor = tileColour
	if on {
		ic.back.FillColor = armedColour
	}
	ic.back.Refresh()
}

// Tapped chooses this piece for clicking onto cells, or stops if it was chosen.
func (ic *paletteIcon) Tapped(*fyne.PointEvent) {
	if ic.armed {
		ic.pl.Arm(-1)
		return
	}
	ic.pl.Arm(ic.pl.index(ic))
}

// Dragged carries a new piece of this kind over the board.
func (ic *paletteIcon) Dragged(e *fyne.DragEvent) {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(ic).Add(e.Position)
	ic.pl.board.dragIn(ic.p, at)
}

// DragEnd stands it where it was dropped, if that is a cell.
func (ic *paletteIcon) DragEnd() { ic.pl.board.DragEnd() }

// Cursor shows that the piece can be picked.
func (ic *paletteIcon) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (ic *paletteIcon) MinSize() fyne.Size { return fyne.NewSize(iconSize, iconSize) }

func (ic *paletteIcon) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(ic.back, ic.image))
}
