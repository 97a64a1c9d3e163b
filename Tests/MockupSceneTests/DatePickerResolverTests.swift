import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// The content views of a resolved screen, depth first.
private func views(_ r: SceneResult) -> [any ContentView] {
    (r.screen?.content ?? []).flatMap(\.allNodes).map(\.view)
}

/// Date pickers: where bad dates, locales and intervals are reported.
@Suite struct DatePickerResolverTests {
    @Test func dateThatDoesNotExistIsAnErrorAtTheValue() {
        let r = resolveScreen("""
            date-picker date: "2015-02-30 10:00"
            date-picker date: "2016-02-29"
            date-picker date: "2014-12-01 24:00"
            date-picker date: "yesterday"
            """)
        #expect(diagnosticLines(r) == [
            "1:19: '2015-02-30 10:00' does not exist [February 2015 has 28 days]",
            "3:19: '2014-12-01 24:00' does not exist [hours run from 00 to 23]",
            "4:19: 'yesterday' is not a date [write YYYY-MM-DD HH:MM, YYYY-MM-DD or HH:MM, e.g. \"2014-12-01 09:41\"]",
        ])
    }

    @Test func unknownLocaleSuggestsTheClosest() {
        let r = resolveScreen("date-picker locale: en-UK")
        #expect(diagnosticLines(r) == ["1:21: unknown locale 'en-UK' [did you mean 'en-US'?]"])
    }

    @Test func minuteIntervalMustDivide60() {
        let r = resolveScreen("""
            date-picker minute-interval: 7
            date-picker minute-interval: 15 date: "09:41"
            date-picker hours: 13
            """)
        #expect(diagnosticLines(r) == [
            "1:30: 'minute-interval' must divide 60 [found 7; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30]",
            "2:39: minute 41 is not on the 15-minute interval [the wheel shows :30, the row UIDatePicker rounds down to]",
            "3:20: 'hours' expects 12 or 24 [found 13]",
        ])
    }
}

/// The wheels a date picker computes from its date, mode and locale.
@Suite struct DatePickerWheelTests {
    /// The selected row of each wheel.
    static func selected(_ d: DatePicker) -> [String] { d.wheels.map { $0.values[$0.selected] } }

    @Test func dayOfWeekFollowsTheGregorianCalendar() {
        let cases: [(Int, Int, Int, Int)] = [
            (2014, 12, 1, 1), (2000, 1, 1, 6), (2016, 2, 29, 1), (1970, 1, 1, 4), (2015, 3, 1, 0), (1900, 3, 1, 4),
        ]
        for (y, m, d, w) in cases {
            #expect(CalendarDate(year: y, month: m, day: d).weekday == w, "\(y)-\(m)-\(d)")
        }
        // Consecutive days step through the week across month, year and leap-day edges.
        var d = CalendarDate(year: 2011, month: 12, day: 25)
        for _ in 0..<1900 {
            let next = d.adding(days: 1)
            #expect(next.weekday == (d.weekday + 1) % 7, "\(next)")
            d = next
        }
        #expect(d == CalendarDate(year: 2017, month: 3, day: 8), "1,900 days after 2011-12-25")
        // 1 January of year 1 is a Monday (proleptic Gregorian); the day before stays in range.
        let first = CalendarDate(year: 1, month: 1, day: 1)
        #expect(first.weekday == 1 && first.adding(days: -1).weekday == 0)
    }

    @Test func dateAndTimeInEnUSShowsTheDaysAroundTheDate() {
        let d = DatePicker(date: CalendarDate(year: 2015, month: 3, day: 1, hour: 14, minute: 5))
        #expect(Self.selected(d) == ["Sun Mar 1", "2", "05", "PM"])
        let days = d.wheels[0]
        #expect(days.values[days.selected - 1] == "Sat Feb 28" && days.values[days.selected + 1] == "Mon Mar 2")
        let hours = d.wheels[1]
        #expect(hours.values[hours.selected - 2] == "12" && hours.values[hours.selected + 1] == "3")
    }

    @Test func localesOrderTheirWheels() {
        var d = DatePicker(locale: .enGB)
        #expect(Self.selected(d) == ["Mon 1 Dec", "09", "41"])
        d.locale = .zhCN
        #expect(Self.selected(d) == ["12月1日 周一", "上午", "9", "41"])
        d.mode = .date
        #expect(Self.selected(d) == ["2014年", "12月", "1日"])
        d.locale = .enUS
        #expect(Self.selected(d) == ["December", "1", "2014"])
        d.mode = .time
        d.hours = 24
        #expect(Self.selected(d) == ["09", "41"])
        d.mode = .countdown
        d.date = CalendarDate(year: 2014, month: 12, day: 1, hour: 1, minute: 30)
        #expect(Self.selected(d) == ["1 hour", "30 min"])
    }

    @Test func todayReplacesThatDaysRowInDateAndTimeMode() {
        var d = DatePicker(locale: .zhCN)
        d.today = CalendarDate(year: 2014, month: 12, day: 2)
        let days = d.wheels[0]
        #expect(days.values[days.selected] == "12月1日 周一" && days.values[days.selected + 1] == "今天")
        d.mode = .date
        #expect(!d.wheels.flatMap(\.values).contains("今天"), "date mode has no day wheel")
    }

    @Test func minuteWheelStepsByTheInterval() {
        var d = DatePicker(mode: .time)
        d.minuteInterval = 15
        let minutes = d.wheels[1]
        #expect(Array(minutes.values[(minutes.selected - 2)...(minutes.selected + 2)]) == ["00", "15", "30", "45", "00"])
    }
}
