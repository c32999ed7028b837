package viewport

import (
	"fyne.io/fyne/v2"

	"oddboards/boards"
)

// Fit fits v to a widget of size s, and returns it.
func (v *Viewport) Fit(s fyne.Size) *Viewport {
	v.Resize(float64(s.Width), float64(s.Height))
	return v
}

// CellUnder is the cell under the widget point p, or NoCell.
func (v *Viewport) CellUnder(p fyne.Position) boards.Cell {
	return v.CellAt(float64(p.X), float64(p.Y))
}

// Centre is where c's centre is in the widget.
func (v *Viewport) Centre(c boards.Cell) fyne.Position {
	x, y := v.cellCentre(c)
	return fyne.NewPos(float32(x), float32(y))
}
