package cli

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules/chess2016"
)

func list(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var b bytes.Buffer
	err := setupList(args, &b)
	return b.String(), err
}

// listed reads the setup lines back: number and dice, and the count line.
func listed(t *testing.T, variant, out string) (ns []int, count string) {
	t.Helper()
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	for _, l := range lines[:len(lines)-1] {
		f := strings.Fields(l)
		if len(f) != 2 {
			t.Fatalf("line %q: want a number and dice", l)
		}
		n, err := strconv.Atoi(f[0])
		if err != nil {
			t.Fatalf("line %q: %v", l, err)
		}
		d, err := chess2016.ParseDice(variant, f[1])
		if err != nil {
			t.Fatalf("line %q: %v", l, err)
		}
		if m, _ := chess2016.SetupNumber(variant, d); m != n {
			t.Fatalf("line %q: those dice are setup %d", l, m)
		}
		ns = append(ns, n)
	}
	return ns, lines[len(lines)-1]
}

func TestSetupListWithAndWithout(t *testing.T) {
	out, err := list(t, "chess-2016", "--list", "--with", "Leo", "--without", "Nightrider")
	if err != nil {
		t.Fatal(err)
	}
	ns, count := listed(t, "chess-2016", out)
	// a direct count over all setups
	var want []int
	for n := 1; n <= 2016; n++ {
		ks, _ := chess2016.Kinds("chess-2016", n, nil)
		if slices.Contains(ks, pieces.Leo) && !slices.Contains(ks, pieces.Nightrider) {
			want = append(want, n)
		}
	}
	if !slices.Equal(ns, want) || len(want) == 0 {
		t.Fatalf("listed %d setups, a direct count finds %d", len(ns), len(want))
	}
	if wantCount := fmt.Sprintf("%d of 2016 setups match: with Leo; without Nightrider", len(want)); count != wantCount {
		t.Errorf("count line %q, want %q", count, wantCount)
	}
	// names in any case, plurals, codes, commas: the same list
	for _, args := range [][]string{
		{"chess-2016", "--list", "--with", "leo", "--without", "NIGHTRIDER"},
		{"--list", "chess-2016", "--with=LE", "--without", "nightriders"},
	} {
		again, err := list(t, args...)
		if err != nil || again != out {
			t.Errorf("%v: %v, and a different list", args, err)
		}
	}
}

func TestSetupListCombinations(t *testing.T) {
	out, err := list(t, "chess-56", "--list", "--with", "Rhinoceros")
	if err != nil || out != "  37  3-3-3\n1 of 56 setups matches: with Rhinoceros\n" {
		t.Errorf("Chess 56 with a Rhinoceros: %q, %v", out, err)
	}
	out, err = list(t, "chess-112", "--list")
	if ns, count := listed(t, "chess-112", out); err != nil || len(ns) != 112 || count != "112 of 112 setups match: all setups" {
		t.Errorf("Chess 112, no filter: %d lines, %q, %v", len(ns), count, err)
	}
	out, err = list(t, "chess-2016", "--list", "--with", "Leo,Tiger", "--with", "Cannon", "--without", "Man")
	if err != nil {
		t.Fatal(err)
	}
	ns, _ := listed(t, "chess-2016", out)
	for _, n := range ns {
		ks, _ := chess2016.Kinds("chess-2016", n, nil)
		if !slices.Contains(ks, pieces.Leo) || !slices.Contains(ks, pieces.Tiger) || !slices.Contains(ks, pieces.Cannon) || slices.Contains(ks, pieces.Man) {
			t.Errorf("setup %d listed but has %v", n, ks)
		}
	}
	// the option changes the arrays: with all-men, Men made of Tigers become Nightriders
	a, _ := list(t, "chess-2016", "--list", "--with", "Nightrider", "--without", "Man")
	b, err := list(t, "chess-2016", "--list", "--with", "Nightrider", "--without", "Man", "--option", "nightrider=all-men")
	if err != nil || a == b {
		t.Errorf("the nightrider option made no difference (%v)", err)
	}
}

func TestSetupListRefusesBadNames(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string // in the message
	}{
		{[]string{"chess-2016", "--list", "--with", "Leon"}, []string{`"Leon"`, "Leo", "Nightrider", "Archbishop"}},
		{[]string{"chess-2016", "--list", "--without", "Rhinoceros"}, []string{`"Rhinoceros"`, "Leo"}}, // Chess 56's only
		{[]string{"chess-56", "--list", "--with", "Archbishop"}, []string{"Rhinoceros", "Elephant"}},
		{[]string{"dino-czars", "--list"}, []string{"no dice setups"}},
		{[]string{"chess-2016", "12", "--list"}, []string{"no setup"}},
		{[]string{"chess-2016", "--list", "--option", "nightrider=some"}, []string{"nightrider"}},
		{[]string{"chess-2017", "--list"}, []string{"chess-2017"}},
	} {
		out, err := list(t, tc.args...)
		var ue errUsage
		if !errors.As(err, &ue) || out != "" {
			t.Errorf("%v: want a usage error and no output, got %v, %q", tc.args, err, out)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(ue.msg, w) {
				t.Errorf("%v: %q does not mention %s", tc.args, ue.msg, w)
			}
		}
	}
}
