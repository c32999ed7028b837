package gamewin

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/internal/netplay"
	"oddboards/internal/ticker"
	"oddboards/rules"
	"oddboards/ui/netwin"
	"oddboards/ui/shell"
)

// netView is the part of a game window that only a network game has: who plays each seat
// and whether they are there, the draw and undo requests, and the chat.
type netView struct {
	nt       *netwin.Table
	t        *netplay.Table  // nt's table: the game's state, and where requests go
	box      *fyne.Container // in the side panel: the connection, who plays, the clocks
	strip    *fyne.Container // under the board: the chat and the requests
	conn     *widget.Label   // this window's connection to the server
	who      *widget.Label   // two players: the other one (more have the seats' lines)
	clocks   *widget.Label   // the clocks as the stream has them (none without a time control)
	stopTick func()
	requests *widget.Label
	answer   *fyne.Container // agree / decline, while another seat asks
	chat     *widget.Label
	chatLog  *container.Scroll // the chat's lines, the latest in sight
	say      *widget.Entry
	chatSent chan struct{} // closed once the last chat line sent has been answered
	invite   *widget.Button
	unsub    func()

	state   []netplay.SeatState // the seats as the stream has them
	present []bool              // whether each seat's player is at the table now
}

// chatLines is how many of the latest chat lines the chat log keeps; chatRows of them
// are in sight, the others a scroll away.
const (
	chatLines = 100
	chatRows  = 3
)

// noRequests and noChat hold the requests' and the chat's places while there are none.
const (
	noRequests = "Draw offers and requests to take moves back show here."
	noChat     = "The players' chat shows here: write below, Enter sends."
)

// setupNet lays out the network game's parts and routes the window's resign, draw and
// undo through the table. The side panel gets the connection and who plays, above the
// move list; the chat and the requests go in a strip of fixed height under the board,
// the requests' place kept while there are none: nothing moves when one comes or goes,
// and the move list keeps its rows.
func (g *GameView) setupNet(nt *netwin.Table) {
	nv := &netView{nt: nt, t: nt.Table()}
	g.net = nv
	nv.conn = widget.NewLabel("")
	nv.conn.Wrapping = fyne.TextWrapWord
	nv.conn.SizeName = theme.SizeNameCaptionText
	nv.requests = widget.NewLabel(noRequests)
	nv.requests.Wrapping = fyne.TextWrapWord
	nv.requests.SizeName = theme.SizeNameCaptionText
	nv.answer = container.NewGridWithColumns(2,
		widget.NewButton("Agree", func() { g.answerRequests(true) }),
		widget.NewButton("Decline", func() { g.answerRequests(false) }))
	nv.chat = widget.NewLabel(noChat)
	nv.chat.Wrapping = fyne.TextWrapWord
	nv.chatLog = container.NewVScroll(nv.chat)
	nv.say = widget.NewEntry()
	nv.say.SetPlaceHolder("Say something…")
	nv.say.OnSubmitted = g.sayLine
	nv.invite = widget.NewButton("Invitations…", func() { netwin.ShowInvitations(g.env.Network, g.win, nt) })
	nv.who = widget.NewLabel("")
	nv.who.Wrapping = fyne.TextWrapWord
	nv.clocks = widget.NewLabel("")
	nv.clocks.Wrapping = fyne.TextWrapWord
	nv.clocks.Hide()
	nv.box = container.NewVBox(widget.NewSeparator(), nv.conn, nv.who, nv.clocks)
	if nv.t.Seat() == netplay.Host {
		nv.box.Add(nv.invite)
	}
	nv.stopTick = func() {}
	if _, ok := nv.t.Clocks(time.Now()); ok {
		nv.stopTick = g.tickClocks()
	}
	// the pane goes above the move list, which takes what room is left
	objs := g.body.Objects
	g.body.Objects = append(append(objs[:len(objs)-1:len(objs)-1], nv.box), objs[len(objs)-1])
	g.layoutStrip()
	g.Board.OnReviewMove = func(rules.Move) {
		g.setStatus("A network game goes on from its last move only: press End to return to it.")
	}
	g.undo.OnTapped = g.askUndo
	// no redo: the row is Undo and Flip, without a gap
	g.undoRow.Objects = slices.DeleteFunc(g.undoRow.Objects, func(o fyne.CanvasObject) bool { return o == g.redo })
	g.undoRow.Layout = layout.NewGridLayoutWithColumns(len(g.undoRow.Objects))
	here := 0
	for i := range g.match.Players() {
		if nv.t.Plays(rules.Player(i)) {
			here++
		}
	}
	if here < 2 {
		g.autoTurn.Hide() // the board is turned to one seat only: the player's
	}
	nv.unsub = nv.t.Subscribe(g.refreshNet)
	g.refreshNet()
}

