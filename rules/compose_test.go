package rules

import (
	"errors"
	"strings"
	"testing"
)

// A reader's several faults stay apart for the editor's list and read as one line.
func TestJoinFaults(t *testing.T) {
	a, b, c := PositionErr(1, 0, "White has no King"), PositionErr(1, 0, "Black has 2 Kings, not 1"), PositionErr(3, 1, "castling")
	if JoinFaults(nil) != nil || JoinFaults([]error{nil, nil}) != nil {
		t.Error("no fault joined to an error")
	}
	if err := JoinFaults([]error{nil, a}); err != a {
		t.Errorf("one fault joined to %#v", err)
	}
	err := JoinFaults([]error{a, JoinFaults([]error{b, c})}) // a list within a list is flattened
	if got := Faults(err); len(got) != 3 || got[0] != a || got[1] != b || got[2] != c {
		t.Errorf("faults %v", got)
	}
	if s := err.Error(); s != "field 1: White has no King; field 1: Black has 2 Kings, not 1; and 1 more" || strings.Contains(s, "\n") {
		t.Errorf("the error reads %q", s)
	}
	var pe *PositionError
	if !errors.As(err, &pe) || pe != a {
		t.Error("the first fault is not a *PositionError to errors.As")
	}
	if got := Faults(errors.New("x")); len(got) != 1 {
		t.Errorf("a plain error is %d faults", len(got))
	}
}
