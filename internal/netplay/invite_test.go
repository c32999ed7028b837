//go:build !js

package netplay

import (
	"errors"
	"strings"
	"testing"
)

func TestInvitationRoundTrip(t *testing.T) {
	k1, k2 := newHostKey(t), newHostKey(t)
	for _, inv := range []Invitation{
		{Server: "nats://127.0.0.1:4222", Game: "k7q2m9xwab", Seat: 1, Key: k1},
		{Server: "tls://games.example.org:7422", Game: "k7q2m9xwab", Seat: 6, Key: k1, External: true},
		{Server: "nats://[::1]:4222", Game: "k7q2m9xwab", Seat: Watch, Key: k1},
		{Server: "nats://127.0.0.1:4222", Game: "k7q2m9xwab", Seat: Host, Key: k1},
		{Server: "nats://127.0.0.1:4222", Game: "k7q2m9xwab", Seat: 0, Key: k1, Device: k2},
	} {
		s := inv.String()
		got, err := ParseInvitation(s)
		if err != nil || got != inv {
			t.Errorf("%s read as %+v, %v", s, got, err)
		}
		// a line broken by a mail program, and spaces around it, are no matter
		broken := "  " + s[:20] + "\n  " + s[20:] + "\r\n"
		if got, err := ParseInvitation(broken); err != nil || got != inv {
			t.Errorf("%q read as %+v, %v", broken, got, err)
		}
		// the link to the page, as the host's Copy link gives it
		for _, page := range []string{"http://203.0.113.5:4224", "https://games.example.org:8443"} {
			link := inv.Link(page)
			if got, err := ParseInvitation(link); err != nil || got != inv || !strings.HasPrefix(link, page+"/#oddb1") {
				t.Errorf("%s read as %+v, %v", link, got, err)
			}
		}
	}
}

func TestInvitationMistakes(t *testing.T) {
	k := newHostKey(t)
	good := Invitation{Server: "nats://127.0.0.1:4222", Game: "k7q2m9xwab", Seat: 1, Key: k}.String()
	for _, c := range []struct{ text, want string }{
		{"", "empty"},
		{"hello there, join my game", "not an Oddboards invitation"},
		{strings.Replace(good, "oddb1:", "oddb2:", 1), "another version"},
		{"oddb1:nats://127.0.0.1:4222/k7q2m9xwab/1", "cut short"},
		{strings.Replace(good, "nats://", "http://", 1), "not a NATS address"},
		{strings.Replace(good, "127.0.0.1:4222", "", 1), "nats://HOST:PORT"},
		{strings.Replace(good, "k7q2m9xwab", "K7Q2M9XWAB", 1), "not a game ID"},
		{strings.Replace(good, "k7q2m9xwab", "k7q2", 1), "not a game ID"},
		{strings.Replace(good, "/1/", "/9/", 1), "not a seat"},
		{strings.Replace(good, "/1/", "/01/", 1), "not a seat"},
		{good[:len(good)-3], "damaged"},
		// one character changed in the key's middle (the last one may hold only padding)
		{good[:len(good)-20] + flip(good[len(good)-20]) + good[len(good)-19:], "damaged"},
		{strings.Replace(good, "/1/", "/watch/", 1) + "/" + k, "only a player"},
		{good + "\x00\x1b[31m", "damaged"},
		{strings.Repeat("oddb1:", 100000), "cut short"},
	} {
		_, err := ParseInvitation(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60q: %v, want %q", c.text, err, c.want)
			continue
		}
		if len(err.Error()) > 200 || strings.ContainsAny(err.Error(), "\x00\x1b") {
			t.Errorf("%.60q: the error quotes too much: %q", c.text, err)
		}
	}
}

func flip(c byte) string {
	if c == 'A' {
		return "B"
	}
	return "A"
}

