#!/usr/bin/env bash
# Writes docs/gallery.md: every sample's golden (golden/NAME@Sx.png, recorded and
# reviewed by `mockup test`), grouped by the "# gallery: Section — caption" line that
# opens each sample. The page points at the goldens: no second copy of each image.
# GalleryCommandTests fails when docs/gallery.md no longer matches the samples.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -j 1 --product mockup
bin="$(swift build --show-bin-path)/mockup"
"$bin" gallery samples/*.mockup -o docs/gallery.md --golden golden
