package explorerwin

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/render"
)

// DieColours are a die's body, its edge and its pips.
type DieColours struct {
	Body, Edge, Pip color.Color
}

// The dice of Chess 2016: three white, the green (Queen) and the red (Cannon).
var (
	WhiteDie = DieColours{color.NRGBA{0xfa, 0xf8, 0xf2, 0xff}, color.NRGBA{0x8a, 0x84, 0x78, 0xff}, color.NRGBA{0x1c, 0x1c, 0x1c, 0xff}}
	GreenDie = DieColours{color.NRGBA{0x1f, 0x8a, 0x3c, 0xff}, color.NRGBA{0x0e, 0x4a, 0x1e, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}}
	RedDie   = DieColours{color.NRGBA{0xc8, 0x1e, 0x1e, 0xff}, color.NRGBA{0x6e, 0x0c, 0x0c, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}}
)

// pipSpots are where the pips of each face sit, in eighths of the face (x, y from the top
// left corner).
var pipSpots = [7][][2]float32{
	1: {{4, 4}},
	2: {{2, 2}, {6, 6}},
	3: {{2, 2}, {4, 4}, {6, 6}},
	4: {{2, 2}, {6, 2}, {2, 6}, {6, 6}},
	5: {{2, 2}, {6, 2}, {4, 4}, {2, 6}, {6, 6}},
	6: {{2, 2}, {6, 2}, {2, 4}, {6, 4}, {2, 6}, {6, 6}},
}

// DieView is one die drawn with its pips. A tap turns it to the next face (6 back to 1),
// a right click to the previous one; OnChanged hears the new face.
type DieView struct {
	widget.BaseWidget
	face      int
	colours   DieColours
	OnChanged func(face int)
}

// NewDieView makes a die showing face (1–6).
func NewDieView(c DieColours, face int) *DieView {
	d := &DieView{face: face, colours: c}
	d.ExtendBaseWidget(d)
	return d
}

// Face is the face the die shows.
func (d *DieView) Face() int { return d.face }

// SetFace shows face without calling OnChanged.
func (d *DieView) SetFace(face int) {
	if face < 1 || face > 6 || face == d.face {
		return
	}
	d.face = face
	d.Refresh()
}

func (d *DieView) turn(step int) {
	d.face = (d.face-1+step+6)%6 + 1
	d.Refresh()
	if d.OnChanged != nil {
		d.OnChanged(d.face)
	}
}

// Tapped shows the next face.
func (d *DieView) Tapped(*fyne.PointEvent) { d.turn(1) }

// TappedSecondary shows the previous face.
func (d *DieView) TappedSecondary(*fyne.PointEvent) { d.turn(-1) }

// Cursor is a pointing hand: the die is a button.
func (d *DieView) Cursor() desktop.Cursor { return desktop.PointerCursor }

// MinSize is a comfortable die.
func (d *DieView) MinSize() fyne.Size { return fyne.NewSize(52, 52) }

// CreateRenderer draws the die.
func (d *DieView) CreateRenderer() fyne.WidgetRenderer {
	body := canvas.NewRectangle(d.colours.Body)
	body.StrokeColor = d.colours.Edge
	body.StrokeWidth = 2
	r := &dieRenderer{d: d, body: body}
	for i := range r.pips {
		r.pips[i] = canvas.NewCircle(d.colours.Pip)
	}
	return r
}

type dieRenderer struct {
	d    *DieView
	body *canvas.Rectangle
	pips [6]*canvas.Circle
	size fyne.Size
}

func (r *dieRenderer) Layout(size fyne.Size) {
	r.size = size
	side := min(size.Width, size.Height) - 4
	x0, y0 := (size.Width-side)/2, (size.Height-side)/2
	r.body.Move(fyne.NewPos(x0, y0))
	r.body.Resize(fyne.NewSize(side, side))
	r.body.CornerRadius = side * 0.18
	spots := pipSpots[r.d.face]
	rad := side * 0.085
	for i, p := range r.pips {
		if i >= len(spots) {
			p.Hide()
			continue
		}
		cx, cy := x0+side*spots[i][0]/8, y0+side*spots[i][1]/8
		p.Move(fyne.NewPos(cx-rad, cy-rad))
		p.Resize(fyne.NewSize(2*rad, 2*rad))
		p.Show()
	}
}

func (r *dieRenderer) MinSize() fyne.Size { return r.d.MinSize() }

func (r *dieRenderer) Refresh() {
	r.Layout(r.size)
	r.body.Refresh()
	for _, p := range r.pips {
		p.Refresh()
	}
}

func (r *dieRenderer) Objects() []fyne.CanvasObject {
	out := []fyne.CanvasObject{r.body}
	for _, p := range r.pips {
		out = append(out, p)
	}
	return out
}

