//go:build !unix

package atomicfile

// specialCases: no FIFO or device node is made here.
func specialCases() []refusal {
	return nil
}
