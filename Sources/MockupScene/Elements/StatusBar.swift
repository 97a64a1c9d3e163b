/// The status bar: default (dark content) or light content, or hidden.
public struct StatusBar: Sendable, Hashable {
    /// Where it was written (not part of its value).
    public var source = SourceMark()
    /// Content colour style.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Dark content, for light backgrounds.
        case `default`
        /// White content, for dark backgrounds.
        case light
    }

    /// `nil`: automatic, light content over a dark navigation bar (or dark screen
    /// background), else default.
    public var style: Style? = nil
    /// `nil`: the device decides (hidden in iPhone landscape, as iOS 8+ does).
    public var hidden: Bool? = nil
    public var time: String = "9:41 AM"
    public var carrier: String = "Carrier"
    /// Filled signal dots, 0…5; nil draws no dots at all (`signal: none`: the simulator,
    /// or "No Service"), the carrier then starting at the margin.
    public var signal: Int? = 5
    /// Wi-Fi bars, 0…3 (0 hides the icon).
    public var wifi: Int = 3
    /// Battery charge, 0…100.
    public var battery: Double = 100
    public var charging: Bool = false
    /// Shows "80 %" before the battery icon.
    public var batteryPercentage: Bool = false
    /// The network activity spinner after the Wi-Fi icon.
    public var networkActivity: Bool = false
    /// Bluetooth: off (nil), on with nothing connected (grey), or connected.
    public var bluetooth: Bluetooth? = nil
    /// An app is using the location (the arrow).
    public var location: Bool = false
    /// An alarm is set (the clock).
    public var alarm: Bool = false
    /// Portrait orientation is locked (the padlock in a circular arrow).
    public var rotationLock: Bool = false
    /// Do Not Disturb is on (the crescent moon).
    public var doNotDisturb: Bool = false
    /// Airplane mode: the airplane in place of the signal and the carrier.
    public var airplane: Bool = false

    /// The Bluetooth glyph's state.
    public enum Bluetooth: String, Sendable, Hashable, CaseIterable { case on, connected }

    /// A status bar with defaults.
    public init() {}
}
