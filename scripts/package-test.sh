#!/usr/bin/env bash
# The Debian package, end to end, on this machine (CI: a fresh Debian 12):
# builds dist/mockup_VERSION_amd64.deb (scripts/package.sh), installs it with apt (which
# pulls its dependencies), renders a sample outside the repository with /usr/bin/mockup
# in a bare environment and compares it with its golden (`mockup diff`), checks that the
# man page renders and the bash, zsh and fish completions load and complete, then
# removes the package. Needs root (or sudo). PACKAGE_TEST_LINTIAN=1 also installs and
# runs lintian (about a hundred packages; off by default to keep CI short).
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
apt_install() {
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
fail() { echo "package-test: FAIL: $*" >&2; exit 1; }

# Test-only tools: the shells whose completions are checked (and lintian on demand).
tools=(zsh fish man-db)
[ "${PACKAGE_TEST_LINTIAN:-0}" = 1 ] && tools+=(lintian)
scripts/install-packages.sh package-test "${tools[@]}"

scripts/package.sh
# package.sh leaves exactly one package for this architecture in dist/.
debs=(dist/mockup_*_"$(dpkg --print-architecture)".deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "expected one package in dist/, found: ${debs[*]}"
deb="${debs[0]}"

# Install as a user would: apt resolves Depends from the archive.
if dpkg-query -W -f='${Status}' mockup 2>/dev/null | grep -q "install ok installed"; then
  "${sudo_cmd[@]}" apt-get remove -y -qq mockup >/dev/null
fi
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "./$deb" >/dev/null
trap 'DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get remove -y -qq --purge mockup >/dev/null 2>&1 || true' EXIT
[ -x /usr/bin/mockup ] || fail "/usr/bin/mockup is not installed"
if ldd /usr/bin/mockup | grep -q "not found"; then fail "unresolved libraries: $(ldd /usr/bin/mockup | grep 'not found')"; fi

# Render outside the repository, with nothing of the build environment: no PATH to the
# toolchain, no LD_LIBRARY_PATH, a fresh HOME.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"; DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get remove -y -qq --purge mockup >/dev/null 2>&1 || true' EXIT
cp samples/inbox.mockup "$scratch/"
bare=(env -i PATH=/usr/bin:/bin HOME="$scratch" LANG=C.UTF-8)
(cd "$scratch" && "${bare[@]}" /usr/bin/mockup render inbox.mockup -o inbox.png) || fail "render failed"
(cd "$scratch" && "${bare[@]}" /usr/bin/mockup render inbox.mockup --format pdf -o inbox.pdf) || fail "PDF render failed"
[ "$(head -c 5 "$scratch/inbox.pdf")" = "%PDF-" ] || fail "inbox.pdf is not a PDF"
"${bare[@]}" /usr/bin/mockup diff "$repo/golden/inbox@2x.png" "$scratch/inbox.png" || fail "the installed binary's render differs from golden/inbox@2x.png"
[ "$("${bare[@]}" /usr/bin/mockup --version)" = "$(dpkg-query -W -f='mockup ${Version}' mockup)" ] || fail "--version and the package version differ"

# `serve` opens libmicrohttpd when it starts (the binary does not link it): the package
# must depend on it, and the installed server must start and stop cleanly.
dpkg-query -W -f='${Depends}' mockup | grep -q 'libmicrohttpd12' || fail "Depends lacks libmicrohttpd12"
"${bare[@]}" /usr/bin/mockup serve --listen 127.0.0.1:0 >"$scratch/serve.out" 2>&1 &
serve_pid=$!
for _ in $(seq 50); do grep -q '^serving ' "$scratch/serve.out" && break; sleep 0.1; done
if ! grep -q '^serving http://127.0.0.1:' "$scratch/serve.out"; then
  kill -KILL "$serve_pid" 2>/dev/null || true
  fail "mockup serve did not start: $(cat "$scratch/serve.out")"
fi
kill -TERM "$serve_pid"
wait "$serve_pid" || fail "mockup serve did not stop cleanly: $(cat "$scratch/serve.out")"

# The man page: from the file and by name. Slim Debian images tell dpkg not to install
# man pages (path-exclude in /etc/dpkg/dpkg.cfg.d): then the package's own copy is read.
man_page=/usr/share/man/man1/mockup.1.gz
by_name=1
if [ ! -e "$man_page" ] && grep -qs '^path-exclude=/usr/share/man' /etc/dpkg/dpkg.cfg.d/*; then
  echo "package-test: dpkg excludes man pages here: checking the page inside the package" >&2
  dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$scratch" ./usr/share/man/man1/mockup.1.gz
  man_page="$scratch/usr/share/man/man1/mockup.1.gz"
  by_name=0
fi
# (Output captured first: `grep -q` would close the pipe early, failing it under pipefail.)
page="$(MANWIDTH=80 man -l "$man_page" 2>"$scratch/man.err")" || fail "man -l failed"
grep -q "mockup render" <<<"$page" || fail "man -l does not render the page"
# (The page wraps lines: words are compared with the breaks as spaces.)
grep -q "PNG, PDF and SVG" <<<"$(tr -s ' \n' '  ' <<<"$page")" || fail "the man page does not name the three formats"
# Every guide the page names is installed with it; none is named by its source path.
for doc in $(grep -o '/usr/share/doc/mockup/[A-Za-z-]*\.md' <<<"$page" | sort -u); do
  [ -f "$doc" ] || fail "the man page names $doc, which the package does not install"
done
! grep -q ' docs/[A-Z][A-Za-z-]*\.md' <<<"$page" || fail "the man page names a guide by its source path: $(grep -o 'docs/[A-Z][A-Za-z-]*\.md' <<<"$page" | head -1)"
[ ! -s "$scratch/man.err" ] || fail "man -l warns: $(cat "$scratch/man.err")"
if [ "$by_name" = 1 ]; then
  page="$(MANWIDTH=80 man mockup 2>/dev/null)" || fail "man mockup does not find the page"
  grep -q "EXIT STATUS" <<<"$page" || fail "man mockup shows another page"
fi

# Completions: each shell loads the installed file and completes a command, an option
# and an option's choices.
bash_out="$(bash -c '
  source /usr/share/bash-completion/completions/mockup
  complete -p mockup
  COMP_WORDS=(mockup ren); COMP_CWORD=1; _mockup; echo "commands: ${COMPREPLY[*]}"
  COMP_WORDS=(mockup render --for); COMP_CWORD=2; _mockup; echo "options: ${COMPREPLY[*]}"
  COMP_WORDS=(mockup render --format ""); COMP_CWORD=3; _mockup; echo "choices: ${COMPREPLY[*]}"
')"
grep -q "complete -o filenames -F _mockup mockup" <<<"$bash_out" || fail "bash: no completion for mockup: $bash_out"
grep -q "^commands: render$" <<<"$bash_out" || fail "bash: 'mockup ren' does not complete to render: $bash_out"
grep -q "^options: --format$" <<<"$bash_out" || fail "bash: 'render --for' does not complete: $bash_out"
grep -q "^choices: png pdf svg$" <<<"$bash_out" || fail "bash: '--format' choices: $bash_out"

zsh -n /usr/share/zsh/vendor-completions/_mockup || fail "zsh: syntax error in _mockup"
zsh_out="$(HOME="$scratch" zsh -fc 'autoload -U compinit && compinit -u -d "$HOME/.zcompdump" && print -r -- "mockup: $_comps[mockup]"')"
[ "$zsh_out" = "mockup: _mockup" ] || fail "zsh: compinit does not bind _mockup: $zsh_out"

fish_out="$(HOME="$scratch" fish -c 'complete -C"mockup ren"; complete -C"mockup render --format "')"
grep -q "^render" <<<"$fish_out" || fail "fish: 'mockup ren' does not complete to render: $fish_out"
grep -q "^png" <<<"$fish_out" && grep -q "^pdf" <<<"$fish_out" && grep -q "^svg" <<<"$fish_out" || fail "fish: '--format' choices: $fish_out"

if [ "${PACKAGE_TEST_LINTIAN:-0}" = 1 ]; then lintian --fail-on error "$deb"; fi

# PACKAGE_TEST_FRESH=1: also on a really fresh Debian 12, a minimal debootstrap in a
# folder (about 35 s, then apt pulls the ~90 packages of the dependencies: 1–2 min of
# downloads, 750 MB of disk), where none of the build's -dev packages are installed:
# the render there must equal the golden too. /proc is mounted because the Swift
# runtime reads the arguments from /proc/self/cmdline.
if [ "${PACKAGE_TEST_FRESH:-0}" = 1 ]; then
  command -v debootstrap >/dev/null || apt_install debootstrap
  fresh="$(mktemp -d /tmp/mockup-deb12.XXXXXX)"
  trap 'umount "$fresh/proc" 2>/dev/null || true; rm -rf "$fresh" "$scratch"; DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get remove -y -qq --purge mockup >/dev/null 2>&1 || true' EXIT
  "${sudo_cmd[@]}" debootstrap --variant=minbase bookworm "$fresh" http://deb.debian.org/debian >/dev/null
  "${sudo_cmd[@]}" cp "$deb" samples/inbox.mockup golden/inbox@2x.png "$fresh/root/"
  "${sudo_cmd[@]}" mount -t proc proc "$fresh/proc"
  # apt in a chroot complains about /dev/pts and init scripts: kept in a log, shown on failure.
  "${sudo_cmd[@]}" chroot "$fresh" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ./root/$(basename "$deb")" \
    >"$scratch/fresh-apt.log" 2>&1 || { cat "$scratch/fresh-apt.log" >&2; fail "apt could not install the package on a fresh Debian 12"; }
  "${sudo_cmd[@]}" chroot "$fresh" sh -c 'cd /root && env -i PATH=/usr/bin:/bin HOME=/root mockup render inbox.mockup -o inbox.png && mockup diff inbox@2x.png inbox.png' \
    || fail "on a fresh Debian 12 the render differs from golden/inbox@2x.png"
  # There libmicrohttpd comes only from the package's Depends: the server must start.
  "${sudo_cmd[@]}" chroot "$fresh" sh -c 'cd /root && { env -i PATH=/usr/bin:/bin HOME=/root mockup serve --listen 127.0.0.1:0 >serve.out 2>&1 & p=$!;
      for i in 1 2 3 4 5 6 7 8 9 10; do grep -q "^serving http" serve.out && break; sleep 0.5; done; kill $p; wait $p; grep -q "^serving http" serve.out; }' \
    || fail "on a fresh Debian 12 mockup serve does not start"
  "${sudo_cmd[@]}" umount "$fresh/proc"
  echo "package-test: ok on a fresh Debian 12 (debootstrap)"
fi

DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get remove -y -qq --purge mockup >/dev/null
[ ! -e /usr/bin/mockup ] || fail "/usr/bin/mockup is still there after removal"
[ ! -e /usr/share/man/man1/mockup.1.gz ] || fail "the man page is still there after removal"
echo "package-test: ok: $deb installs, renders inbox.mockup like its golden, serve starts, man page and completions work, removes cleanly"
