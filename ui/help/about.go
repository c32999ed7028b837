package help

import (
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"oddboards/assets"
	"oddboards/internal/version"
	"oddboards/ui/shell"
)

// about is what Help › About says, section by section.
type about struct {
	Version string // "Oddboards 0.1.0", the commit and the toolchain, a line each
	Licence string
	Files   string // where the player's games and settings are kept
}

// aboutOf gathers the About box's text: the version, the licence, and where the player's
// autosaves, saved games and settings are, with the real folders of this computer.
func aboutOf(e *shell.Env) about {
	autosaves := filepath.Dir(e.Saves.AutosavePath("game"))
	files := "Autosaves (every move of every game being played; the unfinished games offered when the app starts):\n" +
		autosaves + "\n\n" +
		"Saved games: wherever you save them with Game › Save as…; Game › Recent games… lists them.\n\n" +
		"Settings (window sizes, the launcher's choices, board colours, print settings):\n" +
		e.Prefs.Path()
	return about{Version: strings.TrimSpace(version.Text()), Licence: version.Licence, Files: files}
}

// ShowAbout shows the About box (Help › About) over w. The folders can be selected and copied.
func ShowAbout(e *shell.Env, w fyne.Window) {
	a := aboutOf(e)
	label := func(text string, bold bool) *widget.Label {
		l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: bold})
		l.Wrapping = fyne.TextWrapWord
		l.Selectable = true
		return l
	}
	first, rest, _ := strings.Cut(a.Version, "\n")
	icon := canvas.NewImageFromResource(fyne.NewStaticResource("icon.png", assets.IconPNG))
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(96, 96))
	text := container.NewVBox(label(first, true), label(rest, false), widget.NewSeparator(),
		label(a.Licence, false), widget.NewSeparator(), label(a.Files, false))
	d := dialog.NewCustom("About Oddboards", "Close",
		container.NewBorder(nil, nil, container.NewVBox(icon), nil, text), w)
	d.Resize(fyne.NewSize(680, 520))
	d.Show()
}
