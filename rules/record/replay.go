package record

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/seat"
)

// Lookup finds a game in a catalogue by its ID; games.Lookup is the app's.
type Lookup func(id string) (games.Entry, error)

// Replay builds the match a record describes: it starts the game its headers name and
// plays every move through the rules engine, then makes again a resignation or agreed
// draw the Result header records. lookup finds the game (nil: games.Lookup). Every
// mistake is an *Error saying where it is.
func Replay(rec *Record, lookup Lookup) (*rules.Match, error) {
	e, err := find(rec, lookup)
	if err != nil {
		return nil, err
	}
	return ReplayAs(rec, e)
}

// ReplayUntilError is Replay for a damaged record: it plays the moves up to the last
// legal one and returns that match, unfinished, with the first mistake (nil if there is
// none: then it is Replay's match). The match is nil only when the headers leave no game
// to start: a missing or unknown game, a wrong setup or option.
func ReplayUntilError(rec *Record, lookup Lookup) (*rules.Match, error) {
	e, err := find(rec, lookup)
	if err != nil {
		return nil, err
	}
	return ReplayAsUntilError(rec, e)
}

// find looks up the game a record names.
func find(rec *Record, lookup Lookup) (games.Entry, error) {
	h, ok := rec.Lookup("Game")
	if !ok {
		return games.Entry{}, &Error{Err: errors.New("the record does not say which game it is (no Game header)")}
	}
	if lookup == nil {
		lookup = games.Lookup
	}
	e, err := lookup(h.Value)
	if err != nil {
		return e, lineErr(h.Line, "header [Game %q]: %v", short(h.Value), err)
	}
	return e, nil
}

