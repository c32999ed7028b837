package savestore

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestNetGamesAreKeptUpdatedAndForgotten(t *testing.T) {
	s := opened(t, t.TempDir())
	if list, err := s.NetGames(); err != nil || len(list) != 0 {
		t.Fatalf("a new store lists %v, %v", list, err)
	}
	t0 := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	games := []NetGame{
		{ID: "aaaaaaaaaa", Seat: "host", Session: "oddb1:one", Updated: t0},
		{ID: "bbbbbbbbbb", Seat: "1", Session: "oddb1:two", Updated: t0.Add(time.Hour)},
		{ID: "aaaaaaaaaa", Seat: "2", Session: "oddb1:three", Updated: t0.Add(2 * time.Hour)},
	}
	for _, g := range games {
		if err := s.KeepNetGame(g); err != nil {
			t.Fatal(err)
		}
	}
	// the same game and seat again replaces its entry
	games[0].Updated = t0.Add(3 * time.Hour)
	games[0].Session = "oddb1:one-again"
	if err := s.KeepNetGame(games[0]); err != nil {
		t.Fatal(err)
	}
	list, err := s.NetGames()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, g := range list {
		got = append(got, g.Session)
	}
	if want := "oddb1:one-again oddb1:three oddb1:two"; strings.Join(got, " ") != want {
		t.Fatalf("listed %q, want %q (the latest first, one entry a seat)", got, want)
	}
	if err := s.ForgetNetGame("aaaaaaaaaa", "2"); err != nil {
		t.Fatal(err)
	}
	if list, _ = s.NetGames(); len(list) != 2 {
		t.Fatalf("after forgetting one of three: %+v", list)
	}
	// the list holds secrets: this user's only
	st, err := os.Stat(filepath.Join(s.dir, networkDir, netGameFile))
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm()&0o077 != 0 {
		t.Errorf("the list's mode is %v", st.Mode().Perm())
	}
}

func TestADamagedNetGameListSaysSoAndIsKept(t *testing.T) {
	s := opened(t, t.TempDir())
	dir, err := s.NetworkDir()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, netGameFile)
	if err := os.WriteFile(path, []byte("[{\"id\": "), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := s.NetGames(); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Fatalf("reading a damaged list: %v", err)
	}
	if err := s.KeepNetGame(NetGame{ID: "cccccccccc", Seat: "host"}); err == nil {
		t.Fatal("a game was kept over the damaged list")
	}
	if data, _ := os.ReadFile(path); string(data) != "[{\"id\": " {
		t.Fatalf("the damaged list was overwritten: %q", data)
	}
}

func TestTheHostKeyIsMadeOnceAndKept(t *testing.T) {
	dir := t.TempDir()
	s := opened(t, dir)
	made := 0
	newKey := func() (string, error) { made++; return "SUKEY" + strings.Repeat("A", made), nil }
	k1, err := s.HostKey(newKey)
	if err != nil {
		t.Fatal(err)
	}
	s2 := opened(t, dir) // the app started again
	k2, err := s2.HostKey(newKey)
	if err != nil || k1 != k2 || made != 1 {
		t.Fatalf("keys %q then %q (%v), made %d times", k1, k2, err, made)
	}
	failing := func() (string, error) { return "", errors.New("no randomness") }
	s3, _ := New(t.TempDir())
	if _, err := s3.HostKey(failing); err == nil {
		t.Fatal("a failed key was kept")
	}
}
