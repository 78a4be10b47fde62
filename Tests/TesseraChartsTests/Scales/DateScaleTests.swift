import Foundation
import Testing
@testable import TesseraCharts

@Suite("Date and category scales")
struct DateScaleTests {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    func date(day: Int = 3, hour: Int, minute: Int = 0) -> Date {
        Self.calendar.date(from: DateComponents(year: 2024, month: 6, day: day, hour: hour, minute: minute))!
    }

    @Test("a morning of samples gets a tick every hour, labelled by hour")
    func hours() {
        let scale = DateScale.automatic(covering: [date(hour: 8, minute: 10), date(hour: 11, minute: 50)], calendar: Self.calendar)
        #expect(scale.unit == .hour)
        #expect(scale.ticks == [date(hour: 9), date(hour: 10), date(hour: 11)])
        #expect(scale.ticks.map(scale.label(for:)) == ["9 AM", "10 AM", "11 AM"])
    }

    @Test("a day of samples gets a tick every 6 hours, on multiples of 6")
    func sixHours() {
        let scale = DateScale.automatic(covering: [date(hour: 1), date(hour: 23)], calendar: Self.calendar)
        #expect(scale.ticks == [date(hour: 6), date(hour: 12), date(hour: 18)])
        #expect(scale.label(for: date(hour: 18)) == "6 PM")
    }

    @Test("a week of samples gets a tick every 2 days, labelled by day")
    func days() {
        let scale = DateScale.automatic(covering: [date(day: 1, hour: 0), date(day: 8, hour: 0)], calendar: Self.calendar)
        #expect(scale.unit == .day)
        #expect(scale.ticks == [1, 3, 5, 7].map { date(day: $0, hour: 0) })
        #expect(scale.label(for: date(day: 3, hour: 0)) == "Jun 3")
    }

    @Test("a date is placed by its share of the domain")
    func fraction() {
        let scale = DateScale.fixed(domain: date(hour: 8)...date(hour: 12), calendar: Self.calendar)
        #expect(scale.fraction(of: date(hour: 9)) == 0.25)
    }

    @Test("categories get equal bands in the order the data names them")
    func categories() {
        let scale = CategoryScale(categories: ["Q1", "Q2", "Q1", "Q3", "Q4"])
        #expect(scale.categories == ["Q1", "Q2", "Q3", "Q4"])
        #expect(scale.bandwidth == 0.25)
        #expect(scale.fraction(of: "Q1") == 0.125)
        #expect(scale.fraction(of: "Q4") == 0.875)
        #expect(scale.fraction(of: "Q5") == nil)
    }
}
