package netplay

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"strconv"
	"strings"
	"unicode"

	"oddboards/rules"
)

// Invitation is what a player needs to sit at a network game: where the server is, which
// game, which seat, and the seat's secret key. Written as one line of text:
//
//	oddb1:nats://203.0.113.5:4222/k7q2m9xwab/1/SUAB…
//
// The seat is a number from 0 in turn order, "watch" for spectators, or "host" for the
// host's own line back to its game. The key is an nkey seed: the hosted server knows its
// public half and lets it write as that seat only (spectators: read only), and until the
// player joins, it signs for the seat.
//
// "oddb1x:" marks a game on a server the host does not run: the key only signs, and the
// player logs in to the server with credentials of their own (a NATS .creds file) or none.
//
// After joining, a fifth part holds the seed of the player's own key, which signs for the
// seat from then on: that longer line is the player's session, kept to come back to the
// game. The invitation alone is then used up.
type Invitation struct {
	Server   string // nats://host:port
	Game     string // the game's ID
	Seat     int    // a seat from 0, Host, or Watch
	Key      string // the seed of the invitation's key (the host's own key for Host)
	Device   string // after joining: the seed of the player's own key
	External bool   // a server the host does not run: log in with one's own credentials
}

const (
	invitePrefix   = "oddb1:"
	externalPrefix = "oddb1x:"
)

// String writes the invitation (or session) as one line.
func (inv Invitation) String() string {
	prefix := invitePrefix
	if inv.External {
		prefix = externalPrefix
	}
	s := prefix + inv.Server + "/" + inv.Game + "/" + seatToken(inv.Seat) + "/" + inv.Key
	if inv.Device != "" {
		s += "/" + inv.Device
	}
	return s
}

// Link is the invitation as a link to the page served at page (http://HOST:PORT), which
// opens straight into the seat: the invitation rides in the fragment, which the browser
// never sends to the server.
func (inv Invitation) Link(page string) string { return page + "/#" + inv.String() }

// isSession reports whether inv is a joined player's session rather than an invitation.
func (inv Invitation) isSession() bool { return inv.Device != "" }

// ParseInvitation reads an invitation or a session. White space anywhere in it (a line
// broken by a mail program) is dropped.
func ParseInvitation(text string) (Invitation, error) {
	s := strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, text)
	var inv Invitation
	if page, frag, ok := strings.Cut(s, "#"); ok && (strings.HasPrefix(page, "http://") || strings.HasPrefix(page, "https://")) {
		s = frag // a link to the page: the invitation is its fragment
	}
	switch {
	case s == "":
		return inv, errors.New("the invitation is empty")
	case strings.HasPrefix(s, invitePrefix):
		s = s[len(invitePrefix):]
	case strings.HasPrefix(s, externalPrefix):
		s, inv.External = s[len(externalPrefix):], true
	case strings.HasPrefix(s, "oddb"):
		return inv, fmt.Errorf("an invitation of another version of Oddboards (it begins %s, this one reads %s)", rules.QuoteInput(s), invitePrefix)
	default:
		return inv, fmt.Errorf("not an Oddboards invitation: it should begin %s, not %s", invitePrefix, rules.QuoteInput(s))
	}
	// the server's address is everything before the last three (or four) parts
	parts := strings.Split(s, "/")
	n := 3
	if len(parts) >= 7 && strings.HasPrefix(parts[len(parts)-1], "S") && strings.HasPrefix(parts[len(parts)-2], "S") {
		n = 4 // a session: the player's own key after the invitation's
	}
	if len(parts) < n+3 { // "nats:", "", "host:port", then the parts
		return inv, errors.New("the invitation is cut short: it should read oddb1:SERVER/GAME/SEAT/KEY")
	}
	rest := parts[len(parts)-n:]
	inv.Server = strings.Join(parts[:len(parts)-n], "/")
	if err := checkServer(inv.Server); err != nil {
		return inv, err
	}
	inv.Game = rest[0]
	if !validGameID(inv.Game) {
		return inv, fmt.Errorf("the invitation's game %s is not a game ID (ten letters and digits)", rules.QuoteInput(inv.Game))
	}
	seat, ok := parseSeatToken(rest[1])
	if !ok {
		return inv, fmt.Errorf("the invitation's seat %s is not a seat (a number, \"watch\" or \"host\")", rules.QuoteInput(rest[1]))
	}
	inv.Seat = seat
	inv.Key = rest[2]
	if _, err := keyFromSeed(inv.Key); err != nil {
		return inv, fmt.Errorf("the invitation's key: %v", err)
	}
	if n == 4 {
		inv.Device = rest[3]
		if _, err := keyFromSeed(inv.Device); err != nil {
			return inv, fmt.Errorf("the session's own key: %v", err)
		}
		if inv.Seat < 0 {
			return inv, errors.New("only a player at a seat has a session key")
		}
	}
	return inv, nil
}

