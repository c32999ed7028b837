package rules

import "strings"

// TableLine is a row of a table file, with its line number (from 1) for errors.
type TableLine struct {
	N    int
	Text string
}

// TableLines splits the text of a table that a command writes in parts (the setups'
// fairness, the seats' results) into its header, the lines that begin with # as they
// stand, and its rows; blank lines are skipped.
func TableLines(text string) (header []string, rows []TableLine) {
	for i, line := range strings.Split(text, "\n") {
		switch {
		case line == "":
		case strings.HasPrefix(line, "#"):
			header = append(header, line)
		default:
			rows = append(rows, TableLine{i + 1, line})
		}
	}
	return header, rows
}
