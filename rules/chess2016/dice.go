package chess2016

import (
	"fmt"
	"strconv"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// The variants this package plays.
const (
	Chess2016 = "chess-2016"
	Chess56   = "chess-56"
	Chess112  = "chess-112"
)

// Option values of the "nightrider" option (Chess 2016, green die 2).
const (
	OptNightrider = "nightrider"
	ManSquare     = "man-square" // only the piece on the Man's square becomes a Nightrider
	AllMen        = "all-men"    // the Men the white dice made of the Tigers become Nightriders too
)

// Dice is a roll that picks a setup. White holds the three white dice, sorted. Green and
// Red are Chess 2016's green (Queen) and red (Cannon) dice, 0 in Chess 56 and 112. Swap is
// Chess 112's seventh "die": Knights and Camels interchanged.
type Dice struct {
	White      [3]int
	Green, Red int
	Swap       bool
}

// String writes the roll as ParseDice reads it: "1-2-3/4/5" (Chess 2016), "1-2-3"
// (Chess 56 and 112) or "1-2-3/s" (Chess 112 with Knights and Camels interchanged).
func (d Dice) String() string {
	s := fmt.Sprintf("%d-%d-%d", d.White[0], d.White[1], d.White[2])
	if d.Green != 0 || d.Red != 0 {
		s += fmt.Sprintf("/%d/%d", d.Green, d.Red)
	}
	if d.Swap {
		s += "/s"
	}
	return s
}

// whiteRolls are the 56 visibly different rolls of three dice in the seed's order.
var whiteRolls = func() [][3]int {
	var out [][3]int
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			for c := b; c <= 6; c++ {
				out = append(out, [3]int{a, b, c})
			}
		}
	}
	return out
}()

func rollIndex(w [3]int) int {
	for i, r := range whiteRolls {
		if r == w {
			return i
		}
	}
	return -1
}

// setupsOf returns how many numbered setups a variant has, or 0 for an unknown variant.
func setupsOf(variant string) int {
	switch variant {
	case Chess2016:
		return 2016
	case Chess56:
		return 56
	case Chess112:
		return 112
	}
	return 0
}

func checkVariant(variant string) (string, error) {
	if variant == "" {
		return Chess2016, nil
	}
	if setupsOf(variant) == 0 {
		return "", fmt.Errorf("unknown variant %q (chess-2016, chess-56 or chess-112)", rules.Excerpt(variant, 40))
	}
	return variant, nil
}

// ParseDice reads a roll: "1-2-3/4/5" for Chess 2016 (white dice in any order, then green,
// then red), "1-2-3" for Chess 56, and "1-2-3" or "1-2-3/s" for Chess 112 (s: Knights and
// Camels interchanged). Spaces are ignored.
func ParseDice(variant, s string) (Dice, error) {
	variant, err := checkVariant(variant)
	if err != nil {
		return Dice{}, err
	}
	text := strings.ReplaceAll(s, " ", "")
	quoted := strconv.Quote(rules.Excerpt(s, 24)) // what the errors quote of s, control bytes escaped
	bad := func(why string) (Dice, error) {
		return Dice{}, fmt.Errorf("dice %s: %s", quoted, why)
	}
	groups := strings.Split(text, "/")
	var d Dice
	switch variant {
	case Chess2016:
		if len(groups) != 3 {
			return bad("write three white dice, the green and the red: 1-2-3/4/5")
		}
	case Chess56:
		if len(groups) != 1 {
			return bad("write three dice: 1-2-3")
		}
	case Chess112:
		if len(groups) == 2 && (groups[1] == "s" || groups[1] == "swap") {
			d.Swap = true
		} else if len(groups) != 1 {
			return bad("write three dice, and /s to interchange Knights and Camels: 1-2-3/s")
		}
	}
	die := func(t string) (int, error) {
		n, err := strconv.Atoi(t)
		if err != nil || t == "" || t[0] == '+' || t[0] == '-' {
			return 0, fmt.Errorf("dice %s: %q is not a die", quoted, rules.Excerpt(t, 12))
		}
		if n < 1 || n > 6 {
			return 0, fmt.Errorf("dice %s: a die shows 1 to 6", quoted)
		}
		return n, nil
	}
	white := strings.Split(groups[0], "-")
	if len(white) != 3 {
		return bad("three white dice are needed, like 1-2-3")
	}
	for i, t := range white {
		if d.White[i], err = die(t); err != nil {
			return Dice{}, err
		}
	}
	if variant == Chess2016 {
		if d.Green, err = die(groups[1]); err != nil {
			return Dice{}, err
		}
		if d.Red, err = die(groups[2]); err != nil {
			return Dice{}, err
		}
	}
	sort3(&d.White)
	return d, nil
}

