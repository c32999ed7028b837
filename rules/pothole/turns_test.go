package pothole

import (
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
)

// quietRound is one harmless turn for each of Red, Black and Blue from the start
// position's armies (after White's opening turn).
var quietRound = []string{"Bc6-d6", "Bb5-c5", "Be6-e5", "Bf5-f4", "Be2-d2", "Bf3-e3"}

func TestTwoMovesPerTurn(t *testing.T) {
	p := mustStart(t, nil)
	if p.ToMove() != White || p.Status() != "move 1 of 2" || p.secondMove() {
		t.Fatalf("start: %v %q", p.ToMove(), p.Status())
	}
	p = play(t, p, "Bc2-c3")
	if p.ToMove() != White || p.Status() != "move 2 of 2" || !p.secondMove() {
		t.Fatalf("after one move: %v %q", p.ToMove(), p.Status())
	}
	if got := dests(p, "c3"); got != "" {
		t.Errorf("the Bulldozer moved first cannot move again: %s", got)
	}
	p = play(t, p, "Bb3-b4")
	if p.ToMove() != Red || p.Status() != "move 1 of 2" {
		t.Fatalf("after two moves: %v %q", p.ToMove(), p.Status())
	}
	for i, s := range quietRound {
		want := []rules.Player{Red, Red, Black, Black, Blue, Blue}[i]
		if p.ToMove() != want {
			t.Fatalf("before %s: %v to move, want %v", s, p.ToMove(), want)
		}
		p = play(t, p, s)
	}
	if p.ToMove() != White {
		t.Errorf("after Blue, White moves again: %v", p.ToMove())
	}
}

func TestSamePotholeTwice(t *testing.T) {
	p := mustStart(t, nil)
	if got := dests(p, "b2"); got != "" {
		t.Fatalf("every @ square is full at the start: %s", got)
	}
	p = play(t, p, "Oc4-d4")
	if got := dests(p, "d4") + dests(p, "e4"); got != "" {
		t.Errorf("no centre pothole moves twice in a turn: %s", got)
	}
	p = play(t, p, "Bb3-b4") // frees b3, an @ square
	p = play(t, p, quietRound...)
	// Every @ square a piece has left: b3 White's, b5 c6 Red's, e6 f5 Black's, e2 f3 Blue's.
	if got, want := dests(p, "b2"), "-b3 -b5 -c6 -e2 -e6 -f3 -f5"; got != want {
		t.Errorf("White's corner pothole: %q, want %q", got, want)
	}
	p = play(t, p, "Ob2-b3")
	if got := dests(p, "b3"); got != "" {
		t.Errorf("the corner pothole cannot move twice in a turn: %q", got)
	}
	if got := dests(p, "c2"); !strings.Contains(got, "-b2") {
		t.Errorf("the square the pothole left is an ordinary square: c2 %q", got)
	}
	p = play(t, p, "Bc2-c3")
	if p.ToMove() != Red || dests(p, "b3") != "" {
		t.Errorf("Red may not move White's corner pothole: %q", dests(p, "b3"))
	}
}

func TestPushedPieceMayMoveSecond(t *testing.T) {
	p := mustPos(t, "to:w wBe2 wCe3 wKa1 rKa7 wOb2 rOb6 Oc4 Oc5")
	p = play(t, p, "Be2-e3")
	if !hasFields(p, "wBe3 wCe4") {
		t.Fatalf("the Car is pushed to e4: %s", p.Text())
	}
	if got := dests(p, "e4"); !strings.Contains(got, "-e6") {
		t.Errorf("the pushed Car may move second: %q", got)
	}
	if got := dests(p, "e3"); got != "" {
		t.Errorf("the Bulldozer may not: %q", got)
	}
	p = play(t, p, "Ce4-e6")
	if p.ToMove() != Red {
		t.Errorf("Red's turn now, got %v", p.ToMove())
	}
}

