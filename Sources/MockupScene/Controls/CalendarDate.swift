/// A Gregorian date and time of day, as the date picker shows it: parsed by hand from
/// `YYYY-MM-DD HH:MM`, `YYYY-MM-DD` or `HH:MM`, with the calendar arithmetic the wheels
/// need (days in a month, day of week, the days around a date).
public struct CalendarDate: Sendable, Hashable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int

    /// The date picker's default: Monday 1 December 2014, 9:41 (the time Apple shows).
    public static let standard = CalendarDate(year: 2014, month: 12, day: 1, hour: 9, minute: 41)

    /// Creates a date (not checked: use `parse` for written dates).
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// The date with each field brought into its range (year 1…9999, month 1…12, the
    /// month's days, 0…23, 0…59): what the wheels draw, so a date built in code with
    /// `month: 13` cannot make them index past their tables.
    var clamped: CalendarDate {
        let y = min(max(year, 1), 9999)
        let m = min(max(month, 1), 12)
        return CalendarDate(
            year: y, month: m, day: min(max(day, 1), Self.daysIn(month: m, year: y)),
            hour: min(max(hour, 0), 23), minute: min(max(minute, 0), 59))
    }

    /// Why a written date was refused.
    public enum ParseError: Error, Equatable {
        /// Not in one of the accepted shapes.
        case format
        /// Well formed but not a real date or time (`2015-02-30`, `25:00`).
        case nonexistent(String)
    }

    /// Reads `YYYY-MM-DD HH:MM`, `YYYY-MM-DD` (midnight) or `HH:MM` (on the standard
    /// day); a `T` may separate date and time, as ISO 8601 writes it.
    public static func parse(_ text: String) -> Result<CalendarDate, ParseError> {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" })
        var date = standard
        var datePart: Substring?
        var timePart: Substring?
        switch parts.count {
        case 1: if parts[0].contains(":") { timePart = parts[0] } else { datePart = parts[0] }
        case 2: datePart = parts[0]; timePart = parts[1]
        default: return .failure(.format)
        }
        if let d = datePart {
            let f = d.split(separator: "-", omittingEmptySubsequences: false)
            guard f.count == 3, f[0].count == 4, f[1].count == 2, f[2].count == 2,
                let y = digits(f[0]), let m = digits(f[1]), let day = digits(f[2])
            else { return .failure(.format) }
            guard y >= 1 else { return .failure(.nonexistent("there is no year 0 in the Gregorian calendar")) }
            guard (1...12).contains(m) else { return .failure(.nonexistent("there is no month \(m)")) }
            let last = daysIn(month: m, year: y)
            guard (1...last).contains(day) else {
                return .failure(.nonexistent("\(monthNames[m - 1]) \(y) has \(last) days"))
            }
            date = CalendarDate(year: y, month: m, day: day)
        }
        if let t = timePart {
            let f = t.split(separator: ":", omittingEmptySubsequences: false)
            guard f.count == 2, (1...2).contains(f[0].count), f[1].count == 2, let h = digits(f[0]), let min = digits(f[1])
            else { return .failure(.format) }
            guard h < 24 else { return .failure(.nonexistent("hours run from 00 to 23")) }
            guard min < 60 else { return .failure(.nonexistent("minutes run from 00 to 59")) }
            date.hour = h
            date.minute = min
        }
        return .success(date)
    }

    private static func digits(_ s: Substring) -> Int? {
        guard !s.isEmpty, s.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(s)
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// Whether `year` has a 29 February.
    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    /// Days in a month of a year.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Day of the week, 0 = Sunday … 6 = Saturday (Sakamoto's method).
    public var weekday: Int {
        let t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        // The month is clamped so a date built in code with `month: 13` cannot trap.
        // Floor division, so the few days before year 1 a wheel can reach stay in 0…6.
        func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
        let n = y + floorDiv(y, 4) - floorDiv(y, 100) + floorDiv(y, 400) + t[min(max(month, 1), 12) - 1] + day
        return ((n % 7) + 7) % 7
    }

    /// The same time of day `n` days later (earlier when negative).
    public func adding(days n: Int) -> CalendarDate {
        var d = self
        var left = n
        while left > 0 {
            d.day += 1
            if d.day > Self.daysIn(month: d.month, year: d.year) {
                d.day = 1
                d.month += 1
                if d.month > 12 { d.month = 1; d.year += 1 }
            }
            left -= 1
        }
        while left < 0 {
            d.day -= 1
            if d.day < 1 {
                d.month -= 1
                if d.month < 1 { d.month = 12; d.year -= 1 }
                d.day = Self.daysIn(month: d.month, year: d.year)
            }
            left += 1
        }
        return d
    }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day, a.hour, a.minute) < (b.year, b.month, b.day, b.hour, b.minute)
    }
}
