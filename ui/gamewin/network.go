package gamewin

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"oddboards/internal/netplay"
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
	wins netWindows
	// Options say how to reach network games not hosted here (--server, --creds).
	Options NetOptions
	server  *netplay.Server
	public  string // the address the hosted server's invitations give
	tables  map[*rules.Match]*netTable
}

// netTable is one network game open in the app.
type netTable struct {
	t       *netplay.Table
	windows int
	public  string // the server's address in the host's invitations ("": the table's own)
	kept    savestore.NetGame
	claimed *flagClaim // the last flag fall this app claimed, so it claims each one once
	unsub   func()     // stops keepUp
}

// flagClaim is a claim that seat ran out of time after plies moves.
type flagClaim struct{ plies, seat int }

// NetOptions say how the app reaches network games that it does not host itself: the
// command line's --server and --creds.
type NetOptions struct {
	Server string // a NATS server (or cluster, comma-separated) to play through
	Creds  string // a NATS credentials file to log in with
	// Timeout bounds reaching the server and each request to it (default 5 s): an
	// unreachable server says so within it.
	Timeout time.Duration
}

// defaultPort is the port offered for hosting: NATS's own.
const defaultPort = 4222

// netWindows are the app's windows as network play needs them: a game window opened on
// a table's match or found open, and where to say what went wrong.
type netWindows interface {
	OpenGame(m *rules.Match) fyne.Window
	WindowOf(m *rules.Match) fyne.Window // the newest window on m, nil if none
	ShowError(err error)
	autosaveFailed(err error)
}

// newNetwork is the network play of the windows wins of env.
func newNetwork(env *shell.Env, wins netWindows) *Network {
	return &Network{env: env, wins: wins, tables: map[*rules.Match]*netTable{}}
}

// netTableOf is the network game m is the shared match of, or nil.
func (n *Network) netTableOf(m *rules.Match) *netTable {
	return n.tables[m]
}

// tableOptions are the options of a table opened in this app.
func (n *Network) tableOptions(name string) netplay.Options {
	return netplay.Options{Name: name, Server: n.Options.Server, Creds: n.Options.Creds, Timeout: n.Options.Timeout, Do: n.env.Do}
}

// netContext bounds a request to the server: a little longer than the table's own
// timeout, so that the table's clearer error comes first.
func (n *Network) netContext() (context.Context, context.CancelFunc) {
	d := n.Options.Timeout
	if d <= 0 {
		d = 5 * time.Second
	}
	return context.WithTimeout(context.Background(), 2*d)
}

// HostSpec is a network game to host: the game, who plays each seat, where to listen.
type HostSpec struct {
	netplay.Spec
	Port   int    // the hosted server's port (0: any free one)
	Public string // the address others reach this machine at ("127.0.0.1": only this one)
}

