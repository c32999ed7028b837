package chess2016

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"oddboards/pieces"
)

// The Betza of every kind, written by hand from docs/rules/chess-2016.md and
// Fairy-Stockfish's notation ("" where it has none).
func TestFairyBetzaOfEveryKind(t *testing.T) {
	want := map[pieces.Kind]string{
		pieces.King: "K", pieces.Queen: "Q", pieces.Rook: "R", pieces.Bishop: "B",
		pieces.Knight: "N", pieces.Pawn: "fmWfceF", pieces.Camel: "C", pieces.Zebra: "Z",
		pieces.Giraffe: "", pieces.Man: "K", pieces.Wazir: "W", pieces.Fers: "F",
		pieces.Walker: "mWcF", pieces.Elephant: "FfW", pieces.Tiger: "mBcN", pieces.Lion: "mNcB",
		pieces.Cannon: "mRcpR", pieces.Vao: "mBcpB", pieces.Leo: "mQcpQ", pieces.Princess: "BN",
		pieces.Duchess: "BZ", pieces.Lady: "", pieces.Empress: "RN", pieces.Monarch: "RC",
		pieces.Archbishop: "BW", pieces.Camelrider: "", pieces.Nightrider: "NN",
		pieces.Griffin: "", pieces.Rhinoceros: "",
	}
	whyHas := map[pieces.Kind]string{
		pieces.Giraffe: "(1,4) leap", pieces.Lady: "(1,4) leap", pieces.Camelrider: "(1,3) lines",
		pieces.Griffin: "several legs", pieces.Rhinoceros: "several legs",
	}
	for _, k := range gameKinds {
		w, ok := want[k]
		if !ok {
			t.Errorf("%v: no Betza written down for it here", k)
			continue
		}
		got, why := fairyBetza(k)
		if got != w || (w == "") != (why != "") || !strings.Contains(why, whyHas[k]) {
			t.Errorf("%v: Betza %q (why %q), want %q (why with %q)", k, got, why, w, whyHas[k])
		}
		if bi, ok := fsBuiltin[k]; ok && bi.betza != got {
			t.Errorf("%v: written as Fairy-Stockfish's %s (%s), but it moves %s", k, bi.name, bi.betza, got)
		}
	}
	if _, why := fairyBetza(pieces.None); why == "" {
		t.Error("a kind outside the family got a Betza")
	}
}

// iniSection is one section of a variants.ini as Fairy-Stockfish reads it.
type iniSection struct {
	name string
	keys map[string]string
	list []string // keys in order
}

// parseINI reads sections of "key = value" lines; '#' starts a comment line, and a
// blank line or any line before the first section is skipped, as Fairy-Stockfish does.
func parseINI(text string) ([]iniSection, error) {
	var out []iniSection
	for i, l := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(l, "["):
			name, ok := strings.CutSuffix(l, "]")
			if !ok || strings.ContainsAny(name[1:], "[]: ") {
				return nil, fmt.Errorf("line %d: bad section head %q", i+1, l)
			}
			out = append(out, iniSection{name: name[1:], keys: map[string]string{}})
		case l == "" || strings.HasPrefix(l, "#"):
		case len(out) == 0:
			return nil, fmt.Errorf("line %d: %q before any section", i+1, l)
		default:
			k, v, ok := strings.Cut(l, " = ")
			s := &out[len(out)-1]
			if !ok || k == "" || v == "" || strings.ContainsAny(k, " =") {
				return nil, fmt.Errorf("line %d: not key = value: %q", i+1, l)
			}
			if _, twice := s.keys[k]; twice {
				return nil, fmt.Errorf("line %d: %s set twice in [%s]", i+1, k, s.name)
			}
			s.keys[k] = v
			s.list = append(s.list, k)
		}
	}
	return out, nil
}

