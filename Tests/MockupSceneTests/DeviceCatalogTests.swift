import MockupGeometry
import MockupScene
import Testing

/// The catalogue's names, lists, sizes and release ranges.
@Suite struct DeviceCatalogTests {
    @Test func theOneXPhoneAndTheIPodTouchesAreInTheCatalogue() throws {
        let d = try #require(DeviceCatalog.device(named: "iPhone-3GS"))
        #expect(d.portraitSize == Size(width: 320, height: 480) && d.scale == 1 && d.idiom == .phone)
        #expect(d.pixelSize(.landscape) == Size(width: 480, height: 320))
        #expect(d.lastIOS == 6 && d.panelSize(.portrait) == nil)
        for (alias, id) in [
            ("iphone-3g", "iphone-3gs"), ("ipod-touch-3", "iphone-3gs"), ("ipod-touch-5", "iphone-5"),
            ("ipod-touch-6", "iphone-5"), ("ipad-mini-4", "ipad-retina"), ("ipad-pro-9-7", "ipad-retina"),
            ("ipad-pro-12-9", "ipad-pro"),
        ] {
            #expect(DeviceCatalog.device(named: alias)?.id == id, "\(alias)")
        }
        // Every name is unique across the catalogue.
        #expect(Set(DeviceCatalog.allNames).count == DeviceCatalog.allNames.count)
        #expect(DeviceCatalog.defaultDevice.id == "iphone-6")
    }

    @Test func onlyThePlusDownsamplesToItsPanel() {
        for d in DeviceCatalog.all {
            #expect((d.panelSize(.portrait) != nil) == (d.id == "iphone-6-plus"), "\(d.id)")
        }
        let plus = DeviceCatalog.device(named: "iphone-6-plus")
        #expect(plus?.pixelSize(.portrait) == Size(width: 1242, height: 2208))
        #expect(plus?.panelSize(.landscape) == Size(width: 1920, height: 1080))
        #expect(plus?.label(.landscape) == "iphone-6-plus-landscape")
    }

    @Test func deviceListsKeepTheirOrderAndSuggestForTypos() throws {
        #expect(try DeviceCatalog.devices(list: "iphone-5, iphone-6,ipad").map(\.id) == ["iphone-5", "iphone-6", "ipad"])
        #expect(try DeviceCatalog.devices(list: "all").count == DeviceCatalog.all.count)
        #expect(try DeviceCatalog.devices(list: "iphone-5s,iphone-5").map(\.id) == ["iphone-5"])
        #expect(throws: UnknownName.self) { try DeviceCatalog.devices(list: "iphone-5,iphone-66") }
        do {
            _ = try DeviceCatalog.devices(list: "iphone-5,ipda")
        } catch let e as UnknownName {
            #expect(e.description == "unknown device 'ipda' (did you mean 'ipad'?)")
        }
        do {
            _ = try AndroidDensity.list("xxhpdi")
        } catch let e as UnknownName {
            #expect(e.description == "unknown density 'xxhpdi' (did you mean 'xxhdpi'?)")
        }
        #expect(try AndroidDensity.list("all").map(\.name) == ["ldpi", "mdpi", "tvdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"])
        #expect(AndroidDensity.named("tvdpi")?.scale == 213.0 / 160)
    }

    @Test func aScreenOfTheOneXPhoneAskingForIOS9IsWarned() {
        let r = resolveScreen("""
            screen device: iphone-3gs ios: 9
            navigation-bar title: "Old"
            """)
        #expect(diagnosticLines(r) == [
            "1:32: iOS 9 never ran on the iPhone 3G/3GS, iPod touch 1–3 (@1x), whose last release was iOS 6 [the screen is drawn as asked: the @1x design size in the iOS 9 look]"
        ])
        #expect(r.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(r.screen?.device.scale == 1)
    }
}
