package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"oddboards/internal/netplay"
	"oddboards/internal/webserve"
	"oddboards/rules"
	"oddboards/ui/savestore"
)

// ServeUsage is the usage of serve.
const ServeUsage = `  oddboards serve --game GAME [--setup N|DICE] [--mode M] [--option key=value] [--position STRING]
      [--players A,B] [--clock MIN+SEC] [--port P] [--address HOST] [--web DIR]
      [--cert FILE --key FILE] [--dir DIR]
                                             host GAME with every seat remote and no window
                                             (a club's always-on machine): print each seat's
                                             invitation and link, and serve until interrupted;
                                             the games and the host's key in --dir (default:
                                             oddboards-serve in the user's config folder)
`

// serveArgs is what serve is asked to host, and where.
type serveArgs struct {
	hostArgs // the server's port, the address the invitations and links give, the page
	spec     netplay.Spec
	dir      string
}

func parseServe(args []string) (serveArgs, error) {
	fs := newFlags("oddboards serve")
	game := fs.String("game", "", "the game to host")
	sf := addStartFlags(fs)
	players := fs.String("players", "", "comma-separated player names")
	clock := fs.String("clock", "", "the clocks: minutes+seconds a turn")
	hf := addHostFlags(fs, "the game server's port", "the folder of the page for browsers")
	dir := fs.String("dir", "", "the folder of the games and the host's key")
	pos, err := parse(fs, args)
	if err != nil {
		return serveArgs{}, err
	}
	if len(pos) > 0 {
		return serveArgs{}, usageErr("unexpected %s", quote(pos[0]))
	}
	if *game == "" {
		return serveArgs{}, usageErr("serve hosts the game of --game: give --game")
	}
	e, err := lookup(*game)
	if err != nil {
		return serveArgs{}, err
	}
	cfg, err := sf.config(e)
	if err != nil {
		return serveArgs{}, err
	}
	if _, err := rules.StartOf(e.Game, cfg); err != nil {
		return serveArgs{}, usageErr("%v", err)
	}
	tc, err := rules.ParseTimeControl(*clock)
	if err != nil {
		return serveArgs{}, usageErr("--clock: %v", err)
	}
	n := len(e.Game.Players(cfg))
	a := serveArgs{dir: *dir, spec: netplay.Spec{Game: e.ID, Setup: cfg.Setup, Mode: cfg.Mode, Options: cfg.Options,
		Position: cfg.Position, Remote: make([]bool, n)}}
	for i := range a.spec.Remote {
		a.spec.Remote[i] = true
	}
	if tc.On() {
		a.spec.Time = tc.String()
	}
	if *players != "" {
		a.spec.Names = strings.Split(*players, ",")
		if len(a.spec.Names) != n {
			return a, usageErr("%s has %d seats: give --players %d names, not %d", e.Name, n, n, len(a.spec.Names))
		}
	}
	if a.hostArgs, err = hf.read(); err != nil {
		return a, err
	}
	if a.dir == "" {
		conf, err := os.UserConfigDir()
		if err != nil {
			return a, usageErr("no folder for the games: give --dir")
		}
		a.dir = filepath.Join(conf, "oddboards-serve")
	}
	return a, nil
}

// serveCmd hosts a game with every seat remote, prints its invitations and links, and
// serves until ctx ends (an interrupt).
func serveCmd(ctx context.Context, args []string, stdout io.Writer) error {
	a, err := parseServe(args)
	if err != nil {
		return err
	}
	hostKey, err := serveHostKey(a.dir)
	if err != nil {
		return err
	}
	public := a.address
	if public == "" {
		public = netplay.GuessAddress()
	}
	cfg := netplay.ServerConfig{Dir: filepath.Join(a.dir, "jetstream"), Host: netplay.ListenHost(public), Port: a.port,
		HostKey: hostKey, CertFile: a.cert, KeyFile: a.key}
	web, pageErr := webserve.Find(a.web)
	if pageErr == nil {
		cfg.Page = webserve.Handler(os.DirFS(web))
	}
	srv, err := netplay.StartServer(cfg)
	if err != nil {
		return err
	}
	defer srv.Close()
	start, cancel := context.WithTimeout(ctx, 2*time.Minute)
	host, err := srv.Host(start, a.spec, netplay.Options{})
	cancel()
	if err != nil {
		return err
	}
	defer host.Close()
	addr := netplay.PublicURL(public, srv.URL())
	page := "" // no links when the server serves only a page saying the page is missing
	if pageErr == nil {
		page = srv.PageURL(public)
	}
	names := host.Match().Names()
	fmt.Fprintf(stdout, "Hosting %s, game %s, at %s\n", strings.Join(names, " vs "), host.Game(), addr)
	invs := host.Invitations(addr)
	if watch, err := host.Invitation(netplay.Watch, addr); err == nil {
		invs = append(invs, watch)
	}
	netplay.WriteInvitations(stdout, names, invs, page, pageErr)
	fmt.Fprintf(stdout, "Serving until interrupted (Ctrl+C); the game is kept in %s.\n", a.dir)
	<-ctx.Done()
	return nil
}

// serveHostKey is the host's key kept in dir (made on first use): every game served
// from dir is the host's to open again.
func serveHostKey(dir string) (string, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("the folder for the games: %w", fileErr(dir, err))
	}
	path := filepath.Join(dir, "host.seed")
	key, err := savestore.KeptHostKey(path, netplay.NewHostKey)
	if err != nil {
		return "", fmt.Errorf("the host's key: %w", fileErr(path, err))
	}
	return key, nil
}
