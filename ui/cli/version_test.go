package cli

import (
	"strings"
	"testing"

	"oddboards/internal/version"
)

// TestVersionAnswersWithoutAWindow: --version is answered on the command line (main.go
// asks IsSubcommand before it opens the app) with the version line first.
func TestVersionAnswersWithoutAWindow(t *testing.T) {
	for _, arg := range []string{"--version", "-version", "version"} {
		if !IsSubcommand([]string{arg}) {
			t.Errorf("%s would open the app", arg)
		}
		code, out, errOut := run(arg)
		if code != 0 || errOut != "" || out != version.Text() {
			t.Errorf("%s: exit %d, out %q, err %q", arg, code, out, errOut)
		}
		if !strings.HasPrefix(out, "Oddboards "+version.Number+"\n") {
			t.Errorf("%s: the first line is not the version: %q", arg, out)
		}
	}
	if code, _, errOut := run("--version", "extra"); code != 2 || !strings.Contains(errOut, "--version takes no arguments") {
		t.Errorf("--version extra: exit %d, err %q", code, errOut)
	}
	if IsSubcommand([]string{"--game", "chess-56"}) {
		t.Error("--game is the app's, not a subcommand")
	}
	if _, out, _ := run("--help"); !strings.Contains(out, "oddboards --version") {
		t.Error("the usage does not mention --version")
	}
}