// layoutStrip puts the chat (its log and the line to write in) and the requests (with
// Agree and Decline) in a strip under the board, as high as the taller of its two
// columns needs at most: it never changes height.
func (g *GameView) layoutStrip() {
	nv := g.net
	lineH := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
	capH := fyne.MeasureText("Mg", theme.CaptionTextSize(), fyne.TextStyle{}).Height
	// the requests' place: two lines of caption text (one request each) and the buttons
	height := 2*capH + 2*theme.InnerPadding() + theme.Padding() + nv.answer.MinSize().Height
	var left fyne.CanvasObject = layout.NewSpacer()
	if nv.t.Seat() != netplay.Watch { // a spectator writes nothing, and reads no chat
		logH := chatRows*lineH + 2*theme.InnerPadding()
		left = container.NewBorder(nil, nv.say, nil, nil, nv.chatLog)
		height = max(height, logH+theme.Padding()+nv.say.MinSize().Height)
	}
	right := &fyne.Container{Layout: shell.FixedWidth{Width: sideWidthPx - 40}, Objects: []fyne.CanvasObject{
		container.NewBorder(nil, nv.answer, nil, nil, nv.requests)}}
	strip := container.NewBorder(widget.NewSeparator(), nil, nil, right, left)
	nv.strip = &fyne.Container{Layout: shell.FixedHeight{Height: height + theme.Padding() + 1}, Objects: []fyne.CanvasObject{strip}}
	g.boardBox.Layout = layout.NewBorderLayout(g.banner.box, nv.strip, nil, nil)
	g.boardBox.Add(nv.strip)
}

// closeNet stops following the table.
func (g *GameView) closeNet() {
	if g.net != nil {
		g.net.unsub()
		g.net.stopTick()
	}
}

// plays reports whether this window plays seat p: always, in a game at one desk.
func (g *GameView) plays(p rules.Player) bool { return g.net == nil || g.net.t.Plays(p) }

// holdRemote keeps the board from moving a seat played at another computer, and a
// spectator's controls from acting for no seat.
func (g *GameView) holdRemote() {
	if g.net == nil {
		return
	}
	if len(g.mySeats()) == 0 {
		for _, b := range []*widget.Button{g.resign, g.draw, g.undo, g.hint} {
			b.Disable()
		}
	}
	if g.Board.Reviewing() || g.match.Outcome().Over() {
		return
	}
	if !g.plays(g.match.Position().ToMove()) {
		g.Board.HoldMoves()
	}
}

// remoteTurnText says that the seat to move plays at another computer, or "".
func (g *GameView) remoteTurnText(p rules.Position) string {
	if g.net == nil || g.match.Outcome().Over() || g.plays(p.ToMove()) {
		return ""
	}
	mover := p.ToMove()
	who, computer := g.match.Names()[mover], false
	if st := g.net.state; int(mover) < len(st) {
		who, computer = rules.Excerpt(st[mover].Name, 24), st[mover].Computer != "" // the joined player's own name
	}
	if computer {
		return "Waiting for the move of " + who + ", the host's computer."
	}
	return "Waiting for " + rules.Possessive(who) + " move from another computer."
}

