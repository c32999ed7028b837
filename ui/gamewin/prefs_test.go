package gamewin

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"oddboards/ui/render"
	"oddboards/ui/shell"
	"oddboards/ui/uitest"
)

// TestWindowSizeIsRemembered: a window opens at its default size, a resize is kept, and
// the next window of that name opens at the kept size; a damaged size is not used.
func TestWindowSizeIsRemembered(t *testing.T) {
	env := testEnv(t)
	def := fyne.NewSize(500, 400)
	open := func() fyne.Window {
		w := env.App.NewWindow("sized")
		t.Cleanup(w.Close)
		w.SetContent(widget.NewLabel("content"))
		env.RememberSize(w, "sized", def)
		return w
	}
	w := open()
	if s := w.Canvas().Size(); s != def {
		t.Fatalf("first opening: %v, want the default %v", s, def)
	}
	w.Resize(fyne.NewSize(640, 480))
	if got := open().Canvas().Size(); got != fyne.NewSize(640, 480) {
		t.Errorf("after a resize to 640×480 the next window opens at %v", got)
	}
	if texts := uitest.Texts(w.Content()); len(texts) != 1 || texts[0] != "content" {
		t.Errorf("the window shows %q, want its content", texts)
	}
	env.Prefs.SetFloat("window.sized.width", 3)
	if got := open().Canvas().Size(); got != def {
		t.Errorf("a 3-wide kept size gave %v, want the default", got)
	}
}

// TestBoardThemeFollowsTheChoice: View › Board colours recolours the open boards, ticks
// the choice in every window's menu, is kept for the next window, and a closed window's
// board is let go.
func TestBoardThemeFollowsTheChoice(t *testing.T) {
	env := testEnv(t)
	if env.BoardTheme().Name != "Classic" {
		t.Fatalf("the first board theme is %s", env.BoardTheme().Name)
	}
	w1 := env.OpenGame(chessMatch(t, "chess-2016", 1))
	w2 := env.OpenGame(chessMatch(t, "chess-56", 1))
	t.Cleanup(w2.Close)
	colours := func(w fyne.Window) *fyne.MenuItem {
		for _, m := range w.MainMenu().Items {
			for _, it := range m.Items {
				if it.Label == "Board colours" {
					return it
				}
			}
		}
		t.Fatal("no View › Board colours")
		return nil
	}
	ticked := func(w fyne.Window) (names []string) {
		for _, it := range colours(w).ChildMenu.Items {
			if it.Checked {
				names = append(names, it.Label)
			}
		}
		return names
	}
	for _, it := range colours(w1).ChildMenu.Items {
		if it.Label == "Stone" {
			it.Action()
		}
	}
	for v := range env.looks.boards {
		if v.Scene().Theme != render.Stone {
			t.Error("an open board is not drawn in Stone")
		}
	}
	for _, w := range []fyne.Window{w1, w2} {
		if got := ticked(w); len(got) != 1 || got[0] != "Stone" {
			t.Errorf("%s: ticked %v, want [Stone]", w.Title(), got)
		}
	}
	w1.Close()
	if len(env.looks.boards) != 1 {
		t.Errorf("%d boards follow the theme after one of two windows closed", len(env.looks.boards))
	}
	w3 := env.OpenGame(chessMatch(t, "chess-112", 1))
	t.Cleanup(w3.Close)
	if got := ticked(w3); len(got) != 1 || got[0] != "Stone" {
		t.Errorf("a new window ticks %v", got)
	}
	env.Prefs.SetString(shell.PrefBoardTheme, "no such theme")
	if env.BoardTheme().Theme != render.Classic {
		t.Error("an unknown kept theme should give Classic")
	}
}
