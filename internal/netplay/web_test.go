package netplay

import (
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
)

// wsInvitation is inv reaching srv through its NATS WebSocket, as a page in a browser does.
func wsInvitation(t *testing.T, srv *Server, inv Invitation) Invitation {
	t.Helper()
	u := srv.WebSocketURL()
	if !strings.HasPrefix(u, "ws://127.0.0.1:") {
		t.Fatalf("the server's WebSocket is at %q", u)
	}
	inv.Server = u
	return inv
}

// The NATS WebSocket takes the same logins as the TCP port: none, a key the server does
// not know, a seat's invitation once used, are refused; a seat's invitation joins and
// plays, and its player's key comes back.
func TestWebSocketLogins(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	host, inv := remoteSeat(t, ctx, srv, "chess-2016")
	ws := wsInvitation(t, srv, inv)

	if nc, err := nats.Connect(ws.Server, nats.NoReconnect()); err == nil {
		nc.Close()
		t.Error("the WebSocket lets in a client with no login")
	}
	stranger, err := nkeys.CreateUser()
	if err != nil {
		t.Fatal(err)
	}
	seed, _ := stranger.Seed()
	wrong := ws
	wrong.Key = string(seed)
	// refused: over the WebSocket, nats.go may read the connection closed before the -ERR
	if _, err := newAttacker(t, wrong, false); err == nil {
		t.Errorf("the WebSocket lets in a key the server does not know: %v", err)
	}
	// a seat's invitation may not write as another seat through the WebSocket either
	a := mustAttack(t, ws, false)
	if err := a.nc.Publish(writePrefix+inv.Game+".0", []byte("{}")); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-a.errs:
		if !strings.Contains(err.Error(), "Permissions Violation") {
			t.Errorf("writing as White: %v", err)
		}
	case <-ctx.Done():
		t.Fatal("writing as White was not refused")
	}
	a.nc.Close()

	bea, err := Join(ctx, ws.String(), Options{Name: "Bea"})
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, bea)
	waitUntil(t, ctx, bea, func() bool { return ownLogin(bea) && bea.Connected() },
		func() string { return "Bea's table never logged in with her key over the WebSocket" })
	if _, err := newAttacker(t, ws, false); err == nil {
		t.Errorf("the used invitation logs in over the WebSocket: %v", err)
	}
	playFirst(t, ctx, host)
	playFirst(t, ctx, bea)
	if s := sameGame(t, ctx, []*Table{host, bea}); len(s.History) != 2 {
		t.Errorf("%d plies", len(s.History))
	}
	// Bea comes back days later with her session, through the WebSocket
	bea.Close()
	back, err := Join(ctx, bea.Session().String(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, back)
	if s := sameGame(t, ctx, []*Table{host, back}); len(s.History) != 2 {
		t.Errorf("back: %d plies", len(s.History))
	}
}

// The page's server answers where the WebSocket is, at the host the browser asked, and
// serves the page's files; without them, a page that says what to build.
func TestPageServer(t *testing.T) {
	files := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "page "+r.URL.Path) })
	for _, c := range []struct {
		name       string
		page       http.Handler
		path, want string
		code       int
	}{
		{"the page", files, "/index.html", "page /index.html", 200},
		{"missing", nil, "/", "make web", 404},
		{"the WebSocket", files, WebSocketPath, `"websocket":"ws://localhost:`, 200},
	} {
		t.Run(c.name, func(t *testing.T) {
			srv, err := StartServer(ServerConfig{Dir: t.TempDir(), HostKey: newHostKey(t), Page: c.page})
			if err != nil {
				t.Fatal(err)
			}
			defer srv.Close()
			page := srv.PageURL("localhost")
			if !strings.HasPrefix(page, "http://localhost:") {
				t.Fatalf("the page is at %q", page)
			}
			r, err := http.Get(page + c.path)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(r.Body)
			r.Body.Close()
			if r.StatusCode != c.code || !strings.Contains(string(body), c.want) {
				t.Errorf("%s: %d %q, want %d %q", c.path, r.StatusCode, body, c.code, c.want)
			}
			if c.path != WebSocketPath {
				return
			}
			var a struct {
				Port      int
				WebSocket string
			}
			_, port, _ := net.SplitHostPort(strings.TrimPrefix(srv.URL(), "nats://"))
			if err := json.Unmarshal(body, &a); err != nil || strconv.Itoa(a.Port) != port ||
				a.WebSocket != "ws://localhost"+srv.WebSocketURL()[len("ws://127.0.0.1"):] {
				t.Errorf("the WebSocket is said to be at %s (%v), and is at %s for %s", body, err, srv.WebSocketURL(), srv.URL())
			}
		})
	}
}

// The game port's neighbours: the WebSocket on +1, the page on +2.
func TestNeighbourPorts(t *testing.T) {
	port := freeRun(t)
	srv := startServer(t, "", newHostKey(t), port)
	if got, want := srv.webSocketPort(), port+1; got != want {
		t.Errorf("the WebSocket is on port %d, want %d", got, want)
	}
	if got, want := srv.pagePort, port+2; got != want {
		t.Errorf("the page is on port %d, want %d", got, want)
	}
}

// freeRun finds a free loopback port whose two neighbours above are free too.
func freeRun(t *testing.T) int {
	for range 100 {
		port := freePorts(t, 1)[0]
		free := port+2 <= 65535
		for off := 1; off <= 2 && free; off++ {
			l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port+off)))
			if free = err == nil; free {
				l.Close()
			}
		}
		if free {
			return port
		}
	}
	t.Fatal("no three free ports in a row")
	return 0
}
