package record

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/rules"
	"oddboards/rules/games"
)

func newMatch(t testing.TB, e games.Entry, cfg rules.Config, names ...string) *rules.Match {
	t.Helper()
	if cfg.Variant == "" {
		cfg.Variant = e.Variant
	}
	m, err := rules.NewMatch(e.Game, cfg, names)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func play(t testing.TB, m *rules.Match, texts ...string) {
	t.Helper()
	for _, s := range texts {
		if err := m.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

func text(t testing.TB, m *rules.Match, date string) string {
	t.Helper()
	rec := New(m)
	rec.Set("Date", date)
	var b bytes.Buffer
	if err := rec.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func readReplay(s string) (*rules.Match, error) {
	rec, err := Read(strings.NewReader(s))
	if err != nil {
		return nil, err
	}
	return Replay(rec, testLookup)
}

// The format as documented: headers, then a line per round with "|" between the turns
// of a game whose turns have two moves, then the result.
func TestWriteTwoMovesATurn(t *testing.T) {
	m := newMatch(t, raceEntry, rules.Config{Setup: 1, Options: map[string]string{"players": "4", "moves": "2"}}, "Ann", "", `Cy "the \ kid"`)
	play(t, m, "a1-a2", "a2-a3", "b1-b3", "b3-b4", "c1-c2", "c2-c3", "d1-d2", "d2-d4", "a3-a5")
	want := `[Oddboards "1"]
[Game "race"]
[Setup "1"]
[Mode "walk"]
[Option "players=4"]
[Option "moves=2"]
[Option "notation=plain"]
[Player "Red: Ann"]
[Player "Green"]
[Player "Blue: Cy \"the \\ kid\""]
[Player "Gold"]
[Date "2026.03.14"]
[Result "*"]

1. a1-a2 a2-a3 | b1-b3 b3-b4 | c1-c2 c2-c3 | d1-d2 d2-d4
2. a3-a5
*
`
	if got := text(t, m, "2026.03.14"); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

// Three players, one move a turn: a line per round, no bars; a resignation is in the
// headers; a notation with spaces is quoted.
func TestWriteThreePlayersSpacedResigned(t *testing.T) {
	m := newMatch(t, raceEntry, rules.Config{Setup: 2, Mode: "run", Options: map[string]string{"notation": "spaced", "players": "2"}})
	play(t, m, "a2-a4", "b2-b5", "a4-a5")
	if err := m.Resign(0); err != nil {
		t.Fatal(err)
	}
	got := text(t, m, "2026.03.14")
	for _, want := range []string{
		"[Setup \"2\"]\n[Mode \"run\"]\n",
		"[Option \"notation=spaced\"]\n[Player \"Red\"]\n[Player \"Green\"]\n",
		"[Result \"0-1\"]\n[Termination \"Red resigned\"]\n\n",
		"1. \"a2 - a4\" \"b2 - b5\"\n2. \"a4 - a5\"\n0-1\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("record lacks %q:\n%s", want, got)
		}
	}
	m2, err := readReplay(got)
	if err != nil {
		t.Fatal(err)
	}
	if o := m2.Outcome(); o.Result != rules.Win || o.Winner != 1 || o.Reason != "Red resigned" {
		t.Fatalf("replayed outcome %+v", o)
	}
}

func TestChessRecordLayout(t *testing.T) {
	e, _ := games.Lookup("chess-56")
	m := newMatch(t, e, rules.Config{Setup: 3}, "Ann", "Bob")
	rng := rand.New(rand.NewPCG(1, 2))
	playRandom(m, rng, 5)
	if err := m.AgreeDraw(); err != nil {
		t.Fatal(err)
	}
	got := text(t, m, "2026.03.14")
	h := m.History()
	sr := e.Game.(rules.SetupReader)
	want := fmt.Sprintf(`[Oddboards "1"]
[Game "chess-56"]
[Setup "3"]
[Dice %q]
[Option "nightrider=man-square"]
[Player "White: Ann"]
[Player "Black: Bob"]
[Date "2026.03.14"]
[Result "1/2-1/2"]
[Termination "draw agreed"]

1. %s %s
2. %s %s
3. %s
1/2-1/2
`, sr.SetupName("chess-56", 3), h[0].Text, h[1].Text, h[2].Text, h[3].Text, h[4].Text)
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

func playRandom(m *rules.Match, rng *rand.Rand, n int) {
	for range n {
		moves := m.Position().LegalMoves(nil)
		if len(moves) == 0 || m.Outcome().Over() {
			return
		}
		if err := m.Play(moves[rng.IntN(len(moves))]); err != nil {
			panic(err)
		}
	}
}

// annVsBob is a Chess 2016 game of setup between Ann and Bob after n random plies (from
// seed), and its record dated 2026.01.01.
func annVsBob(t testing.TB, setup int, seed uint64, n int) (*rules.Match, string) {
	t.Helper()
	e, _ := games.Lookup("chess-2016")
	m := newMatch(t, e, rules.Config{Setup: setup}, "Ann", "Bob")
	playRandom(m, rand.New(rand.NewPCG(seed, seed)), n)
	return m, text(t, m, "2026.01.01")
}

// entries are the catalogue and the test game.
func entries() []games.Entry { return append(games.All(), raceEntry) }

var oddNames = []string{"", "Ann", `Bob "B" \ Jr`, "Zoë: the best", "李", "a\tb"}

// randomMatch starts a random configuration of e and plays up to plies random moves, then
// maybe resigns, agrees a draw or takes moves back.
func randomMatch(t testing.TB, e games.Entry, rng *rand.Rand, plies int) *rules.Match {
	t.Helper()
	g := e.Game
	cfg := rules.Config{Variant: e.Variant, Options: map[string]string{}}
	if n := g.Setups(e.Variant); n > 0 && rng.IntN(4) > 0 {
		cfg.Setup = 1 + rng.IntN(n)
	}
	if mg, ok := g.(interface{ Modes() []string }); ok && rng.IntN(4) > 0 {
		ms := mg.Modes()
		cfg.Mode = ms[rng.IntN(len(ms))]
	}
	for _, o := range g.Options() {
		if rng.IntN(3) > 0 {
			cfg.Options[o.Key] = o.Values[rng.IntN(len(o.Values))]
		}
	}
	var names []string
	for range g.Players(cfg) {
		names = append(names, oddNames[rng.IntN(len(oddNames))])
	}
	m := newMatch(t, e, cfg, names...)
	playRandom(m, rng, rng.IntN(plies+1))
	switch rng.IntN(6) {
	case 0:
		if !m.Outcome().Over() {
			_ = m.Resign(rules.Player(rng.IntN(len(names))))
		}
	case 1:
		_ = m.AgreeDraw()
	case 2:
		for range rng.IntN(4) {
			m.Undo()
		}
	}
	return m
}

// sameMatch reports how two matches differ: history, every position along it, outcome,
// names.
func sameMatch(a, b *rules.Match) error {
	ha, hb := a.History(), b.History()
	if len(ha) != len(hb) {
		return fmt.Errorf("%d plies, replayed %d", len(ha), len(hb))
	}
	pa, pb := a.Start(), b.Start()
	for i := 0; ; i++ {
		if err := samePosition(pa, pb); err != nil {
			return fmt.Errorf("after %d plies: %v", i, err)
		}
		if i == len(ha) {
			break
		}
		if ha[i] != hb[i] {
			return fmt.Errorf("ply %d: %+v, replayed %+v", i+1, ha[i], hb[i])
		}
		pa, pb = playPly(pa, ha[i]), playPly(pb, hb[i])
	}
	if err := samePosition(a.Position(), b.Position()); err != nil {
		return fmt.Errorf("current position: %v", err)
	}
	if oa, ob := a.Outcome(), b.Outcome(); oa != ob {
		return fmt.Errorf("outcome %+v, replayed %+v", oa, ob)
	}
	na, nb := a.Names(), b.Names()
	for i := range na {
		na[i] = strings.TrimSpace(na[i])
		if na[i] == "" {
			na[i] = a.Players()[i].Name
		}
	}
	if !slices.Equal(na, nb) {
		return fmt.Errorf("names %q, replayed %q", na, nb)
	}
	if CatalogueID(a) != CatalogueID(b) {
		return fmt.Errorf("game %s, replayed %s", CatalogueID(a), CatalogueID(b))
	}
	return nil
}

func playPly(p rules.Position, ply rules.Ply) rules.Position {
	if ply.Move.Has(rules.Resign) {
		return p.(rules.Resigner).Resign(ply.Player)
	}
	return p.Play(ply.Move)
}

func samePosition(a, b rules.Position) error {
	if a.ToMove() != b.ToMove() {
		return fmt.Errorf("to move %d, replayed %d", a.ToMove(), b.ToMove())
	}
	for c := boards.Cell(0); int(c) < a.Board().Len(); c++ {
		if a.At(c) != b.At(c) {
			return fmt.Errorf("%s holds %+v, replayed %+v", a.Board().CellName(c), a.At(c), b.At(c))
		}
	}
	for p := range 8 {
		if !slices.Equal(a.Reserve(rules.Player(p)), b.Reserve(rules.Player(p))) {
			return fmt.Errorf("reserve of %d differs", p)
		}
	}
	return nil
}

// Round trip: random games of every catalogue game, variant, setup, mode and option
// written, read and replayed give the same positions, history and result; writing the
// replayed match gives the same text.
func TestRoundTrip(t *testing.T) {
	games := 25
	if testing.Short() {
		games = 10
	}
	for ei, e := range entries() {
		t.Run(e.ID, func(t *testing.T) {
			for seed := range games {
				rng := rand.New(rand.NewPCG(uint64(seed), uint64(ei)))
				m := randomMatch(t, e, rng, 120)
				s := text(t, m, "2026.03.14")
				rec, err := Read(strings.NewReader(s))
				if err != nil {
					t.Fatalf("seed %d: %v\n%s", seed, err, s)
				}
				rounds := Rounds(m.History())
				for i, mv := range rec.Moves {
					if mv.Round != rounds[i] {
						t.Fatalf("seed %d: ply %d %q is in round %d, Rounds says %d\n%s", seed, i+1, mv.Text, mv.Round, rounds[i], s)
					}
				}
				m2, err := Replay(rec, testLookup)
				if err != nil {
					t.Fatalf("seed %d: %v\n%s", seed, err, s)
				}
				if err := sameMatch(m, m2); err != nil {
					t.Fatalf("seed %d: %v\n%s", seed, err, s)
				}
				if s2 := text(t, m2, "2026.03.14"); s2 != s {
					t.Fatalf("seed %d: rewritten record differs:\n%s\nfirst:\n%s", seed, s2, s)
				}
			}
		})
	}
}

// In games of three or more players a resignation is in the history, where it happened.
func TestResignationsInHistory(t *testing.T) {
	for _, c := range []struct {
		players, moves string
		want           string
	}{
		{"4", "R1 a1-a2 a2-a3 c1-c2 R2 d1-d2 d2-d3 a3-a4", "1. (Green resigns) | a1-a2 a2-a3 | c1-c2 (Blue resigns) | d1-d2 d2-d3\n2. a3-a4\n*\n"},
		{"3", "a1-a2 a2-a3 b1-b2 R0 b2-b3 c1-c2", "1. a1-a2 a2-a3 | b1-b2 (Red resigns) b2-b3 | c1-c2\n*\n"},
		{"3", "a1-a2 a2-a3 b1-b2 R1 c1-c2 R0", "1. a1-a2 a2-a3 | b1-b2 (Green resigns) | c1-c2 (Red resigns)\n0-0-1\n"},
	} {
		m := newMatch(t, raceEntry, rules.Config{Options: map[string]string{"moves": "2", "players": c.players}})
		for _, mv := range strings.Fields(c.moves) {
			if mv[0] == 'R' {
				if err := m.Resign(rules.Player(mv[1] - '0')); err != nil {
					t.Fatal(err)
				}
				continue
			}
			play(t, m, mv)
		}
		s := text(t, m, "2026.01.01")
		if !strings.HasSuffix(s, "\n\n"+c.want) {
			t.Errorf("%s: record\n%s\nwant moves\n%s", c.moves, s, c.want)
			continue
		}
		m2, err := readReplay(s)
		if err != nil {
			t.Fatalf("%s: %v", c.moves, err)
		}
		if err := sameMatch(m, m2); err != nil {
			t.Errorf("%s: %v", c.moves, err)
		}
	}
	_, err := readReplay("[Oddboards \"1\"]\n[Game \"race\"]\n[Result \"*\"]\n1. a1-a2 (Pink resigns)\n*")
	wantErr(t, err, `line 4, move 1 (ply 2, Pink) "(Pink resigns)": Race has no seat Pink`)
	_, err = readReplay("[Oddboards \"1\"]\n[Game \"race\"]\n[Result \"*\"]\n1. a1-a2 (Red quits)\n*")
	wantErr(t, err, `line 4: (Red quits): the only notes in the moves are "(Seat resigns)" and "(Seat out on time)"`)
}

// A game that ends by the rules (the race's last rank) records the winner and reason.
func TestRulesEnding(t *testing.T) {
	m := newMatch(t, raceEntry, rules.Config{Options: map[string]string{"players": "2"}, Mode: "run"})
	play(t, m, "a1-a4", "b1-b2", "a4-a7", "b2-b3", "a7-a8")
	s := text(t, m, "2026.01.01")
	if !strings.Contains(s, "[Result \"1-0\"]\n[Termination \"reached the last rank\"]") || !strings.HasSuffix(s, "3. a7-a8\n1-0\n") {
		t.Fatalf("record:\n%s", s)
	}
	m2, err := readReplay(s)
	if err != nil {
		t.Fatal(err)
	}
	if err := sameMatch(m, m2); err != nil {
		t.Fatal(err)
	}
	// the header must agree with the rules
	bad := strings.ReplaceAll(s, "1-0", "0-1")
	_, err = readReplay(bad)
	wantErr(t, err, `line 11: the result is 0-1, but the moves end the game with Red's win (reached the last rank)`)
}

func wantErr(t *testing.T, err error, parts ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error, want one with %q", parts)
	}
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Fatalf("error %q lacks %q", err, p)
		}
	}
}

// A bare move list (no headers, round numbers optional, PGN-style lines) replays as the
// game the caller names.
func TestBareMoveList(t *testing.T) {
	e, _ := games.Lookup("chess-2016")
	m := newMatch(t, e, rules.Config{})
	playRandom(m, rand.New(rand.NewPCG(5, 5)), 7)
	h := m.History()
	var texts []string
	for _, p := range h {
		texts = append(texts, p.Text)
	}
	for _, list := range []string{
		strings.Join(texts, " "),
		strings.Join(texts, "\n") + "\n*\n",
		fmt.Sprintf("1. %s %s 2. %s %s\n3. %s\n3... %s 4. %s", texts[0], texts[1], texts[2], texts[3], texts[4], texts[5], texts[6]),
	} {
		rec, err := Read(strings.NewReader(list))
		if err != nil {
			t.Fatalf("%q: %v", list, err)
		}
		m2, err := ReplayAs(rec, e)
		if err != nil {
			t.Fatalf("%q: %v", list, err)
		}
		if err := sameMatch(m, m2); err != nil {
			t.Fatalf("%q: %v", list, err)
		}
	}
	// a record of another game is not taken for this one
	rec, err := Read(strings.NewReader(text(t, m, "2026.01.01")))
	if err != nil {
		t.Fatal(err)
	}
	c56, _ := games.Lookup("chess-56")
	_, err = ReplayAs(rec, c56)
	wantErr(t, err, "line 2: this is a record of chess-2016, not of chess-56")
}

func TestMoveErrors(t *testing.T) {
	m, s := annVsBob(t, 9, 3, 6)
	h := m.History()
	// line 11 holds "2. h[2] h[3]": make Black's second move unreadable, then illegal
	lines := strings.Split(s, "\n")
	if lines[11] != "2. "+h[2].Text+" "+h[3].Text {
		t.Fatalf("line 12 is %q", lines[11])
	}
	p := m.Start()
	for i := range 3 {
		p = p.Play(h[i].Move)
	}
	for _, bad := range []string{"zz9", "Ka1-a1", "e2e4e4"} {
		_, perr := m.Game().ParseMove(p, bad)
		if perr == nil {
			t.Fatalf("%s parses", bad)
		}
		lines[11] = "2. " + h[2].Text + " " + bad
		_, err := readReplay(strings.Join(lines, "\n"))
		// the move is quoted once, not again by the game's reason
		reason := strings.TrimPrefix(perr.Error(), fmt.Sprintf("%q: ", bad))
		wantErr(t, err, fmt.Sprintf("line 12, move 2 (ply 4, Black) %q: %s", bad, reason))
		if strings.Count(err.Error(), fmt.Sprintf("%q", bad)) != 1 {
			t.Errorf("%q quoted more than once: %v", bad, err)
		}
	}
	// a move after the end of the game
	lines[11] = "2. " + h[2].Text + " " + h[3].Text
	out := strings.Replace(strings.Join(lines, "\n"), "[Result \"*\"]", "[Result \"1/2-1/2\"]", 1)
	out = strings.Replace(out, "\n*\n", "\n1/2-1/2\n", 1)
	if _, err := readReplay(out); err != nil {
		t.Fatal(err)
	}
	out = strings.Replace(out, "\n1/2-1/2\n", "\n4. "+h[0].Text+"\n1/2-1/2\n", 1)
	_, err := readReplay(out)
	if err != nil {
		// the draw is made after the moves: the extra move is just wrong for White
		wantErr(t, err, "line 14, move 4 (ply 7, White)", h[0].Text)
	} else {
		t.Fatal("a stray move replays")
	}
}

// The turn marks must agree with the rules: a reader of the record sees whose move is
// whose, and a record that says otherwise is wrong.
func TestTurnMarks(t *testing.T) {
	m := newMatch(t, raceEntry, rules.Config{Options: map[string]string{"players": "3", "moves": "2"}})
	play(t, m, "a1-a2", "a2-a3", "b1-b2", "b2-b3", "c1-c2", "c2-c3")
	s := text(t, m, "2026.01.01")
	good := "1. a1-a2 a2-a3 | b1-b2 b2-b3 | c1-c2 c2-c3\n"
	if !strings.Contains(s, good) {
		t.Fatalf("record:\n%s", s)
	}
	_, err := readReplay(strings.Replace(s, good, "1. a1-a2 | a2-a3 b1-b2 b2-b3 | c1-c2 c2-c3\n", 1))
	wantErr(t, err, `line 14, move 1 (ply 2, Red) "a2-a3": the record starts a new turn, but it is still Red's turn`)
	_, err = readReplay(strings.Replace(s, good, "1. a1-a2 a2-a3 b1-b2 | b2-b3 | c1-c2 c2-c3\n", 1))
	wantErr(t, err, `line 14, move 1 (ply 3, Green) "b1-b2": the record goes on with Red's turn, but it is Green's move`)
}

// Corrupted copies of real records give clear errors.
func TestCorruptRecords(t *testing.T) {
	e, _ := games.Lookup("chess-56")
	m := newMatch(t, e, rules.Config{Setup: 4}, "Ann", "Bob")
	playRandom(m, rand.New(rand.NewPCG(7, 7)), 6)
	_ = m.Resign(1)
	s := text(t, m, "2026.01.01")
	cases := []struct {
		name, old, new string
		want           []string
	}{
		{"unknown game", `[Game "chess-56"]`, `[Game "chess-57"]`, []string{`line 2: header [Game "chess-57"]: unknown game "chess-57"`}},
		{"header without quotes", `[Setup "4"]`, `[Setup 4]`, []string{"line 3: header [Setup 4]: want [Setup \"value\"], the value must be in double quotes"}},
		{"header not closed", `[Date "2026.01.01"]`, `[Date "2026.01.01"`, []string{"line 8:", "no closing \"]\""}},
		{"setup out of range", `[Setup "4"]`, `[Setup "57"]`, []string{`line 3: header [Setup "57"]: Chess 56 has setups 1 to 56`}},
		{"setup not a number", `[Setup "4"]`, `[Setup "four"]`, []string{`line 3: header [Setup "four"]: a setup is a number`}},
		{"dice disagree", `[Setup "4"]`, `[Setup "5"]`, []string{`line 4: header [Dice`, "is setup 4, but the Setup header (line 3) says 5"}},
		{"unknown option", `nightrider=man-square`, `knight=man-square`, []string{`line 5: header [Option "knight=man-square"]: Chess 56 has no option "knight" (its options: nightrider)`}},
		{"bad option value", `nightrider=man-square`, `nightrider=none`, []string{`line 5:`, "option nightrider is one of man-square, all-men"}},
		{"wrong seat", `[Player "Black: Bob"]`, `[Player "Blue: Bob"]`, []string{`line 7: header [Player "Blue: Bob"]: seat 2 of Chess 56 is Black, not Blue`}},
		{"too many players", `[Player "Black: Bob"]`, "[Player \"Black: Bob\"]\n[Player \"Red\"]", []string{`line 8: header [Player "Red"]: Chess 56 has only 2 seats`}},
		{"version", `[Oddboards "1"]`, `[Oddboards "2"]`, []string{`line 1: record format version "2": this program reads version 1`}},
		{"not oddboards", `[Oddboards "1"]`, `[Event "1"]`, []string{`line 1: not an Oddboards record`}},
		{"two games", `[Game "chess-56"]`, "[Game \"chess-56\"]\n[Game \"chess-56\"]", []string{"line 3: a second Game header (the first is on line 2)"}},
		{"bad result", `[Result "1-0"]`, `[Result "2-0"]`, []string{`line 9: header [Result "2-0"]: result "2-0": score "2" is not 1, 0 or 1/2`}},
		{"result mismatch", "\n1-0\n", "\n0-1\n", []string{"line 15: the moves end with the result 0-1, but the Result header (line 9) says 1-0"}},
		{"no result", "\n1-0\n", "\n", []string{"line 14: the record ends without its result \"1-0\" after the moves: the file is cut short"}},
		{"header after moves", "\n1-0\n", "\n[Event \"x\"]\n1-0\n", []string{"header [Event \"x\"] after the moves began on line 12"}},
		{"round numbers", "2. ", "5. ", []string{"line 13: move number 5. where 2. was expected"}},
		{"bad escape", `[Player "White: Ann"]`, `[Player "White: A\nn\q"]`, []string{`line 6: header`, `unknown escape \q`}},
		{"result inside", "2. ", "1-0 2. ", []string{"line 13: the result 1-0 stands before the end of the moves"}},
		{"not utf8", "Ann", "A\xffn", []string{"line 6: the text is not UTF-8"}},
	}
	for _, c := range cases {
		if !strings.Contains(s, c.old) {
			t.Fatalf("%s: record lacks %q:\n%s", c.name, c.old, s)
		}
		_, err := readReplay(strings.Replace(s, c.old, c.new, 1))
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q lacks %q", c.name, err, w)
			}
		}
	}
}