// checkSection checks a section against setup n: its start FEN is ours, and every kind
// of the array has one piece line with its FEN letter and a Betza equal to fairyBetza's.
func checkSection(t *testing.T, variant string, n int, s iniSection) {
	t.Helper()
	kinds, _ := Kinds(variant, n, nil)
	start := mustStart(t, variant, n)
	if s.name != fairyName(variant, n, nil) || s.keys["startFen"] != start.FEN() {
		t.Errorf("%s %d: section [%s] with startFen %q, want [%s] and %q", variant, n, s.name, s.keys["startFen"], fairyName(variant, n, nil), start.FEN())
	}
	pieceLines := 0
	var promo []string
	for _, k := range s.list {
		if strings.HasPrefix(k, "customPiece") || slices.ContainsFunc(gameKinds, func(g pieces.Kind) bool { return fsBuiltin[g].name == k }) {
			pieceLines++
		}
	}
	for _, k := range kinds {
		letter := strings.ToLower(string(fenLetter(variant, k)))
		betza, _ := fairyBetza(k)
		found := false
		if bi, ok := fsBuiltin[k]; ok {
			found = s.keys[bi.name] == letter
		} else {
			for key, v := range s.keys {
				found = found || strings.HasPrefix(key, "customPiece") && v == letter+":"+betza
			}
		}
		if !found {
			t.Errorf("%s %d: no line gives %v the letter %s and the Betza %s", variant, n, k, letter, betza)
		}
		if k != pieces.Pawn && k != pieces.King {
			promo = append(promo, letter)
		}
	}
	if pieceLines != len(kinds) {
		t.Errorf("%s %d: %d piece lines for %d kinds", variant, n, pieceLines, len(kinds))
	}
	if got := s.keys["promotionPieceTypes"]; got != strings.Join(promo, "") {
		t.Errorf("%s %d: promotes to %q, want %q", variant, n, got, strings.Join(promo, ""))
	}
}

// Every setup of every variant is either a section that reads back as its own rules, or
// refused for exactly the pieces that have no Betza.
func TestFairySectionOfEverySetup(t *testing.T) {
	for _, variant := range []string{Chess2016, Chess56, Chess112} {
		written := 0
		for n := 1; n <= setupsOf(variant); n++ {
			kinds, _ := Kinds(variant, n, nil)
			var cannot []pieces.Kind
			for _, k := range kinds {
				if _, why := fairyBetza(k); why != "" {
					cannot = append(cannot, k)
				}
			}
			text, err := FairySection(variant, n, nil)
			var bad *unexpressible
			if errors.As(err, &bad) {
				msg := err.Error()
				if !slices.Equal(bad.Pieces, cannot) || len(cannot) == 0 || strings.Contains(msg, "\n") ||
					!strings.Contains(msg, kindTable.Name(cannot[0])) || !strings.Contains(msg, fmt.Sprintf("setup %d ", n)) {
					t.Errorf("%s %d: refused for %v (%q), want %v", variant, n, bad.Pieces, msg, cannot)
				}
				continue
			}
			if err != nil || len(cannot) > 0 {
				t.Fatalf("%s %d: err %v, but it has %v that Fairy-Stockfish cannot play", variant, n, err, cannot)
			}
			written++
			secs, err := parseINI(text)
			if err != nil || len(secs) != 1 {
				t.Fatalf("%s %d: %d sections, %v:\n%s", variant, n, len(secs), err, text)
			}
			checkSection(t, variant, n, secs[0])
		}
		if written == 0 {
			t.Errorf("%s: no setup could be written", variant)
		}
	}
}

// The section of the plain array, reviewed by hand against docs/rules/chess-2016.md and
// Fairy-Stockfish's variants.ini documentation.
func TestFairySectionOfThePlainArray(t *testing.T) {
	want := `[chess2016-37]
# Oddboards Chess 2016 setup 37, dice 1-1-2/1/1; substitutions: none.
# Pieces: K King, Q Queen, R Rook, B Bishop, N Knight, P Pawn, C Camel, M Man, T Tiger, O Cannon. Needs a largeboards build (12 x 10).
maxFile = 12
maxRank = 10
king = k
queen = q
rook = r
bishop = b
knight = n
pawn = p
customPiece1 = c:C
customPiece2 = m:K
customPiece3 = t:mBcN
customPiece4 = o:mRcpR
startFen = ****tmot****/*rcnbqkbncr*/*pppppppppp*/12/12/12/12/*PPPPPPPPPP*/*RCNBQKBNCR*/****TMOT**** w KQkq - 0 1
promotionPieceTypes = qrbncmto
promotionRegionWhite = e10 f10 g10 h10 b9 c9 d9 i9 j9 k9 a7 l7
promotionRegionBlack = e1 f1 g1 h1 b2 c2 d2 i2 j2 k2 a4 l4
doubleStepRegionWhite = *3
doubleStepRegionBlack = *8
castling = true
castlingRank = 2
castlingKingFile = g
castlingKingsideFile = j
castlingQueensideFile = d
castlingRookKingsideFile = k
castlingRookQueensideFile = b
castlingRookPieces = r
nMoveRule = 50
nFoldRule = 3
stalemateValue = draw
`
	got, err := FairySection(Chess2016, 37, nil)
	if err != nil || got != want {
		t.Errorf("err %v, section:\n%s\nwant:\n%s", err, got, want)
	}
}

