// Package webserve finds the browser build of the app (`make web`'s bin/web) for a host
// and serves it: each file from its gzip copy, made once at build time, to a browser
// that accepts gzip; the module is a quarter of its size so.
package webserve

import (
	"compress/gzip"
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

// Find is the page's folder: dir if given (--web), else the first of Places that holds
// the page.
func Find(dir string) (string, error) {
	if dir != "" {
		if err := check(dir); err != nil {
			return "", fmt.Errorf("--web %s: %v", dir, err)
		}
		return dir, nil
	}
	exeDir := ""
	if exe, err := os.Executable(); err == nil {
		if exe, err := filepath.EvalSymlinks(exe); err == nil {
			exeDir = filepath.Dir(exe)
		}
	}
	for _, d := range Places(exeDir) {
		if check(d) == nil {
			return d, nil
		}
	}
	return "", errors.New("no page for players in a browser: the packages carry it (share/oddboards/web beside the program's bin, web beside oddboards.exe); in a checkout, build it with `make web` (into bin/web), or give --web DIR")
}

// Places are where Find looks for the page, for a program in exeDir ("" if unknown):
// web/ beside it (the Windows zip), share/oddboards/web beside its bin/ folder (the
// Linux package installed, in any prefix or ~/.local), bin/web beside it (a checkout's
// program run from elsewhere), and bin/web in the working folder (a checkout after
// `make web`).
func Places(exeDir string) []string {
	var p []string
	if exeDir != "" {
		p = append(p, filepath.Join(exeDir, "web"), filepath.Join(exeDir, "..", "share", "oddboards", "web"),
			filepath.Join(exeDir, "bin", "web"))
	}
	return append(p, filepath.Join("bin", "web"))
}

// check says what of the page dir lacks. A file may be there as its gzip copy alone:
// the packages carry the module so (a quarter of its size), and Handler unpacks it for
// the rare browser that does not take gzip.
func check(dir string) error {
	for _, f := range files {
		if !exists(filepath.Join(dir, f)) && !exists(filepath.Join(dir, f+".gz")) {
			return fmt.Errorf("no %s there: build the page with `make web`", f)
		}
	}
	return nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// Handler serves the files of dir, and for a file NAME its copy NAME.gz, as it is, with
// Content-Encoding gzip, to a request that accepts gzip; a request that does not gets
// NAME, or where there is only the copy, the copy unpacked. "/" is index.html.
func Handler(dir fs.FS) http.Handler {
	return handler(dir, make(chan struct{}, unpackingAtOnce))
}

// unpackingAtOnce bounds the unpacked answers under way: each costs the host a quarter
// of a second of CPU for the module (a gzip copy served as it is, next to none), and a
// browser never asks for one, so a stranger asking again and again gets 503s rather
// than the host's CPU.
const unpackingAtOnce = 2

// handler is Handler, its unpacked answers taking a place in unpacking while they run.
func handler(dir fs.FS, unpacking chan struct{}) http.Handler {
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
		if serve(w, r, dir, name, name) {
			return
		}
		if _, err := fs.Stat(dir, name+".gz"); err != nil {
			http.NotFound(w, r)
			return
		}
		select {
		case unpacking <- struct{}{}:
			defer func() { <-unpacking }()
		default:
			w.Header().Set("Retry-After", "10")
			http.Error(w, "busy: ask for gzip (Accept-Encoding), or later", http.StatusServiceUnavailable)
			return
		}
		if !serveUnpacked(w, r, dir, name) {
			http.NotFound(w, r)
		}
	})
}

// serveUnpacked answers with the file name's gzip copy unpacked, as it streams (so
// without ranges or a length); false if there is no copy (nothing is written then).
func serveUnpacked(w http.ResponseWriter, r *http.Request, dir fs.FS, name string) bool {
	f, err := dir.Open(name + ".gz")
	if err != nil {
		return false
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return false
	}
	w.Header().Set("Content-Type", typeOf(name))
	if r.Method != http.MethodHead {
		io.Copy(w, z) // a copy that breaks off leaves the browser a short file, which it refuses
	}
	return true
}

// typeOf is the content type of the file name: the browser compiles a module only of
// type application/wasm as it arrives.
func typeOf(name string) string {
	if path.Ext(name) == ".wasm" {
		return "application/wasm"
	}
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		return t
	}
	return "application/octet-stream"
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
	w.Header().Set("Content-Type", typeOf(name)) // as the file named, not its copy
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
