// Package pdftest reads back what the tests of the PDF writer (boards/draw) and of the
// printouts (ui/printout) check in a PDF file. It is for tests only.
package pdftest

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Facts are what a test reads back from a PDF: the page count of the page tree, each
// page's MediaBox in points (its own, or the page tree's, which pages inherit), and the
// content streams, inflated when they are compressed.
type Facts struct {
	Count   int
	Boxes   [][4]float64
	Streams []string
}

var (
	reCount  = regexp.MustCompile(`/Count (\d+)`)
	reBox    = regexp.MustCompile(`/MediaBox \[([-\d. ]+)\]`)
	rePage   = regexp.MustCompile(`/Type /Page\b`)
	reStream = regexp.MustCompile(`/Length (\d+)\s*>>\s*stream\r?\n`)
)

// Read reads data's Facts, failing the test when data is not a PDF.
func Read(t testing.TB, data []byte) Facts {
	t.Helper()
	if !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", data[:min(len(data), 16)])
	}
	var f Facts
	box := func(obj []byte) ([4]float64, bool) {
		var b [4]float64
		m := reBox.FindSubmatch(obj)
		if m == nil {
			return b, false
		}
		fields := strings.Fields(string(m[1]))
		if len(fields) != 4 {
			t.Fatalf("MediaBox %q", m[1])
		}
		for i, s := range fields {
			b[i], _ = strconv.ParseFloat(s, 64)
		}
		return b, true
	}
	var def [4]float64
	var pages [][]byte
	for _, obj := range bytes.Split(data, []byte("endobj")) {
		switch {
		case bytes.Contains(obj, []byte("/Type /Pages")):
			def, _ = box(obj)
			if m := reCount.FindSubmatch(obj); m != nil {
				f.Count, _ = strconv.Atoi(string(m[1]))
			}
		case rePage.Match(obj):
			pages = append(pages, obj)
		}
	}
	for _, p := range pages {
		b, ok := box(p)
		if !ok {
			b = def
		}
		f.Boxes = append(f.Boxes, b)
	}
	// every stream by its /Length, which binary data cannot fool
	for _, m := range reStream.FindAllSubmatchIndex(data, -1) {
		n, _ := strconv.Atoi(string(data[m[2]:m[3]]))
		if m[1]+n > len(data) {
			t.Fatal("stream past the end")
		}
		body := data[m[1] : m[1]+n]
		if r, err := zlib.NewReader(bytes.NewReader(body)); err == nil {
			if b, err := io.ReadAll(r); err == nil {
				body = b
			}
		}
		f.Streams = append(f.Streams, string(body))
	}
	return f
}
