#!/usr/bin/env bash
# Builds the Debian package dist/mockup_VERSION_amd64.deb (docs/PACKAGE.md):
#   - the release binary with the static Swift runtime, as scripts/samples.sh builds it
#     (scripts/build-mockup.sh); only Debian's shared libraries may remain (checked with
#     ldd);
#   - Depends: from those libraries and libmicrohttpd, which `serve` opens when it starts
#     (dpkg-shlibdeps), plus the font packages the binary
#     reads at run time (RenderEnvironment.fontPackages, the list scripts/setup.sh installs);
#   - the man page and the bash, zsh and fish completions, generated from the binary's
#     own --help texts (scripts/cli-docs.swift);
#   - copyright and changelog in /usr/share/doc/mockup; the version from `mockup --version`.
# Runs lintian when it is installed (failing on its errors).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# dpkg-shlibdeps (Depends) and chrpath (the RUNPATH below).
scripts/install-packages.sh package dpkg-dev chrpath

bin="$(scripts/build-mockup.sh release)"

# The version is the binary's own (`toolVersion`: "mockup 0.1.0").
version="$("$bin" --version | awk '{print $2}')"
[[ "$version" =~ ^[0-9][0-9A-Za-z.+~-]*$ ]] || { echo "package: odd version '$version'" >&2; exit 1; }
arch="$(dpkg --print-architecture)"
summary="turn text descriptions of iOS 7–9 screens into PNG, PDF and SVG mockups"
# Reproducible: every date and file time is the last commit's.
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"
date_iso="$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%d)"
# The maintainer: DEB_MAINTAINER, or the last commit's author (lintian refuses made-up hosts).
maintainer="${DEB_MAINTAINER:-$(git log -1 --format='%an <%ae>' 2>/dev/null || true)}"
[[ "$maintainer" =~ ^[^\<\>]+\ \<[^@\ ]+@[^\ ]+\>$ ]] || { echo "package: set DEB_MAINTAINER='Name <mail>' (got '$maintainer')" >&2; exit 1; }
# Copyright years: the first commit's to the last's.
first_year="$(git log --format=%ad --date=format:%Y 2>/dev/null | tail -n 1)"  # tail: no SIGPIPE under pipefail
last_year="$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y)"
years="${first_year:-$last_year}"
[ "$years" = "$last_year" ] || years="$years-$last_year"

# Only the system's shared libraries: no Swift runtime, nothing unresolved.
libs="$(ldd "$bin")"
if grep -q "not found" <<<"$libs"; then echo "package: unresolved libraries:" >&2; grep "not found" <<<"$libs" >&2; exit 1; fi
if grep -Eq "libswift|libFoundation|libdispatch|libBlocksRuntime|/opt/swift" <<<"$libs"; then
  echo "package: the Swift runtime is linked dynamically:" >&2; grep -E "swift|Foundation|dispatch|Blocks" <<<"$libs" >&2; exit 1
fi

work="dist/build"
root="$work/mockup_${version}_$arch"
rm -rf "$work"
mkdir -p "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/man/man1" "$root/usr/share/doc/mockup" \
  "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
  "$root/usr/share/fish/vendor_completions.d"
install -m 0755 "$bin" "$root/usr/bin/mockup"
# The symbol table is for debuggers; the Swift metadata sections stay.
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/mockup"
# SwiftPM links executables with RUNPATH $ORIGIN: installed, every library would first
# be looked for in /usr/bin (44 failed opens per start, ~0.3 ms; lintian's
# custom-library-search-path). The libraries are Debian's, found by the default paths.
chrpath -d "$root/usr/bin/mockup" >/dev/null
if readelf -d "$root/usr/bin/mockup" | grep -Eq "RPATH|RUNPATH"; then echo "package: RUNPATH left in the binary" >&2; exit 1; fi

# Man page and completions from the help texts of the binary being packaged.
gen="$work/cli-docs"
swiftc -O scripts/cli-docs.swift -o "$gen" >/dev/null
"$gen" "$root/usr/bin/mockup" "$work/generated" "$summary" "$date_iso"
# The guides the help texts name (docs/SVG.md…) ship in /usr/share/doc/mockup, and the
# man page names them there; example paths such as docs/gallery.md are not guides.
shipped="$(grep -o 'docs/[A-Za-z-]*\.md' "$work/generated/mockup.1" | sort -u | grep -v '^docs/gallery\.md$' || true)"
for doc in $shipped; do
  [ -f "$doc" ] || { echo "package: the help texts name $doc, which does not exist" >&2; exit 1; }
  install -m 0644 "$doc" "$root/usr/share/doc/mockup/$(basename "$doc")"
  sed -i "s#$doc#/usr/share/doc/mockup/$(basename "$doc")#g" "$work/generated/mockup.1"
