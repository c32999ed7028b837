package antarctic

import (
	"fmt"
	"strconv"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Palette: seat by seat, the kinds the seat starts with and, for a seat with Predators,
// every weaker Predator too, as a captured Predator returns one step weaker.
func (Game) Palette(cfg rules.Config) []pieces.Piece {
	m, err := lookupMode(cfg.Mode)
	if err != nil {
		return nil
	}
	var out []pieces.Piece
	for i, start := range startCounts(m) {
		predator := false
		for k := kOrca; k <= kFairy; k++ {
			predator = predator || (k <= kSkua && start[k] > 0)
			if start[k] > 0 || (k <= kSkua && predator) {
				out = append(out, pieces.Piece{Kind: toKind(k), Owner: pieces.Player(i), Facing: pieces.NoFacing})
			}
		}
	}
	return out
}

// Facings: Antarctic Chess's pieces have none.
func (Game) Facings(boards.Cell) []int16 { return nil }

// Field keys. A player's returns are keyed by seat ("returns:1" for the second seat).
const (
	keyPassed      = "passed"
	keyReturns     = "returns:"
	keyPredatorOut = "predators-out"
)

// hasPredators reports whether seat i of m has Predators, and so may have captured ones
// waiting to return (the Penguin players of an unequal mode never do).
func hasPredators(m *mode, i int) bool { return m.seats[i].force != fColonies }

// draftFields are the fields of mode m, without values. Whether a player with the right
// to be put out is out follows from its royal pieces, so only the Predators of an unequal
// mode, out only by resigning, need a field for it.
func draftFields(m *mode) []rules.Field {
	fs := []rules.Field{{Key: keyPassed, Label: "Passed over",
		Help: "the players just before the one to move who could not move, by number (2,3), or -"}}
	for i, s := range m.seats {
		if hasPredators(m, i) {
			fs = append(fs, rules.Field{Key: keyReturns + strconv.Itoa(i), Label: rules.Possessive(s.name) + " returns",
				Help: "captured Predators waiting to return, * and the letter as captured (*O*L), or -"})
		}
	}
	if m.unequal {
		fs = append(fs, rules.Field{Key: keyPredatorOut, Label: m.seats[0].name + " out",
			Help: "yes once they have resigned (no pieces, nothing to return), else no"})
	}
	return fs
}

// Draft is p as a draft, its fields those of cfg's mode.
func (Game) Draft(cfg rules.Config, p rules.Position) rules.Draft {
	m, err := lookupMode(cfg.Mode)
	if err != nil {
		return rules.DraftOf(p)
	}
	fs := draftFields(m)
	pos, ok := p.(*Position)
	if ok && pos.st.g.m != m {
		ok = false // another mode's position: its fields mean nothing here
	}
	for i := range fs {
		fs[i].Value = "-"
		switch k := fs[i].Key; {
		case k == keyPredatorOut:
			fs[i].Value = "no"
			if ok && pos.st.out&1 != 0 {
				fs[i].Value = "yes"
			}
		case !ok: // nothing known: none
		case k == keyPassed:
			if pos.st.passed != 0 {
				fs[i].Value = seatList(pos.st.passed, m)
			}
		case strings.HasPrefix(k, keyReturns):
			seat, _ := strconv.Atoi(k[len(keyReturns):])
			var b strings.Builder
			for kind := kOrca; kind <= kPetrel; kind++ {
				for r := pos.st.reserve[seat][kind]; r > 0; r-- {
					b.WriteString("*" + kindTable.Code(toKind(kind)))
				}
			}
			if b.Len() > 0 {
				fs[i].Value = b.String()
			}
		}
	}
	return rules.DraftOf(p, fs...)
}

// seatList writes the seats of set by number from 1, commas between ("2,3").
func seatList(set uint8, m *mode) string {
	var out []string
	for i := range m.seats {
		if set&(1<<i) != 0 {
			out = append(out, strconv.Itoa(i+1))
		}
	}
	return strings.Join(out, ",")
}

// DraftText writes d as the position string of cfg's mode. The word out is written for a
// player who may be put out exactly when it has no royal piece, as the reader demands.
func (Game) DraftText(cfg rules.Config, d rules.Draft) (string, error) {
	m, err := lookupMode(cfg.Mode)
	if err != nil {
		return "", err
	}
	n := len(m.seats)
	fs := draftFields(m)
	vals, err := d.Words(fs)
	if err != nil {
		return "", err
	}
	field := map[string]string{}
	for i, f := range fs {
		field[f.Key] = vals[i]
	}
	if d.ToMove < 0 || int(d.ToMove) >= n {
		return "", fmt.Errorf("mode %s has no player %d", m.code, d.ToMove+1)
	}
	seatWords := make([][]string, n)
	royal := make([]bool, n)
	for _, c := range d.Cells() {
		p := d.Placed[c]
		k := fromKind(p.Kind)
		switch {
		case k == 0 || int(c) >= nCells:
			return "", fmt.Errorf("%s is not an Antarctic Chess piece", p.Kind)
		case p.Owner < 0 || int(p.Owner) >= n:
			return "", fmt.Errorf("the %s on %s belongs to no player of mode %s, which has %d", kindTable.Name(p.Kind), cellName(int(c)), m.code, n)
		}
		seatWords[p.Owner] = append(seatWords[p.Owner], kindTable.Code(p.Kind)+cellName(int(c)))
		royal[p.Owner] = royal[p.Owner] || m.royal&(1<<k) != 0
	}
	for i := range m.seats {
		if v, ok := field[keyReturns+strconv.Itoa(i)]; ok && v != "-" {
			parts := strings.Split(v, "*")
			if parts[0] != "" {
				return "", fmt.Errorf("write %s as * and a letter for each piece (*O*L), or -", rules.Possessive(m.seats[i].name)+" returns")
			}
			for _, code := range parts[1:] {
				seatWords[i] = append(seatWords[i], "*"+strings.Trim(code, ","))
			}
		}
	}
	switch field[keyPredatorOut] {
	case "", "no":
	case "yes":
		seatWords[0] = append(seatWords[0], "out")
	default:
		return "", fmt.Errorf("write yes or no for whether the %s are out", m.seats[0].name)
	}
	words := []string{m.code, strconv.Itoa(int(d.ToMove) + 1)}
	if v := field[keyPassed]; v != "-" {
		words = append(words, "passed:"+v)
	}
	for i := range m.seats {
		if (!m.unequal || i > 0) && !royal[i] {
			seatWords[i] = append(seatWords[i], "out")
		}
		if len(seatWords[i]) == 0 {
			seatWords[i] = []string{"-"}
		}
		words = append(words, "/")
		words = append(words, seatWords[i]...)
	}
	return strings.Join(words, " "), nil
}
