package netwin

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"oddboards/internal/netplay"
	"oddboards/rules"
	"oddboards/ui/shell"
)

// invitations is the host's Invitations dialog: the invitations of the remote seats
// nobody has taken yet, each with a button that copies it, to send to the player; and,
// for a game on this app's own server, who is connected, with a way to take a seat from
// its player.
type invitations struct {
	n      *Network
	win    fyne.Window
	nt     *Table
	d      dialog.Dialog
	rows   *fyne.Container
	scroll *container.Scroll
	notice *fyne.Container // the last removal's outcome, on top: the seat's new invitation
	// removing holds the seats whose removal is on its way: their Remove… stays off
	// through refreshes
	removing map[int]bool
}

// ShowInvitations shows the Invitations dialog of the host's table nt (nil: none) in
// window w: the network pane's Invitations…, and what hosting shows first.
func ShowInvitations(n *Network, w fyne.Window, nt *Table) dialog.Dialog {
	if iv := openInvitations(n, w, nt); iv != nil {
		return iv.d
	}
	return nil
}

// openInvitations shows the dialog, and returns it for the tests to look into.
func openInvitations(n *Network, w fyne.Window, nt *Table) *invitations {
	if nt == nil {
		return nil
	}
	iv := &invitations{n: n, win: w, nt: nt, rows: container.NewVBox(), notice: container.NewVBox(), removing: map[int]bool{}}
	iv.notice.Hide()
	iv.fill()
	iv.scroll = shell.Scrolled(iv.rows)
	iv.d = dialog.NewCustom("Invitations", "Close", iv.scroll, w)
	iv.d.Resize(fyne.NewSize(620, 420))
	shell.ShowClosable(iv.d, w) // Enter or Escape closes it
	return iv
}

