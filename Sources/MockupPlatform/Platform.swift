// The platform's C library, whichever it is: the one place mockup's modules import it,
// so each file writes `import MockupPlatform` rather than repeating the guard.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
