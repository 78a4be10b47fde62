import Foundation
import Testing
@_spi(Testing) import Tessera
@testable import TesseraCharts

/// A chart's marks are collected once per body; a new size only re-runs its geometry reader
/// (scales, axes, plot), so resizing a 100,000-point chart doesn't collect its marks again.
@Suite("Chart resize") @MainActor
struct ChartResizeTests {
    struct Sample: Identifiable { let id: Int; let value: Double }

    @Test("a resize lays the chart out again without re-evaluating its body")
    func resizeKeepsMarks() {
        let samples = (0..<100_000).map { Sample(id: $0, value: Double($0 % 17)) }
        let host = OffscreenHost(rootView: Chart(samples) { LineMark(x: .value("i", $0.id), y: .value("v", $0.value)) },
                                 size: CGSize(width: 400, height: 200))
        typealias LineChart = Chart<ForEach<[Sample], Int, LineMark>>
        #expect(host.bodyEvaluations(of: LineChart.self) == 1)
        func canvasWidth() -> CGFloat? { host.layoutFrames.first { $0.label.hasPrefix("Canvas") }?.frame.width }
        let before = canvasWidth()
        host.size = CGSize(width: 600, height: 300)
        host.update()
        #expect(host.bodyEvaluations(of: LineChart.self) == 1)
        let after = canvasWidth()
        #expect(before != nil && after != nil && after! > before!)
    }
}
