import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraExamples
import TesseraTesting

/// Issue 5's settings-style example (TesseraExamples/Settings): rendered with Cairo and Pango
/// against reference PNGs, and driven offscreen by taps and drags on its controls.
@MainActor
@Suite("Settings form example")
struct SettingsFormTests {
    private let size = CGSize(width: 440, height: 760)

    @discardableResult
    private func tap<V: View>(_ host: OffscreenHost<V>, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        let frame = try #require(host.frame(ofText: text), "no text \(text)", sourceLocation: sourceLocation)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        return frame
    }

    @Test("the form as it opens: sections, rows, the segmented and the menu picker")
    func snapshot() throws {
        let host = snapshotHost(SettingsForm(), size: size)
        assertSnapshot(of: host, named: "settings-form")
        for text in ["Account", "Plan", "Free", "Notifications", "Manual", "Hourly", "Daily", "Theme", "System",
                     "Font size: 14 pt", "Volume", "50 %", "Reset All Settings", "New mail is fetched every hour."] {
            #expect(host.frame(ofText: text) != nil, "missing \(text)")
        }
        // Sections stack in order.
        let plan = try #require(host.frame(ofText: "Plan")), hourly = try #require(host.frame(ofText: "Hourly"))
        let theme = try #require(host.frame(ofText: "Theme")), reset = try #require(host.frame(ofText: "Reset All Settings"))
        #expect(plan.maxY < hourly.minY)
        #expect(hourly.maxY < theme.minY)
        #expect(theme.maxY < reset.minY)
        // The menu picker's value sits at the row's trailing edge, like the labeled content's
        // "Free" (SwiftUI's grouped form); its chevron follows the value.
        let free = try #require(host.frame(ofText: "Free")), system = try #require(host.frame(ofText: "System"))
        #expect(system.maxX > free.maxX - 30 && system.maxX < free.maxX)
        #expect(system.minX > theme.maxX + 100)
    }

    @Test("toggle, segmented picker, menu picker, stepper and slider change what the form shows")
    func interaction() throws {
        let host = snapshotHost(SettingsForm(), size: size)

        // The segmented picker: choosing "Daily" changes the footer.
        try tap(host, "Daily")
        #expect(host.frame(ofText: "New mail is fetched once a day.") != nil)
        #expect(host.frame(ofText: "New mail is fetched every hour.") == nil)

        // The stepper: + twice, − once; clamped at the top of 10...24.
        #expect(host.tapButton("+"))
        #expect(host.tapButton("+"))
        #expect(host.frame(ofText: "Font size: 16 pt") != nil)
        #expect(host.tapButton("-") || host.tapButton("−"))
        #expect(host.frame(ofText: "Font size: 15 pt") != nil)
        for _ in 0..<20 { host.tapButton("+") }
        #expect(host.frame(ofText: "Font size: 24 pt") != nil)

        // The menu picker: open it on its value, choose "Dark".
        #expect(host.placedFrame(ofText: "Dark") == nil)
        try tap(host, "System")
        let dark = try #require(host.placedFrame(ofText: "Dark"), "the menu did not open")
        host.tap(at: CGPoint(x: dark.midX, y: dark.midY))
        #expect(host.placedFrames(ofText: "Dark").count == 1)
        #expect(host.placedFrame(ofText: "System") == nil)

        // The slider: drag its knob to the end of the track.
        let volumeRow = try #require(host.placedFrames(ofText: "Volume").first)
        let track = try #require(host.layoutFrames.first {
            $0.label.hasPrefix("GeometryReader") && $0.frame.minY <= volumeRow.midY && $0.frame.maxY >= volumeRow.midY
        }?.frame)
        host.drag(from: CGPoint(x: track.midX, y: track.midY), to: CGPoint(x: track.maxX + 40, y: track.midY))
        #expect(host.frame(ofText: "50 %") == nil)
        #expect(host.frame(ofText: "100 %") != nil)
        assertSnapshot(of: host, named: "settings-form-edited")

        // The toggle: turning notifications off hides the refresh picker (its segments) and changes the footer.
        let toggle = try #require(host.placedFrames(ofText: "Notifications").last)
        host.tap(at: CGPoint(x: size.width - 50, y: toggle.midY))
        #expect(host.frame(ofText: "Daily") == nil)
        #expect(host.frame(ofText: "Notifications are off.") != nil)
    }

    @Test("the destructive button asks in an alert; Cancel keeps the settings, Reset restores them")
    func resetAlert() throws {
        let host = snapshotHost(SettingsForm(), size: size)
        #expect(host.tapButton("+"))
        #expect(host.frame(ofText: "Font size: 15 pt") != nil)

        #expect(host.tapButton("Reset All Settings"))
        #expect(host.frame(ofText: "Reset all settings?") != nil)
        assertSnapshot(of: host, named: "settings-form-alert")
        #expect(host.tapButton("Cancel"))
        #expect(host.frame(ofText: "Reset all settings?") == nil)
        #expect(host.frame(ofText: "Font size: 15 pt") != nil)

        #expect(host.tapButton("Reset All Settings"))
        #expect(host.tapButton("Reset"))
        #expect(host.frame(ofText: "Reset all settings?") == nil)
        #expect(host.frame(ofText: "Font size: 14 pt") != nil)
    }
}
