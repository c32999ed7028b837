package version

import (
	"os"
	"os/exec"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
)

// TestNumberIsFyneAppVersion keeps Number in step with FyneApp.toml, which the packages
// are made from.
func TestNumberIsFyneAppVersion(t *testing.T) {
	data, err := os.ReadFile("../../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]*)"`).FindSubmatch(data)
	if m == nil {
		t.Fatal("FyneApp.toml has no Version")
	}
	if string(m[1]) != Number {
		t.Errorf("FyneApp.toml says version %s, version.Number %s: change both", m[1], Number)
	}
}

func TestDescribeNamesTheCommit(t *testing.T) {
	bi := &debug.BuildInfo{GoVersion: "go1.26.8", Settings: []debug.BuildSetting{
		{Key: "GOOS", Value: "windows"}, {Key: "GOARCH", Value: "amd64"},
		{Key: "vcs.revision", Value: "68eb98a4f3c2d1e0ffeeddccbbaa998877665544"},
		{Key: "vcs.time", Value: "2026-11-01T18:04:05Z"},
		{Key: "vcs.modified", Value: "true"},
	}}
	want := "Oddboards " + Number + "\n" +
		"commit 68eb98a4f3c2 of 2026-11-01 18:04:05 UTC, with changes not committed\n" +
		"built with go1.26.8 for windows/amd64\n"
	if got := describe(bi); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// no commit recorded (a build outside git): the version and the toolchain only
	bi.Settings = bi.Settings[:2]
	if got := describe(bi); strings.Contains(got, "commit") || !strings.HasPrefix(got, "Oddboards "+Number+"\nbuilt with go1.26.8") {
		t.Errorf("without VCS information: %q", got)
	}
	if got := describe(nil); got != "Oddboards "+Number+"\n" {
		t.Errorf("without build information: %q", got)
	}
}

// The licence file is the BSD 3-Clause licence of the Oddboards authors, as the About box
// says.
func TestLicenceIsBSD3(t *testing.T) {
	data, err := os.ReadFile("../../LICENSE")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, want := range []string{"BSD 3-Clause License\n", "Copyright (c) 2026, The Oddboards authors\n",
		"3. Neither the name of the copyright holder", "THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS"} {
		if !strings.Contains(text, want) {
			t.Errorf("LICENSE lacks %q", want)
		}
	}
	for _, want := range []string{"BSD 3-Clause licence, copyright 2026 The Oddboards authors", "THIRD_PARTY_LICENSES"} {
		if !strings.Contains(Licence, want) {
			t.Errorf("the About box's licence lacks %q: %s", want, Licence)
		}
	}
}

// THIRD_PARTY_LICENSES.md has a section, with a licence, for every module linked into the
// app (Linux and Windows) and oddboards-cli.exe, at the version go.mod gives: a module
// added or updated without packaging/third-party-licences run again fails here.
func TestThirdPartyLicencesNameEveryModule(t *testing.T) {
	data, err := os.ReadFile("../../THIRD_PARTY_LICENSES.md")
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string]string{} // "path version" → its text
	for _, s := range strings.Split(string(data), "\n### ")[1:] {
		head, body, _ := strings.Cut(s, "\n")
		sections[head] = body
	}
	for _, b := range []struct{ goos, cgo, pkg string }{
		{"linux", "1", "oddboards"}, {"windows", "1", "oddboards"}, {"windows", "0", "oddboards/cmd/oddboards-cli"},
	} {
		cmd := exec.Command("go", "list", "-deps", "-f", "{{with .Module}}{{if not .Main}}{{.Path}} {{.Version}}{{end}}{{end}}", b.pkg)
		cmd.Dir = "../.."
		cmd.Env = append(os.Environ(), "GOOS="+b.goos, "GOARCH=amd64", "CGO_ENABLED="+b.cgo)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list for %s/%s: %v", b.goos, b.pkg, err)
		}
		modules := strings.Fields(strings.ReplaceAll(string(out), " ", "@"))
		if len(modules) < 5 {
			t.Fatalf("go list found only %v for %s/%s", modules, b.goos, b.pkg)
		}
		for _, m := range modules {
			body, ok := sections[strings.Replace(m, "@", " ", 1)]
			if !ok {
				t.Errorf("%s (linked into %s/%s) has no section: run packaging/third-party-licences", m, b.goos, b.pkg)
			} else if !strings.Contains(body, "```") && !strings.Contains(body, "The same licence text as") {
				t.Errorf("%s: its section holds no licence text", m)
			}
		}
	}
}
