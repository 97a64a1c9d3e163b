#!/usr/bin/env bash
# Checks the lazy stubs of Sources/CLazyLibraries outside Swift (Tests/LazyStubs), in
# processes where they are the only definitions of the functions they stand in for:
#   - first_calls: each stub's code and table slot; sixteen threads making their first
#     drawing call at once; afterwards every slot is what dlsym finds for its name;
#   - registers: the same stub and loader files, copied next to a list of their own,
#     over a stand-in library whose results depend on every argument (integer, double,
#     variadic, struct returned in memory, on the stack): the slow path must keep them.
# Each runs RUNS times (default 30), as which thread loads the libraries varies. Run by
# scripts/test.sh. x86-64 only.
set -euo pipefail
cd "$(dirname "$0")/.."
case "$(uname -m)" in x86_64) ;; *) echo "lazy-stubs-test: no stubs on $(uname -m)"; exit 0 ;; esac
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
src=Sources/CLazyLibraries
t=Tests/LazyStubs
cc=(clang -O1 -g -pthread -Wall -Werror)

# No -lcairo: the stubs are the only definitions, as in the lazily linked executable.
"${cc[@]}" -I "$src" -I "$src/include" $(pkg-config --cflags cairo) "$t/first_calls.c" "$t/stub_table.c" \
  "$src/lazy_stubs.S" "$src/lazy_loader.c" -o "$work/first_calls" -ldl
if readelf -d "$work/first_calls" | grep -q 'NEEDED.*libcairo'; then
  echo "lazy-stubs-test: the harness links cairo at start" >&2
  exit 1
fi

# The production files beside the stand-in's lists (quoted includes look there first).
mkdir -p "$work/copy"
cp "$src/lazy_stubs.S" "$src/lazy_loader.c" "$t/lists/lazy_symbol_list.h" "$t/lists/lazy_library_list.h" "$work/copy/"
"${cc[@]}" -fPIC -shared -Wl,-soname,libmockup-probe.so.1 -I "$t" "$t/probe_library.c" -o "$work/libmockup-probe.so.1"
"${cc[@]}" -I "$t" -I "$src/include" "$t/registers.c" "$work/copy/lazy_stubs.S" "$work/copy/lazy_loader.c" \
  -o "$work/registers" -ldl

for _ in $(seq "${RUNS:-30}"); do
  "$work/first_calls"
  LD_LIBRARY_PATH="$work" "$work/registers"
done
echo "lazy-stubs-test: ok (${RUNS:-30} runs of each)"
