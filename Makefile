# Segue: the two commands of the README (`make render`, `make test`), the benchmark and the fuzzer.
# Each first makes sure the C libraries Segue links (Cairo, Pango, libpng, libjpeg-turbo, libdeflate, zlib), the
# fonts its text and goldens use (Inter, and DejaVu Sans for the glyphs Inter lacks), ffmpeg (the
# GIF and video encoder Segue runs as a subprocess) and the test suite's independent readers
# (Debian's python3 with Pillow and jsonschema) are installed.

SWIFT ?= swift
DEBIAN_PACKAGES := libcairo2-dev libpango1.0-dev libpng-dev libjpeg62-turbo-dev libdeflate-dev zlib1g-dev pkg-config fonts-inter fonts-dejavu-core \
	ffmpeg python3 python3-pil python3-jsonschema
# What only the tests need: a real browser for the verify report's page (headless Chromium
# driven by Selenium), and a YAML parser for the example CI workflow (Examples/AppCI).
TEST_PACKAGES := chromium chromium-driver python3-selenium python3-yaml

.PHONY: deps test-deps build render test bench bench-deps limits fuzz fuzz-build fuzz-entry docs docs-api clean install uninstall

# $(call ensure,CHECK,PACKAGES,WHAT): nothing when the shell test CHECK passes; else, as root,
# `apt-get install` PACKAGES; else say that WHAT is missing and the command that installs it.
define ensure
	@if $(1); then :; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "segue: installing $(2)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(2); \
	else \
		echo "segue: $(3) missing." >&2; \
		echo "segue: install them as root: apt-get update && apt-get install -y $(2)" >&2; \
		exit 1; \
	fi
endef

DEPS_CHECK := pkg-config --exists cairo pangocairo libpng libjpeg libdeflate zlib 2>/dev/null \
	&& fc-list Inter 2>/dev/null | grep -q . && fc-list "DejaVu Sans" 2>/dev/null | grep -q . \
	&& command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null \
	&& /usr/bin/python3 -c "import PIL, jsonschema" 2>/dev/null
DEPS_MISSING := Cairo, Pango, libpng, libjpeg-turbo, libdeflate or zlib development files, the Inter or DejaVu fonts, ffmpeg, or python3's Pillow or jsonschema are
TEST_DEPS_CHECK := command -v chromium >/dev/null && command -v chromedriver >/dev/null \
	&& /usr/bin/python3 -c "import selenium, yaml" 2>/dev/null

deps:
	$(call ensure,$(DEPS_CHECK),$(DEBIAN_PACKAGES),$(DEPS_MISSING))

build: deps
	$(SWIFT) build -c release --product segue

render: build
	.build/release/segue render Templates --out output

# `segue` on PATH, so the README's examples run as written: the release binary (it needs no
# files beside it; the C libraries are the system's) into $(PREFIX)/bin. DESTDIR stages a package.
PREFIX ?= /usr/local
install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 .build/release/segue "$(DESTDIR)$(PREFIX)/bin/segue"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/segue"

