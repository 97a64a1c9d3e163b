# The release build's `swift build` flags, sourced by the scripts that build it
# (build-mockup.sh, bench.sh): the static Swift runtime, linked by the
# toolchain's lld: ~10–30 ms less start-up a run (docs/PERFORMANCE.md); lld, unlike
# gold, does not echo glibc's link-time warnings.
release_flags=(-c release --static-swift-stdlib -Xswiftc -use-ld=lld)