// fill lays the dialog out afresh: the last removal's outcome, the invitations, then who
// is connected now.
func (iv *invitations) fill() {
	t := iv.nt.t
	invs := t.Invitations(iv.nt.public)
	objs := []fyne.CanvasObject{iv.notice}
	if len(invs) == 0 {
		objs = append(objs, widget.NewLabel("Every remote seat has been taken."))
	} else {
		say := "Send each player their line (mail, chat): it lets them play that seat only."
		if iv.nt.page != "" {
			say += " Copy link gives it as a link that opens the game in a web browser."
		}
		l := widget.NewLabel(say)
		l.Wrapping = fyne.TextWrapWord
		objs = append(objs, l)
	}
	colours := t.Match().Players()
	if watch, err := t.Invitation(netplay.Watch, iv.nt.public); err == nil {
		invs = append(invs, watch) // last: anyone may have it
	}
	if srv := iv.n.hostedServer(iv.nt); srv != nil && iv.nt.page == "" && iv.n.pageErr != nil {
		l := widget.NewLabel("No links for browsers: " + iv.n.pageErr.Error())
		l.Wrapping = fyne.TextWrapWord
		objs = append(objs, l)
	}
	for _, inv := range invs {
		who := "Spectators (they watch, and write nothing)"
		if inv.Seat >= 0 && inv.Seat < len(colours) {
			// the seat's colour: its name may still be a removed player's
			who = colours[inv.Seat].Name
		}
		objs = append(objs, widget.NewLabelWithStyle(who, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			iv.invitationLine(inv))
	}
	heading := widget.NewLabelWithStyle("Who is connected", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	objs = append(objs, widget.NewSeparator())
	srv := iv.n.hostedServer(iv.nt)
	if srv == nil {
		objs = append(objs, heading, widget.NewLabel("Shown only for games on this app's own server; this one is on another (--server)."))
	} else {
		objs = append(objs, container.NewBorder(nil, nil, nil, widget.NewButton("Refresh", iv.fill), heading))
		objs = append(objs, iv.connections(srv)...)
	}
	iv.rows.Objects = objs
	iv.rows.Refresh()
}

// invitationLine is an invitation's text, with a button that copies it and, when the
// host serves the page, one that copies its link, which opens the page into the seat.
func (iv *invitations) invitationLine(inv netplay.Invitation) fyne.CanvasObject {
	text := inv.String()
	line := widget.NewLabel(text)
	line.Wrapping = fyne.TextWrapBreak
	line.TextStyle = fyne.TextStyle{Monospace: true}
	copyBtn := widget.NewButton("Copy", func() { iv.n.env.App.Clipboard().SetContent(text) })
	if iv.nt.page == "" {
		return container.NewBorder(nil, nil, nil, copyBtn, line)
	}
	link := inv.Link(iv.nt.page)
	linkBtn := widget.NewButton("Copy link", func() { iv.n.env.App.Clipboard().SetContent(link) })
	return container.NewBorder(nil, nil, nil, container.NewVBox(copyBtn, linkBtn), line)
}

// hostedServer is the app's own server when nt is the host's table at a game on it: the
// only server whose connections the app can list.
func (n *Network) hostedServer(nt *Table) *netplay.Server {
	if !nt.kept.Hosted || nt.t.Seat() != netplay.Host {
		return nil
	}
	return n.server
}

// connections are the rows of who is connected to the game now: each remote seat's
// connections (or that it has none), with a button that takes the seat from its player,
// then the spectators'.
func (iv *invitations) connections(srv *netplay.Server) []fyne.CanvasObject {
	t := iv.nt.t
	conns := srv.Connections(t.Game())
	colours := t.Match().Players()
	snap := t.Snapshot()
	now := time.Now()
	var rows []fyne.CanvasObject
	row := func(text string, btn *widget.Button) {
		l := widget.NewLabel(text)
		l.Wrapping = fyne.TextWrapWord
		if btn == nil {
			rows = append(rows, l)
			return
		}
		rows = append(rows, container.NewBorder(nil, nil, nil, btn, l))
	}
	line := func(c netplay.Connection) string {
		who := "a spectator"
		if c.Seat >= 0 && c.Seat < len(colours) {
			who = seatWho(c.Name, colours[c.Seat].Name)
		}
		return who + " · " + c.Addr + " · " + connectedFor(now.Sub(c.Since))
	}
	for i, s := range snap.Seats {
		var btn *widget.Button
		if s.Remote && i < len(colours) {
			btn = iv.removeButton(i, s, colours[i].Name)
		}
		n := 0
		for _, c := range conns {
			if c.Seat == i {
				row(line(c), btn)
				btn, n = nil, n+1 // one button a seat, however many connections
			}
		}
		switch {
		case n > 0 || !s.Remote || i >= len(colours):
		case s.Joined:
			row(seatWho(s.Name, colours[i].Name)+" · not connected", btn)
		default:
			row(colours[i].Name+" · invited, not joined yet", btn)
		}
	}
	for _, c := range conns {
		if c.Seat < 0 || c.Seat >= len(snap.Seats) {
			row(line(c), nil)
		}
	}
	if len(rows) == 0 {
		row("Nobody is connected.", nil)
	}
	return rows
}

// seatWho names a seat's player with the seat's colour, "Bea (Black)"; a seat nobody
// has named by its colour alone.
func seatWho(name, colour string) string {
	if name == "" || name == colour {
		return colour
	}
	return rules.Excerpt(name, 24) + " (" + colour + ")"
}

// connectedFor says how long a connection has lasted: "for 5 min".
func connectedFor(d time.Duration) string {
	switch {
	case d < time.Minute:
		return "for under a minute"
	case d < time.Hour:
		return fmt.Sprintf("for %d min", int(d/time.Minute))
	case d%time.Hour < time.Minute:
		return fmt.Sprintf("for %d h", int(d/time.Hour))
	}
	return fmt.Sprintf("for %d h %d min", int(d/time.Hour), int(d%time.Hour/time.Minute))
}

// removal is what the dialog says of taking a seat from its player: the question, the
// request on its way, its outcome, its failure.
type removal struct{ ask, busy, done, failed string }

// removeButton is the button that takes remote seat (state s, colour colour) from its
// player, or withdraws its invitation, once the host confirms.
func (iv *invitations) removeButton(seat int, s netplay.SeatState, colour string) *widget.Button {
	who := rules.Excerpt(s.Name, 24)
	r := removal{
		ask:    fmt.Sprintf("Remove %s from %s? Their invitation and session stop working; you get a new invitation for the seat to give someone.", who, colour),
		busy:   fmt.Sprintf("Removing %s from %s…", who, colour),
		done:   fmt.Sprintf("%s no longer has %s. The seat's new invitation, to give someone:", who, colour),
		failed: fmt.Sprintf("%s still has %s", who, colour),
	}
	if !s.Joined {
		r = removal{
			ask:    fmt.Sprintf("Withdraw %s's invitation? It stops working; you get a new invitation for the seat to give someone.", colour),
			busy:   fmt.Sprintf("Withdrawing %s's invitation…", colour),
			done:   fmt.Sprintf("%s's old invitation no longer works. The seat's new invitation, to give someone:", colour),
			failed: fmt.Sprintf("%s's invitation still works", colour),
		}
	}
	btn := widget.NewButton("Remove…", func() {
		shell.AskConfirm("Remove a player", r.ask, "Remove", iv.win, func() { iv.remove(seat, r) })
	})
	if iv.removing[seat] {
		btn.Disable()
	}
	return btn
}

// remove gives seat a new invitation away from the UI goroutine, which sends its player
// away; back on it, the dialog shows the new invitation, or says why not.
func (iv *invitations) remove(seat int, r removal) {
	iv.removing[seat] = true
	busy := widget.NewLabel(r.busy)
	busy.Wrapping = fyne.TextWrapWord
	iv.say(busy)
	iv.fill()
	t, public, n := iv.nt.t, iv.nt.public, iv.n
	go func() {
		ctx, cancel := n.Context()
		defer cancel()
		inv, err := t.Reinvite(ctx, seat, public)
		late := ctx.Err() != nil
		n.env.Do(func() {
			delete(iv.removing, seat)
			if err != nil {
				// one plain sentence: the table's error may name the server's workings
				why := "the game server did not take the change"
				if late {
					why = "the game server did not answer in time"
				}
				iv.say()
				iv.fill()
				shell.ShowError(fmt.Errorf("%s: %s", r.failed, why), iv.win)
				return
			}
			done := widget.NewLabel(r.done)
			done.Wrapping = fyne.TextWrapWord
			iv.say(done, iv.invitationLine(inv), widget.NewSeparator())
			iv.fill()
			iv.scroll.ScrollToTop() // where the new invitation is
		})
	}()
}

// say shows objs in the notice at the dialog's top, or hides it (none).
func (iv *invitations) say(objs ...fyne.CanvasObject) {
	iv.notice.Objects = objs
	showIf(iv.notice, len(objs) > 0)
	iv.notice.Refresh()
}

// ShowGames shows Network games…: the network games kept, to open one again (and the
// host's server with it) or take it off the list.
func ShowGames(n *Network, w fyne.Window) dialog.Dialog {
	list, err := n.env.Saves.NetGames()
	if err != nil {
		shell.ShowError(err, w)
		return nil
	}
	rows := container.NewVBox()
	if len(list) == 0 {
		rows.Add(widget.NewLabel("No network game yet: the launcher's Host… and Join…, or Game › Play over the network…, host or join one."))
	}
	var d dialog.Dialog
	for _, g := range list {
		g := g
		label := g.Summary()
		var row *fyne.Container
		open := widget.NewButton("Open", nil)
		open.OnTapped = func() {
			open.Disable()
			n.Resume(g, func(err error) {
				open.Enable()
				if err != nil {
					shell.ShowError(err, w)
					return
				}
				d.Hide()
			})
		}
		forget := widget.NewButton("Forget", func() {
			if err := n.env.Saves.ForgetNetGame(g.ID, g.Seat); err != nil {
				shell.ShowError(err, w)
				return
			}
			rows.Remove(row)
		})
		l := widget.NewLabel(label)
		l.Wrapping = fyne.TextWrapWord
		row = container.NewBorder(nil, nil, nil, container.NewHBox(open, forget), l)
		rows.Add(row)
	}
	d = dialog.NewCustom("Network games", "Close", shell.Scrolled(rows), w)
	d.Resize(fyne.NewSize(640, 440))
	d.Show()
	return d
}

func showIf(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}
