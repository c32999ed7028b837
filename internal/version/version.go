// Package version says which Oddboards this is: the version FyneApp.toml gives (the
// packaging tool writes it into the Linux package and the Windows resources) and the
// commit the binary was built from, which the Go toolchain records in every binary.
package version

import (
	"runtime/debug"
	"strings"
)

// Number is FyneApp.toml's Version. Go code cannot read that file (go:embed reaches no
// parent folder), so it is repeated here and TestNumberIsFyneAppVersion keeps the two equal.
const Number = "0.1.0"

// Licence is what the About box says of the terms Oddboards is shared under (LICENSE)
// and of the parts it is built from (THIRD_PARTY_LICENSES.md), both of which the Linux
// and Windows packages carry.
const Licence = "Oddboards is free software under the BSD 3-Clause licence, copyright 2026 The Oddboards authors: " +
	"you may use, share and change it, in source or binary form, if the copyright notice, the licence's " +
	"conditions and its disclaimer go with it. It comes with no warranty.\n" +
	"It is built with parts under their own licences: Fyne and the Go fonts (BSD 3-Clause), fpdf and gg (MIT), " +
	"the Noto Sans and Inter fonts (SIL Open Font License) and others, all listed in THIRD_PARTY_LICENSES " +
	"beside LICENSE in the package."

// Text is the version as `oddboards --version` prints it and the About box shows it: a
// first line "Oddboards 0.1.0", then the commit and the toolchain when they were recorded.
func Text() string {
	bi, _ := debug.ReadBuildInfo()
	return describe(bi)
}

// describe is Text for the build information bi (nil when none was recorded).
func describe(bi *debug.BuildInfo) string {
	lines := []string{"Oddboards " + Number}
	if bi == nil {
		return lines[0] + "\n"
	}
	set := map[string]string{}
	for _, s := range bi.Settings {
		set[s.Key] = s.Value
	}
	// a build outside a git checkout (go test, a source tarball) records no commit
	if rev := set["vcs.revision"]; rev != "" {
		c := "commit " + rev[:min(len(rev), 12)]
		if t := set["vcs.time"]; t != "" {
			c += " of " + strings.Replace(strings.TrimSuffix(t, "Z"), "T", " ", 1) + " UTC"
		}
		if set["vcs.modified"] == "true" {
			c += ", with changes not committed"
		}
		lines = append(lines, c)
	}
	if bi.GoVersion != "" {
		b := "built with " + bi.GoVersion
		if set["GOOS"] != "" {
			b += " for " + set["GOOS"] + "/" + set["GOARCH"]
		}
		lines = append(lines, b)
	}
	return strings.Join(lines, "\n") + "\n"
}
