#!/usr/bin/env bash
# Release build, then per-stage medians for every sample at @3x and the whole-process
# time of one `mockup render`, then the image comparison against ImageMagick (`compare`,
# when installed). Figures go into docs/PERFORMANCE.md by hand.
#
# --peers: instead, the side-by-side table of docs/PERFORMANCE.md ("Against the peers"):
# installs the peers from Debian (plantuml, imagemagick, python3-pil), then times mockup
# against PlantUML Salt and ImageMagick's compare, alternating, and prints the ratios
# (scripts/peers/peer-bench.py; RUNS=N per command, default 21); then the batch's
# two-process scaling beside the machine's own (scripts/peers/scaling.c, built with gcc).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
bin="$(dirname "$(scripts/build-mockup.sh release)")"
source scripts/release-flags.sh  # the per-stage benchmark is built as the release binary is
if [ "${1:-}" = "--peers" ]; then
  scripts/install-packages.sh bench plantuml imagemagick python3-pil python3 gcc
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  /usr/bin/python3 scripts/peers/peer-bench.py "$bin/mockup" "$work" "${RUNS:-21}"
  exit 0
fi
swift build "${release_flags[@]}" --product mockup-bench
"$bin/mockup-bench" --runs "${RUNS:-11}" --scale "${SCALE:-3}" --mockup "$bin/mockup" \
  --compare samples/settings.mockup samples/*.mockup samples/bench/*.mockup
