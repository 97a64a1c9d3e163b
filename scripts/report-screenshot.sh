#!/usr/bin/env bash
# Screenshots a `mockup test` HTML report in headless Chromium so a person (or a
# session) can look at it: scripts/report-screenshot.sh [REPORT.html] [OUT.png] [WxH]
# Without arguments it builds a demo: the samples with the settings tint changed
# (#007AFF → #0A84FF) and one new file, tested against golden/ into /tmp.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
report="${1:-}"
out="${2:-/tmp/mockup-report.png}"
size="${3:-1400,1000}"
if ! command -v chromium >/dev/null; then
  echo "report-screenshot: installing chromium (Debian package)" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [ -z "$report" ]; then
  (cd "$repo" && swift build -j 1 --product mockup >/dev/null)
  bin="$(cd "$repo" && swift build --show-bin-path)/mockup"
  demo="$(mktemp -d /tmp/mockup-report-demo.XXXXXX)"
  cp -r "$repo/samples" "$repo/golden" "$demo/"
  sed -i 's/tint: #007AFF/tint: #0A84FF/' "$demo/samples/settings.mockup"
  printf 'screen device: iphone-5\nnavigation-bar title: "Fresh"\n' > "$demo/samples/fresh.mockup"
  (cd "$demo" && "$bin" test samples --golden golden --record never || true)
  report="$demo/artifacts/index.html"
fi
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot="$out" \
  --window-size="$size" "file://$(realpath "$report")" 2>/dev/null
echo "wrote $out"
