#!/usr/bin/env bash
# Installs the C libraries and fonts mockup needs (Debian 12), only when missing.
# Called by samples.sh, test.sh and .ci/run; safe to run again. python3-numpy is for
# scripts/fidelity.sh (the capture pack's measuring tools).
set -euo pipefail

"$(dirname "$0")/install-packages.sh" setup libcairo2-dev libpango1.0-dev libpng-dev libdeflate-dev libisal-dev libmicrohttpd-dev libfontconfig-dev fonts-inter fonts-noto-cjk fonts-urw-base35 fonts-noto-core fonts-noto-color-emoji pkg-config binutils python3-numpy
command -v swift >/dev/null || { echo "setup: the Swift 6 toolchain (swift) is not on PATH" >&2; exit 1; }
