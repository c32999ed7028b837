//go:build !js

package netplay

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"oddboards/rules"
)

// Server is an embedded NATS server hosting network games. Its logins are the games' own
// keys: the host's key administers it; each seat's invitation may write only on its seat's
// subject of its game and read that game; a game's spectators' key may only read it. It
// learns the keys from the games' streams, so a restarted server lets everyone back in.
type Server struct {
	ns      *server.Server
	host    nkeys.KeyPair
	hostPub string
	gate    *gate
	url     string
	watch   *nats.Conn // the server's own reading of its games (watch.go)
	svc     *nats.Conn // the players' reads and writes (service.go)
	flood   int        // messages a second a player's connection may send (warden)
	done    chan struct{}
	stopped sync.WaitGroup

	reading sync.Mutex // readGame, one at a time
	mu      sync.Mutex
	games   map[string]*referee // every game stored here, as its stream stands
	dirty   map[string]bool     // games with messages not read yet
	wake    chan struct{}

	listen   string       // the address it listens on
	port     int          // the game port
	wsPort   int          // the NATS WebSocket's port, 0 for none
	page     *http.Server // the page and the WebSocket's address (web.go), nil if none
	pagePort int
	secure   bool // with the host's certificate: the page over https, the WebSocket wss
}

// StartServer starts an embedded server and lets in the players of every game stored in
// its folder.
func StartServer(cfg ServerConfig) (*Server, error) {
	host, err := keyFromSeed(cfg.HostKey)
	if err != nil {
		return nil, fmt.Errorf("the host's key: %v", err)
	}
	if cfg.Dir == "" {
		return nil, errors.New("no folder for the server's games")
	}
	addr := cfg.Host
	if addr == "" {
		addr = "127.0.0.1"
	}
	port := cfg.Port
	if port == 0 {
		port = server.RANDOM_PORT
	} else if l, err := net.Listen("tcp", net.JoinHostPort(addr, strconv.Itoa(port))); err != nil {
		// said at once: the server itself only fails to become ready, ten seconds later
		return nil, fmt.Errorf("port %d on this computer is taken by another program (another Oddboards?): choose another port, or 0 for any free one", port)
	} else {
		l.Close()
	}
	tc, err := loadTLS(cfg.CertFile, cfg.KeyFile)
	if err != nil {
		return nil, err
	}
	g := newGate(publicKey(host))
	opts := &server.Options{
		ServerName:                 "oddboards",
		Host:                       addr,
		Port:                       port,
		JetStream:                  true,
		StoreDir:                   cfg.Dir,
		JetStreamMaxMemory:         64 << 20, // games are stored on file; memory only for the server's own
		MaxPayload:                 64 << 10, // no event is near this: larger messages never reach a stream
		NoSigs:                     true,
		NoLog:                      cfg.Logf == nil,
		CustomClientAuthentication: g,
		AlwaysEnableNonce:          true, // the nkey login signs the server's nonce
		DisableJetStreamBanner:     true,
		Websocket:                  websocketOptions(cfg, addr, tc),
	}
	ns, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("cannot start the game server with its games in %s: check that the folder can be written", clean(cfg.Dir, 80))
	}
	if cfg.Logf != nil {
		ns.SetLogger(logger(cfg.Logf), false, false)
	}
	ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		ns.Shutdown()
		return nil, fmt.Errorf("the game server did not start listening on %s port %d: the address may not be this computer's, or the port taken; choose another", addr, cfg.Port)
	}
	s := &Server{ns: ns, host: host, hostPub: publicKey(host), gate: g, done: make(chan struct{}), flood: cfg.FloodRate,
		games: map[string]*referee{}, dirty: map[string]bool{}, wake: make(chan struct{}, 1), listen: addr, secure: tc != nil}
	if opts.Websocket.Port != 0 {
		s.wsPort = webSocketPort(ns)
	}
	tcp, ok := ns.Addr().(*net.TCPAddr)
	if !ok {
		s.Close()
		return nil, errors.New("the game server listens on no TCP port")
	}
	s.url = "nats://" + net.JoinHostPort(addr, strconv.Itoa(tcp.Port))
	s.port = tcp.Port
	// Players who reach the server before it has read its games wait at the gate (not
	// refused): a restarted server lets everyone back in.
	if err := s.loadGames(context.Background()); err != nil {
		s.Close()
		return nil, fmt.Errorf("cannot read the games stored in %s: %s", cfg.Dir, plain(err))
	}
	if s.svc, err = s.connectAdmin("oddboards host: the players' service"); err == nil {
		err = s.serve()
	}
	if err != nil {
		s.Close()
		return nil, fmt.Errorf("cannot start the game server's service: %s", plain(err))
	}
	if err := s.servePage(cfg, addr, tc); err != nil {
		s.Close()
		return nil, err
	}
	close(g.ready)
	s.stopped.Add(1)
	go s.watchGames()
	if s.flood == 0 {
		s.flood = defaultFloodRate
	}
	if s.flood > 0 {
		s.stopped.Add(1)
		go s.warden()
	}
	return s, nil
}

