package rules

import "unicode/utf8"

// Excerpt is at most n characters of s, marked "…" where cut: what an error may quote of
// bad input, so a megabyte of it never reaches a terminal or a dialog. It reads no more
// of s than it keeps, so quoting a huge input costs nothing.
func Excerpt(s string, n int) string {
	i := 0
	for k := 0; k < n; k++ {
		if i >= len(s) {
			return s
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	if i >= len(s) {
		return s
	}
	return s[:i] + "…"
}

// MaxErrorText bounds, in characters, the text of any error a reader of input returns
// (records, position strings, setup names, options, command lines): every quote of the
// input in it is an Excerpt, so the whole message stays short enough for one dialog.
const MaxErrorText = 600

// BoundText is msg cut to MaxErrorText characters, marked "…": the last guard before an
// error's text is shown, for messages that quote something not made by a reader here
// (an operating system's error naming a long path).
func BoundText(msg string) string { return Excerpt(msg, MaxErrorText) }
