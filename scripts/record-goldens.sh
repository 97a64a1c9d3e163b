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
MOCKUP_RECORD=failed swift test --skip-build --filter GoldenTests >/dev/null 2>&1 || true
"$bin" test samples --golden golden --record failed --no-lint >/dev/null || true
MOCKUP_RECORD=1 swift test --skip-build --filter RedlineTests >/dev/null 2>&1 || true
out=$(mktemp -d -t record-goldens.XXXXXX)
trap 'rm -rf "$out"' EXIT
"$bin" render samples/settings.mockup --device iphone-6-plus --panel -o "$out/" --no-lint >/dev/null
"$bin" render samples/settings.mockup --density all -o "$out/" --no-lint >/dev/null
# Renders are byte-stable: copy only what changed, so an unchanged golden keeps its bytes.
for f in "$out"/settings.panel.png "$out"/drawable-*/settings.png; do
  rel=${f#"$out/"}
  if ! cmp -s "$f" "golden/design/$rel"; then
    mkdir -p "$(dirname "golden/design/$rel")"
    cp "$f" "golden/design/$rel"
  fi
done
# Everything must now pass.
swift test --skip-build --filter 'GoldenTests|RedlineTests|DesignGoldenCLITests' 2>&1 | tail -1
"$bin" test samples --golden golden --no-lint | tail -1
git status --short golden | sed 's/^/changed: /'
