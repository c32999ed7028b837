package dinoczars

import (
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
)

// sampleTurn is one written move of the sample game.
type sampleTurn struct {
	number int
	player int
	text   string
}

func readSample(t *testing.T) []sampleTurn {
	t.Helper()
	data, err := os.ReadFile("testdata/sample-game.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []sampleTurn
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Fields(line)
		n, err := strconv.Atoi(strings.TrimSuffix(f[0], "."))
		if err != nil || !strings.HasSuffix(f[0], ".") {
			t.Fatalf("line %q does not start with a move number", line)
		}
		player := 0
		for _, tok := range f[1:] {
			if tok == "..." {
				player = 1
				continue
			}
			out = append(out, sampleTurn{n, player, tok})
			player = 1
		}
	}
	return out
}

// sampleDiagrams transcribes the seed's diagrams after each numbered move (both players;
// the last after Player 1's 15th): what stands where (facings are not readable from the
// flattened pictures), and the pieces listed beside the board. Beside the board the seed
// lists each side's unlaid eggs and its dinosaurs taken by the other side; a captured egg
// and the captured Tyrannosaurus are listed with the capturer ("E" and "tr" on Player 2's
// side at moves 14 and 15). Reserve has neither (an egg captured is gone, and a
// Tyrannosaurus never hatches), so they are left out here and noted in the comments.
var sampleDiagrams = map[int]struct{ board, p1, p2 string }{
	1:  {"C6:vr E6:tr G6:vr B5:ss D5:tc H5:pt E4:tc G4:br C3:BR H3:SS B2:PT D2:TC F2:TC C1:VR E1:TR G1:VR", "E,E", "e,e"},
	2:  {"C6:vr E6:tr G6:vr B5:ss D5:tc G5:e4 H5:pt C4:BR E4:tc G4:br H3:SS B2:PT D2:TC F2:TC C1:VR E1:TR G1:VR", "E,E", "e"},
	3:  {"C6:vr E6:tr G6:vr B5:ss G5:e4 H5:pt C4:tc E4:tc G4:br G3:SS B2:PT D2:TC F2:TC C1:VR E1:TR G1:VR", "E,E,BR", "e"},
	4:  {"C6:vr E6:tr G6:vr B5:ss G5:e3 H5:pt C4:tc E4:tc G4:SS B2:PT D2:TC F2:TC C1:VR E1:TR G1:VR", "E,E,BR", "e,br"},
	5:  {"E6:tr G6:vr B5:ss G5:e3 H5:pt C4:tc D4:vr E4:SS B2:PT D2:TC F2:TC C1:VR E1:TR G1:VR", "E,E,BR", "e,br,tc"},
	6:  {"G6:vr B5:ss E5:tr G5:e3 H5:pt C4:tc D4:vr F4:SS B2:PT D2:TC F2:TC C1:VR E1:TR G1:VR", "E,E,BR", "e,br,tc"},
	7:  {"F6:PT G6:vr B5:ss G5:e3 H5:pt C4:tc D4:vr F4:tr D2:TC F2:TC C1:VR E1:TR G1:VR", "E,E,BR,SS", "e,br,tc"},
	8:  {"E6:E4 F6:PT G6:vr B5:ss G5:e3 H5:pt D4:vr F4:tr B3:tc D2:TC F2:TC C1:VR E1:TR G1:VR", "E,BR,SS", "e,br,tc"},
	9:  {"E6:E4 F6:PT G6:vr B5:ss E5:tr G5:e3 H5:pt D4:vr B3:tc E3:TC F2:TC C1:VR E1:TR G1:VR", "E,BR,SS", "e,br,tc"},
	10: {"E6:E4 F6:PT G6:vr B5:ss F5:tr G5:e3 H5:pt D4:TC B3:tc F2:TC C1:VR E1:TR G1:VR", "E,BR,SS", "e,br,tc,vr"},
	11: {"E6:E4 F6:PT G6:vr B5:ss E5:TC F5:tr G5:e3 H5:pt B3:tc F2:TC C1:VR E1:TR G1:VR", "E,BR,SS", "e,br,tc,vr"},
	12: {"E6:E4 F6:PT G6:vr E5:TC F5:tr G5:e3 H5:pt B4:ss B3:tc D2:VR F2:TC E1:TR G1:VR", "E,BR,SS", "e,br,tc,vr"},
	13: {"E6:E4 F6:PT G6:vr E5:TC F5:tr G5:e3 H5:pt B4:ss B3:tc G3:TC D2:VR E1:TR G1:VR", "E,BR,SS", "e,br,tc,vr"},
	// The seed also lists the captured egg: e,br,tc,vr,E.
	14: {"E6:tr F6:PT G6:vr E5:TC G5:e3 H5:pt B4:ss B3:tc E3:VR G3:TC E1:TR G1:VR", "E,BR,SS", "e,br,tc,vr"},
	// The seed also lists the captured egg and Tyrannosaurus: e,br,tc,vr,E,tr.
	15: {"E6:TC F6:PT G6:vr G5:e3 H5:pt B4:ss B3:tc E3:VR G3:TC E1:TR G1:VR", "E,BR,SS", "e,br,tc,vr"},
}

