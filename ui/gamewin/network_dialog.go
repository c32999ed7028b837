package gamewin

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"oddboards/internal/netplay"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/players"
	"oddboards/ui/shell"
)

// The choices of who plays a seat of a network game to host: here (a person, or the
// computer at a level) or at another computer.
const (
	hereChoice   = "Here: a person at this computer"
	remoteChoice = "Remote: send an invitation"
	// remoteSeat is the remote person's option in a seat's chooser (hereChoice is 0)
	remoteSeat = 1
)

// networkDialog hosts a game over the network or joins one by its invitation: Game ›
// Play over the network… (both, the host's game like the window's, which stays as it
// is) and the launcher's Host… and Join… (one each).
type networkDialog struct {
	env *Env
	win fyne.Window
	d   dialog.Dialog

	port, public *widget.Entry
	seats        []*players.SeatChooser
	names        []string
	spec         netplay.Spec

	invitation, name *widget.Entry
	hostBtn, joinBtn *widget.Button // nil when the dialog does not host, or join
	status           *widget.Label
}

// showNetwork shows the dialog for a game like m in window w: host it, or join another.
func showNetwork(env *Env, w fyne.Window, m *rules.Match) *networkDialog {
	nd := &networkDialog{env: env, win: w}
	host := nd.hostPane(m, "A new game of the same game and settings, from its start.")
	tabs := container.NewAppTabs(container.NewTabItem("Host", host), container.NewTabItem("Join", nd.joinPane()))
	nd.show("Play over the network", tabs, fyne.NewSize(560, 520))
	return nd
}

// ShowHostNetwork shows the dialog hosting m, the game set up in the launcher.
func ShowHostNetwork(env *Env, w fyne.Window, m *rules.Match) { showHostNetwork(env, w, m) }

// ShowJoinNetwork shows the dialog joining a game by its invitation.
func ShowJoinNetwork(env *Env, w fyne.Window) { showJoinNetwork(env, w) }

// showHostNetwork is ShowHostNetwork, with the dialog for the tests to fill in.
func showHostNetwork(env *Env, w fyne.Window, m *rules.Match) *networkDialog {
	nd := &networkDialog{env: env, win: w}
	title := games.Title(m.Game(), m.Config())
	nd.show("Host a network game", nd.hostPane(m, rules.Excerpt(title, 80)+", as set up here, from its start."), fyne.NewSize(560, 480))
	return nd
}

// showJoinNetwork is ShowJoinNetwork, with the dialog for the tests to fill in.
func showJoinNetwork(env *Env, w fyne.Window) *networkDialog {
	nd := &networkDialog{env: env, win: w}
	nd.show("Join a network game", nd.joinPane(), fyne.NewSize(520, 320))
	return nd
}

// show shows the dialog with content above its status line; the invitation found on the
// clipboard, if any, is said there.
func (nd *networkDialog) show(title string, content fyne.CanvasObject, size fyne.Size) {
	if nd.status == nil {
		nd.status = widget.NewLabel("")
		nd.status.Wrapping = fyne.TextWrapWord
	}
	nd.d = dialog.NewCustom(title, "Close", container.NewBorder(nil, nd.status, nil, nil, content), nd.win)
	nd.d.Resize(size)
	nd.d.Show()
}

// hostPane is the part that hosts a game like m, with intro saying which.
func (nd *networkDialog) hostPane(m *rules.Match, intro string) fyne.CanvasObject {
	env := nd.env
	nd.spec, nd.names = netSpecOf(m), m.Names()
	np := env.Network

	nd.port = widget.NewEntry()
	nd.port.SetText(strconv.Itoa(defaultPort))
	nd.public = widget.NewEntry()
	nd.public.SetText(guessPublicAddress())
	if np.server != nil { // one server a run: its games share it
		host, port := splitURL(np.public)
		nd.port.SetText(strconv.Itoa(port))
		nd.port.Disable()
		nd.public.SetText(host)
		nd.public.Disable()
	}
	where := container.NewVBox(container.New(layout.NewFormLayout(),
		widget.NewLabel("Port"), nd.port,
		widget.NewLabel("Others reach this computer at"), nd.public))
	if env.Network.Options.Server != "" {
		where = container.NewVBox(widget.NewLabel("Through the server " + rules.Excerpt(env.Network.Options.Server, 60) + " (--server)"))
	}
	// the names in a column of their own: every chooser starts at one edge
	seatForm := container.New(layout.NewFormLayout())
	levels := players.LevelsOf(m) // the game's own, as Players… offers them
	for i, n := range nd.names {
		sel := players.NewSeatChooser(levels, []string{hereChoice, remoteChoice})
		if i > 0 {
			sel.SetPerson(remoteSeat)
		}
		if c := m.Computer(rules.Player(i)); c != "" {
			sel.SetSpec(c)
		}
		nd.seats = append(nd.seats, sel)
		seatForm.Add(widget.NewLabel(rules.Excerpt(n, 30)))
		seatForm.Add(sel.Select)
	}
	seats := container.NewVBox(widget.NewLabel("Who plays each seat:"), seatForm)
	nd.hostBtn = widget.NewButton("Host", nd.host)
	nd.hostBtn.Importance = widget.HighImportance
	return container.NewVBox(widget.NewLabel(intro), where, seats, nd.hostBtn)
}

