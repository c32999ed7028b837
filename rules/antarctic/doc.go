// Package antarctic is the rules engine of Graeme Neatham's Antarctic Chess (Predators
// and Penguins).
package antarctic