// ReplayAs replays rec as a game of e: for a bare move list, which names no game, or to
// check that a record is of the game the caller expects.
func ReplayAs(rec *Record, e games.Entry) (*rules.Match, error) {
	m, err := replay(rec, e, false)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// ReplayAsUntilError is ReplayUntilError for a game of e (see ReplayAs).
func ReplayAsUntilError(rec *Record, e games.Entry) (*rules.Match, error) {
	return replay(rec, e, true)
}

// replay plays rec as a game of e. untilError keeps the match of the moves before the
// first illegal one, and returns it with that mistake.
func replay(rec *Record, e games.Entry, untilError bool) (m *rules.Match, err error) {
	gameLine := 0
	if h, ok := rec.Lookup("Game"); ok {
		gameLine = h.Line
		if h.Value != e.ID {
			return nil, lineErr(h.Line, "this is a record of %s, not of %s", short(h.Value), e.ID)
		}
	}
	cfg, names, err := config(rec, e)
	if err != nil {
		return nil, err
	}
	m, err = rules.NewMatch(e.Game, cfg, names)
	if err != nil {
		if h, ok := rec.Lookup("Mode"); ok {
			if _, modal := e.Game.(rules.ModeLister); !modal {
				return nil, lineErr(h.Line, "header [Mode %q]: %v", short(h.Value), err)
			}
		}
		return nil, lineErr(gameLine, "cannot start %s as the headers say: %v", e.Name, err)
	}
	seats := m.Players()
	if err := seatComputers(rec, m, seats); err != nil {
		return nil, err
	}
	if h, ok := rec.Lookup("TimeControl"); ok {
		tc, err := rules.ParseTimeControl(h.Value)
		if err != nil {
			return nil, lineErr(h.Line, "header [TimeControl %q]: %v", short(h.Value), err)
		}
		m.SetTimeControl(tc, nil)
	}
	g := e.Game
	prevTurn, prevPlayer, prevMarked := -1, rules.NoPlayer, false
	stop := func(err error) (*rules.Match, error) {
		if untilError {
			m.SetPaused(true) // its clocks, if any, wait for the players as a resumed game's do
			return m, err     // the moves before this one: the game up to its last legal move
		}
		return nil, err
	}
	for i, mv := range rec.Moves {
		p := m.Position()
		who := p.ToMove()
		at := func(err error) error {
			name := seatName(seats, who)
			if mv.Resigns != "" {
				name = mv.Resigns
			}
			return &Error{Line: mv.Line, Round: mv.Round, Ply: i + 1, Player: name, Move: mv.Text, Err: err}
		}
		if out := m.Outcome(); out.Over() {
			return stop(at(fmt.Errorf("the game is already over (%s): no move can follow", out.Reason)))
		}
		if mv.Resigns != "" {
			seat := slices.IndexFunc(seats, func(s rules.PlayerInfo) bool { return s.Name == mv.Resigns })
			if seat < 0 {
				return stop(at(fmt.Errorf("%s has no seat %s", e.Name, short(mv.Resigns))))
			}
			quit := m.Resign
			if mv.OnTime {
				quit = m.LoseOnTime
			}
			if err := quit(rules.Player(seat)); err != nil {
				return stop(at(err))
			}
			continue
		}
		if mv.Marked && prevMarked {
			if mv.Turn == prevTurn && who != prevPlayer {
				return stop(at(fmt.Errorf("the record goes on with %s turn, but it is %s move", rules.Possessive(seatName(seats, prevPlayer)), rules.Possessive(seatName(seats, who)))))
			}
			if mv.Turn != prevTurn && who == prevPlayer {
				return stop(at(fmt.Errorf("the record starts a new turn, but it is still %s turn", rules.Possessive(seatName(seats, who)))))
			}
		}
		move, err := parseMove(g, p, mv.Text)
		if err != nil {
			return stop(at(err))
		}
		if err := playMove(m, move); err != nil {
			return stop(at(err))
		}
		prevTurn, prevPlayer, prevMarked = mv.Turn, who, mv.Marked
	}
	if err := checkResult(rec, m); err != nil {
		return stop(err) // the moves are sound: the game up to its last move
	}
	if err := applyResult(rec, m); err != nil {
		return nil, err
	}
	if err := restoreClocks(rec, m); err != nil {
		return nil, err
	}
	return m, nil
}

// restoreClocks gives the plies the times the Clocks header wrote (a game with a
// TimeControl and no Clocks header keeps the times of the replay, which are none).
func restoreClocks(rec *Record, m *rules.Match) error {
	h, ok := rec.Lookup("Clocks")
	if !ok {
		if m.TimeControl().On() {
			m.SetPaused(true)
		}
		return nil
	}
	if !m.TimeControl().On() {
		return lineErr(h.Line, "header [Clocks]: the record has no TimeControl header")
	}
	var left []time.Duration
	for i, f := range strings.Fields(h.Value) {
		s, err := strconv.ParseFloat(f, 64)
		if err != nil || !(s >= 0 && s <= 100*3600) {
			return lineErr(h.Line, "header [Clocks]: time %d, %s, is not a number of seconds", i+1, rules.QuoteInput(f))
		}
		left = append(left, time.Duration(s*float64(time.Second)))
	}
	if err := m.RestoreClocks(left); err != nil {
		return lineErr(h.Line, "header [Clocks]: %v", err)
	}
	return nil
}

// parseMove asks the game to read a move; a panic in a game's reader becomes an error, so
// a bad file never brings the app down.
func parseMove(g rules.Game, p rules.Position, s string) (m rules.Move, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the game's notation reader failed on this move: %v", r)
		}
	}()
	return g.ParseMove(p, s)
}

func playMove(m *rules.Match, mv rules.Move) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the rules failed on this move: %v", r)
		}
	}()
	return m.Play(mv)
}

func seatName(seats []rules.PlayerInfo, p rules.Player) string {
	if int(p) >= 0 && int(p) < len(seats) {
		return seats[p].Name
	}
	return fmt.Sprintf("player %d", p)
}

