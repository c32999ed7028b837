package editor

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"oddboards/boards/draw"
	"oddboards/ui/render"
)

// view is game id's editor in a test window.
func view(t *testing.T, id string) *View {
	t.Helper()
	test.NewTempApp(t)
	fonts, err := draw.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	m := model(t, id)
	start, err := m.Game.Start(m.Cfg)
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	v := NewView(m, Deps{Fonts: fonts, Icons: render.NewIcons(fonts), Window: w, Start: start,
		Players: m.Game.Players(m.Cfg)})
	w.SetContent(v.Content())
	w.Resize(fyne.NewSize(1000, 700))
	return v
}

// The status line's hints name the palette where it is and a piece with "a" or "an" as
// its name sounds.
func TestViewHints(t *testing.T) {
	for _, tc := range []struct {
		id   string
		want map[string]string // a palette piece's name: what the armed hint says
	}{
		{"antarctic-chess", map[string]string{"Orca": "stand an Orca on them", "Emperor": "stand an Emperor on them",
			"Elephant": "stand an Elephant on them", "Skua": "stand a Skua on them"}},
		{"dino-czars", map[string]string{"Egg": "stand an Egg on them", "Pterosaur": "stand a Pterosaur on them"}},
		{"pothole-chess", map[string]string{"Car": "stand a Car on them"}},
	} {
		t.Run(tc.id, func(t *testing.T) {
			v := view(t, tc.id)
			board := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.Board)
			palette := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.Palette)
			if palette.X < board.X+v.Board.Size().Width || !strings.Contains(v.Status.Text, "under Pieces, right of the board") {
				t.Errorf("the palette at %v, the board at %v %v: the hint says %q", palette, board, v.Board.Size(), v.Status.Text)
			}
			seen := map[string]bool{}
			for i := range v.Palette.Icons() {
				v.Palette.Arm(i)
				name := v.M.Kinds.Name(v.Board.Armed.Kind)
				if want, ok := tc.want[name]; ok {
					seen[name] = true
					if !strings.Contains(v.Status.Text, want) {
						t.Errorf("%s armed: %q, want %q", name, v.Status.Text, want)
					}
				}
			}
			if len(seen) != len(tc.want) {
				t.Errorf("armed %v of %v", seen, tc.want)
			}
		})
	}
}
