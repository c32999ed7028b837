//go:build !js

package netplay

import (
	"context"
	"net"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

// freePorts finds n free loopback ports, for the cluster's routes, which must name each
// other before they start.
func freePorts(t *testing.T, n int) []int {
	var ports []int
	var ls []net.Listener
	for i := 0; i < n; i++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	for _, l := range ls {
		l.Close()
	}
	return ports
}

// startCluster starts a cluster of three NATS servers with JetStream on loopback: a
// deployment the host does not run. Players log in with nothing (the "app" user); the
// system account's "sys" user hears the cluster's advisories.
func startCluster(t *testing.T) []*server.Server {
	t.Helper()
	routes := freePorts(t, 3)
	var urls []*url.URL
	for _, p := range routes {
		urls = append(urls, &url.URL{Scheme: "nats", Host: net.JoinHostPort("127.0.0.1", strconv.Itoa(p))})
	}
	var nodes []*server.Server
	for i := 0; i < 3; i++ {
		sys := server.NewAccount("$SYS")
		ns, err := server.NewServer(&server.Options{
			ServerName: "node" + strconv.Itoa(i), Host: "127.0.0.1", Port: server.RANDOM_PORT,
			JetStream: true, StoreDir: t.TempDir(), JetStreamMaxMemory: 16 << 20, NoLog: true, NoSigs: true,
			Cluster:       server.ClusterOpts{Name: "oddboards-test", Host: "127.0.0.1", Port: routes[i]},
			Routes:        urls,
			Accounts:      []*server.Account{sys},
			SystemAccount: "$SYS",
			Users:         []*server.User{{Username: "sys", Password: "sys", Account: sys}, {Username: "app", Password: "app"}},
			NoAuthUser:    "app",
		})
		if err != nil {
			t.Fatal(err)
		}
		ns.Start()
		t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
		nodes = append(nodes, ns)
	}
	for _, ns := range nodes {
		if !ns.ReadyForConnections(guard) {
			t.Fatal("a node did not start")
		}
	}
	return nodes
}

// waitForMetaLeader waits until the cluster's JetStream has elected its leader: it hears
// the election's advisory, or finds one elected already.
func waitForMetaLeader(t *testing.T, ctx context.Context, nodes []*server.Server) {
	t.Helper()
	sys, err := nats.Connect(nodes[0].ClientURL(), nats.UserInfo("sys", "sys"))
	if err != nil {
		t.Fatal(err)
	}
	defer sys.Close()
	elected, err := sys.SubscribeSync("$JS.EVENT.ADVISORY.DOMAIN.LEADER_ELECTED")
	if err != nil {
		t.Fatal(err)
	}
	if err := sys.Flush(); err != nil {
		t.Fatal(err)
	}
	for _, ns := range nodes {
		if ns.JetStreamIsLeader() {
			return
		}
	}
	if _, err := elected.NextMsgWithContext(ctx); err != nil {
		t.Fatalf("no JetStream leader: %v", err)
	}
}

// A game on a three-node cluster, its stream kept by all three (R3): the node leading the
// stream stops mid-game, and play goes on to the end on the other two, every client
// reading the same game.
func TestClusterLosesANodeMidGame(t *testing.T) {
	ctx := testContext(t)
	t0 := time.Now()
	nodes := startCluster(t)
	waitForMetaLeader(t, ctx, nodes)
	t.Logf("leader after %v", time.Since(t0))
	var all []string
	for _, ns := range nodes {
		all = append(all, ns.ClientURL())
	}
	o := Options{Server: strings.Join(all, ","), ReconnectWait: 10e6}
	host, err := HostGame(ctx, nodes[0].ClientURL(), newHostKey(t), Spec{Game: "pothole-chess", Remote: remoteAll(4), Replicas: 3}, o)
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, host)
	tbs := []*Table{host}
	for i, inv := range host.Invitations("") {
		jo := o
		jo.Server, jo.Name = all[(i+1)%3], "Guest "+strconv.Itoa(inv.Seat) // each at a node of its own
		tb, err := Join(ctx, inv.String(), jo)
		if err != nil {
			t.Fatal(err)
		}
		tbs = append(tbs, closeAtEnd(t, tb))
	}
	driveAll(t, ctx, tbs, 11, 40)
	if _, out, n := host.state(); out.Over() || n != 40 {
		t.Fatalf("the game is not under way: %d plies, %v", n, out)
	}
	st, err := host.conn().js.Stream(ctx, host.stream)
	if err != nil {
		t.Fatal(err)
	}
	info := st.CachedInfo()
	if info.Cluster == nil || len(info.Cluster.Replicas) != 2 {
		t.Fatalf("the stream is not kept by three nodes: %+v", info.Cluster)
	}
	leader := info.Cluster.Leader
	stopped := false
	for _, ns := range nodes {
		if ns.Name() == leader {
			ns.Shutdown()
			ns.WaitForShutdown()
			stopped = true
		}
	}
	if !stopped {
		t.Fatalf("no node %q", leader)
	}
	t1 := time.Now()
	driveAll(t, ctx, tbs, 11, 2000)
	t.Logf("after the stop %v", time.Since(t1))
	s := sameGame(t, ctx, tbs)
	if !s.Outcome.Over() && len(s.History) < 2000 || len(s.Refusals) != 0 {
		t.Errorf("%d plies, %v, refusals %v", len(s.History), s.Outcome, s.Refusals)
	}
	st, err = host.conn().js.Stream(ctx, host.stream)
	if err != nil {
		t.Fatal(err)
	}
	if info := st.CachedInfo(); info.Cluster.Leader == leader || info.State.LastSeq != s.Seq {
		t.Errorf("after the stop: leader %s (was %s), last #%d (read #%d)", info.Cluster.Leader, leader, info.State.LastSeq, s.Seq)
	}
	t.Logf("node %s stopped at ply 40; the game ended at ply %d: %v", leader, len(s.History), s.Outcome)
}
