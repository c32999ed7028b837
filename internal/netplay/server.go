package netplay

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net"
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

// ServerConfig is how the app hosts network games: an embedded NATS server with
// JetStream, its streams stored in a folder.
type ServerConfig struct {
	Dir     string // JetStream's folder (the app's data folder, or a test's)
	Host    string // the address to listen on; "" is 127.0.0.1, this machine only
	Port    int    // the port; 0 picks a free one
	HostKey string // the seed of the host's key (NewHostKey): the server's administrator
	// Logf, if set, receives the server's notices and errors; nil keeps it silent.
	Logf func(format string, a ...any)
}

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
	}
	g := &gate{admin: publicKey(host), keys: map[string]*server.Permissions{}, games: map[string]string{}}
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
	}
	ns, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("cannot start the game server: %v", err)
	}
	if cfg.Logf != nil {
		ns.SetLogger(logger(cfg.Logf), false, false)
	}
	ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		ns.Shutdown()
		return nil, fmt.Errorf("the game server did not start listening on %s port %d", addr, cfg.Port)
	}
	s := &Server{ns: ns, host: host, hostPub: publicKey(host), gate: g}
	tcp, ok := ns.Addr().(*net.TCPAddr)
	if !ok {
		s.Close()
		return nil, errors.New("the game server listens on no TCP port")
	}
	s.url = "nats://" + net.JoinHostPort(addr, strconv.Itoa(tcp.Port))
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := s.loadGames(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("cannot read the games stored in %s: %v", cfg.Dir, err)
	}
	return s, nil
}

// URL is the address clients reach the server at.
func (s *Server) URL() string { return s.url }

// Close stops the server; its games stay in its folder.
func (s *Server) Close() {
	s.ns.Shutdown()
	s.ns.WaitForShutdown()
}

// connectAdmin opens the host's connection inside this process.
func (s *Server) connectAdmin(name string) (*nats.Conn, error) {
	return nats.Connect(s.url, nats.InProcessServer(s.ns), nats.Name(name),
		nats.Nkey(s.hostPub, s.host.Sign), nats.MaxReconnects(-1))
}

// loadGames lets in the players of every game stored on the server.
func (s *Server) loadGames(ctx context.Context) error {
	nc, err := s.connectAdmin("oddboards host: loading games")
	if err != nil {
		return err
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	ids, err := gameIDs(ctx, js)
	if err != nil {
		return err
	}
	for _, id := range ids {
		r, err := readGame(ctx, js, id)
		if err != nil {
			continue // a stream that is no game lets no one in
		}
		s.admit(id, r.start.Watch, r.seats)
	}
	return nil
}

// GameInfo is what the host's list of network games shows of one.
type GameInfo struct {
	ID      string
	Game    string   // catalogue ID
	Names   []string // the seats' players now
	Plies   int
	Outcome rules.Outcome
	Last    time.Time // when its last event was stored
}

// Games lists the games stored on this server, finished or not, in no order.
func (s *Server) Games(ctx context.Context) ([]GameInfo, error) {
	nc, err := s.connectAdmin("oddboards host: listing games")
	if err != nil {
		return nil, err
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	ids, err := gameIDs(ctx, js)
	if err != nil {
		return nil, err
	}
	var out []GameInfo
	for _, id := range ids {
		r, err := readGame(ctx, js, id)
		if err != nil {
			continue
		}
		g := GameInfo{ID: id, Game: r.entry.ID, Plies: len(r.plies), Outcome: r.match.Outcome(), Last: r.lastTime}
		for _, st := range r.seats {
			g.Names = append(g.Names, st.Name)
		}
		out = append(out, g)
	}
	return out, nil
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

// readGame replays a stored game to its last message.
func readGame(ctx context.Context, js jetstream.JetStream, id string) (*referee, error) {
	st, err := js.Stream(ctx, StreamName(id))
	if err != nil {
		return nil, err
	}
	last := st.CachedInfo().State.LastSeq
	var r *referee
	var lastTime time.Time
	for seq := uint64(1); seq <= last; seq++ {
		raw, err := st.GetMsg(ctx, seq)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		msg := Message{Seq: raw.Sequence, Subject: raw.Subject, Data: raw.Data, Sig: raw.Header.Get(sigHeader), Time: raw.Time}
		lastTime = raw.Time
		if r == nil {
			if r, err = newReferee(id, msg); err != nil {
				return nil, err
			}
			continue
		}
		r.apply(msg)
	}
	if r == nil {
		return nil, errNotAGame
	}
	r.lastTime = lastTime
	return r, nil
}

// admit lets in the current invitations of game id's seats and its spectators, and no
// longer the invitations they replace.
func (s *Server) admit(id, watch string, seats []SeatState) {
	s.gate.mu.Lock()
	defer s.gate.mu.Unlock()
	for k, g := range s.gate.games {
		if g == id {
			delete(s.gate.keys, k)
			delete(s.gate.games, k)
		}
	}
	for i, st := range seats {
		s.gate.keys[st.Invite] = seatPermissions(id, i)
		s.gate.games[st.Invite] = id
	}
	if watch != "" {
		s.gate.keys[watch] = seatPermissions(id, Watch)
		s.gate.games[watch] = id
	}
}

// seatPermissions let seat (or Watch) of game id read the game's stream through
// JetStream's API, hear its answers on an inbox of its own, and write on its own subject.
func seatPermissions(id string, seat int) *server.Permissions {
	stream := StreamName(id)
	pub := []string{
		"$JS.API.STREAM.INFO." + stream,
		"$JS.API.STREAM.MSG.GET." + stream,
		"$JS.API.CONSUMER.CREATE." + stream + ".>",
		"$JS.API.CONSUMER.MSG.NEXT." + stream + ".>",
		"$JS.API.CONSUMER.DELETE." + stream + ".>",
		"$JS.API.CONSUMER.INFO." + stream + ".>",
	}
	if seat >= 0 {
		pub = append(pub, Subject(id, seat), presenceSubject(id, seat))
	}
	return &server.Permissions{
		Publish:   &server.SubjectPermission{Allow: pub},
		Subscribe: &server.SubjectPermission{Allow: []string{inboxPrefix(id, seat) + ".>", presencePrefix + id + ".*"}},
	}
}

// gate is the server's login: a client proves it holds a key by signing the server's
// nonce, and gets the permissions that key has been given.
type gate struct {
	admin string
	mu    sync.Mutex
	keys  map[string]*server.Permissions // public key → what it may do
	games map[string]string              // public key → its game
}

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
	g.mu.Lock()
	perms, ok := g.keys[o.Nkey]
	g.mu.Unlock()
	if o.Nkey == g.admin {
		c.RegisterUser(&server.User{Username: o.Nkey}) // no permissions: everything
		return true
	}
	if !ok {
		return false
	}
	c.RegisterUser(&server.User{Username: o.Nkey, Permissions: perms})
	return true
}

// logger hands the server's notices to a printf-like function.
type logger func(format string, a ...any)

func (l logger) Noticef(format string, v ...any) { l("nats: "+format, v...) }
func (l logger) Warnf(format string, v ...any)   { l("nats warning: "+format, v...) }
func (l logger) Fatalf(format string, v ...any)  { l("nats fatal: "+format, v...) }
func (l logger) Errorf(format string, v ...any)  { l("nats error: "+format, v...) }
func (l logger) Debugf(format string, v ...any)  {}
func (l logger) Tracef(format string, v ...any)  {}
