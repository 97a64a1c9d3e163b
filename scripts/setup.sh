#!/usr/bin/env bash
# Installs the C libraries and fonts mockup needs (Debian 12), only when missing.
# Called by samples.sh, test.sh and .ci/run; safe to run again.
set -euo pipefail

packages=(libcairo2-dev libpango1.0-dev libpng-dev libfontconfig-dev fonts-inter fonts-noto-cjk fonts-urw-base35 fonts-noto-core fonts-noto-color-emoji pkg-config)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "setup: the Swift 6 toolchain (swift) is not on PATH" >&2; exit 1; }
