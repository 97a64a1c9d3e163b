#!/usr/bin/env bash
# Installs what only the tests need (Debian 12), only when missing: headless Chromium,
# which rasterises `--format svg` output and screenshots the `mockup watch` page
# (Tests/MockupCLITests/SVGCLITests.swift, WatchCLITests.swift). Safe to run again.
set -euo pipefail

"$(dirname "$0")/install-packages.sh" test-setup chromium