// boardText lists what stands on each cell, row 6 first, as the diagrams are written.
func boardText(p *Position) string {
	var out []string
	for r := 6; r >= 1; r-- {
		for f := 1; f <= 9; f++ {
			c := cellAt[f][r]
			if c < 0 || p.st.sq[c] == 0 {
				continue
			}
			b := p.st.sq[c]
			s := cellName(int(c)) + ":" + caseFor(kindTable.Code(kindOf(pKind(b))), pOwner(b))
			if pKind(b) == kEgg {
				s += strconv.Itoa(int(pVal(b)))
			}
			out = append(out, s)
		}
	}
	return strings.Join(out, " ")
}

// reserveText writes Reserve(pl) as the seed lists it: each piece as many times as its
// count, eggs first.
func reserveText(p *Position, pl int) string {
	var out []string
	for _, pc := range p.Reserve(rules.Player(pl)) {
		for i := 0; i < int(pc.Count); i++ {
			out = append(out, caseFor(kindTable.Code(pc.Kind), pl))
		}
	}
	return strings.Join(out, ",")
}

func sortedList(s string) string {
	l := strings.Split(s, ",")
	sort.Strings(l)
	return strings.Join(l, ",")
}

// TestSampleGame replays the seed's sample game (with the rules file's four corrections)
// move by move: every written move names exactly one legal move of the right player, the
// board and the pieces beside it match every diagram, "+" marks exactly the moves after
// which the enemy Tyrannosaurus can be captured, and Player 1's Triceratops takes the
// Tyrannosaurus on the 15th move and wins.
func TestSampleGame(t *testing.T) {
	turns := readSample(t)
	if len(turns) != 29 {
		t.Fatalf("the sample game has %d turns, want 29 (15 moves of Player 1, 14 of Player 2)", len(turns))
	}
	g := New()
	start, err := g.Start(rules.Config{})
	if err != nil {
		t.Fatal(err)
	}
	p := start.(*Position)
	for i, tu := range turns {
		if p.MoveNumber() != tu.number || int(p.ToMove()) != tu.player {
			t.Fatalf("%d. %s: the position is at move %d with Player %d to move", tu.number, tu.text, p.MoveNumber(), p.ToMove()+1)
		}
		if p.Outcome().Over() {
			t.Fatalf("%d. %s: the game is already over", tu.number, tu.text)
		}
		m, err := g.ParseMove(p, tu.text)
		if err != nil {
			t.Fatalf("%d. %s: %v\n%s", tu.number, tu.text, err, p)
		}
		if !rules.IsLegal(p, m) {
			t.Fatalf("%d. %s: parsed to an illegal move", tu.number, tu.text)
		}
		// The full notation names the same move.
		if back, err := g.ParseMove(p, g.FormatMove(p, m)); err != nil || back != m {
			t.Errorf("%d. %s: full form %s does not read back: %v", tu.number, tu.text, g.FormatMove(p, m), err)
		}
		p = p.Play(m).(*Position)
		check := strings.HasSuffix(tu.text, "+")
		if alerted := len(p.Alerts()) > 0; alerted != check && !p.Outcome().Over() {
			t.Errorf("%d. %s: Alerts() = %v, but the seed marks check: %v", tu.number, tu.text, p.Alerts(), check)
		}
		last := i == len(turns)-1
		if d, ok := sampleDiagrams[tu.number]; ok && (tu.player == 1 || last) {
			if got := boardText(p); got != d.board {
				t.Errorf("after move %d the board is\n%s\nthe diagram shows\n%s", tu.number, got, d.board)
			}
			if got := reserveText(p, 0); sortedList(got) != sortedList(d.p1) {
				t.Errorf("after move %d Player 1's reserve is %s, the diagram lists %s", tu.number, got, d.p1)
			}
			if got := reserveText(p, 1); sortedList(got) != sortedList(d.p2) {
				t.Errorf("after move %d Player 2's reserve is %s, the diagram lists %s", tu.number, got, d.p2)
			}
		}
	}
	o := p.Outcome()
	if o.Result != rules.Win || o.Winner != 0 || o.Reason != "Tyrannosaurus captured" {
		t.Errorf("the game should end in Player 1's win by capturing the Tyrannosaurus, got %+v", o)
	}
	if n := len(p.LegalMoves(nil)); n != 0 {
		t.Errorf("a finished game has %d legal moves", n)
	}
	if e6 := p.At(cell(t, "E6")); e6.Kind != pieces.Triceratops || e6.Owner != 0 {
		t.Errorf("Player 1's Triceratops should stand on E6, found %+v", e6)
	}
	for c := range nCells {
		if b := p.st.sq[c]; b != 0 && pKind(b) == kTR && pOwner(b) == 1 {
			t.Errorf("Player 2's Tyrannosaurus is still on %s", cellName(c))
		}
	}
}

