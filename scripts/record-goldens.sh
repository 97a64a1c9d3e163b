#!/usr/bin/env bash
# Re-records every golden whose pixels or display list changed, after an intended change:
#   golden/NAME.dump.txt, golden/NAME@Nx.png and variants  (GoldenTests, MOCKUP_RECORD=failed)
#   golden/bench/…                                           (mockup test samples --record failed)
#   golden/handoff/*-redlines@Nx.png                          (RedlineTests, MOCKUP_RECORD=1)
#   golden/design/ (the 6 Plus panel, the Android densities)  (the render commands DesignGoldenCLITests compares)
# A golden whose decoded pixels are unchanged is left as it is. Look at every changed
# image and its diff (`git status golden/`, `mockup diff`) before committing.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >&2
bin="$(swift build --show-bin-path)/mockup"
log=$(mktemp -t record-goldens.XXXXXX)
out=$(mktemp -d -t record-goldens.XXXXXX)
trap 'rm -rf "$out" "$log"' EXIT
# Recording passes fail by design (a recorded golden is reported as an issue): their
# output goes to a log that is shown only if the checks below fail.
MOCKUP_RECORD=failed swift test --skip-build --filter GoldenTests >>"$log" 2>&1 || true
"$bin" test samples --golden golden --record failed --no-lint >>"$log" 2>&1 || true
MOCKUP_RECORD=1 swift test --skip-build --filter RedlineTests >>"$log" 2>&1 || true
"$bin" render samples/settings.mockup --device iphone-6-plus --panel -o "$out/settings.panel.png" --no-lint >/dev/null
"$bin" render samples/settings.mockup --density all -o "$out/" --no-lint >/dev/null
# Renders are byte-stable: copy only what changed, so an unchanged golden keeps its bytes.
shopt -s nullglob
for f in "$out"/settings.panel.png "$out"/drawable-*/settings.png; do
  rel=${f#"$out/"}
  if ! cmp -s "$f" "golden/design/$rel"; then
    mkdir -p "$(dirname "golden/design/$rel")"
    cp "$f" "golden/design/$rel"
  fi
done
# Everything must now pass; the list of changes is printed either way.
status=0
swift test --skip-build --filter 'GoldenTests|RedlineTests|DesignGoldenCLITests' >"$out/check.txt" 2>&1 || status=1
tail -1 "$out/check.txt"
"$bin" test samples --golden golden --no-lint >"$out/test.txt" 2>&1 || status=1
grep -E '^[0-9]+ cases:' "$out/test.txt" || tail -3 "$out/test.txt"
git status --short golden | sed 's/^/changed: /'
if [ "$status" -ne 0 ]; then
  echo "record-goldens: the goldens still do not pass; the recording passes said:" >&2
  tail -40 "$log" >&2
fi
exit "$status"
