package gamewin

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

type mouse struct{ desktop.MouseEvent }

// desktopMouse is a pointer event at p, as the desktop driver sends on hover.
func desktopMouse(p fyne.Position) *mouse {
	return &mouse{desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}}}
}
