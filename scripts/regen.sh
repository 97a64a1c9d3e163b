#!/usr/bin/env bash
# Rewrites every generated file from its source, and nothing else:
#   Sources/MockupScene/Icons/BuiltinIconData.swift  from Assets/icons      (scripts/embed-icons.swift)
#   docs (LANGUAGE.md, LINT.md, DESIGN-SIZES.md…) and editors/*  from the catalogues and rules
#                                              (every test that honours MOCKUP_UPDATE_DOCS=1)
#   golden/ (only goldens whose pixels or dump changed)             (scripts/record-goldens.sh)
#   docs/gallery.md                                                 (scripts/gallery.sh)
# and lists what changed. On a tree where everything is current it changes nothing.
# Goldens: look at every changed image and its diff before committing (`git status
# golden/`, `mockup diff old.png golden/NAME.png -o d.png`).
set -euo pipefail
cd "$(dirname "$0")/.."
swift scripts/embed-icons.swift
swift build --build-tests >&2
# The suites that rewrite a generated part of a doc, found where they say how to rerun them.
suites=$( { grep -rhoE 'MOCKUP_UPDATE_DOCS=1 swift test --filter [A-Za-z]+' Sources Tests | awk '{print $NF}'
           grep -rhoE 'rerun: "[A-Za-z]+"' Tests | sed 's/rerun: "\(.*\)"/\1/'; } | sort -u | paste -sd'|')
MOCKUP_UPDATE_DOCS=1 swift test --skip-build --filter "$suites" >/dev/null 2>&1 || true
# Check what the update wrote (a second run fails if anything is still stale).
swift test --skip-build --filter "$suites" 2>&1 | tail -1
scripts/record-goldens.sh
scripts/gallery.sh >/dev/null
echo "regen: changed files (review goldens before committing):"
git status --short | sed 's/^/  /'
