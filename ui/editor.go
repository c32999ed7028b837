package ui

import (
	"oddboards/rules"
	"oddboards/ui/editor"
	"oddboards/ui/editorwin"
)

// ShowEditor opens the position editor on p, a position of g under cfg: Play opens a
// game window on the position set up, and a setup kept shows in the launcher.
func ShowEditor(env *Env, g rules.Game, cfg rules.Config, p rules.Position) (*editor.View, error) {
	return editorwin.Show(env.Env.Env, env, g, cfg, p, func() {
		if env.launcherView != nil { // the open launcher lists the setup kept
			env.launcherView.RefreshCustoms()
		}
	})
}

// EditPosition is ShowEditor for the game windows (Game › Set up position…).
func (e *Env) EditPosition(g rules.Game, cfg rules.Config, p rules.Position) error {
	_, err := ShowEditor(e, g, cfg, p)
	return err
}