// hostGame starts the game spec on the app's own server (started on first use, its
// streams in the data folder), or on --server's, away from the UI goroutine; done hears
// the host's table, or why not, on the UI goroutine.
func (n *Network) hostGame(spec HostSpec, done func(*netplay.Table, error)) {
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
func (n *Network) hostOn(srv *netplay.Server, spec HostSpec, done func(*netplay.Table, error)) {
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
		ctx, cancel := n.netContext()
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

// publicURL is the address invitations give: the server's own with the host replaced by
// the one others reach this machine at.
func publicURL(public, url string) string {
	_, port := splitURL(url)
	if port == 0 || public == "" {
		return url
	}
	return "nats://" + net.JoinHostPort(public, strconv.Itoa(port))
}

// splitURL is a nats:// address's host and port (0 when it has none).
func splitURL(url string) (host string, port int) {
	host, p, err := net.SplitHostPort(strings.TrimPrefix(url, "nats://"))
	if err != nil {
		return "", 0
	}
	port, _ = strconv.Atoi(p)
	return host, port
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// guessPublicAddress is this machine's first address on a network, which the players
// of a local network reach it at; behind a router, the player writes the router's own.
func guessPublicAddress() string {
	addrs, err := net.InterfaceAddrs()
	if err == nil {
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil && n.IP.IsGlobalUnicast() {
				return n.IP.String()
			}
		}
	}
	return "127.0.0.1"
}

// joinGame takes the seat an invitation offers (or comes back with a session), away
// from the UI goroutine; done hears the table, or why not, on the UI goroutine.
func (n *Network) joinGame(text, name string, done func(*netplay.Table, error)) {
	opts := n.tableOptions(name)
	n.sitAway("", "", func(ctx context.Context) (*netplay.Table, error) { return netplay.Join(ctx, text, opts) }, done)
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
	nt := &netTable{t: t, public: public}
	nt.kept = savestore.NetGame{ID: t.Game(), Session: t.Session().String(), Title: games.Title(m.Game(), m.Config()),
		Seat: seat, Names: m.Names(), Server: n.Options.Server, Creds: n.Options.Creds, Hosted: public != "" && n.Options.Server == "",
		Updated: time.Now()}
	if err := n.env.Saves.KeepNetGame(nt.kept); err != nil {
		n.wins.autosaveFailed(err)
	}
	n.tables[m] = nt
	nt.unsub = t.Subscribe(func() { n.keepUp(nt) })
	n.keepUp(nt)
	return n.wins.OpenGame(m)
}

// keepUp keeps the list's entry of nt in step with the game: the names of the players
// who joined (the list names them), and whether it is over (an ended game is not offered
// to resume).
func (n *Network) keepUp(nt *netTable) {
	m := nt.t.Match()
	names, over := m.Names(), m.Outcome().Over()
	if over == nt.kept.Over && slices.Equal(names, nt.kept.Names) {
		return
	}
	nt.kept.Names, nt.kept.Over = names, over
	if err := n.env.Saves.KeepNetGame(nt.kept); err != nil {
		n.wins.autosaveFailed(err)
	}
}

// holdNet counts a window on m, a network game's match or not; the release of its
// last window leaves the table (the game goes on in its stream).
func (n *Network) holdNet(m *rules.Match) (release func()) {
	nt := n.netTableOf(m)
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

// resumeNetGame opens a kept network game again: the hosted ones start the app's server
// first (the host's key opens them).
func (n *Network) resumeNetGame(g savestore.NetGame, done func(*netplay.Table, error)) {
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
	host, port := splitURL(inv.Server) // where it was: the players' invitations say so
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
	saves := n.env.Saves
	go func() {
		srv, err := func() (*netplay.Server, error) {
			key, err := saves.HostKey(netplay.NewHostKey)
			if err != nil {
				return nil, err
			}
			listen := "0.0.0.0"
			if isLoopback(public) {
				listen = "127.0.0.1"
			}
			return netplay.StartServer(netplay.ServerConfig{Dir: filepath.Join(network, "jetstream"), Host: listen, Port: port, HostKey: key})
		}()
		n.env.Do(func() {
			if err == nil && n.server == nil {
				n.server, n.public = srv, publicURL(public, srv.URL())
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
func checkHostSpec(spec HostSpec) error {
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

// CheckNetArgs says what is wrong with the command line's --join invitation and --name,
// before any window opens.
func CheckNetArgs(join, name string) error {
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

// JoinNetwork takes the seat an invitation offers (--join), opening its window; an
// error shows over the launcher.
func (n *Network) JoinNetwork(text, name string) {
	if name == "" {
		name = n.env.Prefs.String(prefNetName)
	}
	if name == "" {
		name = "Player"
	}
	n.joinGame(text, name, func(_ *netplay.Table, err error) {
		if err != nil {
			n.wins.ShowError(err)
		}
	})
}

// HostNetwork hosts m's game (--host) with the seats remote played at other computers,
// on the app's server at port (or on --server's), and writes the invitations to out, a
// line each, for the command line that asked; they show in the game's window too.
func (e *Env) HostNetwork(m *rules.Match, port int, address string, remote []int, out io.Writer) {
	spec := HostSpec{Spec: netSpecOf(m), Port: port, Public: address}
	if spec.Public == "" {
		spec.Public = guessPublicAddress()
	}
	spec.Remote = make([]bool, len(m.Players()))
	for _, r := range remote {
		spec.Remote[r] = true
	}
	spec.Computers = m.Computers()
	e.Network.hostGame(spec, func(t *netplay.Table, err error) {
		if err != nil {
			e.ShowError(err)
			return
		}
		nt := e.Network.netTableOf(t.Match())
		names := t.Match().Names()
		for _, inv := range t.Invitations(nt.public) {
			fmt.Fprintf(out, "%s: %s\n", names[inv.Seat], inv)
		}
		if w := e.WindowOf(t.Match()); w != nil {
			showInvitations(e, w, nt)
		}
	})
}
