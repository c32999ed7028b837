package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"

	"oddboards/rules"
	"oddboards/rules/analysis"
	"oddboards/rules/games"
	"oddboards/rules/record"
)

// ReplayUsage is the usage line of the replay subcommand.
const ReplayUsage = `  oddboards replay [GAME] FILE [--setup N|DICE] [--mode M] [--option key=value]
      [--position STRING] [--until-error]
                                             play a saved game or a move list through the rules,
                                             print every move and the result; --until-error
                                             plays a damaged one up to its last legal move
`

// replayCmd plays a record (or, with GAME, a bare move list) and prints each move in full
// notation, "N. Player: move", then the result. The first illegal or unreadable move
// stops it with an error naming its line, number and text, after the moves before it.
// With --until-error a damaged record (cut short, a bad move) is played up to its last
// legal move and printed as that unfinished game; what stopped it goes to stderr.
func replayCmd(args []string, out, errOut io.Writer) error {
	fs := newFlags("replay")
	untilError := fs.Bool("until-error", false, "play a damaged record up to its last legal move")
	sf := addStartFlags(fs)
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	var gameID, file string
	switch len(pos) {
	case 1:
		file = pos[0]
	case 2:
		gameID, file = pos[0], pos[1]
	default:
		return usageErr("replay needs FILE, or GAME and FILE")
	}
	var entry games.Entry
	if gameID != "" {
		if entry, err = lookup(gameID); err != nil {
			return err
		}
	}
	f, err := os.Open(file)
	if err != nil {
		return fileErr(file, err)
	}
	defer f.Close()
	read := record.Read
	if *untilError {
		read = record.ReadUntilError
	}
	rec, damage := read(f)
	if rec == nil {
		return fmt.Errorf("%s: %w", excerpt(file), damage)
	}
	flagsGiven := sf.given()
	if len(rec.Headers) == 0 {
		if gameID == "" {
			return usageErr("%s is a move list without headers: say which GAME it is", excerpt(file))
		}
		cfg, err := sf.config(entry)
		if err != nil {
			return err
		}
		if cfg.Setup != 0 {
			rec.Headers = append(rec.Headers, record.Header{Tag: "Setup", Value: strconv.Itoa(cfg.Setup)})
		}
		if cfg.Mode != "" {
			rec.Headers = append(rec.Headers, record.Header{Tag: "Mode", Value: cfg.Mode})
		}
		for k, v := range cfg.Options {
			rec.Headers = append(rec.Headers, record.Header{Tag: "Option", Value: k + "=" + v})
		}
		if cfg.Position != "" {
			rec.Headers = append(rec.Headers, record.Header{Tag: "Position", Value: cfg.Position})
		}
	} else if flagsGiven {
		return usageErr("%s is a record: its headers give the setup, mode, options and position", excerpt(file))
	}
	if *untilError {
		var m *rules.Match
		if gameID != "" {
			m, err = record.ReplayAsUntilError(rec, entry)
		} else {
			m, err = record.ReplayUntilError(rec, nil)
		}
		if m == nil {
			return fmt.Errorf("%s: %w", excerpt(file), err)
		}
		printMoves(out, m, rec)
		fmt.Fprintln(out, resultLine(m))
		if err != nil {
			damage = err // a move before the damage Read found: the first mistake
		}
		if damage != nil {
			fmt.Fprintf(errOut, "oddboards: %s: played up to the last legal move; stopped at %s\n", excerpt(file), rules.BoundText(damage.Error()))
		}
		return nil
	}
	var m *rules.Match
	if gameID != "" {
		m, err = record.ReplayAs(rec, entry)
	} else {
		m, err = record.Replay(rec, nil)
	}
	if err != nil {
		var re *record.Error
		if errors.As(err, &re) && re.Ply > 1 {
			// show the moves that were good, then say what stopped the replay
			good := *rec
			good.Moves = rec.Moves[:re.Ply-1]
			good.Delete("Result")
			good.End = ""
			if gm, gerr := replayGood(&good, gameID, entry); gerr == nil {
				printMoves(out, gm, rec)
			}
		}
		return fmt.Errorf("%s: %w", excerpt(file), err)
	}
	printMoves(out, m, rec)
	fmt.Fprintln(out, resultLine(m))
	if err := printRecordAnalysis(out, m, rec); err != nil {
		return fmt.Errorf("%s: %w", excerpt(file), err)
	}
	return nil
}

func replayGood(rec *record.Record, gameID string, e games.Entry) (*rules.Match, error) {
	if gameID != "" {
		return record.ReplayAs(rec, e)
	}
	return record.Replay(rec, nil)
}

// printMoves writes "N. Player: move" per ply, N the move (round) number, with the
// record's comment on it, if any, in braces.
func printMoves(out io.Writer, m *rules.Match, rec *record.Record) {
	h := m.History()
	rounds := record.Rounds(h)
	seats := m.Players()
	for i, p := range h {
		fmt.Fprintf(out, "%d. %s: %s", rounds[i], seats[p.Player].Name, p.Text)
		if i < len(rec.Moves) && rec.Moves[i].Comment != "" {
			fmt.Fprintf(out, " {%s}", rec.Moves[i].Comment)
		}
		fmt.Fprintln(out)
	}
}

// printRecordAnalysis writes the summary of the analysis rec holds, if it holds one.
func printRecordAnalysis(out io.Writer, m *rules.Match, rec *record.Record) error {
	scale, ok := games.ScaleOf(record.CatalogueID(m))
	if !ok {
		return nil // a game the catalogue lacks: no scale to read an analysis with
	}
	a, err := analysis.FromRecord(rec, m, scale)
	if err != nil || a == nil {
		return err
	}
	fmt.Fprintf(out, "Analysis (%s):\n", rules.Excerpt(rec.Get(analysis.Header), 60))
	printAnalysisSummary(out, m, a)
	return nil
}

// resultLine is "Result: 1-0, White wins (checkmate)" or "Result: *, Black to move".
func resultLine(m *rules.Match) string {
	seats := m.Players()
	o := m.Outcome()
	r := record.ResultString(o, len(seats))
	switch o.Result {
	case rules.Win:
		return fmt.Sprintf("Result: %s, %s wins (%s)", r, seats[o.Winner].Name, o.Reason)
	case rules.Draw:
		return fmt.Sprintf("Result: %s, drawn (%s)", r, o.Reason)
	}
	return fmt.Sprintf("Result: %s, the game goes on: %s to move", r, seats[m.Position().ToMove()].Name)
}