// Every truncation of a record is an error, never a shorter game.
func TestTruncated(t *testing.T) {
	for _, e := range []games.Entry{raceEntry, func() games.Entry { e, _ := games.Lookup("chess-2016"); return e }()} {
		m := newMatch(t, e, rules.Config{})
		playRandom(m, rand.New(rand.NewPCG(9, 9)), 9)
		s := text(t, m, "2026.01.01")
		if _, err := readReplay(s); err != nil {
			t.Fatal(err)
		}
		for n := 0; n < len(s)-1; n++ {
			_, err := readReplay(s[:n])
			if err == nil {
				t.Fatalf("%s: cut to %d bytes replays:\n%s", e.ID, n, s[:n])
			}
			var re *Error
			if n > 0 && !errors.As(err, &re) {
				t.Fatalf("cut to %d: %v is not a record.Error", n, err)
			}
		}
	}
}

func TestResultStrings(t *testing.T) {
	for _, c := range []struct {
		o    rules.Outcome
		n    int
		want string
	}{
		{rules.Outcome{Winner: rules.NoPlayer}, 2, "*"},
		{rules.Outcome{Result: rules.Win, Winner: 0}, 2, "1-0"},
		{rules.Outcome{Result: rules.Win, Winner: 1}, 2, "0-1"},
		{rules.Outcome{Result: rules.Win, Winner: 2}, 4, "0-0-1-0"},
		{rules.Outcome{Result: rules.Draw, Winner: rules.NoPlayer}, 2, "1/2-1/2"},
		{rules.Outcome{Result: rules.Draw, Winner: rules.NoPlayer}, 3, "1/2-1/2-1/2"},
	} {
		got := ResultString(c.o, c.n)
		if got != c.want {
			t.Errorf("%+v: %s, want %s", c.o, got, c.want)
		}
		back, err := parseResult(got, c.n)
		if err != nil || back.Result != c.o.Result || (c.o.Result == rules.Win && back.Winner != c.o.Winner) {
			t.Errorf("%s reads as %+v, %v", got, back, err)
		}
	}
	for _, bad := range []string{"", "1", "1-1", "0-0", "1/2-0", "1-0-", "x-0"} {
		if _, err := parseResult(bad, 2); err == nil {
			t.Errorf("%q reads", bad)
		}
	}
	if _, err := parseResult("1-0-0", 2); err == nil {
		t.Error("three scores for two seats read")
	}
}

