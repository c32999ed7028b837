package savestore

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"oddboards/rules"
)

// NetGame is what the app keeps of a network game to come back to it, days later: the
// line that opens the table again (a joined player's session, or the host's line back)
// and what the list of games shows. The game itself lives in its stream on the server.
type NetGame struct {
	ID      string    `json:"id"`      // the game's ID on its server
	Session string    `json:"session"` // netplay's invitation text with the player's own key
	Title   string    `json:"title"`   // the game, as the list shows it
	Seat    string    `json:"seat"`    // whom this app plays ("host", or a seat's name)
	Names   []string  `json:"names"`
	Server  string    `json:"server,omitempty"` // --server: the address to reach it at instead
	Creds   string    `json:"creds,omitempty"`  // --creds: the credentials file to log in with
	Hosted  bool      `json:"hosted,omitempty"` // on this app's own server (start it to play)
	Over    bool      `json:"over,omitempty"`   // ended when last seen here: not offered to resume
	Updated time.Time `json:"updated"`
}

// Summary is the game's line in the lists: the game, the players, whom this app plays,
// when it was last opened.
func (g NetGame) Summary() string {
	names := make([]string, len(g.Names))
	for i, n := range g.Names {
		names[i] = rules.Excerpt(n, 20)
	}
	who := "host"
	if n, err := strconv.Atoi(g.Seat); err == nil && n >= 0 && n < len(g.Names) {
		who = "playing " + rules.Excerpt(g.Names[n], 20)
	} else if g.Seat == "host" {
		who = "hosted here"
	}
	return fmt.Sprintf("%s · %s · %s · game %s · %s", rules.Excerpt(g.Title, 40), strings.Join(names, ", "), who,
		rules.Excerpt(g.ID, 12), g.Updated.Local().Format(time.DateTime[:16]))
}

const (
	networkDir  = "network"
	netGameFile = "games.json"
	hostKeyFile = "host.seed"
	// maxNetGames bounds the list: the oldest are dropped (their streams stay on the server)
	maxNetGames = 200
)

// NetworkDir is the folder of network play: the hosted server's streams, the host's key,
// the games to come back to. It is made readable by this user only: it holds secrets.
func (s *Store) NetworkDir() (string, error) {
	dir := filepath.Join(s.dir, networkDir)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("cannot keep network games: %w", err)
	}
	return dir, nil
}

// NetGames lists the network games kept, the latest played first. A damaged list is an
// error, and is left on disk for the player to look at.
func (s *Store) NetGames() ([]NetGame, error) {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	return s.netGamesLocked()
}

func (s *Store) netGamesLocked() ([]NetGame, error) {
	data, err := os.ReadFile(filepath.Join(s.dir, networkDir, netGameFile))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []NetGame
	if err := json.Unmarshal(data, &out); err != nil {
		return nil, fmt.Errorf("the list of network games (%s) is damaged: %v", netGameFile, err)
	}
	slices.SortStableFunc(out, func(a, b NetGame) int { return b.Updated.Compare(a.Updated) })
	return out, nil
}

// KeepNetGame adds g to the list, or updates the entry of the same game and seat.
func (s *Store) KeepNetGame(g NetGame) error {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	list, err := s.netGamesLocked()
	if err != nil {
		return err
	}
	list = slices.DeleteFunc(list, func(o NetGame) bool { return o.ID == g.ID && o.Seat == g.Seat })
	list = append([]NetGame{g}, list...)
	if len(list) > maxNetGames {
		list = list[:maxNetGames]
	}
	return s.writeNetGames(list)
}

// ForgetNetGame takes the game id played as seat off the list.
func (s *Store) ForgetNetGame(id, seat string) error {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	list, err := s.netGamesLocked()
	if err != nil {
		return err
	}
	return s.writeNetGames(slices.DeleteFunc(list, func(o NetGame) bool { return o.ID == id && o.Seat == seat }))
}

func (s *Store) writeNetGames(list []NetGame) error {
	dir, err := s.NetworkDir()
	if err != nil {
		return err
	}
	data, err := json.MarshalIndent(list, "", "  ")
	if err != nil {
		return err
	}
	return writePrivate(filepath.Join(dir, netGameFile), append(data, '\n'))
}

// HostKey is the seed of this app's host key, made with newKey and kept on first use: the
// hosted server's administrator, and the key of every game hosted here, so the games can
// be opened again after the app starts again.
func (s *Store) HostKey(newKey func() (string, error)) (string, error) {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	dir, err := s.NetworkDir()
	if err != nil {
		return "", err
	}
	return KeptHostKey(filepath.Join(dir, hostKeyFile), newKey)
}

// KeptHostKey is the host key's seed kept in the file path, made with newKey and written
// there (this user's only) when the file is missing or blank: HostKey's, and `oddboards
// serve`'s in its own folder.
func KeptHostKey(path string, newKey func() (string, error)) (string, error) {
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		if seed := strings.TrimSpace(string(data)); seed != "" {
			return seed, nil
		}
	case !errors.Is(err, os.ErrNotExist):
		return "", err
	}
	seed, err := newKey()
	if err != nil {
		return "", err
	}
	if err := writePrivate(path, []byte(seed+"\n")); err != nil {
		return "", fmt.Errorf("cannot keep the host's key: %w", err)
	}
	return seed, nil
}
