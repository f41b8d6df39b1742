#!/bin/sh
# The steps of .github/workflows/transitions.yml, one per argument, so that CI and a laptop run
# the same commands:  ci/transitions.sh deps segue verify test
#
#   version prints version=<the version Package.swift pins>, for the workflow's cache keys
#   deps    the Debian packages Segue draws with (as root; CI's container is Debian 12)
#   segue   Segue at the version Package.swift pins, from the URL it pins (a release is the tag
#           named as the version), built once into $SEGUE_HOME/bin (CI caches that folder);
#           $SEGUE_BIN instead names a segue binary already built
#   verify  segue verify on Transitions/ against Goldens/; report and summary in output/
#   test    swift test: the app's animators against their goldens
set -eu
cd "$(dirname "$0")/.."

# The one place Segue is pinned: Package.swift's `.package(url: "…segue…", exact: "x.y.z")` line,
# which gives both the version and where to clone it from.
pin=$(grep -i '\.package(url: "[^"]*segue[^"]*", exact: "[0-9]*\.[0-9]*\.[0-9]*")' Package.swift || true)
SEGUE_VERSION=$(printf '%s' "$pin" | sed -n 's/.*exact: "\([0-9.]*\)".*/\1/p')
if [ -z "$SEGUE_VERSION" ]; then
    echo "ci/transitions.sh: Package.swift: expected one line .package(url: \"…segue…\", exact: \"x.y.z\"), found none" >&2
    exit 1
fi
SEGUE_REPOSITORY=${SEGUE_REPOSITORY:-$(printf '%s' "$pin" | sed -n 's/.*url: "\([^"]*\)".*/\1/p')}
SEGUE_HOME=${SEGUE_HOME:-$HOME/.cache/segue/$SEGUE_VERSION}
DEBIAN_PACKAGES="libcairo2-dev libpango1.0-dev libpng-dev libjpeg62-turbo-dev libdeflate-dev zlib1g-dev pkg-config fonts-inter fonts-dejavu-core"

segue_binary() {
    if [ -n "${SEGUE_BIN:-}" ]; then echo "$SEGUE_BIN"; else echo "$SEGUE_HOME/bin/segue"; fi
}

for step in "$@"; do
    case "$step" in
    version)
        echo "version=$SEGUE_VERSION"
        ;;
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
            rm -rf "$SEGUE_HOME/src"   # only the binary is kept (and cached)
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
        echo "ci/transitions.sh: unknown step '$step'; expected version, deps, segue, verify or test" >&2
        exit 64
        ;;
    esac
done
