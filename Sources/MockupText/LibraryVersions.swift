import CCairo
import CPangoCairo

/// Versions of the C libraries that shape a render, for the goldens manifest: a change
/// in any of them may move pixels.
public enum LibraryVersions {
    /// `cairo`, `pango`, `fontconfig`, `freetype` → version, as loaded at run time.
    public static func current() -> [String: String] {
        var v: [String: String] = [:]
        v["cairo"] = String(cString: cairo_version_string())
        v["pango"] = String(cString: pango_version_string())
        let fc = Int(FcGetVersion())
        v["fontconfig"] = "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            v["freetype"] = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        return v
    }
}