// TestSampleFacings checks the facings the seed's notation implies: L turns 60°
// counter-clockwise and R clockwise on a move, 120° on a rotation.
func TestSampleFacings(t *testing.T) {
	p := startPos(t, EggsEdge)
	want := map[string]string{ // after the turn: cell and facing
		"SSH3L": "H3:SS^NW", "tcF5E4": "E4:tc^S", "BRC4R": "C4:BR^NE", "SSG3R": "G3:SS^N",
		"tcxBR": "C4:tc^S", "SSxbrR": "G4:SS^NE", "SSxtc": "E4:SS^NE", "vrD4R": "D4:vr^SW",
		"SSF4L": "F4:SS^N", "trE5L": "E5:tr^SE", "PTF6@N": "F6:PT^N", "trxSS": "F4:tr^SE",
		"tcB3": "B3:tc^S", "TCD2E3+": "E3:TC^N", "trE5": "E5:tr^SE", "TCxvr+": "D4:TC^N",
		"trF5R": "F5:tr^S", "TCE5": "E5:TC^N", "tcL": "B3:tc^NE", "VRD2": "D2:VR^N",
		"ssB4L": "B4:ss^SE", "TCG3": "G3:TC^N", "trR": "F5:tr^NW", "VRD2E3++": "E3:VR^N",
		"trxE": "E6:tr^NW", "TCxtrR++": "E6:TC^NE",
	}
	for _, tu := range readSample(t) {
		m, err := p.ParseMove(tu.text)
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(m).(*Position)
		w, ok := want[tu.text]
		if !ok {
			continue
		}
		name, piece, _ := strings.Cut(w, ":")
		if got := pieceText(p.st.sq[cell(t, name)]); got != piece {
			t.Errorf("after %s: %s holds %s, want %s", tu.text, name, got, piece)
		}
	}
}

// TestSampleCorrections: the four places the rules file corrects are what it says they
// are. As printed, 1. SS3HL cannot be read, 9. TCD3E3 is not legal, and 7. PTF6 and
// 14. VRE3 fit several moves, which the error lists in full.
func TestSampleCorrections(t *testing.T) {
	turns := readSample(t)
	g := New()
	p := startPos(t, EggsEdge)
	wrong := map[string]struct {
		as     string
		listed []string
	}{
		"SSH3L":    {"SS3HL", nil},
		"PTF6@N":   {"PTF6", []string{"PTB2-F6@N", "PTB2-F6@SW", "PTB2-F6@SE"}},
		"TCD2E3+":  {"TCD3E3+", nil},
		"VRD2E3++": {"VRE3++", []string{"VRD2-E3@N", "VRG1-E3@N"}},
	}
	found := 0
	for _, tu := range turns {
		if w, ok := wrong[tu.text]; ok {
			found++
			_, err := g.ParseMove(p, w.as)
			if err == nil {
				t.Errorf("%d. %s as printed was read as a move", tu.number, w.as)
			} else {
				for _, l := range w.listed {
					if !strings.Contains(err.Error(), l) {
						t.Errorf("%d. %s: the error %q should list %s", tu.number, w.as, err, l)
					}
				}
				if w.listed != nil && !strings.Contains(err.Error(), "ambiguous") {
					t.Errorf("%d. %s: the error %q should say the move is ambiguous", tu.number, w.as, err)
				}
			}
		}
		p = mustPlay(t, p, tu.text)
	}
	if found != 4 {
		t.Errorf("found %d of the four corrected moves in testdata", found)
	}
}
