//go:build !js

package netplay

import (
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// The hosted server's neighbours, for players in a browser: NATS over WebSocket on the
// game port + 1, the page (`make web`'s bin/web) over HTTP on the game port + 2, each on
// any free port when that one is taken (the links and the page's question say which).
const (
	wsOffset   = 1
	pageOffset = 2
)

// neighbourPort is the port off from the game port, if free on addr; 0 (any free one)
// when it is taken, or when the game port is itself any free one.
func neighbourPort(addr string, port, off int) int {
	if port == 0 || port+off > 65535 {
		return 0
	}
	l, err := net.Listen("tcp", net.JoinHostPort(addr, strconv.Itoa(port+off)))
	if err != nil {
		return 0
	}
	l.Close()
	return port + off
}

// loadTLS reads the certificate and key the host gives for https:// and wss://.
func loadTLS(cert, key string) (*tls.Config, error) {
	switch {
	case cert == "" && key == "":
		return nil, nil
	case cert == "" || key == "":
		return nil, errors.New("a certificate goes with its key: give both (--cert FILE --key FILE)")
	}
	pair, err := tls.LoadX509KeyPair(cert, key)
	if err != nil {
		return nil, fmt.Errorf("cannot read the certificate %s with the key %s: %s", clean(cert, 80), clean(key, 80), plain(err))
	}
	return &tls.Config{Certificates: []tls.Certificate{pair}, MinVersion: tls.VersionTLS12}, nil
}

// websocketOptions are the NATS WebSocket listener's: the server's own logins (the gate
// checks a WebSocket client as any other, since nothing here overrides it), TLS when the
// host has a certificate.
func websocketOptions(cfg ServerConfig, addr string, tc *tls.Config) server.WebsocketOpts {
	if cfg.WebSocketPort < 0 {
		return server.WebsocketOpts{}
	}
	port := cfg.WebSocketPort
	if port == 0 {
		port = neighbourPort(addr, cfg.Port, wsOffset)
	}
	if port == 0 {
		port = -1 // nats-server's "any free one"
	}
	return server.WebsocketOpts{
		Host:             addr,
		Port:             port,
		NoTLS:            tc == nil,
		TLSConfig:        tc,
		HandshakeTimeout: 10 * time.Second,
	}
}

// webSocketPort is the port nats-server's WebSocket took, read once as it starts.
func webSocketPort(ns *server.Server) int {
	port := 0
	if u, err := url.Parse(ns.WebsocketURL()); err == nil {
		port, _ = strconv.Atoi(u.Port())
	}
	return port
}

// scheme is plain, or secure when the server has the host's certificate.
func (s *Server) scheme(plain, secure string) string {
	if s.secure {
		return secure
	}
	return plain
}

// servePage starts serving the page (cfg.Page, or a page saying it is missing) and the
// WebSocket's address over HTTP, or HTTPS with tc.
func (s *Server) servePage(cfg ServerConfig, addr string, tc *tls.Config) error {
	if cfg.PagePort < 0 {
		return nil
	}
	port := cfg.PagePort
	if port == 0 {
		port = neighbourPort(addr, cfg.Port, pageOffset)
	}
	l, err := net.Listen("tcp", net.JoinHostPort(addr, strconv.Itoa(port)))
	if err != nil && cfg.PagePort == 0 && port != 0 {
		l, err = net.Listen("tcp", net.JoinHostPort(addr, "0")) // the neighbour taken meanwhile
	}
	if err != nil {
		return fmt.Errorf("cannot serve the page on %s port %d: %s", addr, port, plain(err))
	}
	s.pagePort = l.Addr().(*net.TCPAddr).Port
	if tc != nil {
		l = tls.NewListener(l, tc)
	}
	page := cfg.Page
	if page == nil {
		page = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			http.Error(w, "This game server has no page to serve: its host builds it with `make web` (bin/web) or gives --web DIR.", http.StatusNotFound)
		})
	}
	mux := http.NewServeMux()
	mux.Handle("/", page)
	mux.HandleFunc(WebSocketPath, s.answerWebSocket)
	// the HTTP server's own complaints (a browser's failed TLS handshake) go where the
	// server's do, not to the app's standard error
	errs := log.New(io.Discard, "", 0)
	if cfg.Logf != nil {
		errs = log.New(logWriter(cfg.Logf), "page: ", 0)
	}
	s.page = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, ErrorLog: errs}
	s.stopped.Add(1)
	go func() {
		defer s.stopped.Done()
		_ = s.page.Serve(l) // ends with Close
	}()
	return nil
}

// answerWebSocket tells the page where the NATS WebSocket is, {"port": the game port,
// "websocket": "ws://HOST:PORT"}: at the host the browser reached the page at (the
// invitation's, as the host gave it), on the WebSocket's port.
func (s *Server) answerWebSocket(w http.ResponseWriter, r *http.Request) {
	if s.wsPort == 0 {
		http.Error(w, "this game server takes no WebSocket connections", http.StatusNotFound)
		return
	}
	host := r.Host
	if h, _, err := net.SplitHostPort(r.Host); err == nil {
		host = h
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	// the game port too: a page holding another server's invitation asks that one's
	json.NewEncoder(w).Encode(struct {
		Port      int    `json:"port"`
		WebSocket string `json:"websocket"`
	}{s.port, s.scheme("ws", "wss") + "://" + net.JoinHostPort(host, strconv.Itoa(s.wsPort))})
}

// PageURL is the page's address as others reach it, at public (a host name or address,
// "" for the one the server listens on): http://PUBLIC:PORT, https:// with a certificate;
// "" when the server serves no page.
func (s *Server) PageURL(public string) string {
	if s.pagePort == 0 {
		return ""
	}
	if public == "" {
		public = s.listen
	}
	return s.scheme("http", "https") + "://" + net.JoinHostPort(public, strconv.Itoa(s.pagePort))
}

// WebSocketURL is the NATS WebSocket's address on this machine, "" for none.
func (s *Server) WebSocketURL() string {
	if s.wsPort == 0 {
		return ""
	}
	return s.scheme("ws", "wss") + "://" + net.JoinHostPort(s.listen, strconv.Itoa(s.wsPort))
}

// logWriter hands each line written to it to a printf-like function.
type logWriter func(format string, a ...any)

func (w logWriter) Write(p []byte) (int, error) {
	w("%s", strings.TrimRight(string(p), "\n"))
	return len(p), nil
}
