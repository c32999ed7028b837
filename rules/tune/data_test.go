package tune

import (
	"errors"
	"strings"
	"testing"
)

// realLines are lines oddboards datagen wrote for Chess 2016 (seed 5, 300 nodes).
var realLines = []string{
	"1\t1\t1904\t****vmsv****/*rncbfk1cnr*/*ppppppp1pp*/9b2/8p3/5P6/7P4/*PPPPSP1PPP*/*RNCBFKBCNR*/****VM1V**** b KQkq - 2 3\t30\t0.5",
	"1\t114\t1904\t****4****/*5k4*/*4mp4*/3v5p2/5v4p1/5c4P1/1p3K1s4/*P9*/*10*/****4**** w - - 0 60\t-2317\t0.5",
	"3\t104\t1837\t****v3****/*4rk4*/*p3b2b2*/1P2pKp5/4P7/5P1RP3/5q4p1/*6P2P*/*10*/****4**** w - - 12 55\t-1881\t0",
}

func TestDataLineRoundTrip(t *testing.T) {
	for _, c := range []struct {
		line string
		want DataLine
	}{
		{realLines[0], DataLine{Game: 1, Ply: 1, Setup: 1904,
			Position: "****vmsv****/*rncbfk1cnr*/*ppppppp1pp*/9b2/8p3/5P6/7P4/*PPPPSP1PPP*/*RNCBFKBCNR*/****VM1V**** b KQkq - 2 3",
			Score:    30, Result: 0.5}},
		{realLines[2], DataLine{Game: 3, Ply: 104, Setup: 1837,
			Position: "****v3****/*4rk4*/*p3b2b2*/1P2pKp5/4P7/5P1RP3/5q4p1/*6P2P*/*10*/****4**** w - - 12 55",
			Score:    -1881, Result: 0}},
		{"12\t0\t0\tx o - 1\t0\t1", DataLine{Game: 12, Position: "x o - 1", Result: 1}},
	} {
		got, err := ParseDataLine(c.line)
		if err != nil || got != c.want {
			t.Errorf("%q: %+v, %v; want %+v", c.line, got, err, c.want)
			continue
		}
		if s := got.String(); s != c.line {
			t.Errorf("%+v prints as %q, want %q", got, s, c.line)
		}
	}
}

func TestParseDataLineErrors(t *testing.T) {
	long := strings.Repeat("Q", 5000)
	for _, c := range []struct{ line, want string }{
		{"", `1 tab-separated fields, want 6 (game, ply, setup, position, score, result): ""`},
		{"1\t2\t3\tpos\t4", "5 tab-separated fields, want 6"},
		{"1\t2\t3\tpos\t4\t1\textra", "7 tab-separated fields, want 6"},
		{"0\t2\t3\tpos\t4\t1", `field 1 (game) is "0": want a game number from 1`},
		{"x\t2\t3\tpos\t4\t1", `field 1 (game) is "x": want a game number from 1`},
		{"1\t-2\t3\tpos\t4\t1", `field 2 (ply) is "-2": want a ply from 0`},
		{"1\t2\tdice\tpos\t4\t1", `field 3 (setup) is "dice": want a setup number from 0`},
		{"1\t2\t3\t \t4\t1", `field 4 (position) is " ": want a position string on one line`},
		{"1\t2\t3\tpo\rs\t4\t1", `field 4 (position) is "po\rs": want a position string on one line`},
		{"1\t2\t3\tpos\tabc\t1", `field 5 (score) is "abc": want a whole number of centipawns`},
		{"1\t2\t3\tpos\t1.5\t1", `field 5 (score) is "1.5": want a whole number of centipawns`},
		{"1\t2\t3\tpos\t99999999999999999999\t1", `field 5 (score) is "999999999999…": want a whole number of centipawns`},
		{"1\t2\t3\tpos\t4\t1.0", `field 6 (result) is "1.0": want 1, 0.5 or 0`},
		{"1\t2\t3\tpos\t4\t", `field 6 (result) is "": want 1, 0.5 or 0`},
		{"1\t2\t3\tpos\t4\t" + long, `field 6 (result) is "QQQQQQQQQQQQ…": want 1, 0.5 or 0`},
		{long, `1 tab-separated fields, want 6 (game, ply, setup, position, score, result): "QQQQQQQQQQQQ…"`},
	} {
		_, err := ParseDataLine(c.line)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%.40q: error %v, want %s", c.line, err, c.want)
		}
		if err != nil && len(err.Error()) > 200 {
			t.Errorf("%.40q: an error of %d bytes", c.line, len(err.Error()))
		}
	}
}

// ScanData passes comments and blank lines over, reads \r\n endings, and names the line
// of a mistake.
func TestScanData(t *testing.T) {
	file := DataHeader("oddboards datagen chess-2016 --out d", "games 1-3") + realLines[0] + "\r\n\n" + realLines[1] + "\n"
	if !strings.HasPrefix(file, "# oddboards datagen chess-2016 --out d\n# format: ") {
		t.Errorf("header: %q", file)
	}
	var got []int
	err := ScanData(strings.NewReader(file), func(line int, d DataLine) error {
		got = append(got, line, d.Ply)
		return nil
	})
	if err != nil || len(got) != 4 || got[0] != 4 || got[1] != 1 || got[2] != 6 || got[3] != 114 {
		t.Errorf("lines and plies %v, %v; want [4 1 6 114]", got, err)
	}

	bad := file + "1\t2\t3\tpos\tabc\t1\n"
	var de *DataError
	err = ScanData(strings.NewReader(bad), func(int, DataLine) error { return nil })
	if !errors.As(err, &de) || de.Line != 7 || err.Error() != `line 7: field 5 (score) is "abc": want a whole number of centipawns` {
		t.Errorf("a bad line: %v", err)
	}
	mine := errors.New("not this game's")
	err = ScanData(strings.NewReader(file), func(line int, _ DataLine) error {
		if line == 6 {
			return mine
		}
		return nil
	})
	if !errors.As(err, &de) || de.Line != 6 || !errors.Is(err, mine) {
		t.Errorf("each's error: %v", err)
	}
	err = ScanData(strings.NewReader(realLines[0]+"\n"+strings.Repeat("x", MaxDataLine+1)), func(int, DataLine) error { return nil })
	if !errors.As(err, &de) || de.Line != 2 || !strings.Contains(err.Error(), "longer than") {
		t.Errorf("a huge line: %v", err)
	}
}

// A line that parses prints back to a line that parses to the same value, and no line
// makes the parser panic or quote much of it.
func FuzzParseDataLine(f *testing.F) {
	for _, l := range realLines {
		f.Add(l)
	}
	f.Add("1\t2\t3\tpos\t+4\t0.5")
	f.Add("1\t2\t3\tpos\tabc\t1")
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDataLine(s)
		if err != nil {
			if len(err.Error()) > 300 {
				t.Errorf("an error of %d bytes", len(err.Error()))
			}
			return
		}
		again, err := ParseDataLine(d.String())
		if err != nil || again != d {
			t.Errorf("%+v prints as %q, which reads as %+v, %v", d, d.String(), again, err)
		}
	})
}
