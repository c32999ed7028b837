package netplay

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/nats-io/nkeys"
)

// Names on the server. A game's stream holds every subject under its prefix; each seat
// writes on a subject of its own, so the server's permissions can say who writes as whom.
const (
	streamPrefix  = "ODDB_"
	subjectPrefix = "oddb."
	hostToken     = "host"
	watchToken    = "watch"
	sigHeader     = "Oddb-Sig"
)

// Watch is the seat number of a spectator's invitation: it reads the game, writes nothing.
const Watch = -2

// idAlphabet spells game IDs: lower case and digits without look-alikes (0/o, 1/l), so an
// ID read aloud or copied by hand survives, and it is a valid subject token and stream name.
const idAlphabet = "abcdefghijkmnpqrstuvwxyz23456789"

const idLen = 10 // 50 bits: no two games of one server meet by chance

// newGameID makes a random game ID.
func newGameID() (string, error) {
	var raw [idLen]byte
	if _, err := rand.Read(raw[:]); err != nil {
		return "", err
	}
	b := make([]byte, idLen)
	for i, r := range raw {
		b[i] = idAlphabet[int(r)%len(idAlphabet)] // 256 is a multiple of 32: no bias
	}
	return string(b), nil
}

func validGameID(s string) bool {
	if len(s) != idLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(idAlphabet, s[i]) < 0 {
			return false
		}
	}
	return true
}

// streamName is the JetStream stream of game id.
func streamName(id string) string { return streamPrefix + id }

// gameSubjects are all the subjects of game id.
func gameSubjects(id string) string { return subjectPrefix + id + ".>" }

// seatToken names a seat in subjects and invitations.
func seatToken(seat int) string {
	switch seat {
	case Host:
		return hostToken
	case Watch:
		return watchToken
	}
	return strconv.Itoa(seat)
}

// parseSeatToken reads seatToken's names back.
func parseSeatToken(s string) (int, bool) {
	switch s {
	case hostToken:
		return Host, true
	case watchToken:
		return Watch, true
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n >= maxSeats || strconv.Itoa(n) != s {
		return 0, false
	}
	return n, true
}

// subject is where seat (or the Host) of game id writes.
func subject(id string, seat int) string { return subjectPrefix + id + "." + seatToken(seat) }

// subjectSeat is the writer a subject of game id names.
func subjectSeat(id, subject string) (int, bool) {
	tok, ok := strings.CutPrefix(subject, subjectPrefix+id+".")
	if !ok {
		return 0, false
	}
	seat, ok := parseSeatToken(tok)
	return seat, ok && seat != Watch
}

// inboxPrefix is where the server answers a connection of seat (or Host, or Watch) in game
// id: a prefix of its own, so it may read no one else's answers.
func inboxPrefix(id string, seat int) string { return "_INBOX." + id + "." + seatToken(seat) }

// NewHostKey makes the seed of a host's key. The host keeps it: it signs the host's
// events, derives the seats' invitations, and is the hosted server's administrator.
func NewHostKey() (string, error) {
	kp, err := nkeys.CreateUser()
	if err != nil {
		return "", err
	}
	seed, err := kp.Seed()
	return string(seed), err
}

// keyFromSeed reads a seed, saying in words what is wrong.
func keyFromSeed(seed string) (nkeys.KeyPair, error) {
	kp, err := nkeys.FromSeed([]byte(seed))
	if err != nil {
		return nil, errors.New("the key is damaged (a character lost or changed in copying?)")
	}
	if pre, _, _ := nkeys.DecodeSeed([]byte(seed)); pre != nkeys.PrefixByteUser {
		return nil, errors.New("the key is not a player's key")
	}
	return kp, nil
}

// deriveKey makes the key the host's key gives to purpose ("seat", "watch") in game id,
// seat and generation gen: the host never has to store the invitations it gave, only
// its own key, and can write any of them again.
func deriveKey(host nkeys.KeyPair, purpose, id string, seat, gen int) (nkeys.KeyPair, error) {
	seed, err := host.Seed()
	if err != nil {
		return nil, err
	}
	_, raw, err := nkeys.DecodeSeed(seed)
	if err != nil {
		return nil, err
	}
	mac := hmac.New(sha256.New, raw)
	fmt.Fprintf(mac, "oddboards/%s/%s/%d/%d", purpose, id, seat, gen)
	return nkeys.FromRawSeed(nkeys.PrefixByteUser, mac.Sum(nil))
}

func publicKey(kp nkeys.KeyPair) string {
	pub, err := kp.PublicKey()
	if err != nil {
		panic(err) // a key pair made here always has one
	}
	return pub
}

func seedOf(kp nkeys.KeyPair) string {
	seed, err := kp.Seed()
	if err != nil {
		panic(err) // a key pair made from a seed always has one
	}
	return string(seed)
}

// sign is the signature header's value for data.
func sign(kp nkeys.KeyPair, data []byte) (string, error) {
	sig, err := kp.Sign(data)
	if err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(sig), nil
}

// verify checks that sig is pub's signature of data.
func verify(pub string, data []byte, sig string) error {
	if sig == "" {
		return errors.New("unsigned")
	}
	raw, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil {
		return errors.New("a signature that is not base64")
	}
	kp, err := nkeys.FromPublicKey(pub)
	if err != nil {
		return errors.New("no key to check the signature with")
	}
	if kp.Verify(data, raw) != nil {
		return errors.New("a forged signature (not the seat's key)")
	}
	return nil
}

// validUserKey reports whether s is a player's public key.
func validUserKey(s string) bool { return nkeys.IsValidPublicUserKey(s) }
