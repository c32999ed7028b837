package cli

import (
	"flag"
	"net/url"
	"os"
	"strconv"
	"strings"

	"oddboards/internal/netplay"
)

// NetArgs are the command line's network play: a server to play through instead of
// hosting (--server, --creds), an invitation to join at once (--join, --name), or the
// game of --game to host at once (--host, --port, --address, --remote).
type NetArgs struct {
	Server  string // a NATS server, or a cluster's nodes separated by commas
	Creds   string // a NATS credentials file to log in with
	Join    string // an invitation or session to take at once
	Name    string // the name to join as
	Host    bool
	Port    int    // the hosted server's port
	Address string // the address the invitations give ("": this machine's, guessed)
	Remote  []int  // the seats (from 0) played at other computers
	// For players in a browser: the page's folder ("": bin/web beside the program), and
	// a certificate and key to serve it and the WebSocket over TLS (https://, wss://).
	Web, Cert, Key string
}

// NetUsage is the usage's part on network play: every flag addNetFlags adds, with a line
// each (TestUsageNamesEveryNetworkFlag keeps the two together).
const NetUsage = `  oddboards --game GAME … --host --remote SEATS [--port P] [--address HOST]
                                             host the game over the network
  oddboards --join INVITATION [--name NAME]  take a seat at someone's network game
      --host               host --game's game on the app's own game server
      --remote SEATS       the seats played at other computers, from 1 ("2,3")
      --port P             the hosted server's port (default 4222, 0 for any free one)
      --address HOST       the address invitations give (default: this computer's, guessed)
      --web DIR            the page for browsers, served on the port + 2 (default: bin/web, from make web)
      --cert FILE          a TLS certificate (with --key): the links are https://, the WebSocket wss://
      --key FILE           the certificate's private key
      --join INVITATION    the invitation (an oddb1: or oddb1x: line) or session to take
      --name NAME          your name at the table you join
      --server URL         play through a NATS server (nats://HOST:PORT[,…]) instead of hosting
      --creds FILE         the NATS credentials file to log in to --server with
`

type netFlags struct {
	server, creds, join, name, remote *string
	host                              *bool
	hosting                           hostFlags
}

func addNetFlags(fs *flag.FlagSet) *netFlags {
	return &netFlags{
		server:  fs.String("server", "", "a NATS server to play network games through"),
		creds:   fs.String("creds", "", "a NATS credentials file"),
		join:    fs.String("join", "", "an invitation to a network game"),
		name:    fs.String("name", "", "your name in a network game"),
		host:    fs.Bool("host", false, "host --game as a network game"),
		remote:  fs.String("remote", "", "comma-separated seats (from 1) played at other computers"),
		hosting: addHostFlags(fs, "the hosted game server's port", "the folder of the page for browsers (make web's bin/web)"),
	}
}

// read checks the network flags; seats is the number of seats of --game (0 without).
func (nf *netFlags) read(game string, seats int) (NetArgs, error) {
	h, hostErr := nf.hosting.read() // said only when hosting
	a := NetArgs{Server: strings.TrimSpace(*nf.server), Creds: *nf.creds, Join: strings.TrimSpace(*nf.join), Name: *nf.name,
		Host: *nf.host, Port: h.port, Address: h.address, Web: h.web, Cert: h.cert, Key: h.key}
	if a.Server != "" {
		for _, s := range strings.Split(a.Server, ",") {
			if u, err := url.Parse(strings.TrimSpace(s)); err != nil || u.Host == "" || !natsScheme[u.Scheme] {
				return a, usageErr("--server %s is not a NATS address (nats://HOST:PORT)", quote(s))
			}
		}
	}
	if a.Creds != "" {
		if a.Server == "" {
			return a, usageErr("--creds goes with --server: the app's own server needs no credentials")
		}
		if _, err := os.Stat(a.Creds); err != nil {
			return a, usageErr("--creds %s: no such file to read", quote(a.Creds))
		}
	}
	// the invitation and the name are read by the app (netwin.CheckArgs)
	if a.Join != "" && (game != "" || a.Host) {
		return a, usageErr("--join takes a seat at someone's game: it goes with neither --game nor --host")
	}
	if !a.Host {
		if *nf.remote != "" || a.Address != "" || a.Web != "" || a.Cert != "" || a.Key != "" {
			return a, usageErr("--remote, --address, --web, --cert and --key go with --host")
		}
		return a, nil
	}
	if game == "" {
		return a, usageErr("--host hosts the game of --game: give --game too")
	}
	if hostErr != nil {
		return a, hostErr
	}
	for _, s := range strings.Split(*nf.remote, ",") {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > seats {
			return a, usageErr("--remote: %s is not a seat (1 to %d)", quote(s), seats)
		}
		a.Remote = append(a.Remote, n-1)
	}
	if len(a.Remote) == 0 {
		return a, usageErr("--host needs --remote: the seats played at other computers, from 1 (\"--remote 2,3\")")
	}
	if len(a.Remote) >= seats {
		return a, usageErr("--remote gives every seat away: keep one here")
	}
	return a, nil
}

var natsScheme = map[string]bool{"nats": true, "tls": true, "ws": true, "wss": true}

// hostFlags are the flags of a game server hosted here, the same for the desktop's --host
// and for serve: its port, the address its invitations give, and the page for browsers
// with its certificate.
type hostFlags struct {
	port                    *int
	address, web, cert, key *string
}

// addHostFlags adds --port, --address, --web, --cert and --key to fs; portHelp and
// webHelp are what --port and --web are to the command.
func addHostFlags(fs *flag.FlagSet, portHelp, webHelp string) hostFlags {
	return hostFlags{
		port:    fs.Int("port", netplay.DefaultPort, portHelp),
		address: fs.String("address", "", "the address others reach this computer at"),
		web:     fs.String("web", "", webHelp),
		cert:    fs.String("cert", "", "a TLS certificate for the page and its WebSocket"),
		key:     fs.String("key", "", "the TLS certificate's private key"),
	}
}

// hostArgs are the host's flags as read.
type hostArgs struct {
	port           int
	address        string // trimmed; "" for this machine's, guessed
	web, cert, key string
}

// read is the host's flags, and what is wrong with them before anything starts: a port
// out of range, a certificate without its key, a file or folder that is not there.
func (hf hostFlags) read() (hostArgs, error) {
	h := hostArgs{port: *hf.port, address: strings.TrimSpace(*hf.address), web: *hf.web, cert: *hf.cert, key: *hf.key}
	if h.port < 0 || h.port > 65535 {
		return h, usageErr("--port %d is not a port (1 to 65535, or 0 for any free one)", h.port)
	}
	if (h.cert == "") != (h.key == "") {
		return h, usageErr("--cert and --key go together: the certificate and its private key")
	}
	for _, f := range []struct{ flag, name string }{{"--web", h.web}, {"--cert", h.cert}, {"--key", h.key}} {
		if f.name == "" {
			continue
		}
		if _, err := os.Stat(f.name); err != nil {
			return h, usageErr("%s %s: no such file or folder", f.flag, quote(f.name))
		}
	}
	return h, nil
}