// joinPane is the part that joins a game: the invitation, offered from the clipboard when
// one is there, and the player's name.
func (nd *networkDialog) joinPane() fyne.CanvasObject {
	nd.invitation = widget.NewMultiLineEntry()
	nd.invitation.SetPlaceHolder("oddb1:nats://…")
	nd.invitation.Wrapping = fyne.TextWrapBreak
	nd.invitation.SetMinRowsVisible(3)
	nd.status = widget.NewLabel("")
	nd.status.Wrapping = fyne.TextWrapWord
	if inv := clipboardInvitation(nd.env.App.Clipboard().Content()); inv != "" {
		nd.invitation.SetText(inv)
		nd.status.SetText("The invitation on the clipboard is filled in.")
	}
	nd.name = widget.NewEntry()
	nd.name.SetText(nd.env.Prefs.String(prefNetName))
	if nd.name.Text == "" {
		nd.name.SetText("Player")
	}
	nd.joinBtn = widget.NewButton("Join", nd.join)
	nd.joinBtn.Importance = widget.HighImportance
	return container.NewVBox(
		widget.NewLabel("Paste the invitation you were sent:"), nd.invitation,
		container.NewBorder(nil, nil, widget.NewLabel("Your name"), nil, nd.name), nd.joinBtn)
}

// clipboardInvitation is the invitation (or session) on the clipboard: all of it when it
// starts as one (a mail program may have broken it over lines), else its first line that
// does; "" when there is none. A clipboard of megabytes is no invitation.
func clipboardInvitation(clip string) string {
	isInv := func(s string) bool { return strings.HasPrefix(s, "oddb1:") || strings.HasPrefix(s, "oddb1x:") }
	if clip = strings.TrimSpace(clip); len(clip) > 4<<10 {
		return ""
	}
	if isInv(clip) {
		return clip
	}
	for _, line := range strings.Split(clip, "\n") {
		if line = strings.TrimSpace(line); isInv(line) {
			return line
		}
	}
	return ""
}

// prefNetName keeps the name a player joins games as.
const prefNetName = "netName"

// hostSpec reads the Host tab.
func (nd *networkDialog) hostSpec() (HostSpec, error) {
	spec := HostSpec{Spec: nd.spec, Public: strings.TrimSpace(nd.public.Text)}
	port, err := strconv.Atoi(strings.TrimSpace(nd.port.Text))
	if err != nil {
		return spec, fmt.Errorf("the port %s is not a number", rules.QuoteInput(strings.TrimSpace(nd.port.Text)))
	}
	spec.Port = port
	spec.Remote = make([]bool, len(nd.seats))
	spec.Computers = make([]string, len(nd.seats))
	for i, sel := range nd.seats {
		spec.Remote[i] = sel.Person() == remoteSeat
		spec.Computers[i] = sel.Spec()
	}
	if nd.env.Network.Options.Server != "" {
		spec.Public = "-" // not asked: the server is someone else's
	}
	return spec, checkHostSpec(spec)
}

func (nd *networkDialog) host() {
	spec, err := nd.hostSpec()
	if err != nil {
		nd.fail(err)
		return
	}
	nd.busy("Starting the game…")
	nd.env.Network.hostGame(spec, func(t *netplay.Table, err error) {
		if err != nil {
			nd.fail(err)
			return
		}
		nd.d.Hide()
		if w := nd.env.WindowOf(t.Match()); w != nil {
			showInvitations(nd.env, w, nd.env.Network.netTableOf(t.Match()))
		}
	})
}

