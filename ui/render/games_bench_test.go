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
		sc := render.NewScene(p.Board(), p.At, colours, e.Game.Kinds())
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

// BenchmarkAntarctic1200 is issue 10's figure: the full snowflake at 1200×1200, drawn
// afresh (board and pieces, icons cached as on screen), and the overlay a drag redraws.
func BenchmarkAntarctic1200(b *testing.B) {
	fonts, err := draw.LoadFonts()
	if err != nil {
		b.Fatal(err)
	}
	e, _ := games.Lookup("antarctic-chess")
	for _, mode := range []string{"6E", "7U"} {
		p, err := e.Game.Start(rules.Config{Mode: mode})
		if err != nil {
			b.Fatal(err)
		}
		var colours []string
		for _, pl := range e.Game.Players(rules.Config{Mode: mode}) {
			colours = append(colours, pl.Colour)
		}
		sc := render.NewScene(p.Board(), p.At, colours, e.Game.Kinds())
		b.Run(mode+"/full", func(b *testing.B) {
			icons := render.NewIcons(fonts)
			render.NewPainter(fonts, icons).Paint(sc, 1200, 1200, render.View{})
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				// a new painter each time: no cached empty board, as after a resize
				render.NewPainter(fonts, icons).Paint(sc, 1200, 1200, render.View{})
			}
		})
		b.Run(mode+"/drag-step", func(b *testing.B) {
			pt := render.NewPainter(fonts, nil)
			c, _ := p.Board().Lookup("l12")
			sc.Hover = c
			for i := 0; i < b.N; i++ {
				pt.Overlay(sc, 1200, 1200, render.View{})
			}
		})
	}
}
