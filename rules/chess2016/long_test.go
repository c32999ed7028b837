//go:build long

package chess2016

import "testing"

// The comparisons too slow for make test, run by make test-long (CI runs both).

// Depth 4 against the reference, of the Rhinoceros setup and of the Vao and Leo one: a
// few seconds each in the reference (depths 1 to 3 of every setup are in
// TestCompareWithReference).
func TestLongCompareWithReference(t *testing.T) {
	compareAt(t, Chess56, 37, 4, "Rhinoceros")
	compareAt(t, Chess2016, 205, 4, "Vao, Leo")
}
