#!/bin/sh
# The steps of .github/workflows/transitions.yml, one per argument, so that CI and a laptop run
# the same commands:  ci/transitions.sh deps segue verify test
#
#   deps    the Debian packages Segue draws with (as root; CI's container is Debian 12)
#   segue   Segue at the version Package.swift pins, built once into $SEGUE_HOME (CI caches it);
#           $SEGUE_BIN instead names a segue binary already built
#   verify  segue verify on Transitions/ against Goldens/; report and summary in output/
#   test    swift test: the app's animators against their goldens
set -eu
cd "$(dirname "$0")/.."

# The one place the version is pinned: Package.swift's `exact:`.
SEGUE_VERSION=$(sed -n 's/.*segue\.git", exact: "\([0-9.]*\)".*/\1/p' Package.swift)
SEGUE_REPOSITORY=${SEGUE_REPOSITORY:-https://github.com/your-org/segue.git}
SEGUE_HOME=${SEGUE_HOME:-$HOME/.cache/segue/$SEGUE_VERSION}
DEBIAN_PACKAGES="libcairo2-dev libpango1.0-dev libpng-dev libjpeg62-turbo-dev libdeflate-dev zlib1g-dev pkg-config fonts-inter fonts-dejavu-core"

segue_binary() {
    if [ -n "${SEGUE_BIN:-}" ]; then echo "$SEGUE_BIN"; else echo "$SEGUE_HOME/bin/segue"; fi
}

for step in "$@"; do
    case "$step" in
    deps)
        apt-get update
        apt-get install -y --no-install-recommends $DEBIAN_PACKAGES
        ;;
    segue)
        segue=$(segue_binary)
        if [ ! -x "$segue" ]; then
            rm -rf "$SEGUE_HOME/src"
            git clone --quiet --depth 1 --branch "$SEGUE_VERSION" "$SEGUE_REPOSITORY" "$SEGUE_HOME/src"
            (cd "$SEGUE_HOME/src" && swift build -c release --product segue)
            mkdir -p "$SEGUE_HOME/bin"
            cp "$SEGUE_HOME/src/.build/release/segue" "$segue"
        fi
        # The binary must be the pinned version, whether built now or restored from the cache.
        found=$("$segue" --version)
        if [ "$found" != "$SEGUE_VERSION" ]; then
            echo "ci/transitions.sh: $segue is Segue $found; Package.swift pins $SEGUE_VERSION" >&2
            exit 1
        fi
        echo "segue $found at $segue"
        ;;
    verify)
        "$(segue_binary)" verify Transitions --golden Goldens --out output --json output/summary.json
        ;;
    test)
        swift test
        ;;
    *)
        echo "ci/transitions.sh: unknown step '$step'; expected deps, segue, verify or test" >&2
        exit 64
        ;;
    esac
done
