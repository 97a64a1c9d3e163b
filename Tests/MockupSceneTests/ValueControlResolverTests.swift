import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// Resolver checks of the value controls (switch, slider, progress view, activity
/// indicator, page control): good input becomes the right model, bad input is reported
/// at the offending value's line and column.
private func resolve(_ body: String) -> SceneResult {
    let parsed = MockupParser.parse(text: "screen device: iphone-6\n" + body, path: "t.mockup")
    #expect(!parsed.hasErrors, "parse errors: \(parsed.diagnostics)")
    return SceneResolver.resolve(parsed.document, options: SceneOptions())
}

/// "line:column: message [first note]" for each diagnostic.
private func messages(_ r: SceneResult) -> [String] {
    r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" + ($0.notes.first.map { " [\($0)]" } ?? "") }
}

/// The first top-level view of `body`, as `T`, with no diagnostics.
private func view<T: ContentView>(_ body: String, as _: T.Type) throws -> T {
    let r = resolve(body)
    #expect(r.diagnostics.isEmpty, "\(messages(r))")
    return try #require(r.screen?.content.first?.view as? T)
}

@Suite struct ValueControlResolverTests {
    @Test func switchReadsOnOffDisabledAndTints() throws {
        let s = try view("switch on on-tint: blue tint: #FF0000\n", as: Switch.self)
        #expect(s.isOn && s.isEnabled && s.onTint == Palette.blue && s.tint == Color(rgb: 0xFF0000))
        let off = try view("switch off disabled\n", as: Switch.self)
        #expect(!off.isOn && !off.isEnabled && off.onTint == nil)
        #expect(try view("switch\n", as: Switch.self).isOn == false)
    }

    @Test func switchRejectsAStateItCannotDraw() {
        #expect(messages(resolve("switch on selected\n")).first?.hasPrefix("2:11: unknown word for 'switch': 'selected'") == true)
        #expect(messages(resolve("switch on highlighted\n")).isEmpty)
    }

    @Test func sliderReadsItsRangeImagesAndTints() throws {
        let s = try view("slider min: -10 max: 10 value: 5 min-image: speaker-quiet max-image: sun min-tint: red max-tint: teal disabled\n", as: Slider.self)
        #expect(s.minimum == -10 && s.maximum == 10 && s.value == 5 && s.fraction == 0.75)
        #expect(s.minImage == .speakerQuiet && s.maxImage == .builtin("sun"))
        #expect(s.minTint == Palette.red && s.maxTint == Palette.teal && s.state == .disabled)
        let d = try view("slider min: 0 max: 100\n", as: Slider.self)
        #expect(d.value == 50, "without a value the thumb sits in the middle")
        #expect(try view("slider tint: orange highlighted\n", as: Slider.self).minTint == Palette.orange)
    }

    @Test func sliderValueOutsideItsRangeIsReportedAtTheValue() {
        #expect(messages(resolve("slider value: 1.5\n")) == ["2:15: a slider's value must be between its min 0 and max 1 [found 1.5]"])
        #expect(messages(resolve("slider min: 10 max: 20 value: 5\n")) == ["2:31: a slider's value must be between its min 10 and max 20 [found 5]"])
        #expect(messages(resolve("slider value: -0.2\n")) == ["2:15: a slider's value must be between its min 0 and max 1 [found -0.2]"])
    }

    @Test func sliderMinNotBelowMaxIsReportedAtMax() {
        #expect(messages(resolve("slider min: 5 max: 5\n")) == ["2:20: a slider's 'max' must be greater than its 'min' [min is 5, max is 5]"])
        #expect(messages(resolve("slider max: 0 value: 0.5\n")) == ["2:13: a slider's 'max' must be greater than its 'min' [min is 0, max is 0]"])
        #expect(messages(resolve("slider min: 3\n")) == ["2:13: a slider's 'max' must be greater than its 'min' [min is 3, max is 1]"])
    }

