import MockupDisplayList
@testable import MockupText
import Testing

/// Where the pinned fonts are found: Debian's paths first (the configuration every
/// golden was drawn with), named folders, and the system's fontconfig.
@Suite struct FontFilesTests {
    private static let debianPaths = Dictionary(
        uniqueKeysWithValues: FontTable.pinnedFiles.map { ($0.name, $0.debianFolder + "/" + $0.name) })

    @Test func onDebianTheFilesAreThePackagesAndTheConfigurationIsUnchanged() throws {
        let files = try FontFiles.locate(folders: nil, environment: nil, pinned: FontTable.pinnedFiles)
        #expect(files.paths == Self.debianPaths)
        #expect(files.folders == FontFiles.debianFolders)
        #expect(files.cacheElements == ["<cachedir>/var/cache/fontconfig</cachedir>"])
    }

    @Test func fontconfigFindsTheSameFilesWhenTheyAreNotAtDebiansPaths() throws {
        let elsewhere = FontTable.pinnedFiles.map { (name: $0.name, debianFolder: "/nonexistent/fonts") }
        let files = try FontFiles.locate(folders: nil, environment: nil, pinned: elsewhere)
        #expect(files.paths == Self.debianPaths)
        #expect(files.cacheElements.first == "<cachedir>/var/cache/fontconfig</cachedir>")
    }

    @Test func namedFoldersComeFromTheCallerOrTheEnvironment() throws {
        let folders = FontFiles.debianFolders
        let given = try FontFiles.locate(folders: folders, environment: "/nonexistent", pinned: FontTable.pinnedFiles)
        #expect(given.paths == Self.debianPaths)
        let fromEnvironment = try FontFiles.locate(
            folders: nil, environment: folders.joined(separator: ":"), pinned: FontTable.pinnedFiles)
        #expect(fromEnvironment == given)
    }

    @Test func aFileInNoNamedFolderIsAClearError() {
        #expect {
            try FontFiles.locate(folders: [FontTable.interDirectory], environment: nil, pinned: FontTable.pinnedFiles)
        } throws: { error in
            let text = "\(error)"
            return text.contains("font file missing: NimbusSans-Regular.otf (looked in /usr/share/fonts/opentype/inter)")
                && text.contains("MOCKUP_FONT_DIRS")
        }
    }

    @Test func fontsFromNamedFoldersMeasureAsTheDefaultOnes() throws {
        let named = try FontSet(fontFolders: FontFiles.debianFolders)
        let plain = try FontSet()
        #expect(named.files.paths == plain.files.paths)
        let a = PangoTextMeasurer(fonts: named), b = PangoTextMeasurer(fonts: plain)
        for font in [FontSpec.system(17), .system(22, .bold), FontSpec(family: .neue, size: 17, weight: .medium)] {
            #expect(a.measure("Settings 明天 مرحبا", font: font) == b.measure("Settings 明天 مرحبا", font: font))
        }
    }
}
