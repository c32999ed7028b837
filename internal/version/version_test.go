package version

import (
	"os"
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
	if got := Describe(bi); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// no commit recorded (a build outside git): the version and the toolchain only
	bi.Settings = bi.Settings[:2]
	if got := Describe(bi); strings.Contains(got, "commit") || !strings.HasPrefix(got, "Oddboards "+Number+"\nbuilt with go1.26.8") {
		t.Errorf("without VCS information: %q", got)
	}
	if got := Describe(nil); got != "Oddboards "+Number+"\n" {
		t.Errorf("without build information: %q", got)
	}
}
