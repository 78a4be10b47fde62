import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

@Suite("Text dates and case") @MainActor
struct TextFormattingTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("a time style shows the date's hour and minute in the current time zone")
    func timeStyle() {
        let date = Calendar.current.date(from: DateComponents(year: 2024, month: 6, day: 3, hour: 10, minute: 9))!
        let text = Text.DateStyle.time.format(date, now: now)
        #expect(text.contains("10:09"))
        #expect(Text(date, style: .time).plainText == text)
    }

    @Test("a date style shows the year and day")
    func dateStyle() {
        let date = Calendar.current.date(from: DateComponents(year: 2024, month: 6, day: 3, hour: 10))!
        let text = Text.DateStyle.date.format(date, now: now)
        #expect(text.contains("2024"))
        #expect(text.contains("3"))
    }

    @Test("relative, offset and timer styles measure the distance from now")
    func relativeStyles() {
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        #expect(Text.DateStyle.relative.format(later, now: now) == "2 hours, 23 minutes")
        #expect(Text.DateStyle.relative.format(now.addingTimeInterval(-61), now: now) == "1 minute, 1 second")
        #expect(Text.DateStyle.offset.format(later, now: now) == "+2 hours")
        #expect(Text.DateStyle.offset.format(now.addingTimeInterval(-180), now: now) == "-3 minutes")
        #expect(Text.DateStyle.timer.format(now.addingTimeInterval(152), now: now) == "2:32")
        #expect(Text.DateStyle.timer.format(later, now: now) == "2:23:05")
        #expect(Text.DateStyle.relative.format(now, now: now) == "0 seconds")
    }

    @Test("a timer interval counts down to its end, or up from its start, clamped")
    func timerInterval() {
        let start = Date(), end = start.addingTimeInterval(12 * 60)
        #expect(Text(timerInterval: start...end, pauseTime: start.addingTimeInterval(10 * 60)).plainText == "2:00")
        #expect(Text(timerInterval: start...end, pauseTime: start.addingTimeInterval(90), countsDown: false).plainText == "1:30")
        #expect(Text(timerInterval: start...end, pauseTime: end.addingTimeInterval(600)).plainText == "0:00")
        let long = start...start.addingTimeInterval(2 * 3600)
        #expect(Text(timerInterval: long, pauseTime: start).plainText == "2:00:00")
        #expect(Text(timerInterval: long, pauseTime: start, showsHours: false).plainText == "120:00")
    }

    @Test("textCase changes the runs that are measured and drawn, not the text's content")
    func textCase() {
        var environment = EnvironmentValues()
        let text = Text("Heart ") + Text("Rate").bold()
        #expect(text.runs(in: environment).map(\.string) == ["Heart ", "Rate"])
        environment.textCase = .uppercase
        #expect(text.runs(in: environment).map(\.string) == ["HEART ", "RATE"])
        environment.textCase = .lowercase
        #expect(text.runs(in: environment).map(\.string) == ["heart ", "rate"])
        #expect(text.plainText == "Heart Rate")
    }

    @Test("an uppercased text is measured wider through the modifier")
    func textCaseModifierMeasures() {
        let plain = ImageRenderer(content: Text("lowercase words")).renderedSize
        let upper = ImageRenderer(content: Text("lowercase words").textCase(.uppercase)).renderedSize
        #expect(upper.width > plain.width + 10)
        #expect(upper.height == plain.height)
    }
}
