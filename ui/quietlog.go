package ui

import (
	"io"
	"strings"
)

// favouritesReport is how Fyne's file dialog starts its report that one of the desktop's
// standard folders (Videos, Music, …) is not defined or not there: it lists the others
// and works, but said so in the terminal on every file dialog.
const favouritesReport = "Getting favorite locations"

// QuietLog passes the log on to w without Fyne's favourite-folders report (its reason,
// cause and place lines); every other line goes through as it is. Install it with
// log.SetOutput before the app starts.
func QuietLog(w io.Writer) io.Writer { return &quietLog{w: w} }

type quietLog struct {
	w        io.Writer
	dropping bool // within the report: its cause and place follow its reason
}

// Write takes one log entry (the log package writes each whole, one at a time).
func (q *quietLog) Write(p []byte) (int, error) {
	s := string(p)
	switch {
	case strings.Contains(s, "Fyne error: ") && strings.Contains(s, favouritesReport):
		q.dropping = true
		return len(p), nil
	case q.dropping && (strings.Contains(s, "  Cause: ") || strings.Contains(s, "  At: ")):
		return len(p), nil
	}
	q.dropping = false
	return q.w.Write(p)
}
