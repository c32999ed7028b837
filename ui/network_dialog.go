package ui

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
	"oddboards/ui/savestore"
)

// The choices of who plays a seat of a network game to host: here (a person, or the
// computer at a level) or at another computer.
const (
	hereChoice   = "Here: a person at this computer"
	remoteChoice = "Remote: send an invitation"
)

// networkDialog hosts a game over the network or joins one by its invitation: Game ›
// Play over the network… (both, the host's game like the window's, which stays as it
// is) and the launcher's Host… and Join… (one each).
type networkDialog struct {
	env *Env
	win fyne.Window
	d   dialog.Dialog

	port, public *widget.Entry
	seats        []*widget.Select
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

// showHostNetwork shows the dialog hosting m, the game set up in the launcher.
func showHostNetwork(env *Env, w fyne.Window, m *rules.Match) *networkDialog {
	nd := &networkDialog{env: env, win: w}
	title := games.Title(m.Game(), m.Config())
	nd.show("Host a network game", nd.hostPane(m, rules.Excerpt(title, 80)+", as set up here, from its start."), fyne.NewSize(560, 480))
	return nd
}

// showJoinNetwork shows the dialog joining a game by its invitation.
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
	np := env.netState()

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
	if env.Net.Server != "" {
		where = container.NewVBox(widget.NewLabel("Through the server " + rules.Excerpt(env.Net.Server, 60) + " (--server)"))
	}
	// the names in a column of their own: every chooser starts at one edge
	seatForm := container.New(layout.NewFormLayout())
	levels := levelsOf(m) // the game's own, as Players… offers them
	choices := append([]string{hereChoice, remoteChoice}, levelChoices(levels)[1:]...)
	for i, n := range nd.names {
		sel := widget.NewSelect(choices, nil)
		sel.SetSelected(remoteChoice)
		if i == 0 {
			sel.SetSelected(hereChoice)
		}
		if c := m.Computer(rules.Player(i)); c != "" {
			sel.SetSelected(levelSeatChoice(levels, c))
		}
		nd.seats = append(nd.seats, sel)
		seatForm.Add(widget.NewLabel(rules.Excerpt(n, 30)))
		seatForm.Add(sel)
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
		switch sel.Selected {
		case remoteChoice:
			spec.Remote[i] = true
		case hereChoice:
		default:
			spec.Computers[i] = seatSpec(sel.Selected)
		}
	}
	if nd.env.Net.Server != "" {
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
	nd.env.hostGame(spec, func(t *netplay.Table, err error) {
		if err != nil {
			nd.fail(err)
			return
		}
		nd.d.Hide()
		if w := nd.env.gameWins[t.Match()]; w != nil {
			showInvitations(nd.env, w, nd.env.netTableOf(t.Match()))
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
	nd.env.joinGame(text, name, func(t *netplay.Table, err error) {
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
	showError(err, nd.win)
}

// showInvitations lists the invitations of the remote seats nobody has taken yet, each
// with a button that copies it, to send to the player.
func showInvitations(env *Env, w fyne.Window, nt *netTable) dialog.Dialog {
	if nt == nil {
		return nil
	}
	invs := nt.t.Invitations(nt.public)
	rows := container.NewVBox()
	if len(invs) == 0 {
		rows.Add(widget.NewLabel("Every remote seat has been taken."))
	} else {
		rows.Add(widget.NewLabel("Send each player their line (mail, chat): it lets them play that seat only."))
	}
	names := nt.t.Match().Names()
	if watch, err := nt.t.Invitation(netplay.Watch, nt.public); err == nil {
		invs = append(invs, watch) // last: anyone may have it
	}
	for _, inv := range invs {
		text := inv.String()
		line := widget.NewLabel(text)
		line.Wrapping = fyne.TextWrapBreak
		line.TextStyle = fyne.TextStyle{Monospace: true}
		copyBtn := widget.NewButton("Copy", func() { env.App.Clipboard().SetContent(text) })
		who := "Spectators (they watch, and write nothing)"
		if inv.Seat >= 0 && inv.Seat < len(names) {
			who = rules.Excerpt(names[inv.Seat], 30)
		}
		rows.Add(widget.NewLabelWithStyle(who, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		rows.Add(container.NewBorder(nil, nil, nil, copyBtn, line))
	}
	d := dialog.NewCustom("Invitations", "Close", scrolled(rows), w)
	d.Resize(fyne.NewSize(620, 420))
	showClosable(d, w) // Enter or Escape closes it
	return d
}

// showNetGames lists the network games kept, to open one again (and the host's server
// with it) or take it off the list.
func showNetGames(env *Env, w fyne.Window) dialog.Dialog {
	list, err := env.Saves.NetGames()
	if err != nil {
		showError(err, w)
		return nil
	}
	rows := container.NewVBox()
	if len(list) == 0 {
		rows.Add(widget.NewLabel("No network game yet: the launcher's Host… and Join…, or Game › Play over the network…, host or join one."))
	}
	var d dialog.Dialog
	for _, g := range list {
		g := g
		label := netGameSummary(g)
		var row *fyne.Container
		open := widget.NewButton("Open", nil)
		open.OnTapped = func() {
			open.Disable()
			env.resumeNetGame(g, func(_ *netplay.Table, err error) {
				open.Enable()
				if err != nil {
					showError(err, w)
					return
				}
				d.Hide()
			})
		}
		forget := widget.NewButton("Forget", func() {
			if err := env.Saves.ForgetNetGame(g.ID, g.Seat); err != nil {
				showError(err, w)
				return
			}
			rows.Remove(row)
		})
		l := widget.NewLabel(label)
		l.Wrapping = fyne.TextWrapWord
		row = container.NewBorder(nil, nil, nil, container.NewHBox(open, forget), l)
		rows.Add(row)
	}
	d = dialog.NewCustom("Network games", "Close", scrolled(rows), w)
	d.Resize(fyne.NewSize(640, 440))
	d.Show()
	return d
}

// netGameSummary is a kept game's line in the list: the game, the players, whom this app
// plays, when it was last opened.
func netGameSummary(g savestore.NetGame) string {
	names := make([]string, len(g.Names))
	for i, n := range g.Names {
		names[i] = rules.Excerpt(n, 20)
	}
	who := "host"
	if n, err := strconv.Atoi(g.Seat); err == nil && n >= 0 && n < len(g.Names) {
		who = "playing " + rules.Excerpt(g.Names[n], 20)
	} else if g.Seat == "host" {
		who = "hosted here"
	}
	return fmt.Sprintf("%s · %s · %s · game %s · %s", rules.Excerpt(g.Title, 40), strings.Join(names, ", "), who,
		rules.Excerpt(g.ID, 12), g.Updated.Local().Format(time.DateTime[:16]))
}
