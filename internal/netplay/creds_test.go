//go:build !js

package netplay

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nkeys"
)

// startOperatorServer starts a NATS server run as deployments are: operator mode, logins
// by credentials files (a user JWT and its seed). It returns its address and a function
// writing the credentials of a new user of its one account.
func startOperatorServer(t *testing.T) (string, func() string) {
	t.Helper()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	op, _ := nkeys.CreateOperator()
	opPub, _ := op.PublicKey()
	oc := jwt.NewOperatorClaims(opPub)
	opJWT, err := oc.Encode(op)
	must(err)
	oc, err = jwt.DecodeOperatorClaims(opJWT)
	must(err)
	account := func(js bool) (nkeys.KeyPair, string, string) {
		kp, _ := nkeys.CreateAccount()
		pub, _ := kp.PublicKey()
		ac := jwt.NewAccountClaims(pub)
		if js {
			ac.Limits.JetStreamLimits = jwt.JetStreamLimits{MemoryStorage: -1, DiskStorage: -1, Streams: -1, Consumer: -1}
		}
		tok, err := ac.Encode(op)
		must(err)
		return kp, pub, tok
	}
	acc, accPub, accJWT := account(true)
	_, sysPub, sysJWT := account(false)
	resolver := &server.MemAccResolver{}
	must(resolver.Store(accPub, accJWT))
	must(resolver.Store(sysPub, sysJWT))
	ns, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: server.RANDOM_PORT, JetStream: true,
		StoreDir: t.TempDir(), NoLog: true, NoSigs: true, JetStreamMaxMemory: 16 << 20,
		TrustedOperators: []*jwt.OperatorClaims{oc}, AccountResolver: resolver, SystemAccount: sysPub})
	must(err)
	ns.Start()
	if !ns.ReadyForConnections(guard) {
		t.Fatal("the operator's server did not start")
	}
	t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
	dir, n := t.TempDir(), 0
	return ns.ClientURL(), func() string {
		u, _ := nkeys.CreateUser()
		pub, _ := u.PublicKey()
		seed, _ := u.Seed()
		uc := jwt.NewUserClaims(pub)
		tok, err := uc.Encode(acc)
		must(err)
		creds, err := jwt.FormatUserConfig(tok, seed)
		must(err)
		n++
		path := filepath.Join(dir, "user"+seatToken(n)+".creds")
		must(os.WriteFile(path, creds, 0o600))
		return path
	}
}

// Playing through a NATS deployment the host does not run: the host and the player each
// log in with credentials files of their own (--server and --creds), the invitation says
// which game and seat, and the signatures guard the seats.
func TestPlayThroughADeploymentWithCredentials(t *testing.T) {
	ctx := testContext(t)
	url, newCreds := startOperatorServer(t)
	host, err := HostGame(ctx, url, newHostKey(t), Spec{Game: "clash-of-command", Remote: []bool{false, true}}, Options{Creds: newCreds()})
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, host)
	inv := host.Invitations("")[0]
	for _, c := range []struct {
		o    Options
		want string
	}{
		{Options{Name: "Bob"}, "wants a login"},
		{Options{Name: "Bob", Creds: filepath.Join(t.TempDir(), "none.creds")}, "the credentials file"},
	} {
		if _, err := open(ctx, inv, c.o); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.o, err, c.want)
		}
	}
	bob, err := open(ctx, inv, Options{Name: "Bob", Creds: newCreds()})
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, bob)
	driveAll(t, ctx, []*Table{host, bob}, 4, 2000)
	if s := sameGame(t, ctx, []*Table{host, bob}); !s.Outcome.Over() || s.Seats[1].Name != "Bob" {
		t.Errorf("%d plies, %v, seats %+v", len(s.History), s.Outcome, s.Seats)
	}
}
