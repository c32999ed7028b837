package cli

import (
	"bytes"
	"errors"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPrintWritesFiles(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args  []string
		files []string
		magic string
	}{
		{[]string{"chess-2016", "--what", "setup", "--setup", "1-2-3/4/5", "-o", "s.pdf"}, []string{"s.pdf"}, "%PDF-"},
		{[]string{"chess-56", "--what", "board", "--format", "svg", "--bw", "-o", "b.svg"}, []string{"b.svg"}, "<?xml"},
		{[]string{"chess-112", "--what", "setup", "--setup", "7", "--dpi", "40", "--paper", "letter", "-o", "p.png"}, []string{"p.png"}, "\x89PNG"},
		{[]string{"chess-2016", "--what", "position", "--moves", "e5 e6 Nc4", "-o", "pos.pdf", "--landscape"}, []string{"pos.pdf"}, "%PDF-"},
		{[]string{"chess-2016", "--what", "board", "--cell-mm", "30", "--format", "svg", "-o", "t.svg"},
			[]string{"t-1.svg", "t-2.svg", "t-3.svg", "t-4.svg", "t-5.svg", "t-6.svg"}, "<?xml"},
		{[]string{"chess-2016", "--what", "pieces", "--all", "-o", "pieces.pdf"}, []string{"pieces.pdf"}, "%PDF-"},
		{[]string{"dino-czars", "--what", "position", "--position", "E1:TR^N,E6:tr^S,E3:e2 2 1/1 VR 4", "--moves", "E6-F5", "-o", "dino.svg"},
			[]string{"dino.svg"}, "<?xml"},
	} {
		for i, a := range tc.args {
			if a == "-o" {
				tc.args[i+1] = filepath.Join(dir, tc.args[i+1])
			}
		}
		var out bytes.Buffer
		if err := printCmd(tc.args, &out); err != nil {
			t.Errorf("%v: %v", tc.args, err)
			continue
		}
		// tiled sheets report their pages, then every print says what it wrote
		said := out.String()
		if !strings.HasPrefix(said, "wrote ") && !strings.Contains(said, " of 6\nwrote ") {
			t.Errorf("%v: said %q", tc.args, said)
		}
		for _, f := range tc.files {
			data, err := os.ReadFile(filepath.Join(dir, f))
			if err != nil {
				t.Errorf("%v: %v", tc.args, err)
				continue
			}
			if !bytes.HasPrefix(data, []byte(tc.magic)) {
				t.Errorf("%s starts %q", f, data[:min(8, len(data))])
			}
		}
	}
	// the PNG is Letter at 40 DPI
	data, _ := os.ReadFile(filepath.Join(dir, "p.png"))
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width != 340 || cfg.Height != 440 {
		t.Errorf("Letter at 40 DPI: %d×%d (%v), want 340×440", cfg.Width, cfg.Height, err)
	}
}

func TestPrintBookletReportsProgress(t *testing.T) {
	path := filepath.Join(t.TempDir(), "book.pdf")
	var out bytes.Buffer
	if err := printCmd([]string{"chess-56", "--what", "setups", "--all", "-o", path}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "page 10 of 10\n") {
		t.Errorf("progress %q", out.String())
	}
	data, err := os.ReadFile(path)
	if err != nil || !bytes.Contains(data, []byte("/Count 10")) {
		t.Errorf("booklet of 56 setups is not 10 pages (%v)", err)
	}
}

func TestPrintUsageErrors(t *testing.T) {
	dir := t.TempDir()
	o := filepath.Join(dir, "x.pdf")
	for _, args := range [][]string{
		{"chess-2016", "--what", "board"},                                  // no -o
		{"--what", "board", "-o", o},                                       // no game
		{"nope", "-o", o},                                                  // unknown game
		{"chess-2016", "--what", "everything", "-o", o},                    // unknown what
		{"chess-2016", "--format", "gif", "-o", o},                         // unknown format
		{"chess-2016", "--paper", "a3", "-o", o},                           // unknown paper
		{"chess-2016", "--cell-mm", "-3", "-o", o},                         // bad size
		{"chess-2016", "--dpi", "0", "--format", "png", "-o", o + ".png"},  // bad dpi
		{"chess-2016", "--format", "png", "-o", o},                         // a PNG called .pdf
		{"chess-2016", "--format", "jpg", "-o", o},                         // unknown, whatever the name
		{"chess-2016", "--what", "setup", "--setup", "9999", "-o", o},      // no such setup
		{"chess-2016", "--what", "position", "--moves", "e5 Zz9", "-o", o}, // bad move
		{"chess-2016", "--what", "board", "--moves", "e5", "-o", o},        // moves without position
		{"chess-2016", "--what", "board", "--all", "-o", o},                // --all without setups
		{"chess-2016", "--option", "nope=1", "-o", o},                      // unknown option
		{"chess-2016", "--bogus", "-o", o},                                 // unknown flag
	} {
		err := printCmd(args, new(bytes.Buffer))
		var ue errUsage
		if !errors.As(err, &ue) {
			t.Errorf("%v: %v, want a usage error", args, err)
		}
	}
	if _, err := os.Stat(o); err == nil {
		t.Error("a bad command line wrote a file")
	}
}

func TestPrintUnknownFormatIsNamedSo(t *testing.T) {
	err := printCmd([]string{"chess-2016", "--format", "tiff", "-o", filepath.Join(t.TempDir(), "x.pdf")}, new(bytes.Buffer))
	if err == nil || !strings.Contains(err.Error(), `unknown format "tiff"`) {
		t.Errorf("--format tiff -o x.pdf: %v", err)
	}
}
