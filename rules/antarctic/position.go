package antarctic

import (
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"

	"oddboards/rules"
)

// The position string of Antarctic Chess: fields separated by '/', the first the mode and
// the turn, then one field per player in turn order (the seats of Game.Players):
//
//	2S 1 / Fu8 Gt9 … Mv12 … / Fc8 Gc9 … *O out
//
//  1. the mode (the Config's when it gives one, which must agree, so that a 2S string is
//     not read as a 2L game by mistake; FillConfig takes it when the Config gives none),
//     the player to move as a number from 1, and two optional words: passed:2,3 for the
//     players the last move passed over because they could not move (Status names them),
//     and resigned when the game was won by the others resigning;
//  2. each player's pieces on the board, a piece letter (O L E P S M K G R F) and a hex
//     ("Ok6"), in hex order; its captured Predators waiting to return, '*' and the letter
//     as it was captured ("*O"); and the word out when the player is out. '-' for a
//     player with none of these.
//
// The royal counts and the result are found from the pieces: an Emperor (6E: or King) on
// the centre hex has won, a mode's Emperors gone decides it as a capture would, and if
// no player still in can move the game is drawn. Only a win by resigning cannot be told
// from the board, hence its word. The rules have no draw counters and no history.

// maxText bounds a position string: the fullest position (2L, 114 pieces) takes about 600
// characters.
const maxText = 2000

// PositionText writes the position string (see above). A finished game does not repeat
// the players the move before its last one passed over.
func (p *Position) PositionText() string {
	s := &p.st
	var b strings.Builder
	b.WriteString(s.g.m.code + " " + strconv.Itoa(int(s.side)+1))
	if s.result == rules.Ongoing && s.passed != 0 {
		var seats []string
		for i := 0; i < s.g.n; i++ {
			if s.passed&(1<<i) != 0 {
				seats = append(seats, strconv.Itoa(i+1))
			}
		}
		b.WriteString(" passed:" + strings.Join(seats, ","))
	}
	if s.result == rules.Win && s.why == whyResigned {
		b.WriteString(" resigned")
	}
	for i := 0; i < s.g.n; i++ {
		b.WriteString(" /")
		empty := true
		for c, v := range s.sq {
			if v != 0 && ownerOf(v) == i {
				b.WriteString(" " + kindTable.Code(toKind(kindOf(v))) + cellName(c))
				empty = false
			}
		}
		for k := kOrca; k <= kPetrel; k++ {
			for r := s.reserve[i][k]; r > 0; r-- {
				b.WriteString(" *" + kindTable.Code(toKind(k)))
				empty = false
			}
		}
		switch {
		case s.out&(1<<i) != 0:
			b.WriteString(" out")
		case empty:
			b.WriteString(" -")
		}
	}
	return b.String()
}

var _ rules.ConfigFiller = Game{}

// FillConfig takes the game's mode from the string when cfg gives none: a string holds
// its whole position, mode included. A string of another mode than cfg's is left for
// ReadPosition to refuse.
func (Game) FillConfig(cfg rules.Config, s string) rules.Config {
	if cfg.Mode != "" || len(s) > maxText {
		return cfg
	}
	first, _, _ := strings.Cut(s, "/")
	if ws := rules.Words(first); len(ws) > 0 {
		if m, err := lookupMode(ws[0].Text); err == nil {
			cfg.Mode = m.code
		}
	}
	return cfg
}

// ReadPosition reads the position string (see PositionText) under cfg's mode. Every
// mistake in the string is a *rules.PositionError.
func (g Game) ReadPosition(cfg rules.Config, s string) (rules.Position, error) {
	if err := rules.CheckConfig(g, cfg); err != nil {
		return nil, err
	}
	m, err := lookupMode(cfg.Mode)
	if err != nil {
		return nil, err
	}
	return rules.ReadAs(readPosition(m, s))
}

// head is what the first field says besides the mode.
type head struct {
	side, sideAt int
	passed       uint8
	passedAt     int
	resigned     bool
	resignedAt   int
}