func TestListenHost(t *testing.T) {
	for _, c := range []struct{ public, want string }{
		{"127.0.0.1", "127.0.0.1"},
		{"127.0.0.2", "127.0.0.1"},
		{"::1", "127.0.0.1"},
		{"localhost", "127.0.0.1"},
		{"203.0.113.5", "0.0.0.0"},
		{"2001:db8::1", "0.0.0.0"},
		{"games.example.org", "0.0.0.0"},
		{"", "0.0.0.0"},
	} {
		if got := ListenHost(c.public); got != c.want {
			t.Errorf("ListenHost(%q) = %q, want %q", c.public, got, c.want)
		}
	}
}

func TestPublicURL(t *testing.T) {
	for _, c := range []struct{ public, url, want string }{
		{"203.0.113.5", "nats://0.0.0.0:4222", "nats://203.0.113.5:4222"},
		{"2001:db8::1", "nats://0.0.0.0:4222", "nats://[2001:db8::1]:4222"},
		{"localhost", "nats://127.0.0.1:40123", "nats://localhost:40123"},
		{"", "nats://127.0.0.1:4222", "nats://127.0.0.1:4222"},
		{"host.example", "not an address", "not an address"},
		{"host.example", "nats://0.0.0.0", "nats://0.0.0.0"},
	} {
		if got := PublicURL(c.public, c.url); got != c.want {
			t.Errorf("PublicURL(%q, %q) = %q, want %q", c.public, c.url, got, c.want)
		}
	}
}

func TestSplitURL(t *testing.T) {
	for _, c := range []struct {
		url, host string
		port      int
	}{
		{"nats://127.0.0.1:4222", "127.0.0.1", 4222},
		{"nats://[2001:db8::1]:7422", "2001:db8::1", 7422},
		{"nats://games.example.org:1", "games.example.org", 1},
		{"games.example.org:4222", "games.example.org", 4222},
		{"nats://games.example.org", "", 0},
		{"nats://games.example.org:port", "games.example.org", 0},
		{"not an address", "", 0},
	} {
		if host, port := SplitURL(c.url); host != c.host || port != c.port {
			t.Errorf("SplitURL(%q) = %q, %d, want %q, %d", c.url, host, port, c.host, c.port)
		}
	}
}

func TestWriteInvitations(t *testing.T) {
	k := newHostKey(t)
	const server, game, page = "nats://203.0.113.5:4222", "k7q2m9xwab", "http://203.0.113.5:4224"
	ann := Invitation{Server: server, Game: game, Seat: 0, Key: k}
	bea := Invitation{Server: server, Game: game, Seat: 1, Key: k}
	watch := Invitation{Server: server, Game: game, Seat: Watch, Key: k}
	line := func(seat string) string { return "oddb1:" + server + "/" + game + "/" + seat + "/" + k }
	for _, c := range []struct {
		name    string
		invs    []Invitation
		page    string
		pageErr error
		want    []string
	}{
		{"seats and spectators with a page", []Invitation{ann, bea, watch}, page, nil, []string{
			"Ann: " + line("0"),
			"Ann in a browser: " + page + "/#" + line("0"),
			"Bea: " + line("1"),
			"Bea in a browser: " + page + "/#" + line("1"),
			"Spectators: " + line("watch"),
			"Spectators in a browser: " + page + "/#" + line("watch"),
		}},
		{"no page to serve", []Invitation{bea}, "", errors.New("no bin/web beside the program"), []string{
			"Bea: " + line("1"),
			"No links for browsers: no bin/web beside the program",
		}},
		{"on a server not hosted here", []Invitation{ann}, "", nil, []string{
			"Ann: " + line("0"),
		}},
		{"a seat past the names", []Invitation{{Server: server, Game: game, Seat: 2, Key: k}}, "", nil, []string{
			"Spectators: " + line("2"),
		}},
		{"none", nil, "", errors.New("no page"), []string{
			"No links for browsers: no page",
		}},
	} {
		var out strings.Builder
		WriteInvitations(&out, []string{"Ann", "Bea"}, c.invs, c.page, c.pageErr)
		if got, want := out.String(), strings.Join(c.want, "\n")+"\n"; got != want {
			t.Errorf("%s: wrote\n%s\nwant\n%s", c.name, got, want)
		}
	}
}
