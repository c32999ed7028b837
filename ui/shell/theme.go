package shell

import "oddboards/ui/render"

// PrefBoardTheme is the settings' key of the boards' palette: a render.BoardThemes name.
const PrefBoardTheme = "board.theme"

// BoardTheme is the palette the player chose for boards on screen (Classic at first).
func (e *Env) BoardTheme() render.NamedTheme {
	name := e.Prefs.String(PrefBoardTheme)
	themes := render.BoardThemes()
	for _, t := range themes {
		if t.Name == name {
			return t
		}
	}
	return themes[0]
}