// config reads the game's configuration and the players' names from the headers.
func config(rec *Record, e games.Entry) (rules.Config, []string, error) {
	g := e.Game
	cfg := rules.Config{Variant: e.Variant, Options: map[string]string{}}
	setupLine := 0
	if h, ok := rec.Lookup("Setup"); ok {
		n, err := strconv.Atoi(h.Value)
		if err != nil {
			return cfg, nil, lineErr(h.Line, "header [Setup %q]: a setup is a number", short(h.Value))
		}
		max := g.Setups(e.Variant)
		if max == 0 {
			return cfg, nil, lineErr(h.Line, "header [Setup %q]: %s has no numbered setups", short(h.Value), e.Name)
		}
		if n < 1 || n > max {
			return cfg, nil, lineErr(h.Line, "header [Setup %q]: %s has setups 1 to %d", short(h.Value), e.Name, max)
		}
		cfg.Setup, setupLine = n, h.Line
	}
	if h, ok := rec.Lookup("Dice"); ok {
		if sr, ok := g.(rules.SetupReader); ok {
			n, err := sr.ParseSetup(e.Variant, h.Value)
			if err != nil {
				return cfg, nil, lineErr(h.Line, "header [Dice %q]: %v", short(h.Value), err)
			}
			if cfg.Setup != 0 && n != cfg.Setup {
				return cfg, nil, lineErr(h.Line, "header [Dice %q] is setup %d, but the Setup header (line %d) says %d", short(h.Value), n, setupLine, cfg.Setup)
			}
			cfg.Setup = n
		}
	}
	if h, ok := rec.Lookup("Mode"); ok {
		if mg, ok := g.(rules.ModeLister); ok && !slices.Contains(mg.Modes(), h.Value) {
			return cfg, nil, lineErr(h.Line, "header [Mode %q]: %s has the modes %s", short(h.Value), e.Name, strings.Join(mg.Modes(), ", "))
		}
		cfg.Mode = h.Value
	}
	known := map[string]rules.Option{}
	var keys []string
	for _, o := range g.Options() {
		known[o.Key] = o
		keys = append(keys, o.Key)
	}
	seen := map[string]int{}
	for _, h := range rec.All("Option") {
		k, v, ok := strings.Cut(h.Value, "=")
		if !ok {
			return cfg, nil, lineErr(h.Line, "header [Option %q]: want key=value", short(h.Value))
		}
		o, ok := known[k]
		if !ok {
			if len(keys) == 0 {
				return cfg, nil, lineErr(h.Line, "header [Option %q]: %s has no options", short(h.Value), e.Name)
			}
			return cfg, nil, lineErr(h.Line, "header [Option %q]: %s has no option %q (its options: %s)", short(h.Value), e.Name, short(k), strings.Join(keys, ", "))
		}
		if l, dup := seen[k]; dup {
			return cfg, nil, lineErr(h.Line, "header [Option %q]: option %s is set already on line %d", short(h.Value), k, l)
		}
		seen[k] = h.Line
		if !slices.Contains(o.Values, v) {
			return cfg, nil, lineErr(h.Line, "header [Option %q]: option %s is one of %s", short(h.Value), k, strings.Join(o.Values, ", "))
		}
		cfg.Options[k] = v
	}
	if h, ok := rec.Lookup("Position"); ok {
		cfg.Position = h.Value
		if _, err := rules.StartOf(g, cfg); err != nil {
			return cfg, nil, lineErr(h.Line, "header [Position %q]: %v", short(h.Value), err)
		}
	}
	seats := g.Players(cfg)
	var names []string
	for i, h := range rec.All("Player") {
		if i >= len(seats) {
			return cfg, nil, lineErr(h.Line, "header [Player %q]: %s has only %d seats", short(h.Value), e.Name, len(seats))
		}
		seat, name, _ := strings.Cut(h.Value, ": ")
		if seat != seats[i].Name {
			return cfg, nil, lineErr(h.Line, "header [Player %q]: seat %d of %s is %s, not %s (write [Player \"%s: name\"])", short(h.Value), i+1, e.Name, seats[i].Name, short(seat), seats[i].Name)
		}
		names = append(names, strings.TrimSpace(name))
	}
	return cfg, names, nil
}

// result is the result the record writes and its line, "" if none.
func result(rec *Record) (string, int) {
	if h, ok := rec.Lookup("Result"); ok {
		return h.Value, h.Line
	}
	return rec.End, rec.EndLine
}

// checkResult checks the Result against the rules' outcome, changing nothing.
func checkResult(rec *Record, m *rules.Match) error {
	res, line := result(rec)
	if res == "" {
		return nil
	}
	seats := m.Players()
	want, err := parseResult(res, len(seats))
	if err != nil {
		return lineErr(line, "%v", err)
	}
	if out := m.Outcome(); out.Over() && (want.Result != out.Result || (out.Result == rules.Win && want.Winner != out.Winner)) {
		return lineErr(line, "the result is %s, but the moves end the game %s (%s)", short(res), describe(out, seats), out.Reason)
	}
	return nil
}

