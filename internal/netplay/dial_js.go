//go:build js

package netplay

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"github.com/nats-io/nats.go"
)

// dialing is how a page in a browser reaches the server at addr: a browser has no TCP,
// so nats.go dials through wsDialer, which opens a browser WebSocket to the server's
// NATS WebSocket listener, and speaks the plain NATS protocol inside its binary frames
// (which is what the server's WebSocket carries): nats.go is given a nats:// address, so
// that it frames nothing itself.
func dialing(addr string, o Options) (string, []nats.Option) {
	plain := make([]string, 0, 1)
	for _, a := range strings.Split(addr, ",") {
		if u, err := url.Parse(strings.TrimSpace(a)); err == nil && u.Host != "" {
			plain = append(plain, "nats://"+u.Host)
		}
	}
	return strings.Join(plain, ","), []nats.Option{
		nats.SetCustomDialer(&wsDialer{addr: addr, timeout: o.Timeout}),
		nats.SkipHostLookup(), // the browser looks the name up
	}
}

// wsDialer opens browser WebSockets to the servers of addr (the invitation's).
type wsDialer struct {
	addr    string
	timeout time.Duration
}

// Dial implements nats.CustomDialer: hostport is one of the servers nats.go was given.
func (d *wsDialer) Dial(_, hostport string) (net.Conn, error) {
	u, err := d.websocketURL(hostport)
	if err != nil {
		return nil, err
	}
	return openWebSocket(u, d.timeout)
}

// websocketURL is where the NATS WebSocket of the server at hostport is: the address
// itself when the invitation gave a ws:// or wss:// one; else what the page's own host
// says (WebSocketPath) when the page came from that server's host; else the game port's
// neighbour, as a host serves it (web.go), wss:// on a page loaded over https://.
func (d *wsDialer) websocketURL(hostport string) (string, error) {
	for _, a := range strings.Split(d.addr, ",") {
		if u, err := url.Parse(strings.TrimSpace(a)); err == nil && u.Host == hostport && (u.Scheme == "ws" || u.Scheme == "wss") {
			return u.String(), nil
		}
	}
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		return "", err
	}
	loc := js.Global().Get("location") // undefined outside a page (a worker, node)
	if !loc.Truthy() {
		loc = js.ValueOf(map[string]any{})
	}
	if loc.Get("hostname").String() == host {
		if ws, err := askWebSocket(port, d.timeout); err == nil {
			return ws, nil
		}
	}
	p, err := strconv.Atoi(port)
	if err != nil {
		return "", err
	}
	scheme := "ws"
	if loc.Get("protocol").String() == "https:" {
		scheme = "wss"
	}
	return scheme + "://" + net.JoinHostPort(host, strconv.Itoa(p+1)), nil
}

// askWebSocket asks the page's host where its NATS WebSocket is, for the game server on
// port (the host's answer names its own).
func askWebSocket(port string, timeout time.Duration) (string, error) {
	body, err := fetchText(WebSocketPath, timeout)
	if err != nil {
		return "", err
	}
	var a struct {
		Port      int    `json:"port"`
		WebSocket string `json:"websocket"`
	}
	if err := json.Unmarshal([]byte(body), &a); err != nil || strconv.Itoa(a.Port) != port || a.WebSocket == "" {
		return "", errors.New("the page's host serves another game server")
	}
	return a.WebSocket, nil
}

// fetchText gets the text at path on the page's own host, with the browser's fetch.
// JavaScript's callbacks only hand over what they have (a callback that blocks stops the
// browser's event loop, and the fetch with it).
func fetchText(path string, timeout time.Duration) (string, error) {
	type result struct {
		text string
		err  error
	}
	done := make(chan result, 1)
	var then, text, fail js.Func
	defer func() { then.Release(); text.Release(); fail.Release() }()
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{err: fmt.Errorf("fetch %s: %s", path, args[0].Call("toString").String())}
		return nil
	})
	text = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{text: args[0].String()}
		return nil
	})
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		res := args[0]
		if !res.Get("ok").Bool() {
			done <- result{err: fmt.Errorf("fetch %s: %d", path, res.Get("status").Int())}
			return nil
		}
		res.Call("text").Call("then", text).Call("catch", fail)
		return nil
	})
	js.Global().Call("fetch", path, map[string]any{"cache": "no-store"}).Call("then", then).Call("catch", fail)
	select {
	case r := <-done:
		return r.text, r.err
	case <-time.After(timeout):
		return "", fmt.Errorf("fetch %s: no answer", path)
	}
}

// wsConn is a browser WebSocket as a net.Conn: what it reads are the binary messages
// received, in order, and each Write sends one.
type wsConn struct {
	ws    js.Value
	url   string
	funcs []js.Func
	wake  chan struct{} // a message came, or the socket closed (one waiting at most)

	mu        sync.Mutex
	in        [][]byte
	closed    bool
	err       error
	deadline  time.Time
	firstInfo bool // the server's first INFO read, and (wss) told of TLS done already
}