// checkServer says what is wrong with a server's address.
func checkServer(s string) error {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || u.Path != "" || u.RawQuery != "" || u.User != nil {
		return fmt.Errorf("the server address %s is not of the form nats://HOST:PORT", rules.QuoteInput(s))
	}
	switch u.Scheme {
	case "nats", "tls", "ws", "wss":
	default:
		return fmt.Errorf("the server address %s is not a NATS address (nats://, tls://, ws://, wss://)", rules.QuoteInput(s))
	}
	return nil
}

// GuessAddress is this machine's first address on a network, which the players of a
// local network reach it at (127.0.0.1 if none); behind a router, the host writes the
// router's own.
func GuessAddress() string {
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

// DefaultPort is the port a host offers unless told another: NATS's own.
const DefaultPort = 4222

// ListenHost is the address a hosted server listens on when its invitations give public:
// this machine only (127.0.0.1) when public is a loopback address or "localhost", so that
// nothing else reaches a game meant for it; every network's (0.0.0.0) otherwise.
func ListenHost(public string) string {
	if ip := net.ParseIP(public); public == "localhost" || ip != nil && ip.IsLoopback() {
		return "127.0.0.1"
	}
	return "0.0.0.0"
}

// PublicURL is the address invitations give: the server's own, serverURL
// (nats://HOST:PORT), with the host replaced by public, the one others reach this machine
// at; serverURL itself when public is "" or serverURL has no port.
func PublicURL(public, serverURL string) string {
	_, port := SplitURL(serverURL)
	if port == 0 || public == "" {
		return serverURL
	}
	return "nats://" + net.JoinHostPort(public, strconv.Itoa(port))
}

// SplitURL is a nats:// address's host and port (0 when it has none).
func SplitURL(addr string) (host string, port int) {
	host, p, err := net.SplitHostPort(strings.TrimPrefix(addr, "nats://"))
	if err != nil {
		return "", 0
	}
	port, _ = strconv.Atoi(p)
	return host, port
}

// WriteInvitations writes the invitations as the command line's hosts (--host, serve)
// print them: "WHO: INVITATION", WHO the name of its seat in names ("Spectators" for a
// seat out of them: the watch invitation), then "WHO in a browser: LINK" when the server
// serves page; last, "No links for browsers: ERR" when pageErr says why it serves none.
func WriteInvitations(w io.Writer, names []string, invs []Invitation, page string, pageErr error) {
	for _, inv := range invs {
		who := "Spectators"
		if inv.Seat >= 0 && inv.Seat < len(names) {
			who = names[inv.Seat]
		}
		fmt.Fprintf(w, "%s: %s\n", who, inv)
		if page != "" {
			fmt.Fprintf(w, "%s in a browser: %s\n", who, inv.Link(page))
		}
	}
	if pageErr != nil {
		fmt.Fprintf(w, "No links for browsers: %v\n", pageErr)
	}
}