// TestCentrePotholeLock follows a lock from the start: White moves c4 to d4; nobody may
// move it until White's next turn has ended, and White may move no centre pothole in
// that turn either.
func TestCentrePotholeLock(t *testing.T) {
	p := mustStart(t, nil)
	p = play(t, p, "Oc4-d4", "Bb3-b4")
	if !strings.Contains(p.Status(), "pothole d4 locked by White") {
		t.Errorf("status %q", p.Status())
	}
	// Red: d4 locked, e4 free.
	if dests(p, "d4") != "" || dests(p, "e4") == "" {
		t.Fatalf("Red: d4 %q, e4 %q", dests(p, "d4"), dests(p, "e4"))
	}
	p = play(t, p, "Oe4-e3", "Bc6-d6")
	// Black and Blue: both locked.
	for _, who := range []string{"Black", "Blue"} {
		if dests(p, "d4") != "" || dests(p, "e3") != "" {
			t.Fatalf("%s: d4 %q, e3 %q", who, dests(p, "d4"), dests(p, "e3"))
		}
		if who == "Black" {
			p = play(t, p, "Be6-e5", "Bf5-f4")
		} else {
			p = play(t, p, "Be2-d2", "Bf3-e4")
		}
	}
	// White's next turn: d4 still locked (until this turn ends), e3 locked by Red, and
	// White may move no centre pothole anyway.
	if p.ToMove() != White || dests(p, "d4") != "" || dests(p, "e3") != "" {
		t.Fatalf("White: d4 %q, e3 %q", dests(p, "d4"), dests(p, "e3"))
	}
	p = play(t, p, "Bc2-c3", "Bb4-b3")
	// Red's next turn: d4 is free, but Red moved a centre pothole in its last turn.
	if strings.Contains(p.Status(), "d4 locked") {
		t.Errorf("White's lock lapses when White's next turn ends: %q", p.Status())
	}
	if dests(p, "d4") != "" || dests(p, "e3") != "" {
		t.Fatalf("Red may not move a centre pothole twice in a row: d4 %q, e3 %q", dests(p, "d4"), dests(p, "e3"))
	}
	p = play(t, p, "Bb5-c5", "Bd6-d5")
	// Black: both free again (Red's next turn has ended).
	if dests(p, "d4") == "" || dests(p, "e3") == "" || strings.Contains(p.Status(), "locked") {
		t.Errorf("Black: d4 %q, e3 %q, status %q", dests(p, "d4"), dests(p, "e3"), p.Status())
	}
}

// TestKingKillAndTakeover: White's Car takes Red's King. White takes over Red's pieces,
// demoted and with their records cleared, and Red's corner pothole; Red's lock on d4
// lapses; Red is out and skipped.
func TestKingKillAndTakeover(t *testing.T) {
	p := mustPos(t, "to:w wKa1 wCc3 rKc5 rRa6 rMb7 rYe6 rCe7(b4,d2) rOb6 bKg7 uKg1 wOb2 bOf6 uOf2 Od4 Oe5 lock:d4:r")
	if dests(p, "d4") != "" {
		t.Fatalf("d4 is locked by Red")
	}
	m := parsed(t, p, "Cc3xc5")
	if m.Flags != rules.Capture || m.Piece != pieces.Car {
		t.Errorf("Cc3xc5 is %+v", m)
	}
	p = p.Play(m).(*Position)
	if !p.Out(Red) || p.Out(White) || p.Out(Black) || p.Out(Blue) {
		t.Errorf("only Red is out: %v %v %v %v", p.Out(White), p.Out(Red), p.Out(Black), p.Out(Blue))
	}
	if !hasFields(p, "wCa6 wBb7 wDe6 wCe7 wOb6 wCc5") {
		t.Errorf("takeover: %s", p.Text())
	}
	if got := p.At(cell(t, "e7")); got.Marks != 0 {
		t.Errorf("the taken-over Car's record is cleared: %+v", got)
	}
	if got := p.At(cell(t, "b6")); got.Kind != pieces.Pothole || got.Owner != White {
		t.Errorf("Red's pothole is White's: %+v", got)
	}
	if strings.Contains(p.Status(), "locked") || dests(p, "d4") == "" {
		t.Errorf("Red's lock lapses with Red: %q, d4 %q", p.Status(), dests(p, "d4"))
	}
	if p.ToMove() != White || !p.secondMove() {
		t.Fatalf("White's second move")
	}
	if got := dests(p, "b7"); got == "" {
		t.Errorf("the taken-over Bulldozer may move at once")
	}
	p = play(t, p, "Bb7-c7")
	if p.ToMove() != Black {
		t.Errorf("Red is skipped: %v to move", p.ToMove())
	}
	p = play(t, p, "Kg7-g6", "Of6-g7", "Kg1-g2", "Of2-g1")
	if p.ToMove() != White {
		t.Errorf("after Blue, White: %v", p.ToMove())
	}
	if got := p.Outcome(); got.Over() {
		t.Errorf("three Kings left, the game goes on: %+v", got)
	}
}

