#!/usr/bin/env bash
# mockup as a library, as another package uses it (docs/LIBRARY.md): builds the example
# package Examples/DocsGenerator (its own Package.swift, `.package(path: "../..")`, the
# MockupKit and MockupCompare products only), runs it, and checks what it printed and
# wrote: two renders, the diagnostic of the broken screen with its line and column, the
# comparison, the diff image, and a sample rendered through the library that equals its
# golden pixel for pixel (`mockup diff`). This builds the package a second time (a debug
# build in its own scratch folder): the one test that does.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "library-test: FAIL: $*" >&2; exit 1; }
scratch_build=".build/docs-generator"
start=$(date +%s)
# New source files of the package are missed by a cached build manifest of an earlier
# run (the first build after a pull then fails): plan the build afresh each time.
swift build --package-path Examples/DocsGenerator --scratch-path "$scratch_build" --disable-build-manifest-caching
echo "library-test: example built in $(( $(date +%s) - start )) s" >&2
example="$(swift build --package-path Examples/DocsGenerator --scratch-path "$scratch_build" --show-bin-path)/DocsGenerator"
mockup="$(swift build --show-bin-path)/mockup"
[ -x "$mockup" ] || swift build --product mockup
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
rc=0
"$example" "$out" samples/inbox.mockup >"$out/stdout.txt" || rc=$?
[ "$rc" -eq 0 ] || { cat "$out/stdout.txt" >&2; fail "the example exited $rc"; }
cat "$out/stdout.txt"
grep -q '^typo.mockup:2:[0-9]*: error: .*titel' "$out/stdout.txt" || fail "no diagnostic with file:line:column for typo.mockup"
grep -q "^wrote settings@2x.png: 750x1334 px at @2x" "$out/stdout.txt" || fail "settings was not rendered"
grep -q "^settings vs settings-roaming: differ: " "$out/stdout.txt" || fail "the comparison did not find the change"
for f in settings@2x.png settings-roaming@2x.png settings.diff.png inbox@2x.png; do
  [ -s "$out/$f" ] || fail "$f was not written"
done
[ ! -e "$out/typo@2x.png" ] || fail "a screen with errors was drawn"
"$mockup" diff golden/inbox@2x.png "$out/inbox@2x.png" || fail "the library's render of inbox.mockup differs from its golden"
rc=0
"$mockup" diff "$out/settings@2x.png" "$out/settings-roaming@2x.png" >/dev/null || rc=$?
[ "$rc" -eq 1 ] || fail "mockup diff should find the two settings screens different (exit 1), not exit $rc"
echo "library-test: ok ($(( $(date +%s) - start )) s in all)"
