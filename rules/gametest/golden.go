package gametest

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// A Golden is one line of a golden file: a position as written, read, and the number
// the file gives it.
type Golden[P any] struct {
	Pos   P
	Text  string
	Value int
}

// ReadGolden reads the golden file at path, a line "number<TAB>position" a position,
// each read by read; a line that does not read fails the test, naming its number.
func ReadGolden[P any](t testing.TB, path string, read func(string) (P, error)) []Golden[P] {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []Golden[P]
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		num, text, _ := strings.Cut(sc.Text(), "\t")
		v, err := strconv.Atoi(num)
		if err != nil {
			t.Fatalf("%s line %d: %v", path, len(out)+1, err)
		}
		p, err := read(text)
		if err != nil {
			t.Fatalf("%s line %d: %v", path, len(out)+1, err)
		}
		out = append(out, Golden[P]{p, text, v})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