func readPosition(m *mode, text string) (*Position, error) {
	if len(text) > maxText {
		return nil, rules.PositionErr(1, 0, "%d characters is far longer than any position of 295 hexes", len(text))
	}
	g := newGame(m)
	fields := strings.Split(text, "/")
	h, err := readHead(m, fields[0]) // first, so that another mode's string is named as such
	if err != nil {
		return nil, err
	}
	if len(fields) != g.n+1 {
		return nil, rules.PositionErr(min(len(fields)+1, g.n+1), 0,
			"mode %s has %d players, so a position has %d fields one / apart (the turn, then each player's pieces); this has %d",
			m.code, g.n, g.n+1, len(fields))
	}
	s := state{g: g, side: int8(h.side)}
	start := startCounts(m)
	var outMarked uint8
	for i := 0; i < g.n; i++ {
		out, err := s.readSeat(i, fields[i+1], &start[i])
		if err != nil {
			return nil, err
		}
		if out {
			outMarked |= 1 << i
		}
	}
	s.recount()
	if err := s.checkOut(outMarked); err != nil {
		return nil, err
	}
	if err := s.settle(h); err != nil {
		return nil, err
	}
	return &Position{st: s}, nil
}

// readHead reads the first field: the mode, the player to move, passed: and resigned.
func readHead(m *mode, field string) (head, error) {
	n := len(m.seats)
	ws := rules.Words(field)
	if len(ws) < 2 {
		return head{}, rules.PositionErr(1, 0, "write the mode and the player to move, such as \"%s 1\"", m.code)
	}
	if code := ws[0].Text; !strings.EqualFold(code, m.code) {
		if other, err := lookupMode(code); err == nil {
			return head{}, rules.PositionErr(1, ws[0].At, "a position of mode %s, read as mode %s", other.code, m.code)
		}
		return head{}, rules.PositionErr(1, ws[0].At, "no mode %s in Antarctic Chess (%s)", rules.QuoteInput(code), strings.Join(Modes(), " "))
	}
	side, ok := seatNumber(ws[1].Text, n)
	if !ok {
		return head{}, rules.PositionErr(1, ws[1].At, "the player to move is a number from 1 to %d, not %s", n, rules.QuoteInput(ws[1].Text))
	}
	h := head{side: side, sideAt: ws[1].At}
	for _, w := range ws[2:] {
		switch {
		case w.Text == "resigned":
			if h.resigned {
				return head{}, rules.PositionErr(1, w.At, "resigned twice")
			}
			h.resigned, h.resignedAt = true, w.At
		case strings.HasPrefix(w.Text, "passed:"):
			if h.passedAt != 0 {
				return head{}, rules.PositionErr(1, w.At, "passed: twice")
			}
			h.passedAt = w.At
			at := w.At + len("passed:")
			for _, part := range strings.Split(w.Text[len("passed:"):], ",") {
				q, ok := seatNumber(part, n)
				if !ok {
					return head{}, rules.PositionErr(1, at, "passed: lists players, numbers from 1 to %d, not %s", n, rules.QuoteInput(part))
				}
				if h.passed&(1<<q) != 0 {
					return head{}, rules.PositionErr(1, at, "passed: names player %d twice", q+1)
				}
				h.passed |= 1 << q
				at += len(part) + 1
			}
		default:
			return head{}, rules.PositionErr(1, w.At, "unknown word %s (after the player to move: passed:N,… or resigned)", rules.QuoteInput(w.Text))
		}
	}
	return h, nil
}

// seatNumber reads a player's number, from 1, as a seat index.
func seatNumber(s string, n int) (int, bool) {
	v, err := strconv.Atoi(s)
	if err != nil || v < 1 || v > n || s != strconv.Itoa(v) {
		return 0, false
	}
	return v - 1, true
}

// startCounts is how many of each kind each player of m starts with.
func startCounts(m *mode) [][nKinds]int {
	out := make([][nKinds]int, len(m.seats))
	for _, pl := range m.array() {
		out[pl.owner][pl.kind]++
	}
	return out
}