func TestOneMoveKillsTwoKings(t *testing.T) {
	p := mustPos(t, "to:w wMe5 wKa1 rKe6 bKe7 rCa6 bCg6 uKg1 rOb6 bOf6 uOf2 Oc4 Od4")
	if got := dests(p, "e5"); !strings.Contains(got, "-e6# -e7#") {
		t.Fatalf("e5: %s", got)
	}
	q := play(t, p, "Me5-e6#")
	if !q.Out(Black) || q.Out(Red) || !hasFields(q, "wCg6 wOf6 rCa6 rKe7") {
		t.Errorf("to e6 kills Black's King only: %s", q.Text())
	}
	q = play(t, p, "Me5-e7#")
	if !q.Out(Black) || !q.Out(Red) || !hasFields(q, "wCg6 wOf6 wCa6 wOb6") {
		t.Errorf("to e7 kills both Kings: %s", q.Text())
	}
	q = play(t, q, "Ca6-a5")
	if q.ToMove() != Blue {
		t.Errorf("Blue next: %v", q.ToMove())
	}
}

func TestLastKingStanding(t *testing.T) {
	p := mustPos(t, "to:w wKa1 wCc3 rKc5 wOb2 rOb6 Od4 Oe5")
	if p.Outcome().Over() {
		t.Fatal("not over yet")
	}
	p = play(t, p, "Cc3xc5")
	want := rules.Outcome{Result: rules.Win, Winner: White, Reason: "last King standing"}
	if got := p.Outcome(); got != want {
		t.Errorf("outcome %+v, want %+v", got, want)
	}
	if n := len(p.LegalMoves(nil)); n != 0 || p.Status() != "" {
		t.Errorf("a finished game has no moves (%d) and no status (%q)", n, p.Status())
	}
	if _, err := p.ParseMove("Ka1-a2"); err == nil {
		t.Error("no move parses in a finished game")
	}
}

func TestOwnKingKillIllegal(t *testing.T) {
	p := mustPos(t, "to:w wBb2 wKa3 rKa7 rCc3 wOg2 rOb6 Oe5 Od5")
	if _, err := p.ParseMove("Bb2-a3"); err == nil {
		t.Error("pushing one's own King off the board is no move")
	}
	if got := dests(p, "b2"); strings.Contains(got, "a3") {
		t.Errorf("b2: %s", got)
	}
	// The same push with an enemy King is a kill.
	p = mustPos(t, "to:w wBb2 rKa3 wKa7 bKg7 wOg2 rOb6 Oe5 Od5")
	if got := dests(p, "b2"); !strings.Contains(got, "-a3#") {
		t.Errorf("b2: %s", got)
	}
}

func TestPromotion(t *testing.T) {
	const rest = " wKa1 rKa7 wOb2 rOb6 Oc4 Oe4"
	p := mustPos(t, "to:w wCd4(b4,d2,f4) wCb3(b4)"+rest)
	m := parsed(t, p, "Cd4-d6")
	if m.Promote != pieces.Racecar {
		t.Fatalf("landing on its fourth square the Car promotes: %+v", m)
	}
	if got := p.Notation(m); got != "Cd4-d6=R" {
		t.Errorf("notation %q", got)
	}
	q := p.Play(m).(*Position)
	if got := q.At(cell(t, "d6")); got.Kind != pieces.Racecar || got.Marks != 0 {
		t.Errorf("d6: %+v", got)
	}
	// A record survives moves; landing again on a square already marked adds nothing;
	// landing on a new one adds it.
	q = play(t, p, "Cb3-c3")
	if !hasFields(q, "wCc3(b4)") {
		t.Errorf("the record moves with the Car: %s", q.Text())
	}
	q = play(t, p, "Cb3-b4")
	if got := q.At(cell(t, "b4")); got.Marks != 1 {
		t.Errorf("b4 again: marks %b", got.Marks)
	}
	q = play(t, mustPos(t, "to:w wCd3 wKg1 rKa7 wOb2 rOb6 Oc4 Oe4"), "Cd3-d2")
	if got := q.At(cell(t, "d2")); got.Marks != 2 || got.Kind != pieces.Car {
		t.Errorf("d2 is bit 1: %+v", got)
	}
	// Pushed onto its fourth square, a piece does not promote and gains no mark.
	q = play(t, mustPos(t, "to:w wBb6 wCc6(b4,d2,f4) wKg1 rKa7 wOb2 rOf6 Oc4 Oe4"), "Bb6-c6")
	if !hasFields(q, "wCd6(b4,d2,f4)") {
		t.Errorf("pushed onto d6: %s", q.Text())
	}
	// Bulldozer and Dirt Devil.
	q = play(t, mustPos(t, "to:w wBc2(b4,d6,f4) wKg1 rKa7 wOb2 rOf6 Oc4 Oe4"), "Bc2-d2=M")
	if got := q.At(cell(t, "d2")); got.Kind != pieces.Megadozer {
		t.Errorf("d2: %+v", got)
	}
	q = play(t, mustPos(t, "to:w wDe3(b4,d2,d6) wKg1 rKa7 wOb2 rOf6 Oc4 Oe4"), "De3-f4=Y")
	if got := q.At(cell(t, "f4")); got.Kind != pieces.Cyclone {
		t.Errorf("f4: %+v", got)
	}
	// A King keeps no record.
	q = play(t, mustPos(t, "to:w wKc3 rKa7 wOb2 rOf6 Oc5 Oe4"), "Kc3-b4")
	if got := q.At(cell(t, "b4")); got.Marks != 0 || got.Kind != pieces.King {
		t.Errorf("b4: %+v", got)
	}
}

