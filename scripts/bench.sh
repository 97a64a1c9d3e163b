#!/usr/bin/env bash
# Release build, then per-stage medians for every sample at @3x and the whole-process
# time of one `mockup render`, then the image comparison against ImageMagick (`compare`,
# when installed). Figures go into docs/PERFORMANCE.md by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# Static Swift runtime, linked by the toolchain's lld: ~10–30 ms less start-up a run
# (docs/PERFORMANCE.md); lld, unlike gold, does not echo glibc's link-time warnings.
RELEASE_FLAGS="--static-swift-stdlib -Xswiftc -use-ld=lld"
swift build -c release $RELEASE_FLAGS --product mockup
swift build -c release $RELEASE_FLAGS --product mockup-bench
bin="$(swift build -c release $RELEASE_FLAGS --show-bin-path)"
"$bin/mockup-bench" --runs "${RUNS:-11}" --scale "${SCALE:-3}" --mockup "$bin/mockup" \
  --compare samples/settings.mockup samples/*.mockup samples/bench/*.mockup
