# Oddboards. `make run` sets up and starts the app; `make test` runs every test.
GO      ?= go
BIN     := bin/oddboards
# Everything but the root package builds and tests without cgo; only main.go needs it.
PKGS     = $(shell $(GO) list ./... | grep -v '^oddboards$$')
export LANG := en_US.UTF-8

.PHONY: run build test test-go race vet screen-test bench ladder fuzz deps-run deps-test clean

run: build
	./$(BIN)

build: deps-run
	$(GO) build -o $(BIN) .

deps-run:
	@.ci/deps run

deps-test:
	@.ci/deps test

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	CGO_ENABLED=0 $(GO) vet $(PKGS)
	$(GO) vet .

test-go:
	CGO_ENABLED=0 $(GO) test -count=1 $(PKGS)

# The race detector (it needs cgo) over the packages where goroutines meet: the UI's
# animations, timers, exports and computer players, the shared Match, the search's stop
# flag and the match runner's workers.
race: deps-run
	CGO_ENABLED=1 $(GO) test -race -count=1 ./ui/ ./rules/ ./rules/record/ ./rules/search/ ./rules/arena/

screen-test: build
	.ci/screen-test $(BIN) bin/screenshot.png

test: deps-test vet test-go race screen-test

# Benchmarks: perft speed and board drawing. Figures go in the issue notes, not in tests.
bench:
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchtime 2s ./rules/... ./ui/render/ ./pieces/

# Playing strength, for the notes (never part of make test): each level against the one
# below (in every other seat of games of SEATS players), GAMES games each, in GAME (and
# MODE), JOBS at once; LEVELS picks the pairs.
GAME   ?= chess-56
GAMES  ?= 100
JOBS   ?= 2
SEATS  ?= 2
LEVELS ?= 2 3 4 5 6
ladder: build
	@for hi in $(LEVELS); do lo=$$((hi - 1)); players=level:$$hi; \
	  for _ in $$(seq 2 $(SEATS)); do players=$$players,level:$$lo; done; \
	  echo "== $(GAME) $(MODE) level $$hi against level $$lo"; \
	  ./$(BIN) match $(GAME) $(if $(MODE),--mode $(MODE)) --players $$players \
	    --games $(GAMES) --jobs $(JOBS) --seed 1 | sed -n '/^player/,$$p'; done

# Fuzz every parser for a while (FUZZTIME=30s by default).
FUZZTIME ?= 30s
fuzz:
	@for pkg in $$(CGO_ENABLED=0 $(GO) list ./...); do \
	  for f in $$(CGO_ENABLED=0 $(GO) test -list '^Fuzz' $$pkg 2>/dev/null | grep '^Fuzz'); do \
	    echo "== $$pkg $$f"; CGO_ENABLED=0 $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	  done; done

clean:
	rm -rf bin
