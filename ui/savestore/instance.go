package savestore

import (
	"bufio"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// One copy of the app runs on a data folder at a time: two would each offer the other's
// open games as unfinished, and autosave over each other. The running copy listens on
// a loopback port it writes, with a secret, in the folder (instanceFile); a copy started
// later hands its command line over (HandOver: "--open FILE" opens the file in the
// running copy) and ends. Fyne has no single-instance support of its own.

// instanceFile is the running copy's port and secret, in the data folder.
const instanceFile = "instance.txt"

// handOverLimit bounds what a hand-over may say: a command line, never megabytes.
const handOverLimit = 64 << 10

// handOverWait bounds how long a starting copy waits on a running one that does not
// answer (hung, or a port another program now holds): then it runs itself.
const handOverWait = 5 * time.Second

// Instance is this copy's claim on the data folder: it takes the command lines of the
// copies started after it until Close.
type Instance struct {
	dir    string
	secret string
	ln     net.Listener
	handle func(args []string)
	wg     sync.WaitGroup
}

type handOver struct {
	Secret string   `json:"secret"`
	Args   []string `json:"args"`
}

// Serve makes this copy the one that runs on dir: handle is given, on a goroutine of
// its own, the command line of every copy started later (hand it to the UI goroutine).
func Serve(dir string, handle func(args []string)) (*Instance, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("cannot listen for copies started later: %w", err)
	}
	var b [16]byte
	_, _ = rand.Read(b[:])
	in := &Instance{dir: dir, secret: hex.EncodeToString(b[:]), ln: ln, handle: handle}
	port := ln.Addr().(*net.TCPAddr).Port
	if err := writePrivate(filepath.Join(dir, instanceFile), fmt.Appendf(nil, "%d %s\n", port, in.secret)); err != nil {
		ln.Close()
		return nil, err
	}
	in.wg.Add(1)
	go in.accept()
	return in, nil
}

// writePrivate writes path whole or not at all, readable by this user only: the secret
// keeps other users' programs from opening files in this app.
func writePrivate(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp") // mode 0600
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

func (in *Instance) accept() {
	defer in.wg.Done()
	for {
		c, err := in.ln.Accept()
		if err != nil {
			return // closed
		}
		in.wg.Add(1)
		go func() {
			defer in.wg.Done()
			in.serve(c)
		}()
	}
}

// serve reads one hand-over from c and answers it.
func (in *Instance) serve(c net.Conn) {
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(handOverWait))
	line, err := bufio.NewReader(io.LimitReader(c, handOverLimit)).ReadString('\n')
	if err != nil {
		return
	}
	var h handOver
	if json.Unmarshal([]byte(line), &h) != nil || h.Secret != in.secret {
		return // not a copy of this app: no answer
	}
	in.handle(h.Args)
	_, _ = io.WriteString(c, "ok\n")
}

// Close stops taking hand-overs and gives the folder up: a copy started after it runs
// itself.
func (in *Instance) Close() {
	if in == nil {
		return
	}
	in.ln.Close()
	in.wg.Wait()
	path := filepath.Join(in.dir, instanceFile)
	if data, err := os.ReadFile(path); err == nil && strings.Contains(string(data), in.secret) {
		os.Remove(path) // ours still: not a later copy's
	}
}

// HandOver gives args, a command line, to the copy of the app running on dir, and
// reports whether one took it; false (and no error) when none runs, so this copy runs.
func HandOver(dir string, args []string) (bool, error) {
	data, err := os.ReadFile(filepath.Join(dir, instanceFile))
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	var port int
	var secret string
	if _, err := fmt.Sscanf(string(data), "%d %s", &port, &secret); err != nil {
		return false, nil // damaged: no copy can be reached through it
	}
	c, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", port), handOverWait)
	if err != nil {
		return false, nil // the copy that wrote it has ended
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(handOverWait))
	msg, err := json.Marshal(handOver{Secret: secret, Args: args})
	if err != nil {
		return false, err
	}
	if _, err := c.Write(append(msg, '\n')); err != nil {
		return false, nil
	}
	answer, err := bufio.NewReader(io.LimitReader(c, 16)).ReadString('\n')
	return err == nil && answer == "ok\n", nil
}