// loadTime bounds reading the stored games when the server starts.
const loadTime = 2 * time.Minute

// URL is the address clients reach the server at.
func (s *Server) URL() string { return s.url }

// Close stops the server; its games stay in its folder.
func (s *Server) Close() {
	select {
	case <-s.done:
		return
	default:
	}
	close(s.done)
	if s.page != nil {
		s.page.Close()
	}
	s.stopped.Wait()
	for _, nc := range []*nats.Conn{s.watch, s.svc} {
		if nc != nil {
			nc.Close()
		}
	}
	s.ns.Shutdown()
	s.ns.WaitForShutdown()
}

// connectAdmin opens the host's connection inside this process.
func (s *Server) connectAdmin(name string) (*nats.Conn, error) {
	return nats.Connect(s.url, nats.InProcessServer(s.ns), nats.Name(name),
		nats.Nkey(s.hostPub, s.host.Sign), nats.MaxReconnects(-1))
}

// loadGames reads every game stored on the server, gives its stream today's
// configuration, and lets its players in.
func (s *Server) loadGames(ctx context.Context) error {
	nc, err := s.connectAdmin("oddboards host: reading the games")
	if err != nil {
		return err
	}
	s.watch = nc
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	ids, err := gameIDs(ctx, js)
	if err != nil {
		return err
	}
	for _, id := range ids {
		gctx, cancel := context.WithTimeout(ctx, defaultTimeout*6) // each game its own time
		err := upgradeStream(gctx, js, id)
		if err == nil {
			s.readGame(gctx, id)
		}
		cancel()
		if err != nil {
			return err
		}
	}
	return nil
}

// gameInfo is what the host's list of network games shows of one.
type gameInfo struct {
	ID      string
	Game    string   // catalogue ID
	Names   []string // the seats' players now
	Plies   int
	Outcome rules.Outcome
	Last    time.Time // when its last event was stored
}

// storedGames lists the games stored on this server, finished or not, in no order.
func (s *Server) storedGames(ctx context.Context) ([]gameInfo, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []gameInfo
	for id, r := range s.games {
		g := gameInfo{ID: id, Game: r.entry.ID, Plies: len(r.plies), Outcome: r.match.Outcome(), Last: r.lastTime}
		for _, st := range r.seats {
			g.Names = append(g.Names, st.Name)
		}
		out = append(out, g)
	}
	return out, ctx.Err()
}

// gameIDs lists the IDs of the game streams on a server.
func gameIDs(ctx context.Context, js jetstream.JetStream) ([]string, error) {
	names := js.StreamNames(ctx)
	var ids []string
	for name := range names.Name() {
		if id, ok := strings.CutPrefix(name, streamPrefix); ok && validGameID(id) {
			ids = append(ids, id)
		}
	}
	return ids, names.Err()
}

// admits are the keys that log in to a game now (public key → seat): its remote seats'
// and its spectators' (s.mu held).
func admits(r *referee) map[string]int {
	keys := map[string]int{}
	for i, st := range r.seats {
		if st.Remote {
			keys[st.Key] = i // the invitation until the player joins, then the player's own
		}
	}
	if r.start.Watch != "" {
		keys[r.start.Watch] = Watch
	}
	return keys
}

// admit lets in keys (public key → seat) for game id, and no longer the keys they
// replace; connections logged in with those are sent away.
func (s *Server) admit(id string, keys map[string]int) {
	if gone := s.gate.admit(id, keys); len(gone) > 0 {
		// after a moment: a player who just joined logs in again with their own key
		// first, and their table reads on without a break
		time.AfterFunc(sendAwayAfter, func() {
			select {
			case <-s.done:
			default:
				s.sendAway(gone)
			}
		})
	}
}

// sendAwayAfter is how long a connection logged in with a key the server no longer takes
// may stay.
const sendAwayAfter = 3 * time.Second

// seatPermissions let seat (or Watch) of game id read the game and write its own events
// through the server's service (service.go), be woken when the stream grows, hear its
// answers on an inbox of its own, and say it is there. JetStream's API is not theirs: no
// consumer to fill the server with or delete, no answer of JetStream's sent into the
// stream.
func seatPermissions(id string, seat int) *server.Permissions {
	pub := []string{readPrefix + id + "." + seatToken(seat)}
	if seat >= 0 {
		pub = append(pub, writePrefix+id+"."+seatToken(seat), presenceSubject(id, seat))
	}
	return &server.Permissions{
		Publish: &server.SubjectPermission{Allow: pub},
		Subscribe: &server.SubjectPermission{Allow: []string{
			inboxPrefix(id, seat) + ".>", presencePrefix + id + ".*", feedSubject(id),
		}},
	}
}