// refreshNet shows the table as it stands: the connection, who is there, the requests,
// the chat. It runs on the UI goroutine, after every message read and heartbeat heard.
func (g *GameView) refreshNet() {
	nv := g.net
	t := nv.t
	snap := t.Snapshot()
	nv.state = snap.Seats
	nv.present = make([]bool, len(snap.Seats))
	connected := t.Connected()
	var waiting []string // a move on its way shows only when it has to wait
	if !connected {
		waiting = t.Waiting()
	}
	nv.conn.SetText(connText(t.Game(), connected, waiting, t.Notes()))

	var asks []string
	agree := false // another seat asks, and this window may answer
	for i, s := range snap.Seats {
		p := rules.Player(i)
		nv.present[i] = t.Present(p)
		if s.Draw {
			asks = append(asks, rules.Excerpt(s.Name, 30)+" offers a draw.")
		}
		if n := len(snap.History) - s.Undo; s.Undo >= 0 && n == 1 {
			asks = append(asks, rules.Excerpt(s.Name, 30)+" asks to take back the last move.")
		} else if s.Undo >= 0 {
			asks = append(asks, fmt.Sprintf("%s asks to take back the last %d moves.", rules.Excerpt(s.Name, 30), n))
		}
		agree = agree || (s.Draw || s.Undo >= 0) && !t.Plays(p)
	}
	// the requests' place stays whether or not there are any
	if len(asks) == 0 {
		asks = []string{noRequests}
	}
	nv.requests.Importance = widget.LowImportance
	if asks[0] != noRequests {
		nv.requests.Importance = widget.MediumImportance
	}
	nv.requests.SetText(strings.Join(asks, "\n"))
	showIf(nv.answer, agree && len(g.mySeats()) > 0 && !snap.Outcome.Over())
	var lines []string
	for _, c := range snap.Chat[max(0, len(snap.Chat)-chatLines):] {
		lines = append(lines, rules.Excerpt(c.Name, 20)+": "+c.Text)
	}
	g.refreshNetClocks()
	text, imp := strings.Join(lines, "\n"), widget.MediumImportance
	if text == "" {
		text, imp = noChat, widget.LowImportance
	}
	nv.chat.Importance = imp
	if text != nv.chat.Text {
		nv.chat.SetText(text)
		// the newest line in sight (the log laid out first, at its new height); else the
		// log stays where it was being read
		nv.chatLog.Refresh()
		nv.chatLog.ScrollToBottom()
	}

	// who is there shows in the seats' lines and the turn
	p, names := g.match.Position(), g.match.Names()
	g.refreshSeats(p, names)
	var others []string
	for i := range names {
		if !g.plays(rules.Player(i)) {
			others = append(others, "Playing with "+g.remoteLabel(names, rules.Player(i)))
		}
	}
	nv.who.SetText(strings.Join(others, "\n"))
	showIf(nv.who, len(g.seatLines) == 0 && len(others) > 0)
	if !g.match.Outcome().Over() {
		g.turnText.SetText(g.seatLabel(names, p.ToMove()) + " to move")
	}
	if wait := g.remoteTurnText(p); wait != "" {
		g.setStatus(joinLines(p.Status(), wait)) // the player may have joined since the move
	}
	g.relayoutSide()
}

// connText is the line on a network game's connection: "connected" only while the
// table has read its game to the end (a table that lost the server, or is still reading
// what it missed, is reconnecting by itself), the moves waiting for the server, and the
// latest note. The connection's own notes show only while they say more than
// "connected", so the line is not a line longer after every lost and found connection.
func connText(game string, connected bool, waiting, notes []string) string {
	conn := "connected"
	if !connected {
		conn = "reconnecting…"
	}
	text := fmt.Sprintf("Network game %s · %s", game, conn)
	switch {
	case len(waiting) == 1:
		text += "\nYour move " + rules.Excerpt(waiting[0], 24) + " is waiting for the server: it is sent when the server is back."
	case len(waiting) > 1:
		text += fmt.Sprintf("\nYour %d moves are waiting for the server: they are sent when the server is back.", len(waiting))
	case len(notes) > 0:
		if last := notes[len(notes)-1]; last != netplay.BackInTouch && (last != netplay.LostTouch || !connected) {
			text += "\n" + rules.Excerpt(last, 160)
		}
	}
	return text
}

