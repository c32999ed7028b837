//go:build js

package netplay

import (
	"context"
	"errors"
)

// Server is nothing in a page: a browser opens no listening socket, so the page joins
// games and hosts none, and nats-server stays out of its module.
type Server struct{}

var errNoHosting = errors.New("a page in a browser cannot host a network game: host it with the desktop app or `oddboards serve`, and join it here")

// StartServer says that a page cannot host.
func StartServer(ServerConfig) (*Server, error) { return nil, errNoHosting }

func (s *Server) readGame(context.Context, string) {}

// URL is nothing: no server runs here.
func (s *Server) URL() string { return "" }

// Close has nothing to stop.
func (s *Server) Close() {}

// Connections are none.
func (s *Server) Connections(string) []Connection { return nil }

// PageURL is none.
func (s *Server) PageURL(string) string { return "" }

// WebSocketURL is none.
func (s *Server) WebSocketURL() string { return "" }

// Host says that a page cannot host.
func (s *Server) Host(context.Context, Spec, Options) (*Table, error) { return nil, errNoHosting }

// Resume says that a page cannot host.
func (s *Server) Resume(context.Context, string, Options) (*Table, error) { return nil, errNoHosting }
