#!/usr/bin/env bash
# Builds the `mockup` executable as the scripts use it and prints its path:
#   scripts/build-mockup.sh release   static Swift runtime, linked by the toolchain's lld:
#                                     ~10–30 ms less start-up a run (docs/PERFORMANCE.md);
#                                     lld, unlike gold, does not echo glibc's link warnings
#   scripts/build-mockup.sh debug     the test suite's build
# then takes the drawing libraries off its start-up list (scripts/lazy-link.sh).
# SwiftPM's own output goes to standard error.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-release}" in
  release) flags=(-c release --static-swift-stdlib -Xswiftc -use-ld=lld) ;;
  debug) flags=(-c debug) ;;
  *) echo "usage: scripts/build-mockup.sh [release|debug]" >&2; exit 2 ;;
esac
swift build "${flags[@]}" --product mockup >&2
bin="$(swift build "${flags[@]}" --show-bin-path)/mockup"
[ -x "$bin" ] || { echo "build-mockup: build failed" >&2; exit 1; }
scripts/lazy-link.sh "$bin"
echo "$bin"
