// Package locale gives Fyne a language it can parse when the system says only "C".
//
// Fyne looks the locale up while its packages initialise, before main runs, and logs an
// error for "C" or "POSIX" on every start, command-line subcommands included. Go
// initialises ready packages in import-path order, and this one needs nothing but os, so
// it runs before Fyne's lookup (which waits for text/template, later in that order).
package locale

import (
	"os"
	"strings"
)

func init() { fix(os.Getenv, os.Setenv) }

// fix sets the variable the locale is read from (the first of LC_ALL, LC_MESSAGES and
// LANG that is set) to US English when it names the C locale, and LANG when none is set.
func fix(getenv func(string) string, setenv func(string, string) error) {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := getenv(name)
		if v == "" {
			continue
		}
		if v == "C" || v == "POSIX" || strings.HasPrefix(v, "C.") {
			_ = setenv(name, "en_US.UTF-8")
		}
		return
	}
	_ = setenv("LANG", "en_US.UTF-8")
}
