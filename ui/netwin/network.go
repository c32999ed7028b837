// Package netwin is the network play of the app: the server hosted here, the open
// network games (each a Table, whose shared match the game windows show), and their
// dialogs: Play over the network…, Host…, Join…, Invitations…, Network games…. It
// reaches the game windows through Windows (ui/gamewin implements it), whose network
// pane reads and sends through a Table.
package netwin

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"oddboards/internal/netplay"
	"oddboards/internal/webserve"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/record"
	"oddboards/ui/savestore"
	"oddboards/ui/shell"
)

// Network is the app's network play (UI goroutine only): how to reach games not hosted
// here, the server it hosts, and the table of each open network game, whose shared match
// the game's windows show.
type Network struct {
	env  *shell.Env
	wins Windows
	// Options say how to reach network games not hosted here (--server, --creds).
	Options Options
	server  *netplay.Server
	public  string // the address the hosted server's invitations give
	pageErr error  // why the hosted server serves no page for browsers, nil if it does
	tables  map[*rules.Match]*Table
}

// Table is one network game open in the app: its netplay table, which the game's
// windows read and send through, and what the app keeps of it.
type Table struct {
	t       *netplay.Table
	net     *Network
	windows int
	public  string // the server's address in the host's invitations ("": the table's own)
	page    string // the page for browsers on the host's server, "" for none (links)
	kept    savestore.NetGame
	claimed *flagClaim // the last flag fall this app claimed, so it claims each one once
	unsub   func()     // stops keepUp
}

// Table is the game's netplay table: the window's network pane shows its state and
// sends the player's moves, requests and chat through it.
func (nt *Table) Table() *netplay.Table { return nt.t }

// Page is the page's address the host's links give (http://HOST:PORT), "" for none.
func (nt *Table) Page() string { return nt.page }

// Public is the server's address the host's invitations give ("": the table's own):
// Table().Invitations(Public()) are the lines the Invitations dialog lists.
func (nt *Table) Public() string { return nt.public }

// ClaimFlag claims seat's flag, its clock at zero after plies moves, away from the UI
// goroutine, and reports whether it did: it claims each flag fall once, however often
// the window's clocks show it (a claim the referee refuses is in the table's notes).
func (nt *Table) ClaimFlag(plies, seat int) bool {
	claim := flagClaim{plies: plies, seat: seat}
	if nt.claimed != nil && *nt.claimed == claim {
		return false
	}
	nt.claimed = &claim
	t, p := nt.t, rules.Player(seat)
	go func() {
		ctx, cancel := nt.net.Context()
		defer cancel()
		_ = t.ClaimFlag(ctx, p) // its error is noted at the table
	}()
	return true
}

// flagClaim is a claim that seat ran out of time after plies moves.
type flagClaim struct{ plies, seat int }

// Options say how the app reaches network games that it does not host itself: the
// command line's --server and --creds.
type Options struct {
	Server string // a NATS server (or cluster, comma-separated) to play through
	Creds  string // a NATS credentials file to log in with
	// Timeout bounds reaching the server and each request to it (default 5 s): an
	// unreachable server says so within it.
	Timeout time.Duration
	// For players in a browser of a game hosted here: the page's folder (--web; "": found
	// beside the program, webserve.Find), and a certificate and key for https:// and wss://.
	Web, Cert, Key string
}

// Windows are the app's windows as network play needs them (ui/gamewin's Env): a game
// window opened on a table's match or found open, and where to say what went wrong.
type Windows interface {
	// OpenGame opens a window on m, a table's shared match; the window holds the table
	// (Network.Hold) while it is open.
	OpenGame(m *rules.Match) fyne.Window
	// WindowOf is the newest window on m, nil if none: the dialogs show over it.
	WindowOf(m *rules.Match) fyne.Window
	// ShowError shows err over the launcher: what the command line asked and could not
	// be done.
	ShowError(err error)
	// SaveFailed tells the player that a network game is not kept to come back to.
	SaveFailed(err error)
}

// New is the network play of the windows wins of env: no server yet, no table open.
func New(env *shell.Env, wins Windows) *Network {
	return &Network{env: env, wins: wins, tables: map[*rules.Match]*Table{}}
}

// TableOf is the open network game m is the shared match of, or nil: a window on m
// shows the network pane, and keeps no autosave, when there is one.
func (n *Network) TableOf(m *rules.Match) *Table {
	return n.tables[m]
}

// Close leaves every open table and stops the server hosted here, as the app's end
// does: the games go on in their streams, to come back to.
func (n *Network) Close() {
	for _, nt := range n.tables {
		nt.t.Close()
	}
	if n.server != nil {
		n.server.Close()
	}
}

// tableOptions are the options of a table opened in this app.
func (n *Network) tableOptions(name string) netplay.Options {
	return netplay.Options{Name: name, Server: n.Options.Server, Creds: n.Options.Creds, Timeout: n.Options.Timeout, Do: n.env.Do}
}

