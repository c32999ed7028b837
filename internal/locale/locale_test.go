package locale

import (
	"maps"
	"testing"
)

func TestFix(t *testing.T) {
	for _, c := range []struct {
		env, want map[string]string
	}{
		{map[string]string{}, map[string]string{}}, // Fyne reads nothing: no complaint
		{map[string]string{"LANG": "C"}, map[string]string{"LANG": "C"}},
		{map[string]string{"LANG": "POSIX"}, map[string]string{"LANG": "POSIX"}},
		{map[string]string{"LANG": "C.UTF-8"}, map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "en_US"}},
		{map[string]string{"LANG": "de_DE.UTF-8"}, map[string]string{"LANG": "de_DE.UTF-8"}},
		{map[string]string{"LC_ALL": "C.utf8", "LANG": "fr_FR.UTF-8"}, map[string]string{"LC_ALL": "C.utf8", "LANG": "fr_FR.UTF-8", "LANGUAGE": "en_US"}},
		{map[string]string{"LC_MESSAGES": "nl_NL.UTF-8", "LANG": "C.UTF-8"}, map[string]string{"LC_MESSAGES": "nl_NL.UTF-8", "LANG": "C.UTF-8"}},
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "sv"}, map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "sv"}},
	} {
		env := maps.Clone(c.env)
		fix(func(k string) string { return env[k] }, func(k, v string) error { env[k] = v; return nil })
		if !maps.Equal(env, c.want) {
			t.Errorf("%v became %v, want %v", c.env, env, c.want)
		}
	}
}
