// Package locale gives Fyne a language it can parse when the system says only "C.UTF-8".
//
// Fyne looks the locale up while its packages initialise, before main runs, and logs an
// error for "C.UTF-8" (a bare server's usual setting) on every start, command-line
// subcommands included. Go initialises ready packages in import-path order, and this one
// needs nothing but os, so it runs before Fyne's lookup (which waits for text/template,
// later in that order); the screen test checks it.
package locale

import (
	"os"
	"strings"
)

func init() { fix(os.Getenv, os.Setenv) }

// fix names the language in LANGUAGE, which Fyne's lookup prefers and the C library's
// locale ignores, when the locale it would read (the first of LC_ALL, LC_MESSAGES and
// LANG that is set) is a "C." one and LANGUAGE is empty. The locale itself stays as it
// is: the windowing library still needs its C.UTF-8 for text input.
func fix(getenv func(string) string, setenv func(string, string) error) {
	if getenv("LANGUAGE") != "" {
		return
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := getenv(name)
		if v == "" {
			continue
		}
		if strings.HasPrefix(v, "C.") {
			_ = setenv("LANGUAGE", "en_US")
		}
		return
	}
}
