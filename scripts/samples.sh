#!/usr/bin/env bash
# Installs what is needed, builds mockup (release) and renders every sample into out/:
# PNG at the device scale, @3x, and PDF.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
bin="$(scripts/build-mockup.sh release)"
mkdir -p out
"$bin" render samples/*.mockup -o out/
"$bin" render samples/*.mockup -o out/ --scale 3
"$bin" render samples/*.mockup -o out/ --format pdf
