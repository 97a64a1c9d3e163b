#!/usr/bin/env bash
# Checks the PNG encoder's deflate bands outside Swift (Tests/Deflate): that their
# bytes do not depend on where the deflater lives in memory (an ISA-L first-call bug,
# see Sources/CPNGShim/png_deflate.c), and that short first bands still join into
# valid streams. Run by scripts/test.sh. x86-64 only (the bug is in ISA-L's x86 code).
set -euo pipefail
cd "$(dirname "$0")/.."
case "$(uname -m)" in x86_64) ;; *) echo "deflate-test: nothing to check on $(uname -m)"; exit 0 ;; esac
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
clang -O1 -g -Wall -Werror -I Sources/CPNGShim/include Tests/Deflate/first_band_address.c \
  -o "$work/first_band_address" -lisal -lz
"$work/first_band_address"
echo "deflate-test: ok"
