//go:build !js

package netplay

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

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
	if got, want := srv.wsPort, port+1; got != want {
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

// selfSigned writes a certificate for 127.0.0.1 and its key into dir, and returns their
// files and a pool that trusts it.
func selfSigned(t *testing.T, dir string) (cert, key string, pool *x509.CertPool) {
	t.Helper()
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "oddboards test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &priv.PublicKey, priv)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalECPrivateKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	cert, key = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	if err := os.WriteFile(cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(key, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), 0o600); err != nil {
		t.Fatal(err)
	}
	parsed, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool = x509.NewCertPool()
	pool.AddCert(parsed)
	return cert, key, pool
}

// Given a certificate, the page is https:// and the WebSocket wss://, with the same
// logins; a certificate without its key, or one that cannot be read, is said at once.
func TestWebOverTLS(t *testing.T) {
	dir := t.TempDir()
	cert, key, pool := selfSigned(t, dir)
	for _, c := range []struct{ cert, key, want string }{
		{cert, "", "give both"},
		{cert, cert, "cannot read the certificate"},
	} {
		if _, err := StartServer(ServerConfig{Dir: t.TempDir(), HostKey: newHostKey(t), CertFile: c.cert, KeyFile: c.key}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s with %s: %v, want an error saying %q", c.cert, c.key, err, c.want)
		}
	}
	ctx := testContext(t)
	srv, err := StartServer(ServerConfig{Dir: t.TempDir(), HostKey: newHostKey(t), CertFile: cert, KeyFile: key,
		Page: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { io.WriteString(w, "page") })})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	page := srv.PageURL("127.0.0.1")
	if !strings.HasPrefix(page, "https://127.0.0.1:") || !strings.HasPrefix(srv.WebSocketURL(), "wss://127.0.0.1:") {
		t.Fatalf("the page at %s, the WebSocket at %s", page, srv.WebSocketURL())
	}
	client := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	r, err := client.Get(page + WebSocketPath)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(r.Body)
	r.Body.Close()
	if !strings.Contains(string(body), `"websocket":"wss://127.0.0.1:`) {
		t.Errorf("the page's host says %s", body)
	}
	_, inv := remoteSeat(t, ctx, srv, "chess-2016")
	kp, _ := keyFromSeed(inv.Key)
	secure := nats.Secure(&tls.Config{RootCAs: pool})
	nc, err := nats.Connect(srv.WebSocketURL(), nats.Nkey(publicKey(kp), kp.Sign), secure, nats.NoReconnect())
	if err != nil {
		t.Fatalf("Black's invitation over wss: %v", err)
	}
	nc.Close()
	if nc, err := nats.Connect(srv.WebSocketURL(), secure, nats.NoReconnect()); err == nil {
		nc.Close()
		t.Error("wss lets in a client with no login")
	}
}