func sort3(w *[3]int) {
	if w[0] > w[1] {
		w[0], w[1] = w[1], w[0]
	}
	if w[1] > w[2] {
		w[1], w[2] = w[2], w[1]
	}
	if w[0] > w[1] {
		w[0], w[1] = w[1], w[0]
	}
}

func checkDice(variant string, d Dice) error {
	for _, v := range d.White {
		if v < 1 || v > 6 {
			return fmt.Errorf("dice %s: a die shows 1 to 6", d)
		}
	}
	if d.White[0] > d.White[1] || d.White[1] > d.White[2] {
		return fmt.Errorf("dice %s: the white dice must be sorted", d)
	}
	switch variant {
	case Chess2016:
		if d.Green < 1 || d.Green > 6 || d.Red < 1 || d.Red > 6 {
			return fmt.Errorf("dice %s: a die shows 1 to 6 (Chess 2016 needs the green and the red die)", d)
		}
		if d.Swap {
			return fmt.Errorf("dice %s: only Chess 112 interchanges Knights and Camels", d)
		}
	case Chess56:
		if d.Green != 0 || d.Red != 0 || d.Swap {
			return fmt.Errorf("dice %s: Chess 56 uses three white dice only", d)
		}
	case Chess112:
		if d.Green != 0 || d.Red != 0 {
			return fmt.Errorf("dice %s: Chess 112 uses three white dice and the interchange only", d)
		}
	}
	return nil
}

// SetupNumber returns the number of the setup a roll picks: in Chess 2016
// 36·w + 6·(green−1) + (red−1) + 1 with w the white roll's place among the 56 (from 0),
// in Chess 56 w+1, in Chess 112 w+1, plus 56 with Knights and Camels interchanged.
func SetupNumber(variant string, d Dice) (int, error) {
	variant, err := checkVariant(variant)
	if err != nil {
		return 0, err
	}
	if err := checkDice(variant, d); err != nil {
		return 0, err
	}
	w := rollIndex(d.White)
	switch variant {
	case Chess2016:
		return 36*w + 6*(d.Green-1) + (d.Red - 1) + 1, nil
	case Chess112:
		if d.Swap {
			return w + 57, nil
		}
	}
	return w + 1, nil
}

func checkSetup(variant string, n int) error {
	if max := setupsOf(variant); n < 1 || n > max {
		return fmt.Errorf("setup %d is out of range 1–%d", n, max)
	}
	return nil
}

// DiceOf returns the roll of setup n.
func DiceOf(variant string, n int) (Dice, error) {
	variant, err := checkVariant(variant)
	if err != nil {
		return Dice{}, err
	}
	if err := checkSetup(variant, n); err != nil {
		return Dice{}, err
	}
	n--
	switch variant {
	case Chess2016:
		return Dice{White: whiteRolls[n/36], Green: n%36/6 + 1, Red: n%6 + 1}, nil
	case Chess112:
		return Dice{White: whiteRolls[n%56], Swap: n >= 56}, nil
	}
	return Dice{White: whiteRolls[n]}, nil
}

// DefaultSetup is the setup a variant starts with when none is chosen: the plain array
// in Chess 2016 (setup 37, roll 1-1-2/1/1) and Chess 56 (setup 1, roll 1-1-1), and in
// Chess 112 its own first array, 1-1-1 with Knights and Camels interchanged (setup 57).
func DefaultSetup(variant string) int {
	switch variant {
	case Chess56:
		return 1
	case Chess112:
		return 57
	}
	return 37
}

// The places the dice change, White's squares (Black's are on the same files, ranks 10
// and 9).
type role int

const (
	roleTigers role = iota
	roleMan
	roleCannon
	roleQueen
	roleCamels
	roleKnights
	numRoles
)

var roleInfo = [numRoles]struct {
	plural  string
	squares []string
	kind    pieces.Kind
}{
	roleTigers:  {"Tigers", []string{"e1", "h1"}, pieces.Tiger},
	roleMan:     {"Man", []string{"f1"}, pieces.Man},
	roleCannon:  {"Cannon", []string{"g1"}, pieces.Cannon},
	roleQueen:   {"Queen", []string{"f2"}, pieces.Queen},
	roleCamels:  {"Camels", []string{"c2", "j2"}, pieces.Camel},
	roleKnights: {"Knights", []string{"d2", "i2"}, pieces.Knight},
}

