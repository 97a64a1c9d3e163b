#!/usr/bin/env bash
# Installs what is needed and runs the whole test suite, then the project's own visual
# regression workflow as CI runs it: `mockup test samples --golden golden` with CI set
# (record mode `never`: a missing or changed golden fails), report and JUnit XML in
# artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/test-setup.sh
swift build --build-tests
bin="$(swift build --show-bin-path)/mockup"
# The PNG encoder's deflate bands, outside Swift: the same bytes wherever the deflater
# lives in memory (Tests/Deflate).
scripts/deflate-test.sh
swift test --skip-build 2>&1
# The project passes its own recipes (README): samples in the formatter's canonical form,
# the gallery and the Markdown pages as the current build writes them.
"$bin" fmt --check samples
"$bin" gallery samples/*.mockup -o docs/gallery.md --golden golden --check
"$bin" markdown --check README.md docs/*.md
CI=true "$bin" test samples --golden golden --artifacts artifacts/test --junit artifacts/test/junit.xml
# Fidelity: the same metrics measured on genuine iOS captures and on our renders
# (docs/METRICS.md); fails below the recorded figures, skipped without the capture pack.
scripts/fidelity.sh "$bin"
# Hostile input: a short fuzz run with a fixed seed (scripts/fuzz.sh; longer runs on
# demand). Fails on crashes, hangs and leftover temporary files; other findings are
# reported in artifacts/fuzz/summary.txt. FUZZ_FAIL_ON=crash,hang,... changes the
# failing classes (an empty value reports only).
scripts/fuzz.sh --seed 1 --count 2000 --fail-on "${FUZZ_FAIL_ON-crash,hang,leftover}"
# mockup as a library (docs/LIBRARY.md): the example package Examples/DocsGenerator built
# (a second build of the package, about 2 minutes) and run.
scripts/library-test.sh
