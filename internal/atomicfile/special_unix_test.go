//go:build unix

package atomicfile

import "syscall"

// specialCases are the paths only a Unix system makes: a FIFO, and (as root) a device
// node like /dev/full, which a rename run as root replaced with a plain file.
func specialCases() []refusal {
	return []refusal{
		{"FIFO", func(p string) error { return syscall.Mkfifo(p, 0o644) }, "adir is a FIFO, not a file"},
		{"device", func(p string) error {
			return syscall.Mknod(p, syscall.S_IFCHR|0o644, 1<<8|7) // 1,7: /dev/full's numbers
		}, "adir is a device, not a file"},
	}
}
