package cli

import (
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"oddboards/internal/netplay"
)

func TestNetworkFlags(t *testing.T) {
	key, err := netplay.NewHostKey()
	if err != nil {
		t.Fatal(err)
	}
	inv := "oddb1:nats://127.0.0.1:4222/k7q2m9xwab/1/" + key
	dir := t.TempDir()
	creds := filepath.Join(dir, "me.creds")
	if err := os.WriteFile(creds, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want NetArgs
		err  string // a part of the error, "" for none
	}{
		{args: []string{"--join", inv, "--name", "Bea"}, want: NetArgs{Join: inv, Name: "Bea", Port: 4222}},
		{args: []string{"--server", "nats://a:4222,nats://b:4222", "--creds", creds},
			want: NetArgs{Server: "nats://a:4222,nats://b:4222", Creds: creds, Port: 4222}},
		{args: []string{"--game", "pothole-chess", "--host", "--port", "0", "--remote", "2,3", "--address", "127.0.0.1"},
			want: NetArgs{Host: true, Port: 0, Address: "127.0.0.1", Remote: []int{1, 2}}},
		{args: []string{"--join", inv, "--game", "pothole-chess"}, err: "neither --game nor --host"},
		{args: []string{"--server", "http://x:1"}, err: "not a NATS address"},
		{args: []string{"--creds", creds}, err: "goes with --server"},
		{args: []string{"--server", "nats://a:1", "--creds", creds + ".missing"}, err: "no such file"},
		{args: []string{"--host"}, err: "give --game too"},
		{args: []string{"--game", "pothole-chess", "--host"}, err: "needs --remote"},
		{args: []string{"--game", "pothole-chess", "--host", "--remote", "5"}, err: "not a seat (1 to 4)"},
		{args: []string{"--game", "pothole-chess", "--host", "--remote", "1,2,3,4"}, err: "keep one here"},
		{args: []string{"--game", "pothole-chess", "--host", "--remote", "2", "--port", "70000"}, err: "not a port"},
		{args: []string{"--remote", "2"}, err: "go with --host"},
		{args: []string{"--web", dir}, err: "go with --host"},
		{args: []string{"--game", "pothole-chess", "--host", "--remote", "2", "--web", dir, "--cert", creds, "--key", creds},
			want: NetArgs{Host: true, Port: 4222, Remote: []int{1}, Web: dir, Cert: creds, Key: creds}},
		{args: []string{"--game", "pothole-chess", "--host", "--remote", "2", "--cert", creds}, err: "go together"},
		{args: []string{"--game", "pothole-chess", "--host", "--remote", "2", "--web", dir + "/missing"}, err: "--web"},
		{args: []string{"--game", "pothole-chess", "--host", "--remote", "2", "--cert", creds + "x", "--key", creds}, err: "--cert"},
	} {
		a, err := ParseAppArgs(c.args)
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: error %v, want one saying %q", c.args, err, c.err)
			} else if strings.ContainsRune(err.Error(), '\x1b') {
				t.Errorf("%q: the error echoes a control byte", c.args)
			}
		case err != nil:
			t.Errorf("%q: %v", c.args, err)
		case !reflect.DeepEqual(a.Net, c.want):
			t.Errorf("%q: %+v, want %+v", c.args, a.Net, c.want)
		}
	}
}

// The host's flags read the same for --host and serve: the address trimmed, the port and
// the page's files checked.
func TestHostFlags(t *testing.T) {
	dir := t.TempDir()
	pem := filepath.Join(dir, "c.pem")
	if err := os.WriteFile(pem, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want hostArgs
		err  string // a part of the error, "" for none
	}{
		{args: nil, want: hostArgs{port: 4222}},
		{args: []string{"--port", "0", "--address", " 203.0.113.5\t"}, want: hostArgs{address: "203.0.113.5"}},
		{args: []string{"--port", "65535", "--web", dir, "--cert", pem, "--key", pem},
			want: hostArgs{port: 65535, web: dir, cert: pem, key: pem}},
		{args: []string{"--port", "-1"}, err: "--port -1 is not a port"},
		{args: []string{"--port", "65536"}, err: "--port 65536 is not a port"},
		{args: []string{"--key", pem}, err: "go together"},
		{args: []string{"--web", filepath.Join(dir, "none")}, err: "--web"},
		{args: []string{"--cert", pem, "--key", pem + ".missing"}, err: "--key"},
		{args: []string{"--port", "70000", "--web", filepath.Join(dir, "none")}, err: "not a port"},
	} {
		fs := newFlags("oddboards serve")
		hf := addHostFlags(fs, "port", "web")
		if _, err := parse(fs, c.args); err != nil {
			t.Fatalf("%q: %v", c.args, err)
		}
		h, err := hf.read()
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: error %v, want one saying %q", c.args, err, c.err)
			}
		case err != nil:
			t.Errorf("%q: %v", c.args, err)
		case h != c.want:
			t.Errorf("%q: %+v, want %+v", c.args, h, c.want)
		}
	}
}

// TestUsageNamesEveryNetworkFlag: --help and the usage after a mistake list each network
// flag at the start of a line with what it does, including any flag added later.
func TestUsageNamesEveryNetworkFlag(t *testing.T) {
	fs := newFlags("oddboards")
	addNetFlags(fs)
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	if len(names) < 8 {
		t.Fatalf("addNetFlags adds %d flags: %q", len(names), names)
	}
	lines := strings.Split(fullUsage(), "\n")
	for _, name := range names {
		found := false
		for _, l := range lines {
			f := strings.Fields(l)
			// "--port P   the hosted server's port …": the flag, its value, then words
			if len(f) >= 3 && f[0] == "--"+name {
				found = true
			}
		}
		if !found {
			t.Errorf("the usage has no line explaining --%s", name)
		}
	}
}
