package tune

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"oddboards/rules"
)

// DataFormat is the one-line description of a data line that a data file's header
// carries, so that a file explains itself without the documentation at hand.
const DataFormat = "format: game, ply, setup, position, score, result, tab-separated, one position a line; " +
	"score in centipawns and result (1, 0.5 or 0) for the first seat (docs/datagen.md)"

// A DataLine is one position of a self-play data set (oddboards datagen): where it
// stood in which game, what the search scored it, and how the game ended. Score and
// Result are both from the first seat's side, whoever was to move, so that a reader
// needs no game's rules to use them.
type DataLine struct {
	Game     int     // the game's number in the data set, from 1: whole games are held out by it
	Ply      int     // plies since the game's start position (after its opening)
	Setup    int     // the Config.Setup the game was played from, 0 for none
	Position string  // the game's position string (Position.PositionText)
	Score    int     // the search's score, centipawns for the first seat
	Result   float64 // the game's result for the first seat: 1, 0.5 or 0
}

// dataFields names the fields of a data line, in order, for errors.
var dataFields = [...]string{"game", "ply", "setup", "position", "score", "result"}

// String is the line, without a newline: what ParseDataLine reads.
func (d DataLine) String() string {
	return fmt.Sprintf("%d\t%d\t%d\t%s\t%d\t%s", d.Game, d.Ply, d.Setup, d.Position, d.Score, resultText(d.Result))
}

func resultText(r float64) string {
	switch r {
	case 1:
		return "1"
	case 0.5:
		return "0.5"
	case 0:
		return "0"
	}
	return strconv.FormatFloat(r, 'g', -1, 64) // not a result: ParseDataLine refuses it
}

// ParseDataLine reads one data line (without its newline). Its errors name the field
// and quote at most a few characters of it, however long the line.
func ParseDataLine(s string) (DataLine, error) {
	f := strings.Split(s, "\t")
	if len(f) != len(dataFields) {
		return DataLine{}, fmt.Errorf("%d tab-separated fields, want %d (%s): %s",
			len(f), len(dataFields), strings.Join(dataFields[:], ", "), rules.QuoteInput(s))
	}
	bad := func(i int, want string) error {
		return fmt.Errorf("field %d (%s) is %s: want %s", i+1, dataFields[i], rules.QuoteInput(f[i]), want)
	}
	var d DataLine
	var err error
	if d.Game, err = strconv.Atoi(f[0]); err != nil || d.Game < 1 {
		return DataLine{}, bad(0, "a game number from 1")
	}
	if d.Ply, err = strconv.Atoi(f[1]); err != nil || d.Ply < 0 {
		return DataLine{}, bad(1, "a ply from 0")
	}
	if d.Setup, err = strconv.Atoi(f[2]); err != nil || d.Setup < 0 {
		return DataLine{}, bad(2, "a setup number from 0")
	}
	// a position string with a line break would split its line when written back
	if d.Position = f[3]; strings.TrimSpace(d.Position) == "" || strings.ContainsAny(d.Position, "\r\n") {
		return DataLine{}, bad(3, "a position string on one line")
	}
	if d.Score, err = strconv.Atoi(f[4]); err != nil {
		return DataLine{}, bad(4, "a whole number of centipawns")
	}
	switch f[5] {
	case "1":
		d.Result = 1
	case "0.5":
		d.Result = 0.5
	case "0":
		d.Result = 0
	default:
		return DataLine{}, bad(5, "1, 0.5 or 0")
	}
	return d, nil
}

// DataHeader is a data file's header: the command that made it and the format, each a
// comment line, then any more lines given (also made comments).
func DataHeader(command string, more ...string) string {
	var b strings.Builder
	for _, l := range append([]string{command, DataFormat}, more...) {
		b.WriteString("# " + strings.ReplaceAll(l, "\n", " ") + "\n")
	}
	return b.String()
}

// A DataError is a data file's mistake and the line it is on (from 1).
type DataError struct {
	Line int
	Err  error
}

func (e *DataError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *DataError) Unwrap() error { return e.Err }

// MaxDataLine bounds a data line's length in bytes: a position string is far shorter,
// and a reader should not take a file that is not one for a megabyte-long line.
const MaxDataLine = 64 << 10

// ScanData reads a data file: each data line in turn goes to each with its line number
// (from 1); comment lines (starting with #) and blank ones are passed over, and a line
// may end in \r\n. An error, its own or each's, is a *DataError naming the line.
func ScanData(r io.Reader, each func(line int, d DataLine) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxDataLine)
	n := 0
	for sc.Scan() {
		n++
		s := strings.TrimSuffix(sc.Text(), "\r")
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		d, err := ParseDataLine(s)
		if err == nil {
			err = each(n, d)
		}
		if err != nil {
			return &DataError{n, err}
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return &DataError{n + 1, fmt.Errorf("longer than %d bytes", MaxDataLine)}
		}
		return err
	}
	return nil
}
