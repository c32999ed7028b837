// Package webserve finds the browser build of the app (`make web`'s bin/web) for a host
// and serves it: each file from its gzip copy, made once at build time, to a browser
// that accepts gzip; the module is a quarter of its size so.
package webserve

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
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

// Handler serves the files of dir, and for a file NAME its copy NAME.gz, as it is, with
// Content-Encoding gzip, to a request that accepts gzip. "/" is index.html.
func Handler(dir fs.FS) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
		if name == "" {
			name = "index.html"
		}
		if strings.HasSuffix(name, ".gz") || !fs.ValidPath(name) {
			http.NotFound(w, r) // the copies are served under their file's name only
			return
		}
		w.Header().Add("Vary", "Accept-Encoding") // a cache keeps both answers apart
		if acceptsGzip(r.Header.Get("Accept-Encoding")) && serve(w, r, dir, name+".gz", name) {
			return
		}
		if !serve(w, r, dir, name, name) {
			http.NotFound(w, r)
		}
	})
}

// serve answers with the file from, as the file name's type; false if there is no such
// file (nothing is written then).
func serve(w http.ResponseWriter, r *http.Request, dir fs.FS, from, name string) bool {
	f, err := dir.Open(from)
	if err != nil {
		return false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		return false
	}
	rs, ok := f.(io.ReadSeeker)
	if !ok {
		return false
	}
	// as the file named, not its copy: the browser compiles a module only of type
	// application/wasm as it arrives
	ctype := mime.TypeByExtension(path.Ext(name))
	if path.Ext(name) == ".wasm" {
		ctype = "application/wasm"
	}
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	w.Header().Set("Content-Type", ctype)
	if from != name {
		w.Header().Set("Content-Encoding", "gzip")
	}
	http.ServeContent(w, r, name, st.ModTime(), rs)
	return true
}

// acceptsGzip reads an Accept-Encoding header: gzip (or *) listed, and not with q=0.
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "*" {
			continue
		}
		q := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(params), " ", ""))
		weight, err := strconv.ParseFloat(strings.TrimPrefix(q, "q="), 64)
		return !strings.HasPrefix(q, "q=") || err != nil || weight > 0
	}
	return false
}