// fixedArray is what no die changes.
var fixedArray = map[string]pieces.Kind{
	"b2": pieces.Rook, "e2": pieces.Bishop, "g2": pieces.King, "h2": pieces.Bishop, "k2": pieces.Rook,
}

type roles [numRoles]pieces.Kind

func plainRoles() roles {
	var r roles
	for i := range r {
		r[i] = roleInfo[i].kind
	}
	return r
}

// Interchanged are the kinds Chess 112's seventh "die" interchanges, as they stand in
// the base array: the Camels (c2, j2), then the Knights (d2, i2).
func Interchanged() [2]pieces.Kind {
	return [2]pieces.Kind{roleInfo[roleCamels].kind, roleInfo[roleKnights].kind}
}

// white2016 applies Chess 2016's white dice (the seed's rules for Chess 2016).
func white2016(w [3]int) roles {
	r := plainRoles()
	lo, mid, hi := w[0], w[1], w[2]
	swap := func() { r[roleCamels], r[roleKnights] = pieces.Knight, pieces.Camel }
	minor := [7]pieces.Kind{0, pieces.Tiger, pieces.Man, pieces.Lion, pieces.Zebra, pieces.Giraffe, pieces.Vao}
	switch {
	case lo == mid && mid == hi:
		switch lo {
		case 1:
			r[roleCamels] = pieces.Giraffe
		case 2:
			r[roleMan] = pieces.Zebra
			swap()
		case 3:
			r[roleMan] = pieces.Giraffe
			swap()
		case 4:
			r[roleTigers] = pieces.Lion
			swap()
		case 5:
			r[roleTigers] = pieces.Vao
			swap()
		case 6:
			swap()
		}
	case lo == mid || mid == hi:
		pair, rest := mid, lo
		if mid == lo {
			rest = hi
		}
		r[roleTigers] = minor[pair]
		r[roleMan] = minor[rest]
	default:
		r[roleMan] = [7]pieces.Kind{0, pieces.Walker, pieces.Wazir, pieces.Zebra, pieces.Giraffe}[lo]
		switch mid {
		case 2:
			r[roleCamels] = pieces.Giraffe
		case 3:
			r[roleCamels] = pieces.Zebra
		case 4:
			r[roleCamels], r[roleKnights] = pieces.Knight, pieces.Giraffe
		case 5:
			r[roleCamels], r[roleKnights] = pieces.Knight, pieces.Zebra
		}
		r[roleTigers] = [7]pieces.Kind{0, 0, 0, pieces.Zebra, pieces.Giraffe, pieces.Lion, pieces.Vao}[hi]
		if mid == 2 && r[roleTigers] == pieces.Giraffe { // Camels are Giraffes already
			r[roleTigers] = pieces.Wazir
		}
		if mid == 5 && r[roleMan] == pieces.Zebra { // Knights are Zebras already
			r[roleMan] = pieces.Lion
		}
	}
	return r
}

// white56 applies Chess 56's three dice (Chess 112 before the interchange).
func white56(w [3]int) roles {
	r := plainRoles()
	lo, mid, hi := w[0], w[1], w[2]
	switch {
	case lo == mid && mid == hi:
		switch lo {
		case 2:
			r[roleQueen], r[roleMan] = pieces.Man, pieces.Nightrider
		case 3:
			r[roleQueen] = pieces.Rhinoceros
		case 4:
			r[roleCannon] = pieces.Princess
		case 5:
			r[roleQueen] = pieces.Empress
		case 6:
			r[roleMan], r[roleTigers] = pieces.Tiger, pieces.Man
		}
	case lo == mid || mid == hi:
		pair, rest := mid, lo
		if mid == lo {
			rest = hi
		}
		manPair := pair >= 4
		if manPair {
			r[roleMan] = [7]pieces.Kind{4: pieces.Lion, 5: pieces.Zebra, 6: pieces.Giraffe}[pair]
			r[roleTigers] = pieces.Man
		} else {
			r[roleTigers] = [7]pieces.Kind{1: pieces.Lion, 2: pieces.Zebra, 3: pieces.Giraffe}[pair]
		}
		switch rest {
		case 1, 2:
			k := pieces.Walker
			if rest == 2 {
				k = pieces.Wazir
			}
			if manPair {
				r[roleTigers] = k
			} else {
				r[roleMan] = k
			}
		case 3:
			r[roleCannon] = pieces.Princess
		case 4:
			r[roleCannon] = pieces.Camelrider
		case 5:
			r[roleQueen] = pieces.Griffin
		case 6:
			r[roleQueen] = pieces.Empress
		}
	default:
		r[roleMan] = [7]pieces.Kind{1: pieces.Walker, 2: pieces.Wazir, 3: pieces.Elephant, 4: pieces.Fers}[lo]
		r[roleCannon] = [7]pieces.Kind{2: pieces.Duchess, 3: pieces.Princess, 4: pieces.Camelrider, 5: pieces.Lady}[mid]
		r[roleQueen] = [7]pieces.Kind{3: pieces.Monarch, 4: pieces.Leo, 5: pieces.Griffin, 6: pieces.Empress}[hi]
	}
	return r
}

