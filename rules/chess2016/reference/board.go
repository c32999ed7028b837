// Package reference is an independent, deliberately simple implementation of the
// Chess 2016 / Chess 56 / Chess 112 rules (John Savard), written only to cross-check
// the perft counts of the real engine. Clarity beats speed everywhere: the board is
// a 12×10 array of small structs, moves are made on copies, and a move is legal when,
// after playing it, the mover's King is not attacked.
//
// Squares are named on the 12×10 box: files a–l, ranks 1–10 (e.g. "a4", "e10").
// The 96 existing squares are the core b–k × 2–9, the extra ranks e1–h1 and e10–h10,
// and the wings a4–a7 and l4–l7. Squares outside the 96 block every path.
//
// Piece characters (White / Black), used by Array and by promotion suffixes in Divide
// (promotion suffixes always use the White character):
//
//	K k King        Q q Queen       R r Rook        B b Bishop      N n Knight
//	P p Pawn        C c Camel       Z z Zebra       G g Giraffe     M m Man
//	W w Wazir       A a Walker      T t Tiger       L l Lion        O o Cannon
//	V v Vao         X x Leo         S s Princess    D d Duchess     Y y Lady
//	E e Empress     H h Monarch     J j Archbishop  U u Camelrider  I i Nightrider
//	F f Griffin     ( ) Fers        [ ] Elephant    { } Rhinoceros
//
// There are 29 piece kinds and only 26 letters (Chess 56 alone uses 27 kinds), so the
// three kinds found only in Chess 56's rarest rolls (Fers, Elephant, Rhinoceros) use
// bracket pairs: the opening bracket is White, the closing bracket is Black.
package reference

type kind uint8

const (
	none kind = iota
	king
	queen
	rook
	bishop
	knight
	pawn
	camel
	zebra
	giraffe
	man
	wazir
	fers
	walker
	elephant
	tiger
	lion
	cannon
	vao
	leo
	princess
	duchess
	lady
	empress
	monarch
	archbishop
	camelrider
	nightrider
	griffin
	rhinoceros
	numKinds
)

var kindNames = [numKinds]string{
	"", "King", "Queen", "Rook", "Bishop", "Knight", "Pawn", "Camel", "Zebra", "Giraffe",
	"Man", "Wazir", "Fers", "Walker", "Elephant", "Tiger", "Lion", "Cannon", "Vao", "Leo",
	"Princess", "Duchess", "Lady", "Empress", "Monarch", "Archbishop", "Camelrider",
	"Nightrider", "Griffin", "Rhinoceros",
}

// kindChars[k] is the White and the Black character of kind k.
var kindChars = [numKinds]string{
	"", "Kk", "Qq", "Rr", "Bb", "Nn", "Pp", "Cc", "Zz", "Gg",
	"Mm", "Ww", "()", "Aa", "[]", "Tt", "Ll", "Oo", "Vv", "Xx",
	"Ss", "Dd", "Yy", "Ee", "Hh", "Jj", "Uu",
	"Ii", "Ff", "{}",
}

const (
	nFiles = 12 // a..l, index 0..11
	nRanks = 10 // 1..10, index 0..9
)

// exists reports whether the square with 0-based file f and 0-based rank r is one of
// the 96 squares of the board.
func exists(f, r int) bool {
	if f < 0 || f >= nFiles || r < 0 || r >= nRanks {
		return false
	}
	if f >= 1 && f <= 10 && r >= 1 && r <= 8 { // core b..k × 2..9
		return true
	}
	if (r == 0 || r == 9) && f >= 4 && f <= 7 { // e..h on ranks 1 and 10
		return true
	}
	if (f == 0 || f == 11) && r >= 3 && r <= 6 { // wings a/l × 4..7
		return true
	}
	return false
}

func squareName(f, r int) string {
	return string(rune('a'+f)) + itoa(r+1)
}

func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

type piece struct {
	k     kind // none = empty square
	white bool
}

type position struct {
	b           [nFiles][nRanks]piece
	whiteToMove bool
	// castle[c][s]: c 0 = White, 1 = Black; s 0 = toward the k-file rook, 1 = toward the b-file rook.
	castle   [2][2]bool
	epF, epR int    // square a pawn skipped on the last move (double step), or -1
	promos   []kind // kinds a pawn may promote to (read-only, shared between copies)
}

type move struct {
	ff, fr, tf, tr int
	promo          kind
	ep             bool // en passant capture
	castle         int  // 0 none, 1 toward the k-file, 2 toward the b-file
}

func (m move) String() string {
	s := squareName(m.ff, m.fr) + squareName(m.tf, m.tr)
	if m.promo != none {
		s += "=" + kindChars[m.promo][:1]
	}
	return s
}
