package gamewin

import (
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/ui/uitest"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestAnalysisLineStaysOneLine: the analysis's line keeps one line's height whatever
// its length (a long line is cut with an ellipsis, inside the panel), and its checkbox
// does not move as the line changes.
func TestAnalysisLineStaysOneLine(t *testing.T) {
	_, g, w := openMatch(t, gameMatch(t, "chess-2016", rules.Config{}))
	w.Resize(defaultGameContent)
	g.comp.SetAnalysis(true)
	oneLine := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.InnerPadding()
	var at uitest.Area
	for i, text := range []string{
		"Analysing…",
		"+0.35  depth 12  " + strings.Repeat("Nf3 Nc6 Bb5 a6 ", 6),
		"-1.20  depth 9  e4",
	} {
		g.analysisText.SetText(text)
		g.relayoutSide()
		check, line, panel := uitest.AreaOf(g.analysis), uitest.AreaOf(g.analysisText), uitest.AreaOf(g.controls)
		if line.X0 < check.X1 || line.X1 <= line.X0 || line.X1 > panel.X1 {
			t.Errorf("%q: the analysis line at %v, beside the checkbox at %v, in the panel %v", text, line, check, panel)
		}
		if h := line.Y1 - line.Y0; h > oneLine+1 {
			t.Errorf("%q: the analysis line is %.0f high, one line is %.0f", text, h, oneLine)
		}
		if i == 0 {
			at = check
		} else if check != at {
			t.Errorf("%q: the checkbox moved from %v to %v", text, at, check)
		}
	}
}
