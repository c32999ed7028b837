//go:build !js

package search

// breathe has nothing to do outside a browser: the search has threads of its own (see
// breathe_js.go).
func (sr *searcher[M, S]) breathe() {}