// readSeat reads player i's field: its pieces, its captured Predators and whether it is
// out. A player may have no more Penguins of a kind than it starts with, and, as a
// captured Predator returns one step weaker, never stronger, no more Predators of a kind
// or stronger than start has.
func (s *state) readSeat(i int, field string, start *[nKinds]int) (out bool, err error) {
	fi := i + 2
	name := s.g.m.seats[i].name
	ws := rules.Words(field)
	if len(ws) == 0 {
		return false, rules.PositionErr(fi, 0, "write %s pieces, or - for none", rules.Possessive(name))
	}
	if len(ws) == 1 && ws[0].Text == "-" {
		return false, nil
	}
	var have [nKinds]int
	for _, w := range ws {
		switch {
		case w.Text == "out":
			if out {
				return false, rules.PositionErr(fi, w.At, "out twice")
			}
			out = true
		case w.Text == "-":
			return false, rules.PositionErr(fi, w.At, "- stands alone, for a player with nothing")
		case w.Text[0] == '*':
			k, ok := kindByCode(w.Text[1:])
			switch {
			case len(w.Text) == 1:
				return false, rules.PositionErr(fi, w.At, "write '*' and the letter of the captured piece")
			case !ok:
				return false, rules.PositionErr(fi, w.At+1, "no such piece %s in Antarctic Chess (O L E P S M K G R F)", rules.QuoteInput(w.Text[1:]))
			case !returns(k):
				return false, rules.PositionErr(fi, w.At+1, "only a captured Orca, Leopard, Elephant or Petrel waits to return, not %s", rules.WithArticle(kindTable.Name(toKind(k))))
			}
			if msg := count(&have, start, k, name, s.g.m.code); msg != "" {
				return false, rules.PositionErr(fi, w.At, "%s", msg)
			}
			s.reserve[i][k]++
		default:
			_, size := utf8.DecodeRuneInString(w.Text)
			k, ok := kindByCode(w.Text[:size])
			if !ok {
				return false, rules.PositionErr(fi, w.At, "no such piece %s in Antarctic Chess (O L E P S M K G R F)", rules.QuoteInput(w.Text[:size]))
			}
			c, ok := parseCell(w.Text[1:])
			if !ok {
				return false, rules.PositionErr(fi, w.At+1, "there is no hex %s", rules.QuoteInput(w.Text[1:]))
			}
			if s.sq[c] != 0 {
				return false, rules.PositionErr(fi, w.At+1, "two pieces on %s", cellName(c))
			}
			if msg := count(&have, start, k, name, s.g.m.code); msg != "" {
				return false, rules.PositionErr(fi, w.At, "%s", msg)
			}
			s.sq[c] = mkPiece(k, i)
		}
	}
	return out, nil
}

// count adds a piece of kind k to have, saying why when start has no room for it. Its
// words agree with a plural seat's name ("Predators have").
func count(have, start *[nKinds]int, k int, name, code string) string {
	has := name + " " + rules.Agree(name, "has", "have")
	startsWith := " " + rules.Agree(name, "it starts", "they start") + " with"
	have[k]++
	if !returns(k) && k != kSkua {
		if have[k] > start[k] {
			if start[k] == 0 {
				return has + " no " + plural(k) + " in mode " + code
			}
			return has + " more " + plural(k) + " than the " + strconv.Itoa(start[k]) + startsWith
		}
		return ""
	}
	// a piece of kind k counts against every kind as weak or weaker
	had, began := 0, 0
	for j := kOrca; j <= kSkua; j++ {
		had, began = had+have[j], began+start[j]
		if j < k || had <= began {
			continue
		}
		switch {
		case began == 0:
			return has + " no Predators in mode " + code
		case j == kOrca:
			return has + " more Orcas than the " + strconv.Itoa(began) + startsWith
		}
		return has + " more Predators of " + kindTable.Name(toKind(j)) + " or stronger kinds than the " +
			strconv.Itoa(began) + startsWith + " (a captured piece returns weaker)"
	}
	return ""
}

// plural names kind k in the plural.
func plural(k int) string { return rules.Plural(kindTable.Name(toKind(k))) }

// royalName is what keeps a player of the mode in.
func (s *state) royalName() string {
	if s.g.m.royal == royalOrKing {
		return "Emperor or King"
	}
	return "Emperor"
}

