# Segue: the two commands of the README (`make render`, `make test`) and the benchmark.
# Each first makes sure the C libraries Segue links (Cairo, Pango, libpng, libdeflate, zlib) and the
# fonts its text and goldens use (Inter, and DejaVu Sans for the glyphs Inter lacks) are installed.

SWIFT ?= swift
DEBIAN_PACKAGES := libcairo2-dev libpango1.0-dev libpng-dev libdeflate-dev zlib1g-dev pkg-config fonts-inter fonts-dejavu-core

.PHONY: deps build render test bench limits docs clean

deps:
	@if pkg-config --exists cairo pangocairo libpng libdeflate zlib 2>/dev/null \
		&& fc-list Inter 2>/dev/null | grep -q . && fc-list "DejaVu Sans" 2>/dev/null | grep -q .; then :; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "segue: installing $(DEBIAN_PACKAGES)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(DEBIAN_PACKAGES); \
	else \
		echo "segue: Cairo, Pango, libpng, libdeflate or zlib development files, or the Inter or DejaVu fonts, are missing." >&2; \
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
	$(SWIFT) build -c release --product segue-bench
	.build/release/segue-bench --templates Templates/bench

# The README's bounds: templates at every limit, timed and measured (python3 and GNU time).
limits: build
	python3 scripts/limits.py --segue .build/release/segue

# The README's frame strips, rendered by segue itself from the shipped templates.
DOC_TEMPLATES := circle-reveal-push zoom-push slide-up-spring stick-figure pan-present-finish pan-present-cancel
DOC_PREVIEWS := slide-up-spring
docs: build
	.build/release/segue render $(DOC_TEMPLATES:%=Templates/%.json) --out output/docs --sheet --preview --compression small --quiet
	mkdir -p docs/images
	for t in $(DOC_TEMPLATES); do cp output/docs/$$t/sheet.png docs/images/$$t.png; done
	for t in $(DOC_PREVIEWS); do cp output/docs/$$t/preview.png docs/images/$$t-preview.png; done

clean:
	rm -rf .build output/*/