// Context bounds a request to the server, as the window's network pane sends them: a
// little longer than the table's own timeout, so that the table's clearer error comes
// first.
func (n *Network) Context() (context.Context, context.CancelFunc) {
	d := n.Options.Timeout
	if d <= 0 {
		d = 5 * time.Second
	}
	return context.WithTimeout(context.Background(), 2*d)
}

// hostSpec is a network game to host: the game, who plays each seat, where to listen.
type hostSpec struct {
	netplay.Spec
	Port   int    // the hosted server's port (0: any free one)
	Public string // the address others reach this machine at ("127.0.0.1": only this one)
}

// hostGame starts the game spec on the app's own server (started on first use, its
// streams in the data folder), or on --server's, away from the UI goroutine; done hears
// the host's table, or why not, on the UI goroutine.
func (n *Network) hostGame(spec hostSpec, done func(*netplay.Table, error)) {
	switch {
	case n.Options.Server != "": // a deployment someone else runs
		n.hostOn(nil, spec, done)
	case n.server == nil:
		n.startServer(spec.Port, spec.Public, func(srv *netplay.Server, err error) {
			if err != nil {
				done(nil, err)
				return
			}
			n.hostOn(srv, spec, done)
		})
	default:
		n.hostOn(n.server, spec, done)
	}
}

// hostOn starts the game on srv (nil: on --server's), away from the UI goroutine.
func (n *Network) hostOn(srv *netplay.Server, spec hostSpec, done func(*netplay.Table, error)) {
	opts, saves := n.tableOptions(""), n.env.Saves
	public := ""
	if srv != nil {
		public = n.public
	}
	n.sitAway(public, "host", func(ctx context.Context) (*netplay.Table, error) {
		key, err := saves.HostKey(netplay.NewHostKey)
		switch {
		case err != nil:
			return nil, err
		case srv == nil:
			return netplay.HostGame(ctx, opts.Server, key, spec.Spec, opts)
		default:
			return srv.Host(ctx, spec.Spec, opts)
		}
	}, done)
}

// sitAway runs sit, which reaches the server, away from the UI goroutine; back on it, it
// opens the table's window, kept in the list of network games as seat ("": the seat the
// table plays) with public the address its invitations give, and hands done the table,
// or sit's error.
func (n *Network) sitAway(public, seat string, sit func(context.Context) (*netplay.Table, error), done func(*netplay.Table, error)) {
	go func() {
		ctx, cancel := n.Context()
		defer cancel()
		t, err := sit(ctx)
		n.env.Do(func() {
			if err != nil {
				done(nil, err)
				return
			}
			if seat == "" {
				seat = seatKey(t)
			}
			n.openNetGame(t, public, seat)
			done(t, nil)
		})
	}()
}

// pageURL is the hosted server's page at the host of public, its invitations' address
// ("" for a game not hosted here, or a server with no page to serve).
func (n *Network) pageURL(public string) string {
	if public == "" || n.server == nil || n.pageErr != nil {
		return ""
	}
	host, _ := netplay.SplitURL(public)
	return n.server.PageURL(host)
}

// joinGame takes the seat an invitation offers (or comes back with a session), away
// from the UI goroutine; done hears the table, or why not, on the UI goroutine.
func (n *Network) joinGame(text, name string, done func(*netplay.Table, error)) {
	opts := n.tableOptions(name)
	n.sitAway("", "", func(ctx context.Context) (*netplay.Table, error) { return netplay.Join(ctx, text, opts) }, done)
}

// joinedBefore is the kept game that invitation text seated this app at, if it did: a
// page opened again by its link, --join given again.
func (n *Network) joinedBefore(text string) (savestore.NetGame, bool) {
	inv, err := netplay.ParseInvitation(text)
	if err != nil || inv.Seat < 0 || inv.Device != "" {
		return savestore.NetGame{}, false
	}
	list, err := n.env.Saves.NetGames()
	if err != nil {
		return savestore.NetGame{}, false
	}
	for _, g := range list {
		kept, err := netplay.ParseInvitation(g.Session)
		if err == nil && g.ID == inv.Game && kept.Seat == inv.Seat && kept.Key == inv.Key && kept.Device != "" {
			return g, true
		}
	}
	return savestore.NetGame{}, false
}

// seatKey names whom a table plays in the list of kept games.
func seatKey(t *netplay.Table) string {
	switch s := t.Seat(); s {
	case netplay.Host:
		return "host"
	case netplay.Watch:
		return "watch"
	default:
		return strconv.Itoa(s)
	}
}

