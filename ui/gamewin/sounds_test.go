package gamewin

import (
	"testing"

	"oddboards/ui/sound"
)

// A move sounds once however many windows show the game; a capture and the game's end
// have their own sounds; View › Sounds turns them off, and the choice is kept.
func TestMoveSounds(t *testing.T) {
	env := testEnv(t)
	m := chessMatch(t, "chess-2016", 1)
	env.OpenGame(m)
	env.OpenGame(m) // a second view
	playTexts(t, m, "e5", "f6")
	if n := env.Sound.Played(sound.Move); n != 2 {
		t.Fatalf("two moves in two windows sounded %d times", n)
	}
	playTexts(t, m, "e5xf6")
	if env.Sound.Played(sound.Capture) != 1 {
		t.Errorf("a capture sounded %d captures", env.Sound.Played(sound.Capture))
	}
	m.Undo() // taking back makes no sound
	if env.Sound.Played(sound.Move)+env.Sound.Played(sound.Capture) != 3 {
		t.Error("undo made a sound")
	}
	if err := m.Resign(1); err != nil {
		t.Fatal(err)
	}
	if env.Sound.Played(sound.GameEnd) != 1 {
		t.Errorf("a resignation sounded %d game ends", env.Sound.Played(sound.GameEnd))
	}
	g, _ := openView(t, env, m)
	item := g.soundsMenu()
	if !item.Checked {
		t.Fatal("sounds are off at first")
	}
	item.Action()
	if item.Checked || env.Sound.Enabled() || env.Prefs.BoolWithFallback(prefSounds, true) {
		t.Error("View › Sounds did not turn them off, or did not keep it")
	}
	m.Undo()
	playTexts(t, m, "b5")
	if n := env.Sound.Played(sound.Move); n != 2 {
		t.Errorf("with sounds off a move counted: %d", n)
	}
}

// A low clock sounds once a move however many windows show the game's clocks.
func TestLowClockSoundsOncePerMove(t *testing.T) {
	env := testEnv(t)
	m := namedMatch(t, "clash-of-command")
	env.OpenGame(m)
	env.OpenGame(m)
	for range 3 { // two windows, each redrawing its clocks again and again
		env.sounds.lowClock(m)
		env.sounds.lowClock(m)
	}
	playTexts(t, m, "Dc3-d4")
	env.sounds.lowClock(m)
	if n := env.Sound.Played(sound.LowClock); n != 2 {
		t.Errorf("the low clock sounded %d times over two moves, want 2", n)
	}
}