// gate is the server's login: a client proves it holds a key by signing the server's
// nonce, and gets the permissions that key has been given.
type gate struct {
	admin  string
	ready  chan struct{} // closed once the stored games' keys are known
	mu     sync.Mutex
	keys   map[string]admitted  // public key → its game and seat
	banned map[string]time.Time // public key → until when it is sent away (a flood)
	// refusing, when set (by tests), hears each key refused, before the client does
	refusing func(key string)
}

type admitted struct {
	game  string
	seat  int // Watch for the spectators
	perms *server.Permissions
}

func newGate(admin string) *gate {
	return &gate{admin: admin, ready: make(chan struct{}), keys: map[string]admitted{}, banned: map[string]time.Time{}}
}

// admit lets in keys (public key → seat) for game id, instead of the keys it had; it
// returns the keys that no longer log in.
func (g *gate) admit(id string, keys map[string]int) (gone []string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	for k, a := range g.keys {
		if _, still := keys[k]; a.game == id && !still {
			delete(g.keys, k)
			gone = append(gone, k)
		}
	}
	for k, seat := range keys {
		a, ok := g.keys[k]
		if ok && a.game != id {
			continue // another game's key: the first to have it keeps it
		}
		if !ok || a.seat != seat {
			g.keys[k] = admitted{game: id, seat: seat, perms: seatPermissions(id, seat)}
		}
	}
	return gone
}

// gateWait is how long a login waits for the server to read its games.
const gateWait = 90 * time.Second

// Check implements server.Authentication.
func (g *gate) Check(c server.ClientAuthentication) bool {
	if c.Kind() != server.CLIENT {
		return false
	}
	o := c.GetOpts()
	kp, err := nkeys.FromPublicKey(o.Nkey)
	if err != nil || !nkeys.IsValidPublicUserKey(o.Nkey) {
		return false
	}
	sig, err := base64.RawURLEncoding.DecodeString(o.Sig)
	if err != nil {
		if sig, err = base64.StdEncoding.DecodeString(o.Sig); err != nil {
			return false
		}
	}
	if kp.Verify(c.GetNonce(), sig) != nil {
		return false
	}
	if o.Nkey == g.admin {
		c.RegisterUser(&server.User{Username: o.Nkey}) // no permissions: everything
		return true
	}
	select {
	case <-g.ready:
	case <-time.After(gateWait):
		return false
	}
	g.mu.Lock()
	a, ok := g.keys[o.Nkey]
	var ip string
	if addr := c.RemoteAddress(); addr != nil {
		ip, _, _ = net.SplitHostPort(addr.String())
	}
	banned := time.Now().Before(g.banned[barred(o.Nkey, ip)])
	refusing := g.refusing
	g.mu.Unlock()
	if !ok || banned {
		if refusing != nil {
			refusing(o.Nkey)
		}
		return false
	}
	c.RegisterUser(&server.User{Username: o.Nkey, Permissions: a.perms})
	return true
}

// seatOf is the game and seat a key logs in to.
func (g *gate) seatOf(key string) (admitted, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	a, ok := g.keys[key]
	return a, ok
}

// logger hands the server's notices to a printf-like function.
type logger func(format string, a ...any)

func (l logger) Noticef(format string, v ...any) { l("nats: "+format, v...) }
func (l logger) Warnf(format string, v ...any)   { l("nats warning: "+format, v...) }
func (l logger) Fatalf(format string, v ...any)  { l("nats fatal: "+format, v...) }
func (l logger) Errorf(format string, v ...any)  { l("nats error: "+format, v...) }
func (l logger) Debugf(format string, v ...any)  {}
func (l logger) Tracef(format string, v ...any)  {}

// Host starts a game on this server and opens the host's table at it.
func (s *Server) Host(ctx context.Context, spec Spec, o Options) (*Table, error) {
	o.Hosted = s
	t, err := HostGame(ctx, s.url, seedOf(s.host), spec, o)
	if err == nil {
		s.readGame(ctx, t.id) // the invitations log in from now on
	}
	return t, err
}

// Resume opens the host's table at a game stored on this server: after the app, or the
// server, started again.
func (s *Server) Resume(ctx context.Context, id string, o Options) (*Table, error) {
	if !validGameID(id) {
		return nil, fmt.Errorf("%q is not a game ID", clean(id, 20))
	}
	o.Hosted = s
	return open(ctx, Invitation{Server: s.url, Game: id, Seat: Host, Key: seedOf(s.host)}, o)
}