// remoteLabel names a seat played at another computer, with its player's name once
// joined (or given by the host), and says whether they are there: "Carol (Red,
// connected)".
func (g *GameView) remoteLabel(names []string, p rules.Player) string {
	nv := g.net
	colour := g.match.Players()[p].Name // names[p] is the player's name
	if int(p) >= len(nv.state) {
		return names[p] + " (remote)"
	}
	s := nv.state[p]
	state := "away"
	switch {
	case s.Remote && !s.Joined:
		state = "invited"
	case s.Computer != "" && nv.present[p]:
		state = "the host's computer"
	case nv.present[p]:
		state = "connected"
	}
	if s.Name != colour {
		return rules.Excerpt(s.Name, 24) + " (" + colour + ", " + state + ")"
	}
	return colour + " (remote, " + state + ")"
}

// netSend runs a request to the table away from the UI goroutine; its error shows in the
// window.
func (g *GameView) netSend(what string, f func(ctx context.Context, t *netplay.Table) error) {
	t, env, w := g.net.t, g.env, g.win
	go func() {
		ctx, cancel := env.Network.Context()
		defer cancel()
		if err := f(ctx, t); err != nil {
			env.Do(func() { shell.ShowError(fmt.Errorf("%s: %w", what, err), w) })
		}
	}()
}

// mySeats are the seats this window plays that are still in the game.
func (g *GameView) mySeats() []rules.Player {
	var out []rules.Player
	pos := g.match.Position()
	for i := range g.match.Players() {
		if p := rules.Player(i); g.plays(p) && !pos.Out(p) {
			out = append(out, p)
		}
	}
	return out
}

// sayLine sends a chat line as this window's player (the host's line for the host).
func (g *GameView) sayLine(text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	if err := netplay.CheckChat(text); err != nil {
		shell.ShowError(fmt.Errorf("not sent: %v", err), g.win) // the line stays, to be shortened
		return
	}
	g.net.say.SetText("")
	seat := g.net.t.Seat()
	// each line waits for the one before it: lines sent at once arrive in their order
	prev, done := g.net.chatSent, make(chan struct{})
	g.net.chatSent = done
	g.netSend("the chat line was not sent", func(ctx context.Context, t *netplay.Table) error {
		defer close(done)
		if prev != nil {
			<-prev
		}
		return t.Say(ctx, seat, text)
	})
}

// netResign resigns a seat this window plays, asking first which when it plays several.
func (g *GameView) netResign() {
	seats := g.mySeats()
	if len(seats) == 0 {
		return
	}
	names := g.match.Names()
	var who []string
	for _, p := range seats {
		who = append(who, names[p])
	}
	choice := widget.NewRadioGroup(who, nil)
	choice.SetSelected(who[0])
	dialog.ShowCustomConfirm("Resign", "Resign", "Cancel", container.NewVBox(widget.NewLabel("Who resigns?"), choice), func(ok bool) {
		if !ok {
			return
		}
		for i, n := range who {
			if n == choice.Selected {
				p := seats[i]
				g.netSend("the resignation was not sent", func(ctx context.Context, t *netplay.Table) error { return t.Resign(ctx, p) })
				return
			}
		}
	}, g.win)
}

// netDraw offers a draw (or agrees to one) for every seat this window plays: the game is
// drawn once every seat still in has.
func (g *GameView) netDraw() {
	dialog.ShowConfirm("Draw", "Offer a draw? The game is drawn when every player still in agrees.", func(ok bool) {
		if ok {
			g.offerAll(func(ctx context.Context, t *netplay.Table, p rules.Player) error { return t.OfferDraw(ctx, p, true) })
		}
	}, g.win)
}

