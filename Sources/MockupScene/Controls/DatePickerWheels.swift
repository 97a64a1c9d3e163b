/// The wheels of a date picker for its mode and locale (the order iOS 8 shows):
///
/// | mode | en-US | en-GB | zh-CN |
/// | --- | --- | --- | --- |
/// | date-and-time | `Mon Dec 1` · h · mm · AM/PM | `Mon 1 Dec` · HH · mm | `12月1日 周一` · 上午/下午 · h · mm |
/// | date | December · 1 · 2014 | 1 · December · 2014 | 2014年 · 12月 · 1日 |
/// | time | h · mm · AM/PM | HH · mm | 上午/下午 · h · mm |
/// | countdown | `1 hour` · `30 min` | same | `1 小时` · `30 分钟` |
///
/// With `today:`, that day's row of the date-and-time day wheel reads "Today" ("今天").
/// `hours: 24` drops the day-period wheel and shows HH; `hours: 12` adds it. Each wheel
/// holds the rows `reach` above and below the selected one, computed from the date
/// (hours, minutes, days of the month and months wrap around as the real wheels loop).
struct DatePickerWheels {
    let picker: DatePicker
    /// Rows on each side of the selected one (more than the drum can show).
    static let reach = 5

    /// The picker's date and interval within their ranges (a model built in code is
    /// not checked as a written one is).
    private var date: CalendarDate { picker.date.clamped }
    private var step: Int { min(max(picker.minuteInterval, 1), 30) }
    private var zh: Bool { picker.locale == .zhCN }

    var wheels: [Picker.Wheel] {
        switch picker.mode {
        case .dateAndTime: return [dayWheel()] + timeWheels()
        case .time: return timeWheels()
        case .date:
            switch picker.locale {
            case .enUS: return [monthWheel(), dayOfMonthWheel(), yearWheel()]
            case .enGB: return [dayOfMonthWheel(), monthWheel(), yearWheel()]
            case .zhCN: return [yearWheel(), monthWheel(), dayOfMonthWheel()]
            }
        case .countdown: return countdownWheels()
        }
    }

    /// A wheel of the rows `label(k)` for k in −reach…reach, the middle one selected.
    private func window(_ align: Picker.Wheel.Alignment, _ label: (Int) -> String) -> Picker.Wheel {
        Picker.Wheel((-Self.reach...Self.reach).map(label), selected: Self.reach, alignment: align)
    }

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let zhWeekdays = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"]
    private static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    private static func wrap(_ n: Int, _ m: Int) -> Int { ((n % m) + m) % m }

    /// `Mon Dec 1`, `Mon 1 Dec`, `12月1日 周一`: the days around the date.
    private func dayWheel() -> Picker.Wheel {
        window(.right) { k in
            let d = date.adding(days: k)
            if let t = picker.today, (t.year, t.month, t.day) == (d.year, d.month, d.day) {
                return zh ? "今天" : "Today"
            }
            switch picker.locale {
            case .enUS: return "\(Self.weekdays[d.weekday]) \(Self.shortMonths[d.month - 1]) \(d.day)"
            case .enGB: return "\(Self.weekdays[d.weekday]) \(d.day) \(Self.shortMonths[d.month - 1])"
            case .zhCN: return "\(d.month)月\(d.day)日 \(Self.zhWeekdays[d.weekday])"
            }
        }
    }

    /// Hour and minute wheels, with the day period after them (en-US) or before (zh-CN).
    private func timeWheels() -> [Picker.Wheel] {
        let twelve = picker.usesTwelveHours
        let hour = window(.right) { k in
            if twelve { return "\(Self.wrap(Self.wrap(date.hour, 12) - 1 + k, 12) + 1)" }
            return Self.pad(Self.wrap(date.hour + k, 24))
        }
        let minute0 = date.minute - date.minute % step
        let minute = window(.left) { k in Self.pad(Self.wrap(minute0 + k * step, 60)) }
        guard twelve else { return [hour, minute] }
        let periods = zh ? ["上午", "下午"] : ["AM", "PM"]
        let period = Picker.Wheel(periods, selected: date.hour < 12 ? 0 : 1, alignment: zh ? .right : .left)
        return zh ? [period, hour, minute] : [hour, minute, period]
    }

    private func monthWheel() -> Picker.Wheel {
        window(zh ? .center : .left) { k in
            let m = Self.wrap(date.month - 1 + k, 12)
            return zh ? "\(m + 1)月" : CalendarDate.monthNames[m]
        }
    }

    /// Days of the selected month, looping from its last day back to 1.
    private func dayOfMonthWheel() -> Picker.Wheel {
        let days = CalendarDate.daysIn(month: date.month, year: date.year)
        return window(zh ? .center : .right) { k in
            let d = Self.wrap(date.day - 1 + k, days) + 1
            return zh ? "\(d)日" : "\(d)"
        }
    }

    private func yearWheel() -> Picker.Wheel {
        window(zh ? .center : .left) { k in
            let y = date.year + k
            return y < 1 ? "" : (zh ? "\(y)年" : "\(y)")
        }
    }

    /// Hours 0–23 and minutes (by the interval) of the countdown, each with its unit.
    private func countdownWheels() -> [Picker.Wheel] {
        let hours = window(.right) { k in
            let h = Self.wrap(date.hour + k, 24)
            if zh { return "\(h) 小时" }
            return h == 1 ? "1 hour" : "\(h) hours"
        }
        let minute0 = date.minute - date.minute % step
        let minutes = window(.left) { k in
            let m = Self.wrap(minute0 + k * step, 60)
            return zh ? "\(m) 分钟" : "\(m) min"
        }
        return [hours, minutes]
    }
}
