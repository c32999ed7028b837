package rules_test

import (
	"slices"
	"testing"

	"oddboards/rules"
)

func TestTableLines(t *testing.T) {
	header, rows := rules.TableLines("# made by a command\n# its columns\n\nrow one\n\n# a note\nrow two\n")
	if want := []string{"# made by a command", "# its columns", "# a note"}; !slices.Equal(header, want) {
		t.Errorf("header %q, want %q", header, want)
	}
	if want := []rules.TableLine{{4, "row one"}, {7, "row two"}}; !slices.Equal(rows, want) {
		t.Errorf("rows %v, want %v (with their line numbers)", rows, want)
	}
	if h, r := rules.TableLines(""); h != nil || r != nil {
		t.Errorf("an empty table: %q, %v", h, r)
	}
}
