// Package webdir finds the page `make web` builds (bin/web: index.html, wasm_exec.js,
// storefs.js, oddboards.wasm, each with a .gz copy) for a host to serve to players in a
// browser, and serves it, the gzip copy to a browser that takes gzip.
package webdir

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// files are what a page needs: without any of them it does not start.
var files = [...]string{"index.html", "wasm_exec.js", "oddboards.wasm"}

// Find is the page's folder: dir if given (--web), else web/ or bin/web beside the
// executable, else bin/web in the working folder (a checkout after `make web`).
func Find(dir string) (string, error) {
	if dir != "" {
		if err := check(dir); err != nil {
			return "", fmt.Errorf("--web %s: %v", dir, err)
		}
		return dir, nil
	}
	var tried []string
	if exe, err := os.Executable(); err == nil {
		if exe, err := filepath.EvalSymlinks(exe); err == nil {
			tried = append(tried, filepath.Join(filepath.Dir(exe), "web"), filepath.Join(filepath.Dir(exe), "bin", "web"))
		}
	}
	tried = append(tried, filepath.Join("bin", "web"))
	for _, d := range tried {
		if check(d) == nil {
			return d, nil
		}
	}
	return "", errors.New("no page for players in a browser: build it with `make web` (it goes to bin/web, beside the program), or give --web DIR")
}

// check says what of the page dir lacks.
func check(dir string) error {
	for _, f := range files {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			return fmt.Errorf("no %s there: build the page with `make web`", f)
		}
	}
	return nil
}

// Handler serves the page in dir: a file's .gz copy, when there is one and the browser
// takes gzip, with the file's own type.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		if name == "/" {
			name = "/index.html"
		}
		w.Header().Add("Vary", "Accept-Encoding")
		if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") && !strings.HasSuffix(name, ".gz") {
			if f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)+".gz")); err == nil {
				defer f.Close()
				if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
					w.Header().Set("Content-Type", contentType(name))
					w.Header().Set("Content-Encoding", "gzip")
					http.ServeContent(w, r, name, st.ModTime(), f)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}

// contentType is a file's type by its name: the browser compiles a module as it
// downloads only when it is served as application/wasm.
func contentType(name string) string {
	switch path.Ext(name) {
	case ".wasm":
		return "application/wasm"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".html":
		return "text/html; charset=utf-8"
	}
	return "application/octet-stream"
}
