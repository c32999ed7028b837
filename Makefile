# Oddboards. `make run` sets up and starts the app; `make test` runs the tests and `make
# test-long` the few too slow for it; `make dist` builds the Linux and Windows packages and
# `make dist-test` runs them (CI runs all three tests).
GO      ?= go
BIN     := bin/oddboards
# Everything but the root package builds and tests without cgo; only main.go needs it.
PKGS     = $(shell $(GO) list ./... | grep -v '^oddboards$$')
# test-go's: all but the browser test, which needs make web's page (web-test runs it).
TEST_PKGS = $(filter-out oddboards/internal/webtest,$(PKGS))
# The packages with tests for make test-long (files built with the tag long).
LONG_PKGS = ./rules/chess2016/
export LANG := en_US.UTF-8
# Binaries name the commit they were built from (--version, Help › About), whatever the
# machine's go env says of VCS stamping; outside a git checkout they name none.
VCS     := -buildvcs=auto

.PHONY: run build test test-go test-long race vet vet-nocgo vet-cgo screen-test web-test bench ladder fuzz deps-run deps-test clean \
	dist dist-test deps-dist deps-dist-test web

run: build
	./$(BIN)

build: deps-run
	$(GO) build $(VCS) -o $(BIN) .

deps-run:
	@.ci/deps run

# The app in a browser (GOOS=js, WebAssembly; Fyne's web driver draws with WebGL): the
# page, Go's loader and the module, each with a gzip copy to serve pre-compressed. Go
# alone builds it: no C compiler, no cgo.
WEB := bin/web
WEB_FILES := oddboards.wasm wasm_exec.js index.html storefs.js
web:
	mkdir -p $(WEB)
	GOOS=js GOARCH=wasm $(GO) build $(VCS) -trimpath -ldflags=-s -o $(WEB)/oddboards.wasm .
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" assets/web/index.html assets/web/storefs.js $(WEB)/
	gzip -9 -k -f $(addprefix $(WEB)/,$(WEB_FILES))

# The page in a real browser, headless Chromium (internal/webtest, served by
# internal/webserve as a host would): the launcher shows, Black is set to the computer,
# Start game shows the board, a move is played with two clicks and the computer answers
# (the page drawing while it thinks); Save downloads the record and Open reads it back
# through the browser's file picker. Its log says how long the page took to show the
# launcher and a board, and how much it sent. Then the desktop app (make build's, under
# an Xvfb of its own) hosts a game with its computer as White, the page joins it by
# Black's link, and a move is played each way: the page shows the desktop's moves, and
# the desktop's board the page's.
web-test: deps-test web build
	ODDBOARDS_BIN=$(CURDIR)/$(BIN) CGO_ENABLED=0 $(GO) test -count=1 -timeout 20m -v ./internal/webtest/

deps-test:
	@.ci/deps test

deps-dist:
	@.ci/deps dist

deps-dist-test:
	@.ci/deps dist-test

# gofmt, go vet, and docs/architecture.md against the tree (every package in its table);
# vet-cgo vets the root package, the one that needs cgo, and the browser build of every
# package (netplay's tests, which need its host-only server, and webtest's, which drive
# a browser from the host, are left out of it).
vet: vet-nocgo vet-cgo

vet-nocgo:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	CGO_ENABLED=0 $(GO) vet $(PKGS)
	CGO_ENABLED=0 $(GO) vet -tags long $(LONG_PKGS)
	.ci/check-architecture

vet-cgo:
	$(GO) vet .
	GOOS=js GOARCH=wasm $(GO) vet ./...

# A loaded machine (CI's may be) runs the slowest packages past go test's ten minutes.
test-go:
	CGO_ENABLED=0 $(GO) test -count=1 -timeout 30m $(TEST_PKGS)

# The race detector (it needs cgo) over the packages where goroutines meet: the UI's
# animations, timers, exports and computer players (ui, ui/gamewin, ui/players, ui/export,
# ui/explorerwin's dice, ui/help's hover cards), the shared Match, the search's stop
# flag, the match runner's workers, the autosave and settings writers, and the sound player;
# the network play's clients and servers (internal/netplay, ui/netwin's server and dialogs,
# ui/gamewin's network pane); and every game's search on two threads (Lazy SMP),
# which share one table. Left out: the arena's openings in every game and mode, one
# goroutine's searches (one thread, a context never cancelled: nothing meets there),
# which took 125 of the arena's 142 s under the detector (test-go runs them).
race: deps-run
	CGO_ENABLED=1 $(GO) test -race -count=1 -timeout 30m -skip '^TestOpeningInEveryGame$$' ./internal/netplay/ ./ui/gamewin/ ./ui/netwin/ ./ui/ ./ui/players/ ./ui/export/ ./ui/explorerwin/ ./ui/help/ ./ui/savestore/ ./rules/ ./rules/record/ ./rules/search/ ./rules/arena/ ./ui/sound/ ./ui/prefstore/
	CGO_ENABLED=1 $(GO) test -race -count=1 -timeout 30m -run 'Budget' ./rules/chess2016/ ./rules/dinoczars/ ./rules/clash/ ./rules/pothole/ ./rules/antarctic/
	CGO_ENABLED=1 $(GO) test -race -count=1 -timeout 30m -run 'Cancel|Seeded' ./rules/analysis/