    @Test func sliderUnknownImageSuggestsAName() {
        let m = messages(resolve("slider min-image: speaker-quite\n"))
        #expect(m == ["2:19: unknown image 'speaker-quite' [did you mean 'speaker-quiet'?]"])
    }

    @Test func progressReadsFractionsAndPercentages() throws {
        let p = try view("progress value: 40%\n", as: ProgressView.self)
        #expect(abs(p.value - 0.4) < 1e-12 && p.style == .default)
        let b = try view("progress bar value: 0.25 progress-tint: green track-tint: #E0E0E0\n", as: ProgressView.self)
        #expect(b.style == .bar && b.value == 0.25 && b.progressTint == Palette.green && b.trackTint == Color(rgb: 0xE0E0E0))
        #expect(try view("progress style: bar\n", as: ProgressView.self).style == .bar)
    }

    @Test func progressOutOfRangeIsReportedAtTheValue() {
        #expect(messages(resolve("progress value: 1.2\n")) == ["2:17: 'value' must be between 0 and 1 [found 1.2]"])
        #expect(messages(resolve("progress value: 140%\n")) == ["2:17: 'value' must be between 0% and 100% [found 140%]"])
        #expect(messages(resolve("progress value: -0.1\n")) == ["2:17: 'value' must be between 0 and 1 [found -0.1]"])
        #expect(messages(resolve("progress value: 40\n")).first == "2:17: 'value' must be between 0 and 1 [found 40]")
        #expect(messages(resolve("progress value: 4pt\n")) == ["2:17: 'value' expects a fraction such as 0.4 or 40% [found 4pt]"])
    }

    @Test func activityIndicatorStylesAndLabel() throws {
        #expect(try view("activity-indicator\n", as: ActivityIndicator.self).style == .gray)
        #expect(try view("activity-indicator white-large\n", as: ActivityIndicator.self).style == .large)
        let a = try view("activity-indicator style: white color: red label: \"Loading…\"\n", as: ActivityIndicator.self)
        #expect(a.style == .white && a.color == Palette.red && a.label == "Loading…")
    }

    @Test func unknownIndicatorStyleSuggestsTheNearestOne() {
        #expect(messages(resolve("activity-indicator grey\n")) == ["2:20: unknown word for 'activity-indicator': 'grey' [did you mean 'gray'?]"])
        #expect(messages(resolve("activity-indicator style: larg\n")) == ["2:27: unknown style 'larg' [did you mean 'large'?]"])
    }

    @Test func pageControlCountsPagesFromOne() throws {
        let p = try view("page-control pages: 5 page: 2 current-color: black color: #C7C7CC hides-for-single-page\n", as: PageControl.self)
        #expect(p.pages == 5 && p.page == 2 && p.currentColor == .black && p.color == Color(rgb: 0xC7C7CC) && p.hidesForSinglePage)
        let d = try view("page-control\n", as: PageControl.self)
        #expect(d.pages == 3 && d.page == 1 && !d.hidesForSinglePage)
    }

    @Test func pageBeyondThePagesIsReportedAtThePage() {
        #expect(messages(resolve("page-control pages: 5 page: 9\n")) == ["2:29: page 9 is not one of the 5 pages [pages count from 1: write page: 1…5]"])
        #expect(messages(resolve("page-control pages: 5 page: 0\n")) == ["2:29: 'page' must be between 1 and 1000 [found 0]"])
    }

    @Test func pagesMustBeAPositiveWholeNumber() {
        #expect(messages(resolve("page-control pages: 0\n")) == ["2:21: 'pages' must be between 1 and 1000 [found 0]"])
        #expect(messages(resolve("page-control pages: -3\n")) == ["2:21: 'pages' must be between 1 and 1000 [found -3]"])
        #expect(messages(resolve("page-control pages: 2.5\n")) == ["2:21: 'pages' expects a whole number [found 2.5]"])
        #expect(messages(resolve("page-control page: -1\n")) == ["2:20: 'page' must be between 1 and 1000 [found -1]"])
    }
}