// Move texts that could be taken for something else are quoted and read back.
func TestQuoting(t *testing.T) {
	for _, s := range []string{"a b", "1.", "12...", "1-0", "*", "...", `x"y`, "a|b", `a\b`, "", "é\u00a0e", "{a}", "(a resigns)", "[a"} {
		rec := &Record{Moves: []Move{{Text: s, Player: 0}, {Text: "ok", Player: 1}}, Headers: []Header{{Tag: "Oddboards", Value: "1"}, {Tag: "Game", Value: "g"}, {Tag: "Result", Value: "*"}}}
		var b bytes.Buffer
		if err := rec.Write(&b); err != nil {
			t.Fatal(err)
		}
		back, err := Read(&b)
		if err != nil {
			t.Fatalf("%q: %v\n%s", s, err, b.String())
		}
		if len(back.Moves) != 2 || back.Moves[0].Text != s || back.Moves[1].Text != "ok" {
			t.Fatalf("%q reads back as %+v", s, back.Moves)
		}
	}
}

// seeds are real records of several games and shapes for the fuzzer.
func seeds(t testing.TB) []string {
	var out []string
	for ei, e := range entries() {
		for seed := range 3 {
			m := randomMatch(t, e, rand.New(rand.NewPCG(uint64(seed), uint64(ei+100))), 30)
			out = append(out, text(t, m, "2026.01.01"))
		}
	}
	m := newMatch(t, raceEntry, rules.Config{Options: map[string]string{"players": "4", "moves": "2", "notation": "spaced"}})
	playRandom(m, rand.New(rand.NewPCG(1, 1)), 11)
	out = append(out, text(t, m, "2026.01.01"), "1. e5 {+0.20, best +0.31 e6} e6 {a \\} brace} 2. Nf4", "[Oddboards \"1\"]\n[Game \"race\"]\n[Result \"*\"]\n\n*\n")
	// clocks, and a flag fall in a four-player game
	out = append(out, "[Oddboards \"1\"]\n[Game \"pothole-chess\"]\n[TimeControl \"1+2\"]\n[Clocks \"58.7 59.4 0.0\"]\n[Result \"*\"]\n\n1. Bc2-c3 Cb1-c2 | (Red out on time)\n*\n")
	return out
}