# The root package's own test (cgo): a display that answers but will not open ends the
# app in one line.
screen-test: build
	.ci/screen-test $(BIN) bin/screenshot.png
	$(GO) test -count=1 .

# make test runs four streams at once, each in a build configuration of its own, so that
# no package is compiled by two of them: without cgo (vet, then the tests), the race
# detector, with cgo (the app's binary, its vet and the screen test), and the browser's
# (the page, GOOS=js, then its tests in Chromium; they wait for the cgo stream's binary
# too, since the desktop app hosts a game for the page: one make builds it once for both).
# One stream alone leaves a core idle for minutes (the C compile of the window library,
# the last long test package); beside other work, several streams get a larger share of
# the machine. The cgo stream waits for the first vet, whose packages without cgo code it
# shares, and its vet of the page for the page's build. Their lines mix as they come (go
# test names the package on each): progress shows at once.
test: deps-test deps-run
	$(MAKE) --no-print-directory -j4 STREAMS=1 test-go race screen-test web-test

ifdef STREAMS
test-go build: vet-nocgo
vet-cgo: build web
screen-test: vet-cgo
endif

# The checks too slow for make test (the deepest perfts, the longest searches): tests
# named TestLong… in files built with the tag long (LONG_PKGS). CI runs it after make test.
test-long:
	CGO_ENABLED=0 $(GO) test -count=1 -timeout 30m -tags long -run '^TestLong' $(LONG_PKGS)

