import Foundation

/// A time scale: its domain and the calendar-aligned dates it puts ticks at (every 3 hours,
/// every day, …), with labels in the unit of the step ("9 AM", "Jun 3").
package struct DateScale: Equatable, Sendable {
    package var domain: ClosedRange<Date>
    package var ticks: [Date]
    /// The calendar unit of the tick step.
    package var unit: Calendar.Component
    package var calendar: Calendar

    /// The tick steps a date axis chooses from, smallest first.
    static let steps: [(Calendar.Component, Int, TimeInterval)] = [
        (.second, 1, 1), (.second, 5, 5), (.second, 15, 15), (.second, 30, 30),
        (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1800),
        (.hour, 1, 3600), (.hour, 3, 10800), (.hour, 6, 21600), (.hour, 12, 43200),
        (.day, 1, 86400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800),
        (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.year, 1, 31_556_952), (.year, 5, 157_784_760), (.year, 10, 315_569_520),
    ]

    /// The automatic scale over `dates`: the data's extent, ticks at the smallest calendar
    /// step that gives at most `desiredTickCount` + 1 ticks.
    package static func automatic(covering dates: [Date], calendar: Calendar = .current, desiredTickCount: Int = 5) -> DateScale {
        guard let lower = dates.min(), let upper = dates.max() else {
            let now = Date(timeIntervalSinceReferenceDate: 0)
            return automatic(covering: [now, now.addingTimeInterval(86400)], calendar: calendar, desiredTickCount: desiredTickCount)
        }
        let domain = lower == upper ? lower.addingTimeInterval(-1800)...upper.addingTimeInterval(1800) : lower...upper
        return fixed(domain: domain, calendar: calendar, desiredTickCount: desiredTickCount)
    }

    /// A scale over a given domain with calendar-aligned ticks inside it.
    package static func fixed(domain: ClosedRange<Date>, calendar: Calendar = .current, desiredTickCount: Int = 5) -> DateScale {
        let span = domain.upperBound.timeIntervalSince(domain.lowerBound)
        let step = steps.first { span / $0.2 <= Double(desiredTickCount) } ?? steps[steps.count - 1]
        return DateScale(domain: domain, ticks: ticks(in: domain, unit: step.0, count: step.1, calendar: calendar),
                         unit: step.0, calendar: calendar)
    }

    /// The dates in `domain` on `count`-unit boundaries of the calendar (hours 0, 3, 6… for
    /// a 3-hour step).
    package static func ticks(in domain: ClosedRange<Date>, unit: Calendar.Component, count: Int, calendar: Calendar) -> [Date] {
        guard var date = calendar.dateInterval(of: unit, for: domain.lowerBound)?.start else { return [] }
        var ticks: [Date] = []
        var guardCount = 0
        while date <= domain.upperBound, guardCount < 10_000 {
            guardCount += 1
            let value = calendar.component(unit == .weekOfYear ? .weekOfYear : unit, from: date)
            let aligned = count == 1 || (unit == .year ? value % count == 0 : (unit == .day || unit == .month ? (value - 1) % count == 0 : value % count == 0))
            if date >= domain.lowerBound && aligned { ticks.append(date) }
            guard let next = calendar.date(byAdding: unit, value: 1, to: date) else { break }
            date = next
        }
        return ticks
    }

    /// Where `date` falls in the domain: 0 at its start, 1 at its end.
    package func fraction(of date: Date) -> Double {
        let span = domain.upperBound.timeIntervalSince(domain.lowerBound)
        return span == 0 ? 0.5 : date.timeIntervalSince(domain.lowerBound) / span
    }

    /// The label of a tick, in the unit of the step: "9 AM" for hours, "Jun 3" for days.
    package func label(for date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        switch unit {
        case .second: formatter.dateFormat = "h:mm:ss"
        case .minute: formatter.dateFormat = "h:mm"
        case .hour: formatter.dateFormat = "h a"
        case .day, .weekOfYear: formatter.dateFormat = "MMM d"
        case .month: formatter.dateFormat = "MMM"
        default: formatter.dateFormat = "yyyy"
        }
        return formatter.string(from: date)
    }
}