func (nd *networkDialog) join() {
	text := strings.TrimSpace(nd.invitation.Text)
	if _, err := netplay.ParseInvitation(text); err != nil {
		nd.fail(err) // said at once: no server is asked
		return
	}
	name := strings.TrimSpace(nd.name.Text)
	nd.env.Prefs.SetString(prefNetName, name)
	nd.busy("Reaching the game server…")
	nd.env.Network.joinGame(text, name, func(t *netplay.Table, err error) {
		if err != nil {
			nd.fail(err)
			return
		}
		nd.d.Hide()
	})
}

// busy disables the buttons while the server is asked.
func (nd *networkDialog) busy(msg string) {
	nd.status.SetText(msg)
	for _, b := range []*widget.Button{nd.hostBtn, nd.joinBtn} {
		if b != nil {
			b.Disable()
		}
	}
}

// fail says what went wrong, in the dialog and over it; the buttons work again.
func (nd *networkDialog) fail(err error) {
	nd.status.SetText(rules.BoundText(err.Error()))
	for _, b := range []*widget.Button{nd.hostBtn, nd.joinBtn} {
		if b != nil {
			b.Enable()
		}
	}
	shell.ShowError(err, nd.win)
}

// invitations is the host's Invitations dialog: the invitations of the remote seats
// nobody has taken yet, each with a button that copies it, to send to the player; and,
// for a game on this app's own server, who is connected, with a way to take a seat from
// its player.
type invitations struct {
	env    *Env
	win    fyne.Window
	nt     *netTable
	d      dialog.Dialog
	rows   *fyne.Container
	scroll *container.Scroll
	notice *fyne.Container // the last removal's outcome, on top: the seat's new invitation
	// removing holds the seats whose removal is on its way: their Remove… stays off
	// through refreshes
	removing map[int]bool
}

// showInvitations shows the Invitations dialog of the host's table nt in window w.
func showInvitations(env *Env, w fyne.Window, nt *netTable) dialog.Dialog {
	if iv := openInvitations(env, w, nt); iv != nil {
		return iv.d
	}
	return nil
}

// openInvitations shows the dialog, and returns it for the tests to look into.
func openInvitations(env *Env, w fyne.Window, nt *netTable) *invitations {
	if nt == nil {
		return nil
	}
	iv := &invitations{env: env, win: w, nt: nt, rows: container.NewVBox(), notice: container.NewVBox(), removing: map[int]bool{}}
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
		objs = append(objs, widget.NewLabel("Send each player their line (mail, chat): it lets them play that seat only."))
	}
	colours := t.Match().Players()
	if watch, err := t.Invitation(netplay.Watch, iv.nt.public); err == nil {
		invs = append(invs, watch) // last: anyone may have it
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
	srv := iv.env.Network.hostedServer(iv.nt)
	if srv == nil {
		objs = append(objs, heading, widget.NewLabel("Shown only for games on this app's own server; this one is on another (--server)."))
	} else {
		objs = append(objs, container.NewBorder(nil, nil, nil, widget.NewButton("Refresh", iv.fill), heading))
		objs = append(objs, iv.connections(srv)...)
	}
	iv.rows.Objects = objs
	iv.rows.Refresh()
}

// invitationLine is an invitation's text, with a button that copies it.
func (iv *invitations) invitationLine(inv netplay.Invitation) fyne.CanvasObject {
	text := inv.String()
	line := widget.NewLabel(text)
	line.Wrapping = fyne.TextWrapBreak
	line.TextStyle = fyne.TextStyle{Monospace: true}
	copyBtn := widget.NewButton("Copy", func() { iv.env.App.Clipboard().SetContent(text) })
	return container.NewBorder(nil, nil, nil, copyBtn, line)
}

// hostedServer is the app's own server when nt is the host's table at a game on it: the
// only server whose connections the app can list.
func (n *Network) hostedServer(nt *netTable) *netplay.Server {
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
	t, public, env := iv.nt.t, iv.nt.public, iv.env
	go func() {
		ctx, cancel := env.Network.netContext()
		defer cancel()
		inv, err := t.Reinvite(ctx, seat, public)
		late := ctx.Err() != nil
		env.Do(func() {
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

// ShowNetGames lists the network games kept, to open one again (and the host's server
// with it) or take it off the list.
func ShowNetGames(env *Env, w fyne.Window) dialog.Dialog {
	list, err := env.Saves.NetGames()
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
			env.Network.resumeNetGame(g, func(_ *netplay.Table, err error) {
				open.Enable()
				if err != nil {
					shell.ShowError(err, w)
					return
				}
				d.Hide()
			})
		}
		forget := widget.NewButton("Forget", func() {
			if err := env.Saves.ForgetNetGame(g.ID, g.Seat); err != nil {
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