# Desktop packages, made on this Linux machine, in bin/dist: the Linux tarball of
# `fyne package` (binary, .desktop entry, icon, and a Makefile whose install and
# user-install put it in the desktop menu) and the Windows zip (oddboards.exe
# cross-compiled with MinGW-w64, cgo on, -H windowsgui, icon and version in its
# resources; oddboards-cli.exe, the console program for the subcommands; a README).
# Both carry LICENSE and THIRD_PARTY_LICENSES (.txt with CRLF in the zip): the tarball
# is unpacked and packed again with them beside fyne's Makefile.
# The packaging tool is built at a fixed version into bin/tools. While it builds it
# writes fyne_metadata_init.go (and for Windows fyne.syso) here, and removes them.
FYNE_TOOLS := v1.7.4
FYNE       := bin/tools/fyne-$(FYNE_TOOLS)
DIST       := bin/dist
VERSION    := $(shell sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
LINUX_PKG  := $(DIST)/oddboards-$(VERSION)-linux-amd64.tar.xz
WIN_ZIP    := $(DIST)/oddboards-$(VERSION)-windows-amd64.zip

$(FYNE):
	GOBIN=$(CURDIR)/bin/tools $(GO) install fyne.io/tools/cmd/fyne@$(FYNE_TOOLS)
	mv bin/tools/fyne $@

# package OS,ENV,MADE,TO runs `fyne package` for OS and moves what it made to TO. The tool
# raises FyneApp.toml's Build at every run: the file is put back each time, so the tree
# stays clean and the next build does not record "changes not committed".
package = cp FyneApp.toml $(DIST)/FyneApp.toml.kept; \
	GOFLAGS=$(VCS) $(2) $(FYNE) package -os $(1) --release; status=$$?; \
	mv $(DIST)/FyneApp.toml.kept FyneApp.toml; [ $$status = 0 ] && mv $(3) $(4)

# The page the packages carry for browser players: the module as its gzip copy alone
# (webserve unpacks it for a browser that takes no gzip), a quarter of its size.
WEB_PACKED := $(addsuffix .gz,$(WEB_FILES)) $(filter-out oddboards.wasm,$(WEB_FILES))

dist: deps-dist $(FYNE) web
	rm -rf $(DIST) fyne.syso fyne_metadata_init.go Oddboards.tar.xz Oddboards.exe
	mkdir -p $(DIST)/oddboards/web
	$(call package,linux,,Oddboards.tar.xz,$(DIST)/fyne-linux.tar.xz)
	mkdir $(DIST)/linux && tar -xJf $(DIST)/fyne-linux.tar.xz -C $(DIST)/linux
	cp LICENSE THIRD_PARTY_LICENSES.md $(DIST)/linux/oddboards/
	cp packaging/Makefile-linux $(DIST)/linux/oddboards/Makefile
	test -d $(DIST)/linux/oddboards/usr/local/bin # where packaging/Makefile-linux takes the files from
	mkdir -p $(DIST)/linux/oddboards/usr/local/share/oddboards/web
	cp $(addprefix $(WEB)/,$(WEB_PACKED)) $(DIST)/linux/oddboards/usr/local/share/oddboards/web/
	cp $(addprefix $(WEB)/,$(WEB_PACKED)) $(DIST)/oddboards/web/
	tar -cJf $(LINUX_PKG) -C $(DIST)/linux oddboards && rm -r $(DIST)/linux $(DIST)/fyne-linux.tar.xz
	$(call package,windows,CC=x86_64-w64-mingw32-gcc GOARCH=amd64,Oddboards.exe,$(DIST)/oddboards/oddboards.exe)
	CGO_ENABLED=0 GOOS=windows GOARCH=amd64 $(GO) build $(VCS) -trimpath -ldflags "-s -w" \
	  -o $(DIST)/oddboards/oddboards-cli.exe ./cmd/oddboards-cli
	sed 's/VERSION/$(VERSION)/; s/$$/\r/' packaging/README-windows.txt > $(DIST)/oddboards/README.txt
	sed 's/$$/\r/' LICENSE > $(DIST)/oddboards/LICENSE.txt
	sed 's/$$/\r/' THIRD_PARTY_LICENSES.md > $(DIST)/oddboards/THIRD_PARTY_LICENSES.txt
	cd $(DIST) && zip -qr $(notdir $(WIN_ZIP)) oddboards && rm -r oddboards
	@ls -l $(DIST)

# Runs what dist made: the Linux tarball installed into a temporary prefix (and for a
# user) and started under Xvfb; the Windows build started under Wine, both screenshots
# checked for the board, and both builds' perft compared. Not part of `make test` (it
# builds everything twice more, for two systems); CI runs it after `make test`.
dist-test: deps-dist-test dist
	.ci/dist-test $(LINUX_PKG) $(WIN_ZIP) $(VERSION)

# Benchmarks: perft speed and board drawing. Figures go in the issue notes, not in tests.
bench:
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchtime 2s ./rules/... ./ui/render/ ./pieces/

# Playing strength, for the notes (never part of make test): each level against the one
# below (in every other seat of games of SEATS players), GAMES games each, in GAME (and
# MODE), JOBS at once; LEVELS picks the pairs. Every game is kept in LADDER_DIR, and a
# pair stopped part way goes on from its kept games when run again (match --resume):
# the top pairs take hours. Each round of seatings starts after OPENINGS plies of level 2,
# as the levels from 6 up play one game from one start. Antarctic Chess takes one round
# (SEATS plies): its games are races of a few dozen plies, and eight plies of 3S decided
# a quarter to two fifths of the games within six plies after the opening.
GAME   ?= chess-56
GAMES  ?= 100
JOBS   ?= 2
SEATS  ?= 2
LEVELS ?= 2 3 4 5 6
LADDER_DIR ?= ladder-games
OPENINGS ?= $(if $(filter antarctic-chess,$(GAME)),$(SEATS),8)
ladder: build
	@for hi in $(LEVELS); do lo=$$((hi - 1)); players=level:$$hi; \
	  for _ in $$(seq 2 $(SEATS)); do players=$$players,level:$$lo; done; \
	  echo "== $(GAME) $(MODE) level $$hi against level $$lo"; \
	  ./$(BIN) match $(GAME) $(if $(MODE),--mode $(MODE)) --players $$players \
	    --games $(GAMES) --jobs $(JOBS) --seed 1 --openings $(OPENINGS) \
	    --save $(LADDER_DIR)/$(GAME)$(MODE)-$$hi-$$lo --resume | sed -n '/^player/,$$p'; done

# Fuzz every parser for a while (FUZZTIME=30s by default), in the packages that build
# without cgo (PKGS: main.go's package would only say its files are excluded).
FUZZTIME ?= 30s
fuzz:
	@for pkg in $(PKGS); do \
	  for f in $$(CGO_ENABLED=0 $(GO) test -list '^Fuzz' $$pkg 2>/dev/null | grep '^Fuzz'); do \
	    echo "== $$pkg $$f"; CGO_ENABLED=0 $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	  done; done

clean:
	rm -rf bin
