import Foundation

extension Text {
    /// A predefined style used to display a `Date`.
    ///
    /// Differs from SwiftUI: the text is formatted once, when the view is evaluated; `.relative`,
    /// `.offset` and `.timer` don't count by themselves (re-evaluate the view, for example from a
    /// `TimelineView` or a timer, to refresh them). `.relative` and `.offset` spell their units in
    /// English; `.time` and `.date` follow the current locale and time zone.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// A style displaying only the time component for a date, for example "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date, for example "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// A style displaying a date as relative to now, for example "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now, for example "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as timer counting from now, for example "2:32" or "36:59:01".
        public static let timer = DateStyle(kind: .timer)

        /// `date` in this style, `now` being the current date.
        func format(_ date: Date, now: Date = Date()) -> String {
            switch kind {
            case .time:
                let formatter = DateFormatter()
                formatter.dateStyle = .none
                formatter.timeStyle = .short
                return formatter.string(from: date)
            case .date:
                let formatter = DateFormatter()
                formatter.dateStyle = .long
                formatter.timeStyle = .none
                return formatter.string(from: date)
            case .relative:
                return Self.spelledDuration(abs(date.timeIntervalSince(now)), maximumUnits: 2)
            case .offset:
                let interval = date.timeIntervalSince(now)
                let sign = interval < 0 ? "-" : "+"
                return sign + Self.spelledDuration(abs(interval), maximumUnits: 1)
            case .timer:
                return Self.clockDuration(abs(date.timeIntervalSince(now)), showsHours: true)
            }
        }

        /// `interval` in its largest `maximumUnits` units, for example "2 hours, 23 minutes".
        static func spelledDuration(_ interval: TimeInterval, maximumUnits: Int) -> String {
            let units: [(name: String, seconds: Int)] = [
                ("year", 31_536_000), ("month", 2_592_000), ("week", 604_800), ("day", 86_400),
                ("hour", 3600), ("minute", 60), ("second", 1),
            ]
            var remaining = Int(interval.rounded(.down))
            var parts: [String] = []
            for unit in units where parts.count < maximumUnits {
                let count = remaining / unit.seconds
                guard count > 0 else { continue }
                remaining -= count * unit.seconds
                parts.append("\(count) \(unit.name)\(count == 1 ? "" : "s")")
            }
            return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
        }

        /// `interval` as a clock: "m:ss", or "h:mm:ss" from an hour on when `showsHours` (else
        /// the minutes go past 59).
        static func clockDuration(_ interval: TimeInterval, showsHours: Bool) -> String {
            let total = Int(interval.rounded(.down))
            let hours = total / 3600, seconds = total % 60
            func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            if showsHours && hours > 0 { return "\(hours):\(twoDigits(total / 60 % 60)):\(twoDigits(seconds))" }
            return "\(total / 60):\(twoDigits(seconds))"
        }
    }

    /// Creates an instance that displays localized dates and times using a specific style.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date))
    }

    /// Creates an instance that displays a timer counting within the provided interval.
    ///
    /// Shows the time left until the interval's end when `countsDown`, else the time elapsed
    /// since its start, clamped to the interval, measured at `pauseTime` when given, else now.
    ///
    /// Differs from SwiftUI: formatted once, when the view is evaluated (see ``DateStyle``).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
        let interval = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: DateStyle.clockDuration(interval, showsHours: showsHours))
    }
}
