#!/usr/bin/env bash
# Installs what only the tests need (Debian 12), only when missing: headless Chromium,
# which rasterises `--format svg` output and screenshots the `mockup watch` page
# (Tests/MockupCLITests/SVGCLITests.swift, WatchCLITests.swift). Safe to run again.
set -euo pipefail

packages=(chromium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "test-setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
