package webdir

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// page writes a page's files into a new folder, each with a gzip copy but storefs.js.
func page(t *testing.T) string {
	dir := t.TempDir()
	for name, body := range map[string]string{"index.html": "<html>page", "wasm_exec.js": "go()", "oddboards.wasm": "\x00asm", "storefs.js": "fs()"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		if name == "storefs.js" {
			continue
		}
		var z bytes.Buffer
		w := gzip.NewWriter(&z)
		w.Write([]byte(body))
		w.Close()
		if err := os.WriteFile(filepath.Join(dir, name+".gz"), z.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestHandler(t *testing.T) {
	h := Handler(page(t))
	for _, c := range []struct {
		path, accept, body, typ, encoding string
		code                              int
	}{
		{"/", "gzip, deflate", "<html>page", "text/html", "gzip", 200},
		{"/", "", "<html>page", "text/html", "", 200},
		{"/oddboards.wasm", "gzip", "\x00asm", "application/wasm", "gzip", 200},
		{"/oddboards.wasm", "identity", "\x00asm", "application/wasm", "", 200},
		{"/wasm_exec.js", "gzip", "go()", "javascript", "gzip", 200},
		{"/storefs.js", "gzip", "fs()", "javascript", "", 200}, // no copy: the file itself
		{"/../../etc/passwd", "gzip", "", "", "", 404},
		{"/missing.js", "gzip", "", "", "", 404},
	} {
		r := httptest.NewRequest("GET", c.path, nil)
		if c.accept != "" {
			r.Header.Set("Accept-Encoding", c.accept)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		res := w.Result()
		body, _ := io.ReadAll(res.Body)
		if enc := res.Header.Get("Content-Encoding"); enc == "gzip" {
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatalf("%s: %v", c.path, err)
			}
			body, _ = io.ReadAll(zr)
		}
		if res.StatusCode != c.code || res.Header.Get("Content-Encoding") != c.encoding || (c.code == 200 && string(body) != c.body) ||
			!strings.Contains(res.Header.Get("Content-Type"), c.typ) {
			t.Errorf("%s (%q): %d %q %q %q, want %d %q %q %q", c.path, c.accept, res.StatusCode, res.Header.Get("Content-Encoding"),
				res.Header.Get("Content-Type"), body, c.code, c.encoding, c.typ, c.body)
		}
	}
}

func TestFind(t *testing.T) {
	good := page(t)
	if dir, err := Find(good); err != nil || dir != good {
		t.Errorf("Find(%s) = %s, %v", good, dir, err)
	}
	empty := t.TempDir()
	if _, err := Find(empty); err == nil || !strings.Contains(err.Error(), "make web") {
		t.Errorf("Find(an empty folder) = %v, want it to say make web", err)
	}
	t.Chdir(empty) // no bin/web here, nor beside the test's executable
	if _, err := Find(""); err == nil || !strings.Contains(err.Error(), "make web") {
		t.Errorf("Find() = %v, want it to say make web", err)
	}
}
