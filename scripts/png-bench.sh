#!/usr/bin/env bash
# Benchmarks PNG encoding (docs/PERFORMANCE.md): builds the render targets plus
# scripts/png-bench/main.swift as a separate package in a temporary folder (symlinks
# to Sources/, so it works while other targets do not build) and runs it in release.
# Usage: scripts/png-bench.sh [RUNS] [grid] [focus] [save]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
dir="${PNG_BENCH_DIR:-/tmp/mockup-png-bench}"
mkdir -p "$dir/Sources/Bench" "$dir/Tests"
for t in CCairo CPangoCairo CPNG CPNGShim MockupGeometry MockupDisplayList MockupText MockupCairo MockupGolden; do
  ln -sfn "$repo/Sources/$t" "$dir/Sources/$t"
done
ln -sfn "$repo/Tests/MockupRenderTests" "$dir/Tests/MockupRenderTests"
cp "$repo/scripts/png-bench/Package.swift" "$dir/Package.swift"
cp "$repo/scripts/png-bench/main.swift" "$dir/Sources/Bench/main.swift"
cd "$dir"
swift build -c release -j 1 --product Bench 2>&1 | grep -v "prohibited flag" >&2
exec .build/release/Bench "${@:-7}"