// openNetGame opens a window on t's shared match and keeps the game in the list of
// network games, to come back to.
func (n *Network) openNetGame(t *netplay.Table, public, seat string) fyne.Window {
	m := t.Match()
	nt := &Table{t: t, net: n, public: public, page: n.pageURL(public)}
	nt.kept = savestore.NetGame{ID: t.Game(), Session: t.Session().String(), Title: games.Title(m.Game(), m.Config()),
		Seat: seat, Names: m.Names(), Server: n.Options.Server, Creds: n.Options.Creds, Hosted: public != "" && n.Options.Server == "",
		Updated: time.Now()}
	if err := n.env.Saves.KeepNetGame(nt.kept); err != nil {
		n.wins.SaveFailed(err)
	}
	n.tables[m] = nt
	nt.unsub = t.Subscribe(func() { n.keepUp(nt) })
	n.keepUp(nt)
	return n.wins.OpenGame(m)
}

// keepUp keeps the list's entry of nt in step with the game: the names of the players
// who joined (the list names them), and whether it is over (an ended game is not offered
// to resume).
func (n *Network) keepUp(nt *Table) {
	m := nt.t.Match()
	names, over := m.Names(), m.Outcome().Over()
	if over == nt.kept.Over && slices.Equal(names, nt.kept.Names) {
		return
	}
	nt.kept.Names, nt.kept.Over = names, over
	if err := n.env.Saves.KeepNetGame(nt.kept); err != nil {
		n.wins.SaveFailed(err)
	}
}

// Hold counts a window on m, a network game's match or not, for as long as it is open;
// the release of its last window leaves the table (the game goes on in its stream).
func (n *Network) Hold(m *rules.Match) (release func()) {
	nt := n.TableOf(m)
	if nt == nil {
		return func() {}
	}
	nt.windows++
	return func() {
		if nt.windows--; nt.windows == 0 {
			nt.unsub()
			nt.t.Close()
			delete(n.tables, m)
		}
	}
}

// Resume opens the kept network game g again (Resume…, Network games…); done hears, on
// the UI goroutine, why not (nil once its window is open).
func (n *Network) Resume(g savestore.NetGame, done func(error)) {
	n.resume(g, func(_ *netplay.Table, err error) { done(err) })
}

// resume opens a kept network game again: the hosted ones start the app's server first
// (the host's key opens them).
func (n *Network) resume(g savestore.NetGame, done func(*netplay.Table, error)) {
	for m, nt := range n.tables {
		if nt.t.Game() == g.ID && nt.kept.Seat == g.Seat {
			n.wins.OpenGame(m) // open already: another view
			done(nt.t, nil)
			return
		}
	}
	if !g.Hosted {
		opts := n.tableOptions("")
		if g.Server != "" {
			opts.Server, opts.Creds = g.Server, g.Creds
		}
		n.sitAway("", g.Seat, func(ctx context.Context) (*netplay.Table, error) { return netplay.Join(ctx, g.Session, opts) }, done)
		return
	}
	if n.server != nil {
		n.resumeHosted(n.server, g, done)
		return
	}
	inv, err := netplay.ParseInvitation(g.Session)
	if err != nil {
		done(nil, err)
		return
	}
	host, port := netplay.SplitURL(inv.Server) // where it was: the players' invitations say so
	n.startServer(port, host, func(srv *netplay.Server, err error) {
		if err != nil {
			done(nil, err)
			return
		}
		n.resumeHosted(srv, g, done)
	})
}

// startServer starts the app's own server, away from the UI goroutine.
func (n *Network) startServer(port int, public string, done func(*netplay.Server, error)) {
	network, err := n.env.Saves.NetworkDir()
	if err != nil {
		done(nil, err)
		return
	}
	saves, o := n.env.Saves, n.Options
	go func() {
		var pageErr error
		srv, err := func() (*netplay.Server, error) {
			key, err := saves.HostKey(netplay.NewHostKey)
			if err != nil {
				return nil, err
			}
			cfg := netplay.ServerConfig{Dir: filepath.Join(network, "jetstream"), Host: netplay.ListenHost(public), Port: port,
				HostKey: key, CertFile: o.Cert, KeyFile: o.Key}
			// the page for browsers: its lack is said where the links would be
			var dir string
			if dir, pageErr = webserve.Find(o.Web); pageErr == nil {
				cfg.Page = webserve.Handler(os.DirFS(dir))
			}
			return netplay.StartServer(cfg)
		}()
		n.env.Do(func() {
			if err == nil && n.server == nil {
				n.server, n.public, n.pageErr = srv, netplay.PublicURL(public, srv.URL()), pageErr
			} else if err == nil { // started meanwhile by another request
				srv.Close()
				srv = n.server
			}
			done(srv, err)
		})
	}()
}

func (n *Network) resumeHosted(srv *netplay.Server, g savestore.NetGame, done func(*netplay.Table, error)) {
	opts := n.tableOptions("")
	n.sitAway(n.public, g.Seat, func(ctx context.Context) (*netplay.Table, error) { return srv.Resume(ctx, g.ID, opts) }, done)
}

