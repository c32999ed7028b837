package netwin

import (
	"fmt"
	"strconv"
	"strings"

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
	n   *Network
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

// ShowNetwork shows Game › Play over the network… for a game like m in window w: host
// it, or join another.
func ShowNetwork(n *Network, w fyne.Window, m *rules.Match) { showNetwork(n, w, m) }

// showNetwork is ShowNetwork, with the dialog for the tests to fill in.
func showNetwork(n *Network, w fyne.Window, m *rules.Match) *networkDialog {
	nd := &networkDialog{n: n, win: w}
	host := nd.hostPane(m, "A new game of the same game and settings, from its start.")
	tabs := container.NewAppTabs(container.NewTabItem("Host", host), container.NewTabItem("Join", nd.joinPane()))
	nd.show("Play over the network", tabs, fyne.NewSize(560, 520))
	return nd
}

// ShowHost shows the launcher's Host…: the dialog hosting m, the game set up there.
func ShowHost(n *Network, w fyne.Window, m *rules.Match) { showHost(n, w, m) }

// ShowJoin shows the launcher's Join…: the dialog joining a game by its invitation.
func ShowJoin(n *Network, w fyne.Window) { showJoin(n, w) }

// showHost is ShowHost, with the dialog for the tests to fill in.
func showHost(n *Network, w fyne.Window, m *rules.Match) *networkDialog {
	nd := &networkDialog{n: n, win: w}
	title := games.Title(m.Game(), m.Config())
	nd.show("Host a network game", nd.hostPane(m, rules.Excerpt(title, 80)+", as set up here, from its start."), fyne.NewSize(560, 480))
	return nd
}

// showJoin is ShowJoin, with the dialog for the tests to fill in.
func showJoin(n *Network, w fyne.Window) *networkDialog {
	nd := &networkDialog{n: n, win: w}
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
	nd.spec, nd.names = netSpecOf(m), m.Names()
	np := nd.n

	nd.port = widget.NewEntry()
	nd.port.SetText(strconv.Itoa(netplay.DefaultPort))
	nd.public = widget.NewEntry()
	nd.public.SetText(netplay.GuessAddress())
	if np.server != nil { // one server a run: its games share it
		host, port := netplay.SplitURL(np.public)
		nd.port.SetText(strconv.Itoa(port))
		nd.port.Disable()
		nd.public.SetText(host)
		nd.public.Disable()
	}
	where := container.NewVBox(container.New(layout.NewFormLayout(),
		widget.NewLabel("Port"), nd.port,
		widget.NewLabel("Others reach this computer at"), nd.public))
	if np.Options.Server != "" {
		where = container.NewVBox(widget.NewLabel("Through the server " + rules.Excerpt(np.Options.Server, 60) + " (--server)"))
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
	if inv := clipboardInvitation(nd.n.env.App.Clipboard().Content()); inv != "" {
		nd.invitation.SetText(inv)
		nd.status.SetText("The invitation on the clipboard is filled in.")
	}
	nd.name = widget.NewEntry()
	nd.name.SetText(nd.n.env.Prefs.String(prefNetName))
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

// readHost reads the Host tab.
func (nd *networkDialog) readHost() (hostSpec, error) {
	spec := hostSpec{Spec: nd.spec, Public: strings.TrimSpace(nd.public.Text)}
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
	if nd.n.Options.Server != "" {
		spec.Public = "-" // not asked: the server is someone else's
	}
	return spec, checkHostSpec(spec)
}

func (nd *networkDialog) host() {
	spec, err := nd.readHost()
	if err != nil {
		nd.fail(err)
		return
	}
	nd.busy("Starting the game…")
	nd.n.hostGame(spec, func(t *netplay.Table, err error) {
		if err != nil {
			nd.fail(err)
			return
		}
		nd.d.Hide()
		if w := nd.n.wins.WindowOf(t.Match()); w != nil {
			ShowInvitations(nd.n, w, nd.n.TableOf(t.Match()))
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
	if name == "" {
		name = nd.name.PlaceHolder // "Player", where a link left the name to write
	}
	nd.n.env.Prefs.SetString(prefNetName, name)
	nd.busy("Reaching the game server…")
	nd.n.joinGame(text, name, func(t *netplay.Table, err error) {
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
