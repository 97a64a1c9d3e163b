#!/usr/bin/env bash
# Release build, then per-stage medians for every sample at @3x and the whole-process
# time of one `mockup render`, then the image comparison against ImageMagick (`compare`,
# when installed). Figures go into docs/PERFORMANCE.md by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product mockup
swift build -c release --product mockup-bench
bin="$(swift build -c release --show-bin-path)"
"$bin/mockup-bench" --runs "${RUNS:-11}" --scale "${SCALE:-3}" --mockup "$bin/mockup" \
  --compare samples/settings.mockup samples/*.mockup samples/bench/*.mockup