// rolesOf returns the substitutions of setup n (already checked).
func rolesOf(variant string, n int, nightrider string) roles {
	d, _ := DiceOf(variant, n)
	if variant != Chess2016 {
		r := white56(d.White)
		if d.Swap {
			r[roleCamels], r[roleKnights] = r[roleKnights], r[roleCamels]
		}
		return r
	}
	r := white2016(d.White)
	switch d.Green {
	case 2:
		tigersMadeMen := r[roleTigers] == pieces.Man
		r[roleQueen], r[roleMan] = r[roleMan], pieces.Nightrider
		if nightrider == AllMen && tigersMadeMen {
			r[roleTigers] = pieces.Nightrider
		}
	case 3:
		r[roleQueen] = pieces.Empress
	case 4:
		r[roleQueen] = pieces.Griffin
	case 5:
		r[roleQueen] = pieces.Leo
	case 6:
		r[roleQueen] = pieces.Monarch
	}
	r[roleCannon] = [7]pieces.Kind{1: pieces.Cannon, 2: pieces.Princess, 3: pieces.Camelrider,
		4: pieces.Duchess, 5: pieces.Lady, 6: pieces.Archbishop}[d.Red]
	return r
}

func nightriderOption(opts map[string]string) (string, error) {
	v, ok := opts[OptNightrider]
	if !ok || v == "" {
		return ManSquare, nil
	}
	if v != ManSquare && v != AllMen {
		return "", fmt.Errorf("option nightrider=%q: use %s or %s", rules.Excerpt(v, 40), ManSquare, AllMen)
	}
	return v, nil
}

func checkOptions(opts map[string]string) (string, error) {
	for k := range opts {
		if k != OptNightrider {
			return "", fmt.Errorf("unknown option %q (the only option is %s)", rules.Excerpt(k, 40), OptNightrider)
		}
	}
	return nightriderOption(opts)
}

// Placement is one piece of an initial array.
type Placement struct {
	Square string // "f1"
	Cell   boards.Cell
	Piece  pieces.Piece
}

// Array returns the initial array of setup n, White's pieces then Black's, each from
// rank 1 (10 for Black) upward (downward), files a to l.
func Array(variant string, n int, opts map[string]string) ([]Placement, error) {
	_, r, err := resolve(variant, n, opts)
	if err != nil {
		return nil, err
	}
	return placements(r), nil
}

func resolve(variant string, n int, opts map[string]string) (string, roles, error) {
	variant, err := checkVariant(variant)
	if err != nil {
		return "", roles{}, err
	}
	if err := checkSetup(variant, n); err != nil {
		return "", roles{}, err
	}
	nr, err := checkOptions(opts)
	if err != nil {
		return "", roles{}, err
	}
	return variant, rolesOf(variant, n, nr), nil
}

// whiteArray maps White's squares to kinds.
func whiteArray(r roles) map[string]pieces.Kind {
	m := map[string]pieces.Kind{}
	for sq, k := range fixedArray {
		m[sq] = k
	}
	for f := 1; f <= 10; f++ {
		m[boards.SquareName(f, 2)] = pieces.Pawn
	}
	for i, info := range roleInfo {
		for _, sq := range info.squares {
			m[sq] = r[i]
		}
	}
	return m
}

// mirror is the square on the same file across the middle (f1 ↔ f10).
func mirror(sq string) string {
	r, _ := strconv.Atoi(sq[1:])
	return sq[:1] + strconv.Itoa(boxRanks+1-r)
}

