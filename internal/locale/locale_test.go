package locale

import (
	"maps"
	"testing"
)

func TestFix(t *testing.T) {
	const us = "en_US.UTF-8"
	for _, c := range []struct {
		env, want map[string]string
	}{
		{map[string]string{}, map[string]string{"LANG": us}},
		{map[string]string{"LANG": "C"}, map[string]string{"LANG": us}},
		{map[string]string{"LANG": "C.UTF-8"}, map[string]string{"LANG": us}},
		{map[string]string{"LANG": "POSIX"}, map[string]string{"LANG": us}},
		{map[string]string{"LANG": "de_DE.UTF-8"}, map[string]string{"LANG": "de_DE.UTF-8"}},
		{map[string]string{"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, map[string]string{"LC_ALL": us, "LANG": "fr_FR.UTF-8"}},
		{map[string]string{"LC_MESSAGES": "nl_NL.UTF-8", "LANG": "C"}, map[string]string{"LC_MESSAGES": "nl_NL.UTF-8", "LANG": "C"}},
	} {
		env := maps.Clone(c.env)
		fix(func(k string) string { return env[k] }, func(k, v string) error { env[k] = v; return nil })
		if !maps.Equal(env, c.want) {
			t.Errorf("%v became %v, want %v", c.env, env, c.want)
		}
	}
}
