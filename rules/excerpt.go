package rules

// Excerpt is at most n characters of s, marked "…" where cut: what an error may quote of
// bad input, so a megabyte of it never reaches a terminal or a dialog.
func Excerpt(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
