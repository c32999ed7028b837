package netplay

import (
	"net/http"
	"time"
)

// What hosting is, whether or not this build can host (a page in a browser cannot:
// server_js.go).

// ServerConfig is how the app hosts network games: an embedded NATS server with
// JetStream, its streams stored in a folder.
type ServerConfig struct {
	Dir     string // JetStream's folder (the app's data folder, or a test's)
	Host    string // the address to listen on; "" is 127.0.0.1, this machine only
	Port    int    // the port; 0 picks a free one
	HostKey string // the seed of the host's key (NewHostKey): the server's administrator
	// Logf, if set, receives the server's notices and errors; nil keeps it silent.
	Logf func(format string, a ...any)
	// FloodRate is how many messages a second one connection of a player or spectator may
	// send before the server sends it away and bars its key for a while: 0 is
	// defaultFloodRate, less than 0 none.
	FloodRate int
	// For players in a browser (web.go): the NATS WebSocket's port and the page's, 0 for
	// the game port's neighbours (+1, +2) or any free ones, -1 for none; the page's files
	// (nil: a page saying they are missing); a certificate and key for https:// and wss://.
	WebSocketPort, PagePort int
	Page                    http.Handler
	CertFile, KeyFile       string
}

// defaultFloodRate is far above what a table sends (a few messages a minute, a few dozen
// requests to read a long game) and far below a flood.
const defaultFloodRate = 300

// Connection is one client connected to a game: who, from where, since when.
type Connection struct {
	Seat  int // a seat from 0, or Watch
	Name  string
	Addr  string // its address as the server sees it
	Since time.Time
}

// WebSocketPath is where the page asks its host for the NATS WebSocket's address
// (ws://HOST:PORT, wss:// over TLS, HOST as the browser reached the page).
const WebSocketPath = "/websocket"
