import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraCairo
import TesseraExamples
@testable import TesseraGTK

/// Seed 002's heart-rate cell as the health window configures it, laid out and drawn without
/// GTK: the `Chart` sparkline beside the BPM view draws its pink line and symbols.
@MainActor
@Suite("the heart-rate cell draws its Chart")
struct HeartRateCellTests {
    /// How many pixels in `columns` are close to `.pink` (255, 45, 85).
    func pinkPixels(_ image: RenderedImage, columns: Range<Int>) -> Int {
        var count = 0
        for y in 0..<image.pixelHeight {
            for x in columns {
                if isPink(image, x: x, y: y) { count += 1 }
            }
        }
        return count
    }

    func render<V: View>(_ content: V, width: CGFloat) -> RenderedImage {
        var environment = EnvironmentValues()
        environment.textEngine = PangoTextEngine()
        let configuration = HostingConfiguration { content }.minSize(height: 96)
        let view = configuration.cellView(layoutMargins: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        let host = OffscreenHost(rootView: view, size: .zero, environment: environment)
        host.size = CGSize(width: width, height: host.sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
        return CairoRenderer().render(host.displayList, size: host.size, scale: 1, background: nil)
    }

    @Test("the sparkline's pink line is drawn right of the BPM view, where the cell without a chart has no pink")
    func chartIsDrawn() throws {
        let width: CGFloat = 360
        let cell = render(HeartRateCellContent(), width: width)
        try? FileManager.default.createDirectory(atPath: "/tmp/tessera-gtk-tests", withIntermediateDirectories: true)
        try? cell.writePNG(to: URL(fileURLWithPath: "/tmp/tessera-gtk-tests/heart-rate-cell.png"))
        let withoutChart = render(VStack(alignment: .leading) {
            HeartRateTitleView()
            Spacer()
            HeartRateBPMView()
        }, width: width)
        // The right half: the title's pink label is on the left, the time right is grey.
        let rightHalf = Int(width / 2)..<Int(width)
        #expect(pinkPixels(withoutChart, columns: rightHalf) == 0)
        #expect(pinkPixels(cell, columns: rightHalf) > 150)
        // The line with its circle symbols spans the plot: pink in many columns and rows.
        var columns = Set<Int>(), rows = Set<Int>()
        for y in 0..<cell.pixelHeight {
            for x in rightHalf where isPink(cell, x: x, y: y) {
                columns.insert(x)
                rows.insert(y)
            }
        }
        #expect(columns.count > 60)
        #expect(rows.count > 8)
    }

    /// Whether a pixel is close to `.pink` (anti-aliasing and opacity tolerated).
    private func isPink(_ image: RenderedImage, x: Int, y: Int) -> Bool {
        let pixel = image.pixel(x: x, y: y)
        return pixel.red > 200 && pixel.green < 120 && pixel.blue > 40 && pixel.blue < 160 && pixel.blue > pixel.green
    }
}
