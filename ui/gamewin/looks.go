package gamewin

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"oddboards/ui/board"
	"oddboards/ui/render"
	"oddboards/ui/shell"
)

// boardLooks is what follows View › Board colours (UI goroutine only): the boards of the
// open game windows, each with what ticks the chosen palette in its window's menu, and
// the launcher's preview.
type boardLooks struct {
	env     *shell.Env
	boards  map[*board.View]func(name string)
	preview *canvas.Raster
}

// set keeps the palette called name for every board on screen, open or to come.
func (l *boardLooks) set(name string) {
	l.env.Prefs.SetString(shell.PrefBoardTheme, name)
	t := l.env.BoardTheme()
	for v, ticks := range l.boards {
		v.SetTheme(t.Theme)
		if ticks != nil {
			ticks(t.Name)
		}
	}
	if l.preview != nil {
		l.preview.Refresh()
	}
}

// follow draws v in the chosen palette from now on, until unfollow.
func (l *boardLooks) follow(v *board.View) {
	l.boards[v] = nil
	v.SetTheme(l.env.BoardTheme().Theme)
}

func (l *boardLooks) unfollow(v *board.View) { delete(l.boards, v) }

// FollowPreview redraws r, the launcher's preview, when the palette changes; nil stops.
func (e *Env) FollowPreview(r *canvas.Raster) { e.looks.preview = r }

// themeMenu is View › Board colours: every palette, the chosen one ticked in every
// window's menu.
func (g *GameView) themeMenu() *fyne.MenuItem {
	e := g.env
	var items []*fyne.MenuItem
	for _, t := range render.BoardThemes() {
		items = append(items, fyne.NewMenuItem(t.Name, func() { e.looks.set(t.Name) }))
	}
	ticks := func(name string) {
		for _, it := range items {
			it.Checked = it.Label == name
		}
		if mm := g.win.MainMenu(); mm != nil {
			mm.Refresh()
		}
	}
	ticks(e.BoardTheme().Name)
	if _, open := e.looks.boards[g.Board]; open {
		e.looks.boards[g.Board] = ticks
	}
	item := fyne.NewMenuItem("Board colours", nil)
	item.ChildMenu = fyne.NewMenu("", items...)
	return item
}