// FuzzRead: Read and Replay never panic; what they accept writes and replays the same.
func FuzzRead(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rec, err := Read(strings.NewReader(s))
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		m, err := Replay(rec, testLookup)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		again := text(t, m, "2026.01.01")
		m2, err := readReplay(again)
		if err != nil {
			t.Fatalf("rewritten record fails: %v\n%s", err, again)
		}
		if err := sameMatch(m, m2); err != nil {
			t.Fatal(err)
		}
	})
}

// A move's comment is written after it in braces and read back to the same move, in a
// game of one move a turn and in one of two; what is not a move's comment is refused.
func TestMoveComments(t *testing.T) {
	comments := []string{"-0.35, mistake, best +0.40 Bb5", `a } brace, a \ backslash, "quotes"`, "two\nlines", ""}
	for _, id := range []string{"chess-2016", "pothole-chess"} {
		e, _ := games.Lookup(id)
		m := newMatch(t, e, rules.Config{})
		playRandom(m, rand.New(rand.NewPCG(3, 3)), 8)
		rec := New(m)
		for i := range rec.Moves {
			rec.Moves[i].Comment = comments[i%len(comments)]
		}
		var b bytes.Buffer
		if err := rec.Write(&b); err != nil {
			t.Fatal(err)
		}
		back, err := Read(strings.NewReader(b.String()))
		if err != nil {
			t.Fatalf("%s: %v\n%s", id, err, b.String())
		}
		if len(back.Moves) != len(rec.Moves) {
			t.Fatalf("%s: %d moves read back, %d written", id, len(back.Moves), len(rec.Moves))
		}
		for i, mv := range back.Moves {
			if mv.Text != rec.Moves[i].Text || mv.Comment != rec.Moves[i].Comment {
				t.Errorf("%s: move %d reads back as %q {%q}, written %q {%q}", id, i, mv.Text, mv.Comment, rec.Moves[i].Text, rec.Moves[i].Comment)
			}
		}
		if _, err := Replay(back, nil); err != nil {
			t.Errorf("%s: the commented record does not replay: %v", id, err)
		}
	}
	head := "[Oddboards \"1\"]\n[Game \"chess-2016\"]\n[Result \"*\"]\n\n"
	for _, c := range []struct{ moves, want string }{
		{"1. {first} e5 e6\n*\n", "line 5: comment {first} follows no move"},
		{"1. e5 {a} {b} e6\n*\n", "line 5: comment {b} follows no move (or a move's second comment)"},
		{"1. e5 {not closed e6\n*\n", "line 5: comment {not closed e6: no closing '}'"},
		{"1. e5 {bad \\q} e6\n*\n", `unknown escape \q`},
		{"1. e5 e6\n* {after}\n", "the result * stands before the end of the moves"},
	} {
		_, err := Read(strings.NewReader(head + c.moves))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.moves, err, c.want)
		}
	}
}