func (r *dieRenderer) Destroy() {}

// SwitchView is Chess 112's seventh "die": a tile showing two kinds (the Camel and the
// Knight) in the order they stand. A tap interchanges them; OnChanged hears the new
// state (true: interchanged).
type SwitchView struct {
	widget.BaseWidget
	on        bool
	icons     *render.Icons
	kinds     rules.Kinds // the game's: the pieces' badges
	pair      [2]pieces.Kind
	OnChanged func(on bool)
}

// NewSwitchView makes the switch between the kinds of pair, shown in that order when
// off; icons draws the pieces, badged as kinds (the game's) say.
func NewSwitchView(icons *render.Icons, kinds rules.Kinds, pair [2]pieces.Kind, on bool) *SwitchView {
	s := &SwitchView{on: on, icons: icons, kinds: kinds, pair: pair}
	s.ExtendBaseWidget(s)
	return s
}

// On reports whether the two kinds are interchanged.
func (s *SwitchView) On() bool { return s.on }

// SetOn shows the state without calling OnChanged.
func (s *SwitchView) SetOn(on bool) {
	if on != s.on {
		s.on = on
		s.Refresh()
	}
}

// Tapped interchanges the two kinds.
func (s *SwitchView) Tapped(*fyne.PointEvent) {
	s.on = !s.on
	s.Refresh()
	if s.OnChanged != nil {
		s.OnChanged(s.on)
	}
}

// Cursor is a pointing hand.
func (s *SwitchView) Cursor() desktop.Cursor { return desktop.PointerCursor }

// MinSize holds two icons side by side.
func (s *SwitchView) MinSize() fyne.Size { return fyne.NewSize(96, 52) }

// CreateRenderer draws the tile.
func (s *SwitchView) CreateRenderer() fyne.WidgetRenderer {
	body := canvas.NewRectangle(color.NRGBA{0xe9, 0xe4, 0xf7, 0xff})
	body.StrokeColor = color.NRGBA{0x5a, 0x4a, 0x8a, 0xff}
	body.StrokeWidth = 2
	r := &switchRenderer{s: s, body: body,
		left: canvas.NewImageFromImage(nil), right: canvas.NewImageFromImage(nil)}
	r.left.FillMode = canvas.ImageFillContain
	r.right.FillMode = canvas.ImageFillContain
	r.arrow = canvas.NewText("<->", color.NRGBA{0x5a, 0x4a, 0x8a, 0xff}) // Fyne's font has no "↔"
	r.arrow.TextStyle = fyne.TextStyle{Bold: true}
	r.arrow.Alignment = fyne.TextAlignCenter
	r.setImages()
	return r
}

type switchRenderer struct {
	s           *SwitchView
	body        *canvas.Rectangle
	left, right *canvas.Image
	arrow       *canvas.Text
	size        fyne.Size
}

func (r *switchRenderer) setImages() {
	first, second := r.s.pair[0], r.s.pair[1]
	if r.s.on {
		first, second = second, first
	}
	get := func(k pieces.Kind) image.Image {
		return r.s.icons.Get(pieces.Piece{Kind: k, Facing: pieces.NoFacing}, "white", 96, r.s.kinds.Code(k))
	}
	r.left.Image = get(first)
	r.right.Image = get(second)
}

func (r *switchRenderer) Layout(size fyne.Size) {
	r.size = size
	h := size.Height - 4
	w := min(size.Width-4, 2*h)
	x0, y0 := (size.Width-w)/2, (size.Height-h)/2
	r.body.Move(fyne.NewPos(x0, y0))
	r.body.Resize(fyne.NewSize(w, h))
	r.body.CornerRadius = h * 0.18
	icon := min(h*0.86, w*0.43)
	r.left.Move(fyne.NewPos(x0+w*0.03, y0+(h-icon)/2))
	r.left.Resize(fyne.NewSize(icon, icon))
	r.right.Move(fyne.NewPos(x0+w*0.97-icon, y0+(h-icon)/2))
	r.right.Resize(fyne.NewSize(icon, icon))
	r.arrow.TextSize = h * 0.3
	r.arrow.Move(fyne.NewPos(x0, y0+h*0.7-r.arrow.TextSize/2))
	r.arrow.Resize(fyne.NewSize(w, r.arrow.TextSize))
	if r.s.on {
		r.arrow.Show()
	} else {
		r.arrow.Hide()
	}
}

func (r *switchRenderer) MinSize() fyne.Size { return r.s.MinSize() }

func (r *switchRenderer) Refresh() {
	r.setImages()
	r.Layout(r.size)
	for _, o := range r.Objects() {
		o.Refresh()
	}
}

func (r *switchRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.body, r.left, r.right, r.arrow}
}

func (r *switchRenderer) Destroy() {}
