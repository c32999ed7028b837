package chess2016

// What the Chess 2016 explorer computes, without any UI: the substitutions a setup makes
// to the base array, a filter over all setups by the kinds present or absent, facts that
// help compare setups (first moves, material, kinds of movers), and move diagrams
// (diagram.go).

import (
	"fmt"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// family groups the kinds by how they move, for the facts panel.
type family uint8

const (
	royal    family = iota // the King
	pawnLike               // the Pawn
	stepper                // one step: Man, Wazir, Fers, Walker, Elephant
	leaper                 // a fixed jump: Knight, Camel, Zebra, Giraffe
	slider                 // Rook, Bishop, Queen
	rider                  // repeated leaps: Nightrider, Camelrider
	hopper                 // captures over a screen: Cannon, Vao, Leo
	compound               // a slider plus a leaper or stepper: Princess … Archbishop
	hybrid                 // moves one way, captures another: Tiger, Lion
	bent                   // turning paths: Griffin, Rhinoceros
	numFamilies
)

var familyNames = [numFamilies]string{"royal", "pawn", "stepper", "leaper", "slider", "rider",
	"hopper", "compound", "hybrid", "bent"}

func (f family) String() string {
	if f >= numFamilies {
		return "?"
	}
	return familyNames[f]
}

// pieceFacts is what the explorer knows about a kind beyond its moves.
type pieceFacts struct {
	// Value is the material value in centipawns (a Pawn is 100); the King has none.
	Value  int
	Family family
	// Bound: the piece can only ever stand on squares of one colour.
	Bound bool
}

// kindFacts is the table of piece values the explorer (and any future engine) uses, in
// centipawns. They start from the usual fairy-chess estimates for 8 × 8 (H. G. Muller's
// measurements for the compounds, Betza's for the leapers and riders) and are adjusted
// for this board: 96 squares, 10 files in the core, so long-range pieces (sliders,
// riders) gain a little over 8 × 8, and short steppers and colour-bound pieces lose a
// little. The figures:
//
//   - Pawn 100; Knight 300; Bishop 350 (a wider board); Rook 525; Queen 975.
//   - Camel 250 (colour-bound (1,3) leaper); Zebra 250 ((2,3): far but awkward);
//     Giraffe 225 ((1,4): half its leaps fall off the board from many squares).
//   - Man 325 (the commoner: 8 steps, strong in the endgame); Wazir 125; Fers 150
//     (colour-bound but captures forward); Walker 125 (steps like a Wazir, captures like
//     a Fers); Elephant 225 (a Shogi silver general's five steps).
//   - Tiger 300 and Lion 300: a Bishop's or Knight's range for one half of its moves
//     only, a Knight's or Bishop's for the other: about a minor piece.
//   - Cannon 350 (strong while the board is full, weaker later); Vao 200 (the Cannon on
//     one colour's diagonals); Leo 550 (a Queen's quiet moves, a Cannon's captures on
//     eight lines).
//   - Princess (B+N) 875; Empress (R+N) 925; Duchess (B+Zebra) 650; Lady (B+Giraffe)
//     625; Monarch (R+Camel) 800; Archbishop (B+W, the Shogi dragon horse) 550.
//   - Nightrider 500 (the classic estimate, about a Rook); Camelrider 375 (colour-bound);
//     Griffin 800 (the Aanca/Gryphon reaches most of the board, less near the edges and
//     never the Knight's squares); Rhinoceros 625 (curved paths of up to seven steps).
var kindFacts = map[pieces.Kind]pieceFacts{
	pieces.King:       {0, royal, false},
	pieces.Pawn:       {100, pawnLike, false},
	pieces.Queen:      {975, slider, false},
	pieces.Rook:       {525, slider, false},
	pieces.Bishop:     {350, slider, true},
	pieces.Knight:     {300, leaper, false},
	pieces.Camel:      {250, leaper, true},
	pieces.Zebra:      {250, leaper, false},
	pieces.Giraffe:    {225, leaper, false},
	pieces.Man:        {325, stepper, false},
	pieces.Wazir:      {125, stepper, false},
	pieces.Fers:       {150, stepper, true},
	pieces.Walker:     {125, stepper, false},
	pieces.Elephant:   {225, stepper, false},
	pieces.Tiger:      {300, hybrid, false},
	pieces.Lion:       {300, hybrid, false},
	pieces.Cannon:     {350, hopper, false},
	pieces.Vao:        {200, hopper, true},
	pieces.Leo:        {550, hopper, false},
	pieces.Princess:   {875, compound, false},
	pieces.Duchess:    {650, compound, false},
	pieces.Lady:       {625, compound, false},
	pieces.Empress:    {925, compound, false},
	pieces.Monarch:    {800, compound, false},
	pieces.Archbishop: {550, compound, false},
	pieces.Camelrider: {375, rider, true},
	pieces.Nightrider: {500, rider, false},
	pieces.Griffin:    {800, bent, false},
	pieces.Rhinoceros: {625, bent, false},
}

// factsOf returns what the explorer knows about k; ok is false for a kind these games
// do not use.
func factsOf(k pieces.Kind) (pieceFacts, bool) {
	f, ok := kindFacts[k]
	return f, ok
}

// Value is k's material value in centipawns (0 for the King and unknown kinds).
func Value(k pieces.Kind) int { return kindFacts[k].Value }

// divergent reports whether k moves and captures in different ways (Pawn, Walker, Tiger,
// Lion, Cannon, Vao, Leo): the engine's own movement table says so.
func divergent(k pieces.Kind) bool {
	if k == pieces.Pawn {
		return true
	}
	if int(k) >= len(partsOf) {
		return false
	}
	for _, p := range partsOf[k] {
		if p.mode != both {
			return true
		}
	}
	return false
}

// GameKinds returns the kinds these variants use, in pieces.Kind order.
func GameKinds() []pieces.Kind { return append([]pieces.Kind(nil), gameKinds...) }

// KindByName finds a kind of these games by its name ("Leo", "nightrider"), its plural
// ("Nightriders") or its notation code ("LE"), ignoring case.
func KindByName(s string) (pieces.Kind, bool) {
	s = strings.TrimSpace(s)
	for _, k := range kindTable {
		if strings.EqualFold(s, k.Name) || strings.EqualFold(s, k.Plural()) || strings.EqualFold(s, k.Code) {
			return k.Kind, true
		}
	}
	return pieces.None, false
}

// Substitution is one change the dice make to the base array: on White's squares (and
// Black's, on the same files) the From kind is replaced by To.
type Substitution struct {
	Role    string   // "Tigers", "Man", "Cannon", "Queen", "Camels", "Knights"
	Squares []string // White's squares of the role: "e1", "h1"
	From    pieces.Kind
	To      pieces.Kind
}

// String reads like "Tigers → Lions (e1, h1)".
func (s Substitution) String() string {
	name := kindTable.Name(s.To)
	if len(s.Squares) > 1 {
		name = rules.Plural(kindTable.Name(s.To))
	}
	return fmt.Sprintf("%s → %s (%s)", s.Role, name, strings.Join(s.Squares, ", "))
}

// Substitutions lists what setup n changes in the base array (Tigers e1 h1, Man f1,
// Cannon g1, Queen f2, Camels c2 j2, Knights d2 i2), in that order; none for the plain
// array. Chess 112's interchange shows as Camels → Knights and Knights → Camels.
func Substitutions(variant string, n int, opts map[string]string) ([]Substitution, error) {
	_, r, err := resolve(variant, n, opts)
	if err != nil {
		return nil, err
	}
	var out []Substitution
	for i, info := range roleInfo {
		if r[i] == info.kind {
			continue
		}
		out = append(out, Substitution{Role: info.plural, Squares: append([]string(nil), info.squares...),
			From: info.kind, To: r[i]})
	}
	return out, nil
}

// substitutionText is the one-line summary setupText prints: "Tigers → Lions, Man →
// Walker", or "none".
func substitutionText(variant string, n int, opts map[string]string) (string, error) {
	_, r, err := resolve(variant, n, opts)
	if err != nil {
		return "", err
	}
	return substitutions(r), nil
}

// NewKinds lists the kinds the dice bring in, in pieces.Kind order: each substitution's
// To, once. These are the pieces a player may not know yet, the explorer's legend.
func NewKinds(variant string, n int, opts map[string]string) ([]pieces.Kind, error) {
	subs, err := Substitutions(variant, n, opts)
	if err != nil {
		return nil, err
	}
	var set bits
	for _, s := range subs {
		set |= 1 << s.To
	}
	return setKinds(set), nil
}

func setKinds(set bits) []pieces.Kind {
	var out []pieces.Kind
	for _, k := range gameKinds {
		if set.has(uint8(k)) {
			out = append(out, k)
		}
	}
	return out
}

// roleBits is the set of kinds in an array.
func roleBits(r roles) bits {
	set := kindSet(pieces.King, pieces.Rook, pieces.Bishop, pieces.Pawn)
	for _, k := range r {
		set |= 1 << k
	}
	return set
}

// setupBits returns the set of kinds of every setup of variant, index n-1.
func setupBits(variant string, opts map[string]string) ([]bits, error) {
	variant, err := checkVariant(variant)
	if err != nil {
		return nil, err
	}
	nr, err := checkOptions(opts)
	if err != nil {
		return nil, err
	}
	out := make([]bits, setupsOf(variant))
	for i := range out {
		out[i] = roleBits(rolesOf(variant, i+1, nr))
	}
	return out, nil
}

// arrayIndex maps the substitutions of every setup to its number, per variant and
// Nightrider option ("chess-56/man-square"): no two setups share an array (a test checks
// it). Built once at start-up and never changed.
var arrayIndex = func() map[string]map[roles]int {
	out := map[string]map[roles]int{}
	for _, variant := range []string{Chess2016, Chess56, Chess112} {
		for _, nr := range []string{ManSquare, AllMen} {
			m := make(map[roles]int, setupsOf(variant))
			for n := 1; n <= setupsOf(variant); n++ {
				m[rolesOf(variant, n, nr)] = n
			}
			out[variant+"/"+nr] = m
		}
	}
	return out
}()

func indexOf(variant, nr string) map[roles]int { return arrayIndex[variant+"/"+nr] }

// setupOfArray returns the number of the setup whose initial array is a (in any order),
// the inverse of Array; an error says why a is no setup of variant.
func setupOfArray(variant string, a []Placement, opts map[string]string) (int, error) {
	variant, err := checkVariant(variant)
	if err != nil {
		return 0, err
	}
	nr, err := checkOptions(opts)
	if err != nil {
		return 0, err
	}
	at := map[string]pieces.Piece{}
	for _, p := range a {
		if _, dup := at[p.Square]; dup {
			return 0, fmt.Errorf("two pieces on %s", p.Square)
		}
		at[p.Square] = p.Piece
	}
	var r roles
	for i, info := range roleInfo {
		r[i] = at[info.squares[0]].Kind
	}
	n, ok := indexOf(variant, nr)[r]
	if !ok {
		return 0, fmt.Errorf("no setup of %s has these pieces on e1 h1 f1 g1 f2 c2 j2 d2 i2", variant)
	}
	want := placements(r)
	if len(want) != len(a) {
		return 0, fmt.Errorf("%d pieces where setup %d has %d", len(a), n, len(want))
	}
	for _, p := range want {
		if got := at[p.Square]; got.Kind != p.Piece.Kind || got.Owner != p.Piece.Owner {
			return 0, fmt.Errorf("%s holds %v where setup %d has %v", p.Square, got, n, p.Piece)
		}
	}
	return n, nil
}

// Filter selects setups by the kinds in their array: every kind of With present and no
// kind of Without.
type Filter struct {
	With, Without []pieces.Kind
}

// Empty reports whether the filter lets every setup through.
func (f Filter) Empty() bool { return len(f.With) == 0 && len(f.Without) == 0 }

// String reads like "with Leo, Tiger; without Nightrider", or "all setups".
func (f Filter) String() string {
	names := func(ks []pieces.Kind) string {
		var s []string
		for _, k := range ks {
			s = append(s, kindTable.Name(k))
		}
		return strings.Join(s, ", ")
	}
	var parts []string
	if len(f.With) > 0 {
		parts = append(parts, "with "+names(f.With))
	}
	if len(f.Without) > 0 {
		parts = append(parts, "without "+names(f.Without))
	}
	if len(parts) == 0 {
		return "all setups"
	}
	return strings.Join(parts, "; ")
}

// Match returns the numbers of the setups of variant that pass f, in increasing order.
func Match(variant string, f Filter, opts map[string]string) ([]int, error) {
	all, err := setupBits(variant, opts)
	if err != nil {
		return nil, err
	}
	with, without := kindSet(f.With...), kindSet(f.Without...)
	var out []int
	for i, b := range all {
		if b&with == with && b&without == 0 {
			out = append(out, i+1)
		}
	}
	return out, nil
}

// KindCounts returns, for every kind these games use, in how many of variant's setups it
// stands in the array (0 for kinds the variant never uses).
func KindCounts(variant string, opts map[string]string) (map[pieces.Kind]int, error) {
	all, err := setupBits(variant, opts)
	if err != nil {
		return nil, err
	}
	out := map[pieces.Kind]int{}
	for _, k := range gameKinds {
		out[k] = 0
	}
	for _, b := range all {
		for _, k := range gameKinds {
			if b.has(uint8(k)) {
				out[k]++
			}
		}
	}
	return out, nil
}

// VariantKinds lists the kinds that stand in at least one of variant's setups, in
// catalogue order: the names a filter can use.
func VariantKinds(variant string) ([]pieces.Kind, error) {
	counts, err := KindCounts(variant, map[string]string{OptNightrider: AllMen})
	if err != nil {
		return nil, err
	}
	var out []pieces.Kind
	for _, k := range gameKinds {
		if counts[k] > 0 {
			out = append(out, k)
		}
	}
	return out, nil
}

// Facts are the figures of one setup the explorer shows side by side.
type Facts struct {
	Variant string
	Setup   int
	Dice    Dice
	// FirstMoves is the number of White's legal first moves (perft 1); Replies the
	// number of two-ply sequences (perft 2).
	FirstMoves int
	Replies    uint64
	// Movers is how many of White's pieces have a legal first move.
	Movers int
	// Mates are White's first moves that checkmate, in notation: a (1,4) leaper on the
	// extra rank reaches Black's King, walled in by its own men, in a quarter of the
	// arrays.
	Mates []string
	// Material is White's material in centipawns (each side has the same), Pawns
	// included; Pieces the same without the Pawns; BaseDiff the difference from the base
	// array's (positive: the dice made the army stronger).
	Material, Pieces, BaseDiff int
	// Families counts White's pieces (King and Pawns included) by family.
	Families [numFamilies]int
	// Divergent counts White's pieces other than Pawns that capture differently from how
	// they move; Bound those that stay on one colour of square.
	Divergent, Bound int
	// Kinds lists the kinds of the array in pieces.Kind order.
	Kinds []pieces.Kind
}

// FamilyText lists the non-zero families other than royal and pawn: "4 leapers, 5
// sliders, 1 hopper".
func (f Facts) FamilyText() string {
	var parts []string
	for fam := stepper; fam < numFamilies; fam++ {
		n := f.Families[fam]
		if n == 0 {
			continue
		}
		name := fam.String()
		if n > 1 {
			name += "s"
		}
		parts = append(parts, fmt.Sprintf("%d %s", n, name))
	}
	return strings.Join(parts, ", ")
}

// baseMaterial is White's material in the base array.
var baseMaterial = func() int {
	m := 0
	for _, k := range whiteArray(plainRoles()) {
		m += Value(k)
	}
	return m
}()

// SetupFacts computes the facts of setup n.
func SetupFacts(variant string, n int, opts map[string]string) (Facts, error) {
	variant, r, err := resolve(variant, n, opts)
	if err != nil {
		return Facts{}, err
	}
	p, err := StartPosition(variant, n, opts)
	if err != nil {
		return Facts{}, err
	}
	d, _ := DiceOf(variant, n)
	f := Facts{Variant: variant, Setup: n, Dice: d, Kinds: kindsOf(r)}
	moves := p.LegalMoves(nil)
	f.FirstMoves = len(moves)
	f.Replies = p.Perft(2)
	movers := map[boards.Cell]bool{}
	for _, m := range moves {
		movers[m.From] = true
	}
	f.Movers = len(movers)
	f.Mates = matesInOne(p, moves)
	for _, k := range whiteArray(r) {
		kf := kindFacts[k]
		f.Material += kf.Value
		if k != pieces.Pawn {
			f.Pieces += kf.Value
			if divergent(k) {
				f.Divergent++
			}
		}
		if kf.Bound {
			f.Bound++
		}
		f.Families[kf.Family]++
	}
	f.BaseDiff = f.Material - baseMaterial
	return f, nil
}

// MatesText says which first moves mate at once ("White mates at once with Gf5#"), or
// is empty when none does: the words the explorer and the setup text share.
func MatesText(mates []string) string {
	if len(mates) == 0 {
		return ""
	}
	return "White mates at once with " + strings.Join(mates, " or ")
}

// matesInOne writes the moves among moves (p's legal moves) that checkmate.
func matesInOne(p *Position, moves []rules.Move) []string {
	var mates []string
	for _, m := range moves {
		if p.Play(m).Outcome().Reason == whyMate {
			mates = append(mates, p.Notation(m))
		}
	}
	return mates
}

// BaseArrayText describes where the pieces the dice may change stand in the base array,
// for people: "Tigers e1 h1, Man f1, …".
func BaseArrayText() string {
	parts := make([]string, 0, numRoles)
	for _, r := range roleInfo {
		parts = append(parts, r.plural+" "+strings.Join(r.squares, " "))
	}
	return strings.Join(parts, ", ")
}

// MenPerSide is how many men each side starts with (the same in every setup).
const MenPerSide = 24
