package render_test

import (
	"testing"

	"oddboards/boards/draw"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/render"
)

// BenchmarkPaintGames draws each game's start position at 1000×1000 the way the screen
// does (cached empty board, cached icons), and from scratch (every path traced).
func BenchmarkPaintGames(b *testing.B) {
	fonts, err := draw.LoadFonts()
	if err != nil {
		b.Fatal(err)
	}
	for _, e := range games.All() {
		p, err := e.Game.Start(rules.Config{Variant: e.Variant})
		if err != nil {
			b.Fatal(err)
		}
		var colours []string
		for _, pl := range e.Game.Players(rules.Config{Variant: e.Variant}) {
			colours = append(colours, pl.Colour)
		}
		sc := render.NewScene(p.Board(), p.At, colours)
		for i := range colours {
			sc.Reserves = append(sc.Reserves, p.Reserve(rules.Player(i)))
		}
		b.Run(e.ID+"/screen", func(b *testing.B) {
			pt := render.NewPainter(fonts, nil)
			pt.Paint(sc, 1000, 1000, render.View{})
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				pt.Paint(sc, 1000, 1000, render.View{})
			}
		})
		b.Run(e.ID+"/scratch", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				render.Image(sc, 1000, 1000, 0, fonts)
			}
		})
	}
}
