# Tessera — build, test, showcase, benchmarks.
#
#   make run        the same as make showcase (the README's main command)
#   make showcase   run the showcase (the main job): GTK windows with a display, PNG files in out/ without
#   make test       run the whole test suite (what CI runs)
#   make bench      run the benchmarks (release build)
#   make previews   render every #Preview of the linked modules to out/previews (PNGs, index.html, contact sheet)
#
# `make setup` installs the Debian packages the project needs when they are missing (apt-get,
# with sudo when not root). Every target depends on it, so a fresh machine needs nothing else
# than the Swift toolchain.

SWIFT ?= swift
SHELL := /bin/bash
# The build log `make test` checks for warnings from Tessera's sources (scripts/check-warnings.sh).
BUILD_LOG ?= .build/build-tests.log
# Debian packages the current modules need. The core (Tessera, Combine, TesseraMacros,
# TesseraTesting) needs only the toolchain; the renderer and GTK runtime add theirs here.
# libgtk-4-dev: TesseraGTK; xvfb, xdotool, imagemagick: the interactive GTK test (clicks a real
# window under Xvfb and screenshots it; skipped when they are missing).
# libgdk-pixbuf-2.0-0, librsvg2-common: image resources (PNG, JPEG, SVG), loaded at run time by
# TesseraCairo (no headers needed).
DEBIAN_PACKAGES ?= libcairo2-dev libpango1.0-dev fonts-inter fonts-dejavu-core fonts-material-design-icons-iconfont fonts-noto-color-emoji fonts-wqy-microhei \
	libgtk-4-dev xvfb xdotool imagemagick libgdk-pixbuf-2.0-0 librsvg2-common

.PHONY: setup build test showcase bench clean

setup:
	@missing=""; \
	for p in $(DEBIAN_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y --no-install-recommends $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "swift is not on PATH (expected the Swift 6.3 toolchain)"; exit 1; }

build: setup
	$(SWIFT) build

# `make showcase` and `make test` build the same configuration (the package with its tests), so
# whichever runs second reuses the first's build.
test: setup
	@mkdir -p .build
	set -o pipefail; $(SWIFT) build --build-tests 2>&1 | tee $(BUILD_LOG)
	bash scripts/check-warnings.sh $(BUILD_LOG)
	$(SWIFT) test --skip-build

showcase: setup
	$(SWIFT) build --build-tests
	$(SWIFT) run --skip-build Showcase

.PHONY: run
run: showcase

bench: setup
	$(SWIFT) run -c release Benchmarks

clean:
	rm -rf .build

.PHONY: previews
previews: setup
	$(SWIFT) run Previews --output out/previews $(PREVIEWS_ARGS)
