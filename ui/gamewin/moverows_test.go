package gamewin

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/uitest"
)

func TestMoveRows(t *testing.T) {
	ply := func(p rules.Player, text string) rules.Ply { return rules.Ply{Player: p, Text: text} }
	chess := []string{"White", "Black"}
	four := []string{"White", "Red", "Black", "Blue"}
	three := []string{"Gold", "Cyan", "Brown"}
	for _, tc := range []struct {
		name  string
		h     []rules.Ply
		sides []string
		want  []string
	}{
		{"two players", []rules.Ply{ply(0, "e5"), ply(1, "e6"), ply(0, "Nc3")}, chess,
			[]string{"  1. e5  e6", "  2. Nc3"}},
		{"Black begins", []rules.Ply{ply(1, "e6"), ply(0, "e5")}, chess,
			[]string{"  1. …  e6", "  2. e5"}},
		// more players: a row per player's turn, both moves of a turn on it
		{"two moves a turn", []rules.Ply{ply(0, "a"), ply(0, "b"), ply(1, "c"), ply(1, "d"), ply(2, "e")}, four,
			[]string{"  1. White a, b", "     Red   c, d", "     Black e"}},
		{"a player out", []rules.Ply{ply(0, "a"), ply(1, "b"), ply(2, "c"), ply(0, "d"), ply(2, "e"), ply(0, "f")}, three,
			[]string{"  1. Gold  a", "     Cyan  b", "     Brown c", "  2. Gold  d", "     Brown e", "  3. Gold  f"}},
	} {
		if got := moveRows(tc.h, tc.sides); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestHoveringAMoveShowsItsPiecesCard(t *testing.T) {
	_, g, _ := openMatch(t, chessMatch(t, "chess-2016", 37))
	drag(t, g.Board, "d2", "e4") // a Knight move
	if len(g.cells) != 1 || len(g.cells[0].plies) != 1 || g.cells[0].plies[0].kind != pieces.Knight {
		t.Fatalf("move list cells %+v", g.cells)
	}
	row := container.NewHBox()
	g.fillRow(row, g.cells[0])
	ply, ok := row.Objects[1].(*plyLabel)
	if !ok || ply.Text != "Ne4" {
		t.Fatalf("row objects %v", row.Objects)
	}
	pending := &uitest.Timers{}
	g.cardHover.SetAfter(pending.After)
	ply.MouseIn(&desktop.MouseEvent{PointEvent: fyne.PointEvent{AbsolutePosition: fyne.NewPos(900, 300)}})
	pending.Fire()
	if !g.cardHover.Showing() {
		t.Fatal("hovering Ne4 in the move list showed no card")
	}
	ply.MouseOut()
	if g.cardHover.Showing() {
		t.Fatal("the card stayed after the pointer left the move")
	}
}

func TestMoveListRowsHaveALinesHeight(t *testing.T) {
	_, g, _ := openMatch(t, chessMatch(t, "chess-2016", 37))
	tmpl := g.moves.CreateItem()
	if h := tmpl.MinSize().Height; h < 15 {
		t.Fatalf("a move-list row is %.0f high: rows would overlap", h)
	}
}

func TestAHoverCardTakesNoClickFromTheBoard(t *testing.T) {
	m, g, w := openMatch(t, chessMatch(t, "chess-2016", 37))
	b3 := cell(t, m.Position().Board(), "b3")
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(g.Board)
	at := origin.Add(g.Board.CellCentre(b3))
	pending := &uitest.Timers{}
	g.cardHover.SetAfter(pending.After)
	g.cardHover.Hover(pieces.Pawn, at)
	pending.Fire()
	if !g.cardHover.Showing() {
		t.Fatal("no card")
	}
	card := g.cardHover.Layer().Objects[0]
	card.Move(at.Subtract(origin).Subtract(fyne.NewPos(20, 20))) // right over the pawn
	test.TapCanvas(w.Canvas(), at)
	if g.Board.Selected() != b3 {
		t.Fatal("the click on the pawn under the card did not reach the board")
	}
}
