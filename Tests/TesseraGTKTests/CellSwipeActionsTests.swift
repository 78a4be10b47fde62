import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraCairo
import TesseraExamples
@testable import TesseraGTK

/// A cell's `swipeActions`, laid out and driven without GTK: the same `SwipeActionsRow` as
/// `List` rows, over the whole cell (margins included).
@MainActor
@Suite("HostingConfiguration swipe actions")
struct CellSwipeActionsTests {
    @Test("dragging a configured cell from its margin reveals the action; tapping it runs it and closes the cell")
    func swipe() {
        let condition = MedicalCondition(text: "Asthma")
        var flagged: [String] = []
        let configuration = HostingConfiguration {
            MedicalConditionView(condition: condition)
                .swipeActions { Button("Flag") { flagged.append(condition.text) }.tint(.orange) }
        }
        var environment = EnvironmentValues()
        environment.textEngine = PangoTextEngine()
        let host = OffscreenHost(rootView: configuration.cellView(layoutMargins: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)),
                                 size: CGSize(width: 360, height: 52), environment: environment)
        #expect(host.placedFrame(ofText: "Flag") == nil)
        host.drag(from: CGPoint(x: 354, y: 26), to: CGPoint(x: 234, y: 26), steps: 8)
        let flag = try! #require(host.placedFrame(ofText: "Flag"))
        #expect(flag.maxX > 290 && flag.minX > 280)
        host.tap(at: CGPoint(x: flag.midX, y: flag.midY))
        #expect(flagged == ["Asthma"])
        #expect(host.placedFrame(ofText: "Flag") == nil)
    }
}