// offerAll sends f for each seat this window plays, in turn.
func (g *GameView) offerAll(f func(ctx context.Context, t *netplay.Table, p rules.Player) error) {
	seats := g.mySeats()
	g.netSend("not sent", func(ctx context.Context, t *netplay.Table) error {
		for _, p := range seats {
			if err := f(ctx, t, p); err != nil {
				return err
			}
		}
		return nil
	})
}

// askUndo asks to take back this window's last move and what followed it; the moves go
// once every player still in agrees.
func (g *GameView) askUndo() {
	h := g.match.History()
	keep := -1
	for i := len(h) - 1; i >= 0; i-- {
		if g.plays(h[i].Player) {
			keep = i
			break
		}
	}
	if keep < 0 {
		shell.ShowInfo("Undo", "You have made no move to take back.", g.win)
		return
	}
	g.offerAll(func(ctx context.Context, t *netplay.Table, p rules.Player) error {
		return t.AskUndo(ctx, p, keep, true)
	})
}

// answerRequests agrees to every draw offer and undo request of the other seats, or
// declines them all.
func (g *GameView) answerRequests(agree bool) {
	snap := g.net.t.Snapshot()
	draw, undo := false, -1
	for _, s := range snap.Seats {
		draw = draw || s.Draw
		if s.Undo >= 0 {
			undo = s.Undo
		}
	}
	g.offerAll(func(ctx context.Context, t *netplay.Table, p rules.Player) error {
		if draw {
			if err := t.OfferDraw(ctx, p, agree); err != nil {
				return err
			}
		}
		if undo >= 0 {
			return t.AskUndo(ctx, p, undo, agree)
		}
		return nil
	})
}

func showIf(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// tickClocks redraws the clocks every second, on the UI goroutine, until stopped.
func (g *GameView) tickClocks() (stop func()) {
	done := make(chan struct{})
	do := g.env.Do
	go ticker.Every(time.Second, done, func() { do(g.refreshNetClocks) })
	return func() { close(done) }
}

// refreshNetClocks shows every seat's time left, the running one marked: the times the
// movers' tables wrote, the seat to move's counted down from its opponent's last move.
func (g *GameView) refreshNetClocks() {
	c, ok := g.net.t.Clocks(time.Now())
	if !ok {
		return
	}
	names := g.match.Names()
	parts := make([]string, len(c.Left))
	for i, left := range c.Left {
		parts[i] = rules.Excerpt(names[i], 20) + " " + rules.FormatClock(max(left, 0))
		if i == c.Running {
			parts[i] = "» " + parts[i]
		}
	}
	g.net.clocks.SetText("Clocks " + c.Control.String() + ": " + strings.Join(parts, " · "))
	g.net.clocks.Show()
	g.claimFlag(c)
}

// claimFlag claims the flag of the seat to move when its clock shows zero here, once a
// fall: the referee takes the claim only if the server's time agrees, and a claim not
// taken is in the table's notes. Every player's app claims; the first claim stored wins.
func (g *GameView) claimFlag(c netplay.Clocks) {
	if c.Running < 0 || c.Left[c.Running] > 0 || g.net.t.Seat() == netplay.Watch {
		return
	}
	g.net.nt.ClaimFlag(len(g.match.History()), c.Running)
}

// setComputer seats the computer at spec (or a person, "") at seat p, played here: at
// the host, through the table (the stream says who plays the host's seats); a joined
// player's computer plays their own seat without telling anyone.
func (g *GameView) setComputer(p rules.Player, spec string) {
	if g.net == nil || g.net.t.Seat() != netplay.Host {
		g.match.SetComputer(p, spec)
		return
	}
	if g.match.Computer(p) == spec {
		return // the select saying what it shows: nothing to send
	}
	g.netSend("the seat was not changed", func(ctx context.Context, t *netplay.Table) error {
		return t.SetComputer(ctx, int(p), spec)
	})
}
