# Segue: the two commands of the README (`make render`, `make test`) and the benchmark.
# Each first makes sure the C libraries Segue links (Cairo, libpng) are installed.

SWIFT ?= swift
TEMPLATES := $(sort $(wildcard Templates/*.json))
DEBIAN_PACKAGES := libcairo2-dev libpng-dev pkg-config

.PHONY: deps build render test bench docs clean

deps:
	@if pkg-config --exists cairo libpng 2>/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "segue: installing $(DEBIAN_PACKAGES)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(DEBIAN_PACKAGES); \
	else \
		echo "segue: Cairo and libpng development files are missing." >&2; \
		echo "segue: install them as root: apt-get update && apt-get install -y $(DEBIAN_PACKAGES)" >&2; \
		exit 1; \
	fi

build: deps
	$(SWIFT) build -c release --product segue

render: build
	.build/release/segue render Templates --out output

test: deps
	$(SWIFT) test

bench: deps
	@echo "make bench: the benchmark executable arrives with the performance work"

# The README's frame strips, rendered by segue itself from the shipped templates.
DOC_TEMPLATES := circle-reveal-push zoom-push slide-up-spring stick-figure pan-present-finish pan-present-cancel
docs: build
	.build/release/segue render $(DOC_TEMPLATES:%=Templates/%.json) --out output/docs --sheet --compression small --quiet
	mkdir -p docs/images
	for t in $(DOC_TEMPLATES); do cp output/docs/$$t/sheet.png docs/images/$$t.png; done

clean:
	rm -rf .build output/*/