done
gzip -9n <"$work/generated/mockup.1" >"$root/usr/share/man/man1/mockup.1.gz"
install -m 0644 "$work/generated/mockup.bash" "$root/usr/share/bash-completion/completions/mockup"
install -m 0644 "$work/generated/_mockup" "$root/usr/share/zsh/vendor-completions/_mockup"
install -m 0644 "$work/generated/mockup.fish" "$root/usr/share/fish/vendor_completions.d/mockup.fish"

sed "s/@YEARS@/$years/" scripts/package/copyright >"$root/usr/share/doc/mockup/copyright"
chmod 0644 "$root/usr/share/doc/mockup/copyright"
{
  echo "mockup ($version) unstable; urgency=medium"
  echo
  echo "  * Built from $(git rev-parse --short HEAD 2>/dev/null || echo 'a source tree') by scripts/package.sh."
  echo
  echo " -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n >"$root/usr/share/doc/mockup/changelog.gz"

# Depends: the packages of the libraries the binary links (dpkg-shlibdeps reads the
# symbols files for minimal versions; it wants a debian/control to run in), then fonts.
shlib="$work/shlibdeps"
mkdir -p "$shlib/debian"
printf 'Source: mockup\n\nPackage: mockup\nArchitecture: any\n' >"$shlib/debian/control"
abs_bin="$(realpath "$root/usr/bin/mockup")"
# libmicrohttpd is opened by `mockup serve` and `mockup test --review` when their server
# starts (Sources/CHTTPServer), so the binary does not name it: a probe that links the
# functions they look up lets dpkg-shlibdeps give its package and minimal version all the
# same. (clang comes with the Swift toolchain.)
command -v clang >/dev/null || { echo "package: clang (from the Swift toolchain) is not on PATH" >&2; exit 1; }
probe="$PWD/$work/libmicrohttpd-probe"
fns="$(sed -n '/^#define MOCKUP_MHD_FUNCTIONS/,/^$/p' Sources/CHTTPServer/http_server.c | grep -o 'X([a-z0-9_]*)' | sed 's/X(\(.*\))/MHD_\1/' | paste -sd, -)"
[ "$(tr ',' '\n' <<<"$fns" | wc -l)" -ge 12 ] || { echo "package: libmicrohttpd functions not all found in http_server.c: $fns" >&2; exit 1; }
printf '#include <microhttpd.h>\nvoid *mockup_probe[] = {%s};\nint main(void) { return 0; }\n' "$fns" \
  | clang -x c - -o "$probe" -Wl,--no-as-needed -lmicrohttpd
libdeps="$(cd "$shlib" && dpkg-shlibdeps -O -e"$abs_bin" -e"$probe" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')"
case "$libdeps" in *libmicrohttpd12*) ;; *) echo "package: Depends lacks libmicrohttpd12: $libdeps" >&2; exit 1 ;; esac
[ -n "$libdeps" ] || { echo "package: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
fonts="$(grep "static let fontPackages" Sources/MockupKit/RenderEnvironment.swift | grep -o "fonts-[a-z0-9-]*" | sort -u | paste -sd, | sed 's/,/, /g')"
[ -n "$fonts" ] || { echo "package: no font packages found in RenderEnvironment.swift" >&2; exit 1; }

size_kb="$(du -sk --exclude=DEBIAN "$root" | cut -f1)"
cat >"$root/DEBIAN/control" <<EOF
Package: mockup
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size_kb
Depends: $libdeps, $fonts
Section: graphics
Priority: optional
Description: $summary
 mockup reads text files that describe iOS 7, 8 and 9 screens (status bar,
 navigation bar, tables, controls, keyboards, alerts...) and draws them as
 pixel-exact PNG images, vector PDF documents or SVG files, for every device
 of the catalogue. It also prints the display list, a hand-off spec in JSON, guideline
 lint findings, and compares renders with goldens for visual regression tests.
EOF
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
find "$root" -type d -exec chmod 0755 {} +
find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +

deb="dist/mockup_${version}_$arch.deb"
rm -f dist/mockup_*_"$arch".deb  # one package in dist/: the one just built
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "package: wrote $deb ($(du -h "$deb" | cut -f1)); Depends: $libdeps, $fonts"
if command -v lintian >/dev/null; then
  lintian --fail-on error --suppress-tags "${LINTIAN_SUPPRESS:-}" "$deb"
fi