func TestCommentLinesAreSkipped(t *testing.T) {
	text := "# a note before the headers\n[Oddboards \"1\"]\n; another\n[Game \"chess-2016\"]\n[Result \"*\"]\n\n# the moves\n1. e5 e6\n; done\n*\n"
	rec, err := Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Headers) != 3 || rec.Get("Game") != "chess-2016" {
		t.Fatalf("headers %+v", rec.Headers)
	}
	m, err := Replay(rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h := m.History(); len(h) != 2 || h[1].Text != "e6" {
		t.Fatalf("history %+v", h)
	}
}

// The result's words take a seat named in the plural as English does.
func TestDescribeWinner(t *testing.T) {
	seats := []rules.PlayerInfo{{Name: "Predators"}, {Name: "Gold Penguins"}, {Name: "Red"}}
	for _, c := range []struct {
		o    rules.Outcome
		want string
	}{
		{rules.Outcome{Result: rules.Win, Winner: 0}, "with Predators' win"},
		{rules.Outcome{Result: rules.Win, Winner: 1}, "with Gold Penguins' win"},
		{rules.Outcome{Result: rules.Win, Winner: 2}, "with Red's win"},
		{rules.Outcome{Result: rules.Draw}, "drawn"},
	} {
		if got := describe(c.o, seats); got != c.want {
			t.Errorf("%+v: %q, want %q", c.o, got, c.want)
		}
	}
}

// A match's catalogue ID is its variant's (Chess 112's, not Chess 2016's), the game's
// own when no variant is set: the help and the records find a game by it.
func TestCatalogueIDIsTheVariant(t *testing.T) {
	e, err := games.Lookup("chess-112")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		variant, want string
	}{{e.Variant, "chess-112"}, {"", "chess-2016"}} {
		m, err := rules.NewMatch(e.Game, rules.Config{Variant: c.variant, Setup: 60}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if id := CatalogueID(m); id != c.want {
			t.Errorf("variant %q: CatalogueID = %q, want %q", c.variant, id, c.want)
		}
	}
}
