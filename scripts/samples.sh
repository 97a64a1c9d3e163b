#!/usr/bin/env bash
# Installs what is needed, builds mockup (release) and renders every sample into out/:
# PNG at the device scale, @3x, and PDF.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# Static Swift runtime, linked by the toolchain's lld: ~10–30 ms less start-up a run
# (docs/PERFORMANCE.md); lld, unlike gold, does not echo glibc's link-time warnings.
RELEASE_FLAGS="--static-swift-stdlib -Xswiftc -use-ld=lld"
swift build -c release $RELEASE_FLAGS --product mockup
bin="$(swift build -c release $RELEASE_FLAGS --show-bin-path)/mockup"
[ -x "$bin" ] || { echo "samples: build failed" >&2; exit 1; }
mkdir -p out
"$bin" render samples/*.mockup -o out/
"$bin" render samples/*.mockup -o out/ --scale 3
"$bin" render samples/*.mockup -o out/ --format pdf
