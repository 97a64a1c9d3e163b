#!/usr/bin/env bash
# usage: scripts/fidelity.sh [--record] [MOCKUP_BINARY]
#
# Measures mockup against genuine iOS 7–9 captures: runs the capture pack's measure.sh
# (../shared/reference/captures, beside the repository; MOCKUP_CAPTURES names another
# folder) on MOCKUP_BINARY (default: the release build, built first), prints its
# summary lines and the colour count, and fails when either figure is below the best
# recorded in docs/METRICS.md ("Fidelity record"). --record writes the new figures there
# when they are better. The captures never enter this repository; without the pack the
# script says so and exits 0. FIDELITY_OUT=DIR keeps the renders and the tables
# (DIR/measure.txt) there. Needs python3 with numpy (scripts/setup.sh installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

record=0
if [ "${1:-}" = "--record" ]; then record=1; shift; fi
captures=${MOCKUP_CAPTURES:-$root/../shared/reference/captures}
if [ ! -f "$captures/measure.sh" ]; then
  echo "fidelity: skipped: no capture pack at $captures (it lives beside the repository, never in it)"
  exit 0
fi

# measure.sh runs `python3`: put one with numpy first on PATH.
py=""
for p in python3 /usr/bin/python3; do
  if command -v "$p" >/dev/null && "$p" -c 'import numpy' 2>/dev/null; then py=$(command -v "$p"); break; fi
done
[ -n "$py" ] || { echo "fidelity: python3 with numpy is needed (scripts/setup.sh installs python3-numpy)" >&2; exit 2; }
pybin=$(mktemp -d -t fidelity-py.XXXXXX)
if [ -n "${FIDELITY_OUT:-}" ]; then
  mkdir -p "$FIDELITY_OUT"
  out=$(cd "$FIDELITY_OUT" && pwd)
  trap 'rm -rf "$pybin"' EXIT
else
  out=$(mktemp -d -t fidelity.XXXXXX)
  trap 'rm -rf "$pybin" "$out"' EXIT
fi
ln -s "$py" "$pybin/python3"

bin=${1:-}
if [ -z "$bin" ]; then bin=$(scripts/build-mockup.sh release); fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")

status=0
PATH="$pybin:$PATH" bash "$captures/measure.sh" "$bin" "$out" >"$out/measure.txt" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  cat "$out/measure.txt"
  echo "fidelity: measure.sh failed (exit $status)" >&2
  exit 1
fi
colours=$("$py" scripts/fidelity-colours.py "$out/screens.txt" "$out/overlays.txt" "$out/controls.txt")
grep -E '^(screens|overlays|controls|captures): ' "$out/measure.txt" | tail -4
echo "$colours"

# "captures: K/N metrics within ±2 px (P %)" and "colours: K/N within …"
read -r mk mn < <(sed -n 's/^captures: \([0-9]*\)\/\([0-9]*\) .*/\1 \2/p' "$out/measure.txt" | tail -1) || true
read -r ck cn < <(echo "$colours" | sed -n 's/^colours: \([0-9]*\)\/\([0-9]*\) .*/\1 \2/p') || true
best=$(grep -m1 '^Fidelity record:' docs/METRICS.md || true)
read -r bmk bmn bck bcn < <(echo "$best" | sed -n 's/.*metrics \([0-9]*\)\/\([0-9]*\),.*colours \([0-9]*\)\/\([0-9]*\).*/\1 \2 \3 \4/p') || true
[ -n "${bmk:-}" ] || { echo "fidelity: docs/METRICS.md has no 'Fidelity record: metrics K/N, …; colours K/N, …' line" >&2; exit 2; }
if [ -z "${mk:-}" ] || [ "${mn:-0}" -eq 0 ] || [ -z "${ck:-}" ] || [ "${cn:-0}" -eq 0 ]; then
  cat "$out/measure.txt"
  echo "fidelity: the pack's tables gave no counts (metrics ${mk:-?}/${mn:-?}, colours ${ck:-?}/${cn:-?}): has their format changed?" >&2
  exit 2
fi
# A metric the tools cannot find in a render still counts (as outside); fewer metrics
# means the tools or the pack changed: say so, the ratios are still compared.
[ "$mn" -eq "$bmn" ] || echo "fidelity: note: $mn metrics measured, the record has $bmn"
[ "$cn" -eq "$bcn" ] || echo "fidelity: note: $cn colours measured, the record has $bcn"

# Ratios compared in integers: K/N < BK/BN  <=>  K*BN < BK*N.
worse=0
if [ $((mk * bmn)) -lt $((bmk * mn)) ]; then
  echo "fidelity: metrics fell to $mk/$mn, below the record $bmk/$bmn" >&2; worse=1
fi
if [ $((ck * bcn)) -lt $((bck * cn)) ]; then
  echo "fidelity: colours fell to $ck/$cn, below the record $bck/$bcn" >&2; worse=1
fi
[ "$worse" -eq 0 ] || exit 1

if [ "$record" -eq 1 ] && { [ $((mk * bmn)) -gt $((bmk * mn)) ] || [ $((ck * bcn)) -gt $((bck * cn)) ]; }; then
  pm=$(awk -v k="$mk" -v n="$mn" 'BEGIN { printf "%.1f", 100 * k / n }')
  pc=$(awk -v k="$ck" -v n="$cn" 'BEGIN { printf "%.1f", 100 * k / n }')
  line="Fidelity record: metrics $mk/$mn, $pm % within ±2 px; colours $ck/$cn, $pc % within 10/255 per channel."
  sed -i "s|^Fidelity record:.*|$line|" docs/METRICS.md
  echo "fidelity: recorded in docs/METRICS.md: $line"
else
  echo "fidelity: at or above the record ($bmk/$bmn metrics, $bck/$bcn colours)"
fi
