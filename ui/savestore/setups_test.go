package savestore

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/record"
)

// A custom setup is kept under its name, listed for its game only, and starts a game on
// its position; a damaged file is left out, and a bad name is refused.
func TestCustomSetups(t *testing.T) {
	s := opened(t, t.TempDir())
	e, _ := games.Lookup("clash-of-command")
	text := "Ca1 Dc3 / Ha5 Ci9 b" // as the game writes it
	cfg := rules.Config{Variant: e.Variant, Position: text}
	if err := s.SaveSetup(e.Game, cfg, "  Two  Commanders "); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveSetup(e.Game, cfg, "a/b: c"); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveSetup(e.Game, cfg, "a-b- c"); err == nil || !strings.Contains(err.Error(), "a/b: c") {
		t.Errorf("a name sharing a file with another: %v", err)
	}
	if err := s.SaveSetup(e.Game, cfg, "a/b: c"); err != nil {
		t.Errorf("saving a setup again under its name: %v", err)
	}
	for _, bad := range []string{"", strings.Repeat("x", maxSetupName+1)} {
		if err := s.SaveSetup(e.Game, cfg, bad); err == nil {
			t.Errorf("name %q accepted", bad)
		}
	}
	if err := s.SaveSetup(e.Game, rules.Config{Variant: e.Variant}, "start"); err == nil {
		t.Error("a setup without a position accepted")
	}
	got := s.Setups("clash-of-command")
	if len(got) != 2 || got[0].Name != "Two Commanders" || got[1].Name != "a/b: c" && got[0].Name != "a/b: c" {
		t.Fatalf("setups %+v", got)
	}
	m, err := rules.NewMatch(e.Game, got[0].Config, nil)
	if err != nil {
		t.Fatal(err)
	}
	if pt := m.Position().PositionText(); pt != text {
		t.Errorf("a game from the setup starts at %q, want %q", pt, text)
	}
	if len(s.Setups("dino-czars")) != 0 {
		t.Error("another game's setups listed")
	}
	if err := os.WriteFile(got[0].Path, []byte("[Game \"clash-of-command\"]\n[SetupName \"x\"]\n[Position \"Q\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if n := len(s.Setups("")); n != 1 {
		t.Errorf("%d setups listed with one damaged, want 1", n)
	}
	// a file with moves, or too large for a setup, is not one (a game put there by hand
	// would be replayed on the UI goroutine)
	good, err := os.ReadFile(got[1].Path)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Dir(got[1].Path)
	moved := bytes.Replace(good, []byte("\n*"), []byte("\nHa5-a3 *"), 1)
	if bytes.Equal(moved, good) {
		t.Fatalf("no result token to write a move before in %q", good)
	}
	for _, c := range []struct {
		name string
		data []byte
	}{
		{"a game", moved},
		{"a large file", append(bytes.Clone(good), strings.Repeat("; padding\n", maxSetupSize/10+1)...)},
	} {
		path := filepath.Join(dir, "clash-of-command not a setup"+record.Ext)
		if err := os.WriteFile(path, c.data, 0o644); err != nil {
			t.Fatal(err)
		}
		if n := len(s.Setups("")); n != 1 {
			t.Errorf("%d setups listed with %s beside one, want 1", n, c.name)
		}
		if err := os.Remove(path); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.forgetSetup(s.Setups("")[0]); err != nil || len(s.Setups("")) != 0 {
		t.Errorf("forget: %v, %d left", err, len(s.Setups("")))
	}
}
