package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"oddboards/internal/netplay"
)

func TestServeMistakes(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		err  string
	}{
		{nil, "give --game"},
		{[]string{"--game", "nochess"}, "nochess"},
		{[]string{"--game", "chess-2016", "--port", "70000"}, "not a port"},
		{[]string{"--game", "chess-2016", "--players", "Ann"}, "2 seats"},
		{[]string{"--game", "chess-2016", "--cert", filepath.Join(dir, "c.pem")}, "go together"},
		{[]string{"--game", "chess-2016", "--web", filepath.Join(dir, "none")}, "--web"},
		{[]string{"--game", "chess-2016", "--clock", "soon"}, "--clock"},
		{[]string{"--game", "chess-2016", "extra"}, "unexpected"},
	} {
		if err := serveCmd(context.Background(), c.args, io.Discard); err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%q: %v, want an error saying %q", c.args, err, c.err)
		}
	}
}

// oddboards serve hosts a game with every seat remote and prints each seat's invitation
// and link: the link's page is served, the page learns where the WebSocket is, and a
// raw NATS client logs in with a seat's invitation, over TCP and over the WebSocket, and
// with none is refused. An interrupt ends it.
func TestServe(t *testing.T) {
	web := t.TempDir()
	for _, f := range []string{"index.html", "wasm_exec.js", "oddboards.wasm"} {
		if err := os.WriteFile(filepath.Join(web, f), []byte("the page's "+f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out, w := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := serveCmd(ctx, []string{"--game", "clash-of-command", "--players", "Ann,Bea", "--port", "0", "--address", "127.0.0.1",
			"--dir", dir, "--web", web}, w)
		w.Close()
		done <- err
	}()
	lines := map[string]string{}
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		who, what, _ := strings.Cut(sc.Text(), ": ")
		lines[who] = what
		if strings.HasPrefix(sc.Text(), "Serving until interrupted") {
			break
		}
	}
	go io.Copy(io.Discard, out)
	for _, who := range []string{"Ann", "Bea", "Spectators", "Ann in a browser", "Bea in a browser", "Spectators in a browser"} {
		if lines[who] == "" {
			t.Fatalf("no line for %s in %q", who, lines)
		}
	}
	inv, err := netplay.ParseInvitation(lines["Bea in a browser"])
	if err != nil || inv.Seat != 1 || lines["Bea"] != inv.String() {
		t.Fatalf("Bea's link %q (%v) is not her invitation %q", lines["Bea in a browser"], err, lines["Bea"])
	}
	if info, err := os.Stat(filepath.Join(dir, "host.seed")); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("the host's key: %v, %v", info, err)
	}

	page, _, _ := strings.Cut(lines["Bea in a browser"], "#")
	if body := get(t, page); body != "the page's index.html" {
		t.Errorf("the link's page is %q", body)
	}
	var where struct{ WebSocket string }
	if err := json.Unmarshal([]byte(get(t, page+strings.TrimPrefix(netplay.WebSocketPath, "/"))), &where); err != nil || !strings.HasPrefix(where.WebSocket, "ws://127.0.0.1:") {
		t.Fatalf("the WebSocket is said to be at %q (%v)", where.WebSocket, err)
	}

	kp, err := nkeys.FromSeed([]byte(inv.Key))
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := kp.PublicKey()
	for _, addr := range []string{inv.Server, where.WebSocket} {
		nc, err := nats.Connect(addr, nats.Nkey(pub, kp.Sign), nats.NoReconnect(), nats.Timeout(time.Minute))
		if err != nil {
			t.Errorf("Bea's invitation does not log in at %s: %v", addr, err)
		} else {
			nc.Close()
		}
		// refused: nats.go reads the server's -ERR, or the connection closed after it
		if nc, err := nats.Connect(addr, nats.NoReconnect(), nats.Timeout(time.Minute)); err == nil {
			t.Errorf("no login at %s: %v", addr, err)
			if nc != nil {
				nc.Close()
			}
		}
	}

	cancel()
	if err := <-done; err != nil {
		t.Errorf("serve ended with %v", err)
	}
}

func get(t *testing.T, url string) string {
	t.Helper()
	r, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	b, _ := io.ReadAll(r.Body)
	return string(b)
}
