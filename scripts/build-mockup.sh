#!/usr/bin/env bash
# Builds the `mockup` executable as the scripts use it and prints its path:
#   scripts/build-mockup.sh release   with scripts/release-flags.sh (static Swift runtime,
#                                     the toolchain's lld)
#   scripts/build-mockup.sh debug     the test suite's build
# SwiftPM's own output goes to standard error.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/release-flags.sh
case "${1:-release}" in
  release) flags=("${release_flags[@]}") ;;
  debug) flags=(-c debug) ;;
  *) echo "usage: scripts/build-mockup.sh [release|debug]" >&2; exit 2 ;;
esac
swift build "${flags[@]}" --product mockup >&2
bin="$(swift build "${flags[@]}" --show-bin-path)/mockup"
[ -x "$bin" ] || { echo "build-mockup: build failed" >&2; exit 1; }
echo "$bin"
