package uitest

import (
	"math/rand/v2"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/ui/savestore"
)

// Tree is every text and button under o, in the order drawn.
func Tree(o fyne.CanvasObject) (texts []string, buttons []*widget.Button) {
	Walk(o, func(o fyne.CanvasObject) bool {
		if s, ok := LabelText(o); ok {
			texts = append(texts, s)
		}
		if b, ok := o.(*widget.Button); ok {
			buttons = append(buttons, b)
		}
		return true
	})
	return texts, buttons
}

// Overlay is the texts and the buttons (by their text) of w's topmost dialog; the test
// fails when none shows.
func Overlay(t *testing.T, w fyne.Window) ([]string, map[string]*widget.Button) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	texts, bs := Tree(top)
	byText := map[string]*widget.Button{}
	for _, b := range bs {
		byText[b.Text] = b
	}
	return texts, byText
}

// TapButton taps the first visible, enabled button under o that says text; the test
// fails when there is none.
func TapButton(t *testing.T, o fyne.CanvasObject, text string) {
	t.Helper()
	for _, b := range FindAll[*widget.Button](o) {
		if b.Text == text && b.Visible() && !b.Disabled() {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no %q button to tap", text)
}

// Inside reports whether o lies wholly within the window's canvas.
func Inside(w fyne.Window, o fyne.CanvasObject) bool {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s, c := o.Size(), w.Canvas().Size()
	return o.Visible() && s.Width > 0 && at.X >= 0 && at.Y >= 0 && at.X+s.Width <= c.Width && at.Y+s.Height <= c.Height
}

// LongNames are seven players' long names: the hardest case for a panel or a dialog
// that lists the seats.
func LongNames() []string {
	return []string{"Annabel Lee-Smith", "Bartholomew Jones", "Cordelia Wainwright", "Demetrius Okafor",
		"Evangeline Dubois", "Fitzgerald Moreau", "Guinevere Castellanos"}
}

// PlayRandom plays plies moves of m chosen by rng (fewer if the game ends).
func PlayRandom(t *testing.T, m *rules.Match, rng *rand.Rand, plies int) {
	t.Helper()
	for range plies {
		if moves := m.Position().LegalMoves(nil); len(moves) > 0 {
			if err := m.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// SaveIn saves m as a file called name in a new folder of the test's, and returns its
// path; the test fails when m cannot be saved.
func SaveIn(t *testing.T, s *savestore.Store, m *rules.Match, name string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := s.SaveTo(m, path); err != nil {
		t.Fatal(err)
	}
	return path
}

// MenuItem runs the item of w's main menu called label; the test fails when there is
// none.
func MenuItem(t *testing.T, w fyne.Window, label string) {
	t.Helper()
	for _, m := range w.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == label {
				it.Action()
				return
			}
		}
	}
	t.Fatalf("no menu item %q", label)
}