# The test suite's browser (see TEST_PACKAGES), installed the way `deps` installs.
test-deps: deps
	$(call ensure,$(TEST_DEPS_CHECK),$(TEST_PACKAGES),the tests' browser (Chromium, its driver or python3-selenium) or python3-yaml is)

# With the SnapshotTesting trait, so SegueSnapshotTesting's strategies are built and tested too.
test: test-deps
	$(SWIFT) test --traits SnapshotTesting

# The tuned peer the bench races (scripts/peer.py: pycairo and fpng from PyPI, in a virtual
# environment the bench makes in .build) needs venv, and a compiler and Python's headers to
# build pycairo; when they cannot be installed the bench skips that table with one line.
BENCH_PACKAGES := python3-venv python3-dev gcc
BENCH_DEPS_CHECK := /usr/bin/python3 -c "import ensurepip" 2>/dev/null && command -v gcc >/dev/null \
	&& [ -f "$$(/usr/bin/python3 -c 'import sysconfig; print(sysconfig.get_paths()["include"])')/Python.h" ]

bench-deps: deps
	$(call ensure,$(BENCH_DEPS_CHECK),$(BENCH_PACKAGES),the tuned peer's venv module or compiler or Python headers are)

bench: deps
	$(MAKE) bench-deps || echo "segue: the tuned peer's packages are missing; segue-bench will skip its table"
	$(SWIFT) build -c release --product segue-bench
	$(SWIFT) build -c release --product segue
	.build/release/segue-bench --templates Templates/bench

# The bounds of docs/templates.md: templates at every limit, timed and measured (python3 and GNU time).
limits: build
	python3 scripts/limits.py --segue .build/release/segue

# The libFuzzer campaigns (Sources/segue-fuzz over Sources/SegueFuzzing), one per entry: template
# decoding and evaluation (template), segue render with its flags and every sink (render), segue
# verify over a golden folder's golden.json and frames (golden), and PNG decoding (png). Built
# with libFuzzer's instrumentation in its own build folder so the plain builds above are not
# rebuilt. Each entry starts from its seeds (the shipped templates and screens and
# Fuzz/seeds/template for the template entry, Fuzz/seeds/<entry>/ for the others; scripts/fuzz_seeds.py
# writes those) with its dictionaries, and keeps its corpus in Fuzz/corpus/<entry>/. Inputs that
# break the contract (a crash, a non-finite value, a message that is not one line, a refusal
# with another status than 1 or 64) or take over 10 s land in Fuzz/crashes/<entry>-…; replay
# one with the plain build: SEGUE_FUZZ_ENTRY=<entry> swift run segue-fuzz Fuzz/crashes/<entry>-crash-…
# FUZZ_ENTRIES picks entries (default all four, in turn, FUZZ_SECONDS each); FUZZ_FLAGS adds
# libFuzzer options, e.g. FUZZ_FLAGS="-jobs=2 -workers=2" (logs in Fuzz/fuzz-N.log) or "-runs=1000000".
# libFuzzer runs in Fuzz/, so the paths it is given are relative to it.
FUZZ_SECONDS ?= 600
FUZZ_ENTRIES ?= template render golden png
FUZZ_FLAGS ?=
FUZZ_BUILD := .build/fuzz
fuzz-build:
	SWIFT_BACKTRACE=enable=no $(SWIFT) build --product segue-fuzz --sanitize=fuzzer -c release \
		--scratch-path $(FUZZ_BUILD) -Xswiftc -DSEGUE_FUZZING

# Each entry's seeds and dictionaries.
FUZZ_SEEDS_template := ../Templates/*.json ../Templates/screens/*.json seeds/template/*
FUZZ_DICTS_template := segue.dict
FUZZ_DICTS_render := segue.dict options.dict
FUZZ_DICTS_golden := options.dict
FUZZ_DICTS_png := png.dict
FUZZ_MAX_LEN_template := 16384
FUZZ_MAX_LEN_render := 16384
FUZZ_MAX_LEN_golden := 65536
FUZZ_MAX_LEN_png := 65536

fuzz: fuzz-build
	mkdir -p Fuzz/crashes
	for entry in $(FUZZ_ENTRIES); do $(MAKE) --no-print-directory fuzz-entry FUZZ_ENTRY=$$entry || exit 1; done

fuzz-entry:
	mkdir -p Fuzz/corpus/$(FUZZ_ENTRY) Fuzz/crashes
	cd Fuzz && cp $(or $(FUZZ_SEEDS_$(FUZZ_ENTRY)),seeds/$(FUZZ_ENTRY)/*) corpus/$(FUZZ_ENTRY)/
	cd Fuzz && cat $(FUZZ_DICTS_$(FUZZ_ENTRY)) > corpus/$(FUZZ_ENTRY).dict
	cd Fuzz && SEGUE_FUZZ_ENTRY=$(FUZZ_ENTRY) SWIFT_BACKTRACE=enable=no ../$(FUZZ_BUILD)/release/segue-fuzz corpus/$(FUZZ_ENTRY) \
		-max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=$(FUZZ_MAX_LEN_$(FUZZ_ENTRY)) \
		-dict=corpus/$(FUZZ_ENTRY).dict -artifact_prefix=crashes/$(FUZZ_ENTRY)- -print_final_stats=1 $(FUZZ_FLAGS)

# The README's and docs/' frame strips, rendered by segue itself from the shipped templates.
DOC_TEMPLATES := circle-reveal-push zoom-push slide-up-spring stick-figure pan-present-finish pan-present-cancel \
	settings-push-dark slide-push-fixed-bar today-card shadow-card-lift sheet-present-blur nav-push-title variants-slide-push \
	device-iphone-se device-iphone-16 device-iphone-16-pro-max device-ipad-air-11 \
	tab-slide \
	navigation-push navigation-pop-interactive flip-present cube-push card-turn-present
DOC_TEMPLATES += sheet-page-present sheet-medium-present sheet-flick-dismiss-page sheet-form-present sheet-fullscreen-present sheet-overfullscreen-present
DOC_TEMPLATES += photos-zoom photos-drag-dismiss music-now-playing sheet-detent-drag sheet-detent-dismiss matrix-push
# Variants the templates above list (rendered with them into output/docs/<name>-<variant>/) that the docs show.
DOC_VARIANTS := variants-slide-push-rtl variants-slide-push-cross-fade matrix-push-content-size-accessibilityXXXLarge \
	matrix-push-landscape matrix-push-pseudo-accented-pseudo-long matrix-push-dark-rtl
DOC_PREVIEWS := slide-up-spring
# The gallery of the system's transitions (docs/transitions.md) also shows these in dark appearance, and the
# navigation push under two variants.
DOC_GALLERY_DARK := navigation-push sheet-medium-present tab-slide
DOC_GALLERY_VARIANTS := rtl cross-fade
docs: build
	.build/release/segue render $(DOC_TEMPLATES:%=Templates/%.json) --out output/docs --sheet --preview --compression small --quiet
	mkdir -p docs/images
	for t in $(DOC_TEMPLATES) $(DOC_VARIANTS); do cp output/docs/$$t/sheet.png docs/images/$$t.png; done
	for t in $(DOC_PREVIEWS); do cp output/docs/$$t/preview.png docs/images/$$t-preview.png; done
	.build/release/segue render Templates/settings-push-dark.json --appearance light --out output/docs-light --sheet --compression small --quiet
	cp output/docs-light/settings-push-dark/sheet.png docs/images/settings-push-light.png
	.build/release/segue render $(DOC_GALLERY_DARK:%=Templates/%.json) --appearance dark --out output/docs-dark --sheet --compression small --quiet
	for t in $(DOC_GALLERY_DARK); do cp output/docs-dark/$$t/sheet.png docs/images/$$t-dark.png; done
	.build/release/segue render Templates/navigation-push.json $(DOC_GALLERY_VARIANTS:%=--variant %) --out output/docs-variants --sheet --compression small --quiet
	for v in $(DOC_GALLERY_VARIANTS); do cp output/docs-variants/navigation-push-$$v/sheet.png docs/images/navigation-push-$$v.png; done
	.build/release/segue render Templates/slide-up-spring.json --out output/docs-plot --sheet-frames 8 --sheet-rows 2 --thumb-width 120 --sheet-background white --plot --compression small --quiet
	.build/release/segue render Templates/pan-present-finish.json --out output/docs-plot --plot --compression small --quiet
	cp output/docs-plot/slide-up-spring/sheet.png docs/images/slide-up-spring-grid.png
	for t in slide-up-spring pan-present-finish; do cp output/docs-plot/$$t/timing.png docs/images/$$t-timing.png; done
	SEGUE_DOCS_IMAGES=$(CURDIR)/output/docs $(SWIFT) test --traits SnapshotTesting --filter DocsImagesTests
	cp output/docs/seed-circle-reveal-push/sheet.png docs/images/seed-circle-reveal-push.png
	cp output/docs/app-card-presentation/sheet.png docs/images/app-card-presentation.png
	# The verify report: cube-push and its rtl variant, fade-present and navigation-push recorded,
	# then one list row's title changed ("Settings…"); the page screenshotted in headless Chromium.
	rm -rf output/docs-report && mkdir -p output/docs-report && cp -r Templates output/docs-report/
	cd output/docs-report && ../../.build/release/segue verify Templates/cube-push.json Templates/fade-present.json \
		Templates/navigation-push.json --golden goldens --scale 1 --times 0,0.25,0.5,0.75,1 --out out --variant rtl --quiet
	sed -i 's/"string": "Settings"/"string": "Settings…"/' output/docs-report/Templates/screens/list.json
	-cd output/docs-report && ../../.build/release/segue verify Templates/cube-push.json Templates/fade-present.json \
		Templates/navigation-push.json --golden goldens --out out --variant rtl --quiet
	/usr/bin/python3 Tests/Checks/report_screenshot.py $(CURDIR)/output/docs-report/out/report/index.html cube-push 2 wipe docs/images/verify-report.png

# DocC for the Swift API: SegueGolden (with its golden-testing article), SegueKit and SegueRender,
# each a static site in output/docs-api/<Target>/ (open its index.html through any web server).
DOCS_API_TARGETS := SegueGolden SegueKit SegueRender
docs-api: deps
	mkdir -p output/docs-api
	for t in $(DOCS_API_TARGETS); do \
		rm -rf output/docs-api/$$t && $(SWIFT) package --allow-writing-to-directory $(CURDIR)/output/docs-api/$$t generate-documentation --target $$t \
			--output-path $(CURDIR)/output/docs-api/$$t --transform-for-static-hosting --hosting-base-path $$t || exit 1; \
	done

clean:
	rm -rf .build output/*/
