package uitest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/image/font/sfnt"
)

// MissingGlyphs are the characters of s that Fyne's bundled font has no glyph for: Fyne
// draws them as "�" wherever the system offers no fallback (Wine showed "−" so).
func MissingGlyphs(t *testing.T, s string) []rune {
	t.Helper()
	f, err := sfnt.Parse(theme.DefaultTextFont().Content())
	if err != nil {
		t.Fatal(err)
	}
	var b sfnt.Buffer
	var out []rune
	for _, r := range s {
		if r == '\n' || r == '\t' {
			continue
		}
		if g, err := f.GlyphIndex(&b, r); err != nil || g == 0 {
			out = append(out, r)
		}
	}
	return out
}

// LabelsUnder is the text of every label and canvas text under o, inside widgets too
// (a dialog's).
func LabelsUnder(o fyne.CanvasObject) []string {
	var out []string
	Walk(o, func(o fyne.CanvasObject) bool {
		switch x := o.(type) {
		case *widget.Label:
			out = append(out, x.Text)
		case *canvas.Text:
			out = append(out, x.Text)
		default:
			return true
		}
		return false
	})
	return out
}