// applyResult makes again the resignation, flag fall, forfeit, agreed draw or
// adjudication that ended a game the rules left open (checkResult has passed).
func applyResult(rec *Record, m *rules.Match) error {
	res, line := result(rec)
	if res == "" || m.Outcome().Over() {
		return nil
	}
	seats := m.Players()
	want, err := parseResult(res, len(seats))
	if err != nil {
		return lineErr(line, "%v", err)
	}
	switch want.Result {
	case rules.Draw:
		if why, ok := strings.CutPrefix(rec.Get("Termination"), rules.DrawAdjudicated); ok && len(seats) == 2 {
			return m.Adjudicate(rules.NoPlayer, why)
		}
		return m.AgreeDraw()
	case rules.Win:
		// Resign every other seat, the one Termination names last so that the match
		// gives the same reason.
		term := rec.Get("Termination")
		names := m.Names()
		for i := range seats {
			if rules.Player(i) == want.Winner || len(seats) != 2 {
				continue
			}
			if names[i]+rules.LostOnTime == term {
				if err := m.LoseOnTime(rules.Player(i)); err != nil {
					return lineErr(line, "result %s: %v", short(res), err)
				}
				return nil
			}
			if why, ok := strings.CutPrefix(term, seats[i].Name+rules.Forfeits); ok {
				if err := m.Forfeit(rules.Player(i), why); err != nil {
					return lineErr(line, "result %s: %v", short(res), err)
				}
				return nil
			}
			if why, ok := strings.CutPrefix(term, seats[i].Name+rules.ResignsAdjudicated); ok {
				if err := m.Adjudicate(rules.Player(i), why); err != nil {
					return lineErr(line, "result %s: %v", short(res), err)
				}
				return nil
			}
		}
		last := rules.NoPlayer
		for i := range seats {
			if rules.Player(i) != want.Winner && names[i]+" resigned" == term {
				last = rules.Player(i)
			}
		}
		for i := range seats {
			if p := rules.Player(i); p != want.Winner && p != last && !m.Outcome().Over() {
				if err := m.Resign(p); err != nil {
					return lineErr(line, "result %s: %v", short(res), err)
				}
			}
		}
		if last != rules.NoPlayer && !m.Outcome().Over() {
			if err := m.Resign(last); err != nil {
				return lineErr(line, "result %s: %v", short(res), err)
			}
		}
	}
	return nil
}

func describe(o rules.Outcome, seats []rules.PlayerInfo) string {
	switch o.Result {
	case rules.Win:
		return "with " + rules.Possessive(seatName(seats, o.Winner)) + " win"
	case rules.Draw:
		return "drawn"
	}
	return "unfinished"
}

// seatComputers seats the computer players the Computer headers name
// ([Computer "Black: level:5"]), so a saved game resumes with them.
func seatComputers(rec *Record, m *rules.Match, seats []rules.PlayerInfo) error {
	levels := seat.LevelsOf(m.Game(), m.Config())
	for _, h := range rec.All("Computer") {
		name, spec, ok := strings.Cut(h.Value, ": ")
		i := slices.IndexFunc(seats, func(s rules.PlayerInfo) bool { return s.Name == name })
		if !ok || i < 0 {
			return lineErr(h.Line, "header [Computer %q]: want [Computer \"SEAT: level:N\"] with a seat of the game", short(h.Value))
		}
		// a level the game no longer offers is kept as saved; the app resumes the seat
		// at the nearest level there is (seat.Nearest), and says so
		fixed, _ := seat.Nearest(spec, levels)
		if _, err := seat.Parse(fixed, levels, 0); err != nil {
			return lineErr(h.Line, "header [Computer %q]: %v", short(h.Value), err)
		}
		m.SetComputer(rules.Player(i), spec)
	}
	return nil
}

// short is what an error quotes of a header's value.
func short(s string) string { return rules.Excerpt(s, 40) }