// openWebSocket opens a WebSocket to u and waits, at most timeout, until it is open.
func openWebSocket(u string, timeout time.Duration) (*wsConn, error) {
	if timeout <= 0 {
		timeout = defaultTimeout
	}
	c := &wsConn{url: u, wake: make(chan struct{}, 1)}
	ws := js.Global().Get("WebSocket").New(u)
	ws.Set("binaryType", "arraybuffer")
	c.ws = ws
	opened := make(chan struct{}, 1)
	on := func(event string, f func(js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		c.funcs = append(c.funcs, fn)
		ws.Set(event, fn)
	}
	on("onopen", func(js.Value) {
		select {
		case opened <- struct{}{}:
		default:
		}
	})
	on("onmessage", func(ev js.Value) {
		data := js.Global().Get("Uint8Array").New(ev.Get("data"))
		b := make([]byte, data.Length())
		js.CopyBytesToGo(b, data)
		c.mu.Lock()
		c.in = append(c.in, b)
		c.mu.Unlock()
		c.poke()
	})
	on("onclose", func(ev js.Value) {
		c.mu.Lock()
		if !c.closed {
			c.closed, c.err = true, io.EOF
		}
		c.mu.Unlock()
		c.poke()
	})
	on("onerror", func(js.Value) {}) // onclose follows, and says it
	select {
	case <-opened:
		return c, nil
	case <-c.wake: // closed before it opened
	case <-time.After(timeout):
	}
	c.Close()
	return nil, fmt.Errorf("cannot open a WebSocket to %s", u)
}

// poke wakes a Read waiting, without blocking the browser's event loop.
func (c *wsConn) poke() {
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

func (c *wsConn) Read(p []byte) (int, error) {
	for {
		c.mu.Lock()
		if len(c.in) > 0 {
			c.tellTLS()
			n := copy(p, c.in[0])
			if n == len(c.in[0]) {
				c.in = c.in[1:]
			} else {
				c.in[0] = c.in[0][n:]
			}
			c.mu.Unlock()
			return n, nil
		}
		if c.closed {
			err := c.err
			c.mu.Unlock()
			return 0, err
		}
		deadline := c.deadline
		c.mu.Unlock()
		if deadline.IsZero() {
			<-c.wake
			continue
		}
		d := time.Until(deadline)
		if d <= 0 {
			return 0, os.ErrDeadlineExceeded
		}
		t := time.NewTimer(d)
		select {
		case <-c.wake:
		case <-t.C:
		}
		t.Stop()
	}
}

// tellTLS says in the server's first INFO (c.mu held) that no TLS is wanted inside: over
// wss:// the browser's WebSocket is TLS already, but the server's INFO says TLS is
// required, and nats.go, given a nats:// address, would start TLS within it.
func (c *wsConn) tellTLS() {
	if c.firstInfo {
		return
	}
	c.firstInfo = true
	if !strings.HasPrefix(c.url, "wss:") {
		return
	}
	line := string(c.in[0])
	for _, f := range []string{`"tls_required":true`, `"tls_available":true`} {
		line = strings.Replace(line, f, strings.Replace(f, "true", "false", 1), 1)
	}
	c.in[0] = []byte(line)
}

func (c *wsConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	closed := c.closed
	c.mu.Unlock()
	if closed {
		return 0, net.ErrClosed
	}
	data := js.Global().Get("Uint8Array").New(len(p))
	js.CopyBytesToJS(data, p)
	c.ws.Call("send", data)
	return len(p), nil
}

func (c *wsConn) Close() error {
	c.mu.Lock()
	already := c.closed && c.err == net.ErrClosed
	c.closed, c.err = true, net.ErrClosed
	c.mu.Unlock()
	if already {
		return nil
	}
	for _, event := range []string{"onopen", "onmessage", "onclose", "onerror"} {
		c.ws.Set(event, js.Null()) // none of ours is called once released
	}
	c.ws.Call("close")
	c.poke()
	for _, f := range c.funcs {
		f.Release()
	}
	c.funcs = nil
	return nil
}

// wsAddr is a WebSocket's address, for net.Conn.
type wsAddr string

func (a wsAddr) Network() string { return "websocket" }
func (a wsAddr) String() string  { return string(a) }

func (c *wsConn) LocalAddr() net.Addr  { return wsAddr("browser") }
func (c *wsConn) RemoteAddr() net.Addr { return wsAddr(c.url) }

// SetDeadline bounds Read only: a Write hands its bytes to the browser at once.
func (c *wsConn) SetDeadline(t time.Time) error { return c.SetReadDeadline(t) }

func (c *wsConn) SetReadDeadline(t time.Time) error {
	c.mu.Lock()
	c.deadline = t
	c.mu.Unlock()
	c.poke()
	return nil
}

func (c *wsConn) SetWriteDeadline(time.Time) error { return nil }
