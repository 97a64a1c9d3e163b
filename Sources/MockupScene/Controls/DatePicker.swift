import MockupGeometry
import MockupSyntax

/// `date-picker`: UIDatePicker (iOS 7–9), drawn with the picker's drum: the wheels of its
/// mode and locale with the given date in the centre band and the rows around it computed
/// from that date (the days before and after, the hours and minutes around…).
public struct DatePicker: ContentView {
    /// UIDatePickerMode.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        case dateAndTime = "date-and-time"
        case time, date, countdown
    }

    /// The locales whose wheel order and labels are known.
    public enum Locale: String, Sendable, Hashable, CaseIterable {
        case enUS = "en-US"
        case enGB = "en-GB"
        case zhCN = "zh-CN"

        /// Whether the locale shows 12-hour time with a day-period wheel by default
        /// (en-GB and most of Europe use 24 hours).
        var twelveHourDefault: Bool { self != .enGB }
    }

    public var mode: Mode = .dateAndTime
    public var date: CalendarDate = .standard
    /// 12 or 24; nil: the locale's default.
    public var hours: Int?
    public var minuteInterval: Int = 1
    public var locale: Locale = .enUS
    /// The mockup's "today": the day wheel of date-and-time mode shows "Today" (今天) on
    /// that day's row, as UIDatePicker does for the current date.
    public var today: CalendarDate?
    public var state: ControlState = .normal

    /// Creates a date picker.
    public init(mode: Mode = .dateAndTime, date: CalendarDate = .standard, locale: Locale = .enUS) {
        self.mode = mode
        self.date = date
        self.locale = locale
    }

    /// Whether hours are shown 1–12 with an AM/PM wheel.
    public var usesTwelveHours: Bool { hours.map { $0 == 12 } ?? locale.twelveHourDefault }

    /// The wheels drawn (see `DatePickerWheels`).
    public var wheels: [Picker.Wheel] { DatePickerWheels(picker: self).wheels }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "date-picker", summary: "a UIDatePicker: date and time, time, date or countdown wheels for a locale",
        flags: Mode.allCases.map(\.rawValue) + ControlState.words(.disabled),
        attributes: [
            AttributeSpec("mode", .choice(Mode.allCases.map(\.rawValue)), default: "date-and-time", "which wheels (or write it as a word)"),
            AttributeSpec("date", .text, default: "\"2014-12-01 09:41\"", "the selected date: YYYY-MM-DD HH:MM, YYYY-MM-DD or HH:MM"),
            AttributeSpec("hours", .choice(["12", "24"]), default: "the locale's", "12-hour time with AM/PM, or 24-hour"),
            AttributeSpec("minute-interval", .number(1...30), default: "1", "minutes between rows; divides 60"),
            AttributeSpec("locale", .choice(Locale.allCases.map(\.rawValue)), default: "en-US", "wheel order and labels"),
            AttributeSpec("today", .text, default: "none", "the day shown as \"Today\" in date-and-time mode (YYYY-MM-DD)"),
        ],
        example: "date-picker date: \"2014-12-01 09:41\"",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            var d = DatePicker()
            if let m = ctx.oneOf(Mode.allCases.map(\.rawValue), in: node, what: "mode").flatMap(Mode.init) { d.mode = m }
            if let m = r.choice("mode", Mode.self) { d.mode = m }
            d.state = ControlState.read(p)
            // Every problem of the line is reported in one run; any error drops the view.
            var failed = false
            if let v = r.value("locale") {
                if let l = locale(v, ctx) { d.locale = l } else { failed = true }
            }
            if let v = r.value("hours") {
                if case .number(let n, nil) = v.kind, n == 12 || n == 24 {
                    d.hours = Int(n)
                } else {
                    ctx.sink.error("'hours' expects 12 or 24", at: v.range, notes: ["found \(describe(v))"])
                    failed = true
                }
            }
            if let n = r.number("minute-interval") {
                let range = r.value("minute-interval")?.range ?? node.nameRange
                if n == n.rounded(), 60 % Int(n) == 0 {
                    d.minuteInterval = Int(n)
                } else {
                    ctx.sink.error(
                        "'minute-interval' must divide 60", at: range,
                        notes: ["found \(formatNumber(n)); use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"])
                    failed = true
                }
            }
            if let v = r.value("date") {
                if let date = parseDate(v, ctx) {
                    d.date = date
                    if d.mode != .date, date.minute % d.minuteInterval != 0 {
                        let shown = date.minute - date.minute % d.minuteInterval
                        ctx.sink.warning(
                            "minute \(date.minute) is not on the \(d.minuteInterval)-minute interval", at: v.range,
                            notes: ["the wheel shows :\(shown < 10 ? "0" : "")\(shown), the row UIDatePicker rounds down to"])
                    }
                } else {
                    failed = true
                }
            }
            if let v = r.value("today") {
                if let t = parseDate(v, ctx) { d.today = t } else { failed = true }
            }
            if failed { return nil }
            return d
        })

    private static func locale(_ v: Value, _ ctx: ViewContext) -> Locale? {
        let names = Locale.allCases.map(\.rawValue)
        switch v.kind {
        case .string(let s), .identifier(let s):
            if let l = Locale.allCases.first(where: { $0.rawValue.lowercased() == s.lowercased().replacingUnderscores }) { return l }
            ctx.sink.unknown("locale", s, at: v.range, candidates: names)
        default:
            ctx.sink.error("'locale' expects one of " + names.joined(separator: ", "), at: v.range, notes: ["found \(describe(v))"])
        }
        return nil
    }

    private static func parseDate(_ v: Value, _ ctx: ViewContext) -> CalendarDate? {
        guard case .string(let s) = v.kind else {
            ctx.sink.error("'date' expects a quoted date", at: v.range, notes: ["for example date: \"2014-12-01 09:41\""])
            return nil
        }
        switch CalendarDate.parse(s) {
        case .success(let d): return d
        case .failure(.format):
            ctx.sink.error(
                "'\(s)' is not a date", at: v.range,
                notes: ["write YYYY-MM-DD HH:MM, YYYY-MM-DD or HH:MM, e.g. \"2014-12-01 09:41\""])
        case .failure(.nonexistent(let why)):
            ctx.sink.error("'\(s)' does not exist", at: v.range, notes: [why])
        }
        return nil
    }
}

extension String {
    /// `en_US` read as `en-US`.
    fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
