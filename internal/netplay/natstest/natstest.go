// Package natstest starts NATS servers for tests: one home for what the network play's
// tests and the UI's share.
package natstest

import (
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// OpenServer starts a NATS server with JetStream and no logins on 127.0.0.1, stopped when
// the test ends, and returns its address: a server the host does not run, where anyone
// may write anything, and only the games' signatures guard the seats.
func OpenServer(t testing.TB) string {
	t.Helper()
	ns, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: server.RANDOM_PORT, JetStream: true,
		StoreDir: t.TempDir(), NoLog: true, NoSigs: true, JetStreamMaxMemory: 16 << 20})
	if err != nil {
		t.Fatal(err)
	}
	ns.Start()
	if !ns.ReadyForConnections(2 * time.Minute) { // generous: a busy machine is no failure
		t.Fatal("the open NATS server did not start")
	}
	t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
	return ns.ClientURL()
}
