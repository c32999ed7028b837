package webserve

import (
	"bytes"
	"compress/gzip"
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