// checkOut compares the players marked out with recount's: a player who can be put out
// is out exactly when it has no royal piece; the Predators of an unequal mode only by
// resigning, which took their pieces and captured Predators away.
func (s *state) checkOut(marked uint8) error {
	for i := 0; i < s.g.n; i++ {
		bit := uint8(1) << i
		name := s.g.m.seats[i].name
		switch {
		case s.g.canOut&bit == 0:
			if marked&bit == 0 {
				continue
			}
			for _, v := range s.sq {
				if v != 0 && ownerOf(v) == i {
					return rules.PositionErr(i+2, 0, "%s %s out only by resigning, which leaves %s no pieces", name, rules.Agree(name, "is", "are"), rules.Agree(name, "it", "them"))
				}
			}
			if s.reserve[i] != [kPetrel + 1]int8{} {
				return rules.PositionErr(i+2, 0, "%s %s out only by resigning, which leaves %s nothing to return", name, rules.Agree(name, "is", "are"), rules.Agree(name, "it", "them"))
			}
			s.out |= bit
		case s.out&bit != 0 && marked&bit == 0:
			return rules.PositionErr(i+2, 0, "%s %s no %s left, so %s out: add the word out", name, rules.Agree(name, "has", "have"), s.royalName(), rules.Agree(name, "is", "are"))
		case s.out&bit == 0 && marked&bit != 0:
			return rules.PositionErr(i+2, 0, "%s %s %s, so %s not out", name, rules.Agree(name, "has", "have"), rules.WithArticle(s.royalName()), rules.Agree(name, "is", "are"))
		}
	}
	return nil
}

// settle finds the result as the move or resignation that made the position would have,
// and checks the turn against it.
func (s *state) settle(h head) error {
	g := s.g
	n := g.n
	left := uint8(1<<n-1) &^ s.out
	alive := g.canOut &^ s.out
	if !g.m.unequal && alive == 0 {
		return rules.PositionErr(2, 0, "no player has an %s left", s.royalName())
	}
	if left == 0 {
		return rules.PositionErr(2, 0, "every player is out")
	}
	onCentre := s.sq[centre]
	switch {
	case onCentre != 0 && s.isRoyal(kindOf(onCentre)):
		if h.resigned {
			return rules.PositionErr(1, h.resignedAt, "resigned: the %s on the centre hex has won", kindTable.Name(toKind(kindOf(onCentre))))
		}
		s.result, s.winner, s.why = rules.Win, int8(ownerOf(onCentre)), whyCentreEmperor
		if kindOf(onCentre) == kKing {
			s.why = whyCentreKing
		}
	case h.resigned:
		if bits.OnesCount8(left) != 1 {
			return rules.PositionErr(1, h.resignedAt, "resigned: the others' resigning ends a game when one player is left, here %d are", bits.OnesCount8(left))
		}
		s.result, s.winner, s.why = rules.Win, int8(bits.TrailingZeros8(left)), whyResigned
	case s.decide():
	default:
		stuck := true
		for q := 0; q < n && stuck; q++ {
			stuck = s.out&(1<<q) != 0 || !s.hasMove(q)
		}
		if stuck {
			s.result, s.winner, s.why = rules.Draw, -1, whyNobodyCanMove
		}
	}
	name := g.m.seats[h.side].name
	if s.result != rules.Ongoing {
		if h.passed != 0 {
			return rules.PositionErr(1, h.passedAt, "passed: only while the game goes on")
		}
		if left != 0 && s.out&(1<<h.side) != 0 {
			return rules.PositionErr(1, h.sideAt, "%s %s out: the turn of a finished game is with a player still in", name, rules.Agree(name, "is", "are"))
		}
		return nil
	}
	if s.out&(1<<h.side) != 0 {
		return rules.PositionErr(1, h.sideAt, "%s %s out and never %s again", name, rules.Agree(name, "is", "are"), rules.Agree(name, "moves", "move"))
	}
	if !s.hasMove(h.side) {
		return rules.PositionErr(1, h.sideAt, "%s %s to move but cannot: a player who cannot move passes", name, rules.Agree(name, "is", "are"))
	}
	// the players passed over are those still in just before the player to move
	var run uint8
	for i := 1; i < n; i++ {
		q := (h.side - i + n) % n
		if s.out&(1<<q) != 0 {
			continue
		}
		if h.passed&(1<<q) == 0 {
			break
		}
		if s.hasMove(q) {
			return rules.PositionErr(1, h.passedAt, "passed: %s can move, so %s not passed over", g.m.seats[q].name, rules.Agree(g.m.seats[q].name, "was", "were"))
		}
		run |= 1 << q
	}
	if h.passed != run {
		return rules.PositionErr(1, h.passedAt, "passed: lists the players still in just before the player to move, and no others")
	}
	s.passed = h.passed
	return nil
}
