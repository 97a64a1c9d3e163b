/// Why the pinned fonts could not be set up.
public enum FontError: Error, CustomStringConvertible {
    /// A pinned font file (its name) is in none of the places searched (said in words).
    case missingFile(String, searched: String)
    /// fontconfig or Pango refused the configuration.
    case configuration(String)
    /// A request resolved to another face than the pinned one (fontconfig substituted).
    case wrongFace(request: String, expected: String, got: String)

    /// A message that says what to do.
    public var description: String {
        switch self {
        case .missingFile(let name, let searched):
            return
                "font file missing: \(name) (looked in \(searched)); install the pinned fonts (fonts-inter, fonts-noto-cjk, fonts-urw-base35, fonts-noto-core, fonts-noto-color-emoji) by running the setup script, or name the folders that hold them in \(FontFiles.environmentVariable)"
        case .configuration(let why):
            return "font configuration failed: \(why)"
        case .wrongFace(let request, let expected, let got):
            return
                "font '\(request)' resolved to \(got), expected \(expected); run the setup script to install the pinned fonts"
        }
    }
}
