package webserve

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
)

func TestHandlerServesTheGzipCopyToWhoAcceptsIt(t *testing.T) {
	dir := fstest.MapFS{
		"index.html":        {Data: []byte("<html>")},
		"index.html.gz":     {Data: []byte("gz html")},
		"oddboards.wasm":    {Data: []byte("module")},
		"oddboards.wasm.gz": {Data: []byte("gz module")},
		"storefs.js":        {Data: []byte("js, no copy")},
		"sub/x.txt":         {Data: []byte("x")},
		"only.js.gz":        {Data: gzipped(t, "js, its copy alone")},
	}
	for _, c := range []struct {
		method, path, accept string
		status               int
		body, ctype, enc     string
	}{
		{"GET", "/", "gzip, deflate, br", 200, "gz html", "text/html; charset=utf-8", "gzip"},
		{"GET", "/index.html", "", 200, "<html>", "text/html; charset=utf-8", ""},
		{"GET", "/oddboards.wasm", "br;q=1.0, gzip;q=0.8", 200, "gz module", "application/wasm", "gzip"},
		{"GET", "/oddboards.wasm", "identity", 200, "module", "application/wasm", ""},
		{"GET", "/oddboards.wasm", "gzip;q=0", 200, "module", "application/wasm", ""},
		{"GET", "/oddboards.wasm", "gzip; Q=0.00", 200, "module", "application/wasm", ""},
		{"GET", "/oddboards.wasm", "*", 200, "gz module", "application/wasm", "gzip"},
		{"HEAD", "/oddboards.wasm", "gzip", 200, "", "application/wasm", "gzip"},
		{"GET", "/storefs.js", "gzip", 200, "js, no copy", "text/javascript; charset=utf-8", ""},
		{"GET", "/oddboards.wasm.gz", "gzip", 404, "", "", ""}, // only under its file's name
		{"GET", "/missing.js", "gzip", 404, "", "", ""},
		{"GET", "/only.js", "gzip", 200, string(gzipped(t, "js, its copy alone")), "text/javascript; charset=utf-8", "gzip"},
		{"GET", "/only.js", "", 200, "js, its copy alone", "text/javascript; charset=utf-8", ""}, // unpacked
		{"HEAD", "/only.js", "", 200, "", "text/javascript; charset=utf-8", ""},
		{"GET", "/sub", "gzip", 404, "", "", ""}, // no folder listings
		{"GET", "/../index.html", "", 200, "<html>", "text/html; charset=utf-8", ""},
		{"POST", "/", "gzip", 405, "", "", ""},
	} {
		r := httptest.NewRequest(c.method, c.path, nil)
		if c.accept != "" {
			r.Header.Set("Accept-Encoding", c.accept)
		}
		w := httptest.NewRecorder()
		Handler(dir).ServeHTTP(w, r)
		res := w.Result()
		if res.StatusCode != c.status {
			t.Errorf("%s %s (%q): status %d, want %d", c.method, c.path, c.accept, res.StatusCode, c.status)
			continue
		}
		if c.status != http.StatusOK {
			continue
		}
		if got := w.Body.String(); got != c.body {
			t.Errorf("%s %s (%q): body %q, want %q", c.method, c.path, c.accept, got, c.body)
		}
		if got := res.Header.Get("Content-Type"); got != c.ctype {
			t.Errorf("%s %s (%q): type %q, want %q", c.method, c.path, c.accept, got, c.ctype)
		}
		if got := res.Header.Get("Content-Encoding"); got != c.enc {
			t.Errorf("%s %s (%q): encoding %q, want %q", c.method, c.path, c.accept, got, c.enc)
		}
		if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("%s %s: Vary %q", c.method, c.path, got)
		}
	}
}

// A range of a copy is of its gzip bytes, which is what Content-Encoding says.
func TestHandlerServesRanges(t *testing.T) {
	dir := fstest.MapFS{"a.wasm": {Data: []byte("0123456789")}, "a.wasm.gz": {Data: []byte("abcdefghij")}}
	for accept, want := range map[string]string{"gzip": "cde", "": "234"} {
		r := httptest.NewRequest("GET", "/a.wasm", nil)
		r.Header.Set("Range", "bytes=2-4")
		r.Header.Set("Accept-Encoding", accept)
		w := httptest.NewRecorder()
		Handler(dir).ServeHTTP(w, r)
		if w.Code != http.StatusPartialContent || w.Body.String() != want {
			t.Errorf("accept %q: %d %q, want 206 %q", accept, w.Code, w.Body.String(), want)
		}
	}
}

// gzipped is text compressed, as make web's copies are.
func gzipped(t *testing.T, text string) []byte {
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	if _, err := z.Write([]byte(text)); err != nil {
		t.Fatal(err)
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// Unpacked answers are bounded: with every place taken, a request that takes no gzip
// for a file there only as its copy is answered 503, and one that takes gzip, or for a
// file there as it is, is served as ever (and a missing file is 404).
func TestHandlerBoundsUnpacking(t *testing.T) {
	dir := fstest.MapFS{
		"index.html":        {Data: []byte("<html>")},
		"oddboards.wasm.gz": {Data: gzipped(t, "module")},
	}
	full := make(chan struct{}, unpackingAtOnce)
	for range unpackingAtOnce {
		full <- struct{}{}
	}
	for _, c := range []struct {
		path, accept string
		status       int
	}{
		{"/oddboards.wasm", "", http.StatusServiceUnavailable},
		{"/oddboards.wasm", "gzip", http.StatusOK},
		{"/index.html", "", http.StatusOK},
		{"/missing.js", "", http.StatusNotFound},
	} {
		r := httptest.NewRequest("GET", c.path, nil)
		if c.accept != "" {
			r.Header.Set("Accept-Encoding", c.accept)
		}
		w := httptest.NewRecorder()
		handler(dir, full).ServeHTTP(w, r)
		if w.Code != c.status {
			t.Errorf("%s (%q), every place taken: status %d, want %d", c.path, c.accept, w.Code, c.status)
		}
	}
	free := make(chan struct{}, unpackingAtOnce)
	w := httptest.NewRecorder()
	handler(dir, free).ServeHTTP(w, httptest.NewRequest("GET", "/oddboards.wasm", nil))
	if w.Code != http.StatusOK || w.Body.String() != "module" || len(free) != 0 {
		t.Errorf("a free place: status %d, body %q, %d places still taken", w.Code, w.Body.String(), len(free))
	}
}
