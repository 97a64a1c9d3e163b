#!/usr/bin/env bash
# Fuzzes mockup with inputs mutated from the samples: mockup text (compiled in-process
# by mockup-fuzz, thousands a second), PNGs, SVG icons, FIFOs and command-line flags
# (each run as a `mockup` process with a time and a memory limit).
#
#   scripts/fuzz.sh [--seed N] [--count N] [--seconds N] [--release]
#                   [--fail-on crash,hang,leftover] [--out DIR] [-- mockup-fuzz options]
#
# Deterministic for a fixed seed and count (input i is a function of seed and i).
# Findings are saved with their input and a reproduce.sh under artifacts/fuzz/CLASS/;
# one summary line per class. Exits 1 when a class named by --fail-on was found
# (default crash, hang, leftover), 0 otherwise. Classes: see Sources/MockupFuzz/Outcome.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
seed=1 count=2000 seconds=1000000000 config=debug fail_on=crash,hang,leftover out=artifacts/fuzz
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seed) seed="$2"; shift 2 ;;
        --count) count="$2"; shift 2 ;;
        --seconds) seconds="$2"; shift 2 ;;
        --release) config=release; shift ;;
        --fail-on) fail_on="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --) shift; extra=("$@"); break ;;
        *) echo "usage: scripts/fuzz.sh [--seed N] [--count N] [--seconds N] [--release] [--fail-on CLASSES] [--out DIR] [-- options]" >&2; exit 2 ;;
    esac
done
for n in "$seed" "$count" "$seconds"; do
    [[ "$n" =~ ^[0-9]+$ ]] || { echo "fuzz.sh: not a whole number: '$n'" >&2; exit 2; }
done
swift build -c "$config" --product mockup >/dev/null
swift build -c "$config" --product mockup-fuzz >/dev/null
bin="$(swift build -c "$config" --show-bin-path)"
# Clear only what a previous run wrote: --out may name any folder.
mkdir -p "$out"
rm -f "$out/results.tsv" "$out/summary.txt" "$out/.current"
for class in crash hang bad-message leftover output-after-failure memory machine-path render-failed accepted-invalid bad-exit; do
    rm -rf "${out:?}/$class"
done
# A hang is an input over the time limit: 5 s for the release build; the debug build
# runs 8-10x slower (an input of 20,000 lines took 0.6 s in release, 5.3 s in debug),
# so it gets 20 s. An explicit `-- --timeout S` still wins (the later option counts).
timeout=5
[ "$config" = debug ] && timeout=20
scratch="$(mktemp -d "${TMPDIR:-/tmp}/mockup-fuzz.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
start=0 began=$(date +%s)
# An in-process input that crashes or hangs ends mockup-fuzz: record it, resume after it.
while [ "$start" -lt "$count" ]; do
    left=$(( seconds - ($(date +%s) - began) ))
    [ "$left" -gt 0 ] || break
    set +e
    "$bin/mockup-fuzz" --seed "$seed" --start "$start" --count $(( count - start )) --seconds "$left" \
        --binary "$bin/mockup" --out "$out" --scratch "$scratch/s" --timeout "$timeout" "${extra[@]}"
    rc=$?
    set -e
    [ "$rc" -eq 0 ] && break
    if [ -f "$out/.current" ]; then
        index=$(cut -f1 "$out/.current")
        if [ "$rc" -ne 3 ]; then  # 3: the watchdog recorded a hang itself
            mkdir -p "$out/crash/$index-text"
            cp "$scratch/s/text/_fuzz.mockup" "$out/crash/$index-text/" 2>/dev/null || true
            printf '%s\ttext\tcrash\texit %s; %s\n' "$index" "$rc" "$(cut -f2 "$out/.current")" >>"$out/results.tsv"
        fi
        start=$(( index + 1 ))
        rm -f "$out/.current"
    else
        echo "fuzz.sh: mockup-fuzz failed (exit $rc) outside an input" >&2
        exit 2
    fi
done
elapsed=$(( $(date +%s) - began ))
# One line per input and class; an input recorded twice (resumed) counts once.
summary="$(awk -F'\t' '!seen[$1 FS $3]++ { n[$3]++; kinds[$3] = kinds[$3] " " $2 } END {
    for (c in n) printf "%s\t%d\n", c, n[c] }' "$out/results.tsv" | sort)"
inputs=$(cut -f1 "$out/results.tsv" | sort -u | wc -l)
{
    echo "fuzz: seed $seed, $inputs inputs in ${elapsed} s ($(( inputs / (elapsed > 0 ? elapsed : 1) )) inputs/s), $(date -u +%Y-%m-%dT%H:%MZ)"
    while IFS=$'\t' read -r class n; do
        kinds="$(awk -F'\t' -v c="$class" '$3 == c && !seen[$1]++ { k[$2]++ } END { for (x in k) printf "%s %d, ", x, k[x] }' "$out/results.tsv")"
        printf 'fuzz: %-22s %7d   (%s)\n' "$class" "$n" "${kinds%, }"
    done <<<"$summary"
} | tee "$out/summary.txt"
status=0
for class in ${fail_on//,/ }; do
    if awk -F'\t' -v c="$class" '$1 == c && $2 > 0 { found = 1 } END { exit !found }' <<<"$summary"; then
        echo "fuzz: FAIL: $class found (inputs under $out/$class/)" >&2
        status=1
    fi
done
exit $status