func TestFairyNames(t *testing.T) {
	allMen := map[string]string{OptNightrider: AllMen}
	for _, tc := range []struct {
		variant string
		n       int
		opts    map[string]string
		want    string
	}{
		{Chess2016, 37, nil, "chess2016-37"},
		{Chess2016, 2016, map[string]string{OptNightrider: ManSquare}, "chess2016-2016"},
		{Chess2016, 12, allMen, "chess2016-12-all-men"},
		{Chess56, 1, nil, "chess56-1"},
		{Chess112, 57, allMen, "chess112-57"}, // the option is Chess 2016's
	} {
		if got := fairyName(tc.variant, tc.n, tc.opts); got != tc.want {
			t.Errorf("%s %d %v: %q, want %q", tc.variant, tc.n, tc.opts, got, tc.want)
		}
	}
}

// The whole file holds every setup that can be written, once each, under its name, and
// its header counts the others.
func TestFairyFile(t *testing.T) {
	for _, variant := range []string{Chess56, Chess112} {
		text, err := FairyFile(variant, nil)
		if err != nil {
			t.Fatal(err)
		}
		secs, err := parseINI(text)
		if err != nil {
			t.Fatalf("%s: %v", variant, err)
		}
		var want []int
		for n := 1; n <= setupsOf(variant); n++ {
			if _, err := FairySection(variant, n, nil); err == nil {
				want = append(want, n)
			}
		}
		if len(secs) != len(want) {
			t.Fatalf("%s: %d sections, want %d", variant, len(secs), len(want))
		}
		for i, n := range want {
			checkSection(t, variant, n, secs[i])
		}
		head := fmt.Sprintf("# Oddboards: %d of the %d setups of", len(want), setupsOf(variant))
		left := fmt.Sprintf("# Left out: %d setups", setupsOf(variant)-len(want))
		if !strings.HasPrefix(text, head) || !strings.Contains(text, left) || !strings.Contains(text, "Griffin (in ") {
			t.Errorf("%s: header does not count the setups (%q, %q):\n%s", variant, head, left, text[:400])
		}
	}
}

func TestFairyRefusesBadInput(t *testing.T) {
	for _, tc := range []struct {
		variant string
		n       int
		opts    map[string]string
	}{
		{"chess", 1, nil}, {Chess2016, 0, nil}, {Chess56, 57, nil},
		{Chess2016, 37, map[string]string{"nightrider": "some\x00"}},
		{Chess2016, 37, map[string]string{"speed": "fast"}},
	} {
		if s, err := FairySection(tc.variant, tc.n, tc.opts); err == nil || s != "" {
			t.Errorf("%q %d %q: no error", tc.variant, tc.n, tc.opts)
		}
	}
	if _, err := FairyFile("chess-2017", nil); err == nil {
		t.Error("FairyFile took an unknown variant")
	}
	if _, err := FairyFile(Chess2016, map[string]string{"nightrider": "x"}); err == nil {
		t.Error("FairyFile took a bad option")
	}
}

// FuzzFairySection: any variant, setup and option gives a section that reads as one, or
// a short error of one line.
func FuzzFairySection(f *testing.F) {
	for _, s := range []struct {
		variant string
		n       int
		nr      string
	}{{Chess2016, 37, ""}, {Chess2016, 1, ""}, {Chess56, 22, ""}, {Chess112, 57, "all-men"},
		{"chess", 1, ""}, {Chess2016, -3, "x"}, {Chess2016, 1092, "all-men"}, {Chess56, 33, "\xff"}} {
		f.Add(s.variant, s.n, s.nr)
	}
	f.Fuzz(func(t *testing.T, variant string, n int, nr string) {
		opts := map[string]string{}
		if nr != "" {
			opts[OptNightrider] = nr
		}
		s, err := FairySection(variant, n, opts)
		if err != nil {
			if msg := err.Error(); s != "" || strings.Contains(msg, "\n") || len(msg) > 600 {
				t.Fatalf("%q %d %q: %q with text %q", variant, n, nr, msg, s)
			}
			return
		}
		if secs, err := parseINI(s); err != nil || len(secs) != 1 {
			t.Fatalf("%q %d %q: %d sections, %v", variant, n, nr, len(secs), err)
		}
	})
}
