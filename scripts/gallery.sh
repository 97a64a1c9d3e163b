#!/usr/bin/env bash
# Renders every sample at @2x into docs/gallery/ and writes docs/gallery.md, grouping
# the images by the "# gallery: Section — caption" line that opens each sample.
# GalleryDocTests fails when docs/gallery.md no longer matches the samples.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -j 1 --product mockup
bin="$(swift build --show-bin-path)/mockup"
rm -f docs/gallery/*.png
"$bin" gallery samples/*.mockup -o docs/gallery.md