func placements(r roles) []Placement {
	wa := whiteArray(r)
	var out []Placement
	for side := 0; side < 2; side++ {
		for rank := 0; rank < 3; rank++ {
			for f := 0; f < boxFiles; f++ {
				sq := boards.SquareName(f, rank)
				k, ok := wa[sq]
				if !ok {
					continue
				}
				name := sq
				if side == 1 {
					name = mirror(sq)
				}
				c, _ := theBoard.Lookup(name)
				out = append(out, Placement{Square: name, Cell: c,
					Piece: pieces.Piece{Kind: k, Owner: pieces.Player(side), Facing: pieces.NoFacing}})
			}
		}
	}
	return out
}

// kindsOf lists the kinds of an array in pieces.Kind order.
func kindsOf(r roles) []pieces.Kind {
	var set bits
	for _, k := range whiteArray(r) {
		set |= 1 << k
	}
	var out []pieces.Kind
	for _, k := range gameKinds {
		if set.has(uint8(k)) {
			out = append(out, k)
		}
	}
	return out
}

// Kinds lists the kinds of piece in setup n's initial array, in pieces.Kind order.
func Kinds(variant string, n int, opts map[string]string) ([]pieces.Kind, error) {
	_, r, err := resolve(variant, n, opts)
	if err != nil {
		return nil, err
	}
	return kindsOf(r), nil
}

// promotionKinds are the kinds a pawn may become: the array's, but Pawn and King.
func promotionKinds(ks []pieces.Kind) []pieces.Kind {
	var out []pieces.Kind
	for _, k := range ks {
		if k != pieces.Pawn && k != pieces.King {
			out = append(out, k)
		}
	}
	return out
}

// Substitutions describes what the dice changed, like "Tigers → Lions, Man → Walker", or
// "none".
func substitutions(r roles) string {
	var parts []string
	for i, info := range roleInfo {
		if r[i] == info.kind {
			continue
		}
		name := kindTable.Name(r[i])
		if len(info.squares) == 2 {
			name = rules.Plural(kindTable.Name(r[i]))
		}
		parts = append(parts, info.plural+" → "+name)
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// setupText draws setup n's initial array as text: rank 10 at the top, White's pieces in
// upper case and Black's in lower case, '.' for an empty square and blank for a square
// that does not exist, then the dice, the substitutions, a legend of the codes, and
// White's first moves that mate, if any.
func setupText(variant string, n int, opts map[string]string) (string, error) {
	variant, r, err := resolve(variant, n, opts)
	if err != nil {
		return "", err
	}
	d, _ := DiceOf(variant, n)
	at := map[string]pieces.Piece{}
	for _, p := range placements(r) {
		at[p.Square] = p.Piece
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s setup %d\n", variantName(variant), n)
	files := func() {
		var line strings.Builder
		line.WriteString("    ")
		for f := 0; f < boxFiles; f++ {
			fmt.Fprintf(&line, "%-3s", boards.FileLetter(f))
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteString("\n")
	}
	files()
	for rank := boxRanks - 1; rank >= 0; rank-- {
		var line strings.Builder
		fmt.Fprintf(&line, "%2d  ", rank+1)
		for f := 0; f < boxFiles; f++ {
			cell := ""
			if exists(f, rank) {
				cell = "."
				if p, ok := at[boards.SquareName(f, rank)]; ok {
					cell = kindTable.Code(p.Kind)
					if p.Owner == 1 {
						cell = strings.ToLower(cell)
					}
				}
			}
			fmt.Fprintf(&line, "%-3s", cell)
		}
		fmt.Fprintf(&line, "%2d", rank+1)
		b.WriteString(line.String())
		b.WriteString("\n")
	}
	files()
	fmt.Fprintf(&b, "Dice: %s\n", d)
	fmt.Fprintf(&b, "Substitutions: %s\n", substitutions(r))
	if d.Green == 2 {
		nr, _ := nightriderOption(opts)
		fmt.Fprintf(&b, "Option: nightrider=%s\n", nr)
	}
	var legend []string
	for _, k := range kindsOf(r) {
		legend = append(legend, kindTable.Code(k)+" "+kindTable.Name(k))
	}
	fmt.Fprintf(&b, "Pieces: %s\n", strings.Join(legend, ", "))
	fmt.Fprintf(&b, "White in upper case, Black in lower case.\n")
	if start, err := StartPosition(variant, n, opts); err == nil {
		if text := MatesText(matesInOne(start, start.LegalMoves(nil))); text != "" {
			b.WriteString(text + ".\n")
		}
	}
	return b.String(), nil
}
