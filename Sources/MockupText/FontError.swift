/// Why the pinned fonts could not be set up.
public enum FontError: Error, CustomStringConvertible {
    /// A pinned font file is not installed.
    case missingFile(String)
    /// fontconfig or Pango refused the configuration.
    case configuration(String)
    /// A request resolved to another face than the pinned one (fontconfig substituted).
    case wrongFace(request: String, expected: String, got: String)

    /// A message that says what to do.
    public var description: String {
        switch self {
        case .missingFile(let path):
            return
                "font file missing: \(path); install the pinned fonts (fonts-inter, fonts-noto-cjk, fonts-urw-base35, fonts-noto-core, fonts-noto-color-emoji) by running the setup script"
        case .configuration(let why):
            return "font configuration failed: \(why)"
        case .wrongFace(let request, let expected, let got):
            return
                "font '\(request)' resolved to \(got), expected \(expected); run the setup script to install the pinned fonts"
        }
    }
}
