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
	if err := os.Remove(filepath.Join(good, "oddboards.wasm")); err != nil {
		t.Fatal(err)
	}
	if dir, err := Find(good); err != nil || dir != good {
		t.Errorf("Find(%s), the module there as its gzip copy alone (as the packages carry it) = %s, %v", good, dir, err)
	}
	if err := os.Remove(filepath.Join(good, "oddboards.wasm.gz")); err != nil {
		t.Fatal(err)
	}
	if _, err := Find(good); err == nil || !strings.Contains(err.Error(), "oddboards.wasm") {
		t.Errorf("Find(%s) without the module = %v, want it to name oddboards.wasm", good, err)
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

// The installed Linux package's page, share/oddboards/web beside the program's bin/, is
// among the places Find looks, before a checkout's bin/web.
func TestPlacesFindTheInstalledPage(t *testing.T) {
	prefix := t.TempDir()
	bin := filepath.Join(prefix, "bin")
	web := filepath.Join(prefix, "share", "oddboards", "web")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(web), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(page(t), web); err != nil {
		t.Fatal(err)
	}
	var found string
	for _, d := range Places(bin) {
		if check(d) == nil {
			found = d
			break
		}
	}
	if filepath.Clean(found) != web {
		t.Errorf("Places(%s) finds the page at %q, want %s (looked in %v)", bin, found, web, Places(bin))
	}
	if p := Places(""); len(p) != 1 || p[0] != filepath.Join("bin", "web") {
		t.Errorf("Places without the program's folder = %v, want bin/web alone", p)
	}
}
