package tune

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"oddboards/rules"
)

// A Term is one weight of a game's evaluation as its Go code holds it: the name a
// weights file gives it, where it lives, and whether it is held (Param.Fixed).
type Term struct {
	Name  string
	P     *int
	Fixed bool
}

// setNamed sets the named weights among terms; a name none of them has is an error (a
// weights file from another version of the evaluation).
func setNamed(terms []Term, named map[string]int) error {
	byName := map[string]*int{}
	for _, t := range terms {
		byName[t.Name] = t.P
	}
	for name, v := range named {
		p, ok := byName[name]
		if !ok {
			return fmt.Errorf("the evaluation has no weight %q", rules.Excerpt(name, 40))
		}
		*p = v
	}
	return nil
}

// ParseNamed reads weights by name: "name=value" pairs separated by commas ("danger
// offset=25, king danger=72"), as a UCI option gives them, each value a whole number;
// "" and "none" are none. Whether the evaluation has each name is With's to say.
func ParseNamed(s string) (map[string]int, error) {
	named := map[string]int{}
	if s = strings.TrimSpace(s); s == "" || strings.EqualFold(s, "none") {
		return named, nil
	}
	for _, pair := range strings.Split(s, ",") {
		name, value, ok := strings.Cut(pair, "=")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if !ok || name == "" {
			return nil, fmt.Errorf("%q: write NAME=VALUE, pairs separated by commas", rules.Excerpt(strings.TrimSpace(pair), 40))
		}
		v, err := strconv.Atoi(value)
		if err != nil {
			return nil, fmt.Errorf("%s: %q is not a whole number", rules.Excerpt(name, 40), rules.Excerpt(value, 20))
		}
		if _, twice := named[name]; twice {
			return nil, fmt.Errorf("%s is given twice", rules.Excerpt(name, 40))
		}
		named[name] = v
	}
	return named, nil
}

// With is w with the named weights set among terms(&w) (setNamed): a game's Weights
// overlaid with a weights file.
func With[W any](w W, terms func(*W) []Term, named map[string]int) (W, error) {
	err := setNamed(terms(&w), named)
	return w, err
}

// Playing is With for the weights a game's computer plays with: its weights.go names
// only its own weights (its TestTunedWeights checks), so a name it lacks is a
// programming error, and the panic names game.
func Playing[W any](game string, w W, terms func(*W) []Term, named map[string]int) W {
	w, err := With(w, terms, named)
	if err != nil {
		panic(game + ": weights.go: " + err.Error())
	}
	return w
}

// PlayingOnce is Playing of the game's def() and named(), worked out on the first call
// and shared after, for a game whose search reads its weights through a pointer: the
// caller must not change them.
func PlayingOnce[W any](game string, def func() W, terms func(*W) []Term, named func() map[string]int) func() *W {
	return sync.OnceValue(func() *W {
		w := Playing(game, def(), terms, named())
		return &w
	})
}

// An Index finds a weight among a model's params by its address in the weights.
type Index map[*int]int32

// At is the index of the param of the weight at p, or −1 when no param is that weight
// (a term the model's features leave out).
func (ix Index) At(p *int) int32 {
	if i, ok := ix[p]; ok {
		return i
	}
	return -1
}

// ParamsOf are the terms as params, each starting at its value, and the index of each
// term's weight among them.
func ParamsOf(terms []Term) ([]Param, Index) {
	params := make([]Param, len(terms))
	idx := make(Index, len(terms))
	for i, t := range terms {
		params[i] = Param{Name: t.Name, Start: float64(*t.P), Fixed: t.Fixed}
		idx[t.P] = int32(i)
	}
	return params, idx
}