// netSpecOf is a network game like m: its game and settings, from its start.
func netSpecOf(m *rules.Match) netplay.Spec {
	cfg := m.Config()
	spec := netplay.Spec{Game: record.CatalogueID(m), Setup: cfg.Setup, Mode: cfg.Mode, Options: cfg.Options, Position: cfg.Position,
		Names: m.Names()}
	if tc := m.TimeControl(); tc.On() {
		spec.Time = tc.String()
	}
	return spec
}

// errNoSeatHere is the error of hosting a game whose every seat is remote.
var errNoSeatHere = errors.New("every seat is remote: keep at least one here (a person or the computer)")

// checkHostSpec says what is wrong with a game to host before anything starts.
func checkHostSpec(spec hostSpec) error {
	if spec.Port < 0 || spec.Port > 65535 {
		return fmt.Errorf("the port %d is not a port (1 to 65535)", spec.Port)
	}
	remote, here := 0, 0
	for i := range spec.Names {
		if i < len(spec.Remote) && spec.Remote[i] {
			remote++
		} else {
			here++
		}
	}
	switch {
	case here == 0:
		return errNoSeatHere
	case remote == 0:
		return errors.New("no seat is remote: choose who plays from another computer")
	}
	if strings.TrimSpace(spec.Public) == "" {
		return errors.New("give the address others reach this computer at")
	}
	return nil
}

// CheckArgs says what is wrong with the command line's --join invitation and --name,
// before any window opens.
func CheckArgs(join, name string) error {
	if join != "" {
		if _, err := netplay.ParseInvitation(join); err != nil {
			return fmt.Errorf("--join: %v", err)
		}
	}
	if name != "" {
		if err := netplay.CheckName(name); err != nil {
			return fmt.Errorf("--name: %v", err)
		}
	}
	return nil
}

// Join takes the seat an invitation offers (--join) as name ("": the name last joined
// with), opening its window; an error shows over the launcher.
func (n *Network) Join(text, name string) {
	if name == "" {
		name = n.env.Prefs.String(prefNetName)
	}
	if name == "" {
		name = "Player"
	}
	// the command line's invitation, used here already: the session kept comes back
	// (Join… says the invitation is used, and Resume… offers the game)
	if !n.resumeJoined(text) {
		n.joinGame(text, name, n.shown)
	}
}

// shown reports, over the launcher, why a game did not open.
func (n *Network) shown(_ *netplay.Table, err error) {
	if err != nil {
		n.wins.ShowError(err)
	}
}

// resumeJoined brings back the session kept for an invitation joined here before, and
// says whether there was one.
func (n *Network) resumeJoined(text string) bool {
	g, ok := n.joinedBefore(text)
	if ok {
		n.resume(g, n.shown)
	}
	return ok
}

// JoinLink takes the seat of the invitation a page was opened by (its link), over w: a
// seat this browser joined before comes back at once; the first time, Join… shows with
// the invitation filled in and asks for the player's name, which a link cannot carry
// (left empty, it is Player).
func (n *Network) JoinLink(text string, w fyne.Window) {
	if n.resumeJoined(text) {
		return
	}
	nd := showJoin(n, w)
	nd.invitation.SetText(text)
	nd.name.SetText(n.env.Prefs.String(prefNetName)) // empty the first time: no "Player" to type over
	nd.name.SetPlaceHolder("Player")
	nd.name.OnSubmitted = func(string) { nd.join() } // Enter joins
	// (not focused: a field focused before the first click took the page's clicks away
	// in the web driver)
	nd.status.SetText("The link's invitation is filled in: write the name the others will see, then Join.")
}

// Host hosts m's game (--host) with the seats remote played at other computers, on the
// app's server at port at address ("": this machine's guess), or on --server's, and
// writes the invitations to out, a line each, for the command line that asked; they
// show in the game's window too. An error shows over the launcher.
func (n *Network) Host(m *rules.Match, port int, address string, remote []int, out io.Writer) {
	spec := hostSpec{Spec: netSpecOf(m), Port: port, Public: address}
	if spec.Public == "" {
		spec.Public = netplay.GuessAddress()
	}
	spec.Remote = make([]bool, len(m.Players()))
	for _, r := range remote {
		spec.Remote[r] = true
	}
	spec.Computers = m.Computers()
	n.hostGame(spec, func(t *netplay.Table, err error) {
		if err != nil {
			n.wins.ShowError(err)
			return
		}
		nt := n.TableOf(t.Match())
		netplay.WriteInvitations(out, t.Match().Names(), t.Invitations(nt.public), nt.page, n.pageErr)
		if w := n.wins.WindowOf(t.Match()); w != nil {
			ShowInvitations(n, w, nt)
		}
	})
}
