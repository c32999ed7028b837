//go:build !js

package netplay

import "github.com/nats-io/nats.go"

// dialing is how a link reaches the server at addr: nats.go's own dialing, by TCP or
// WebSocket as addr's scheme says (in a browser, dial_js.go).
func dialing(addr string, _ Options) (string, []nats.Option) { return addr, nil }