func TestExactCars(t *testing.T) {
	const rest = " wKa1 rKa7 wOb2 rOb6 Oe5 Od5"
	for _, c := range []struct{ pos, from, want string }{
		{"to:w wCc3" + rest, "c3", "-a3 -b3 -b4 -c1 -c2 -c4 -c5 -d2 -d3 -d4 -e3"},
		{"cars:exact to:w wCc3" + rest, "c3", "-a3 -b4 -c1 -c5 -d2 -d4 -e3"},
		{"cars:exact to:w wCc3 rBc4 rBe3" + rest, "c3", "-a3 -b4 -c1 -d2 -d4 xe3"},
		{"to:w wRc3" + rest, "c3", "-a3 -a5 -b3 -b4 -c1 -c2 -c4 -c5 -c6 -d2 -d3 -d4 -e1 -e3 -f3"},
		{"cars:exact to:w wRc3" + rest, "c3", "-a5 -c6 -e1 -f3"},
		{"cars:exact to:w wRc3 rCc5" + rest, "c3", "-a5 -e1 -f3"},
	} {
		if got := dests(mustPos(t, c.pos), c.from); got != c.want {
			t.Errorf("%s\n%s: %s\nwant %s", c.pos, c.from, got, c.want)
		}
	}
	p, err := New().Start(rules.Config{Options: map[string]string{OptCars: CarsExact}})
	if err != nil {
		t.Fatal(err)
	}
	if !hasFields(p.(*Position), "cars:exact") {
		t.Errorf("the option reaches the position")
	}
}

// TestPass: Red can move nothing (King walled in by potholes, no pothole of its own, and a
// lock on d4 that bars it from the centre potholes), so after White's turn Red passes;
// the passed turn counts for Red's lock, which lapses, so Black may move d4.
func TestPass(t *testing.T) {
	p := mustPos(t, "to:w wKe1 wCc1 rKa7 bKg7 wOa6 wOb7 bOb6 Od4 Oe4 lock:d4:r lock:e4:w")
	p = play(t, p, "Ke1-e2", "Cc1-c2")
	if p.ToMove() != Black || p.secondMove() {
		t.Fatalf("Red passes: %v to move", p.ToMove())
	}
	if strings.Contains(p.Status(), "locked") {
		t.Errorf("both locks lapsed: %q", p.Status())
	}
	if dests(p, "d4") == "" || dests(p, "e4") == "" {
		t.Errorf("Black may move both centre potholes")
	}
}

// TestTurnOfOneMove: White has a King only, no corner pothole, and holds a lock: after the
// King's move there is no second move, so the turn ends.
func TestTurnOfOneMove(t *testing.T) {
	p := mustPos(t, "to:w wKe1 rKa7 bKg7 rOb6 bOf6 Oc4 Od4 lock:c4:w")
	p = play(t, p, "Ke1-e2")
	if p.ToMove() != Red || p.secondMove() || p.Status() != "move 1 of 2" {
		t.Fatalf("Red's turn: %v %q", p.ToMove(), p.Status())
	}
	if dests(p, "c4") == "" {
		t.Errorf("White's lock lapsed when its turn ended")
	}
}

// A position set up with nobody able to move but the one who passes goes on from there.
func TestFromTextPasses(t *testing.T) {
	p := mustPos(t, "to:r wKe1 rKa7 wOa6 wOb7 wOb6 Oc4 Od4 lock:d4:r")
	if p.ToMove() != White {
		t.Errorf("Red cannot move: White's turn, got %v", p.ToMove())
	}
}
