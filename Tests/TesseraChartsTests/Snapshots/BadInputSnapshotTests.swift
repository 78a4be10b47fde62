import Foundation
import Testing
import TesseraCharts
import TesseraTesting

/// What a chart draws for data it can't plot well: nothing, one point, non-finite values,
/// 100,000 points.
@Suite("Bad input snapshots") @MainActor
struct BadInputSnapshotTests {
    struct Point: Identifiable { let id: Int; let x: Double; let y: Double }
    static let size = CGSize(width: 240, height: 140)

    @Test("an empty chart, a single point and a chart with NaN values")
    func smallInputs() {
        assertSnapshot(of: Chart([Point]()) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.padding(),
                       size: Self.size, named: "bad-empty")
        assertSnapshot(of: Chart([Point(id: 0, x: 3, y: 42)]) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)).symbol(.circle) }.padding(),
                       size: Self.size, named: "bad-single-point")
        let withHoles = (0..<12).map { Point(id: $0, x: Double($0), y: $0 % 4 == 2 ? .nan : Double($0 * $0 % 17)) }
        assertSnapshot(of: Chart(withHoles) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.padding(),
                       size: Self.size, named: "bad-nan")
    }

    @Test("100,000 points")
    func hundredThousand() {
        let points = (0..<100_000).map { Point(id: $0, x: Double($0), y: sin(Double($0) / 4000) * 40 + 50 + Double($0 % 13)) }
        assertSnapshot(of: Chart(points) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.padding(),
                       size: CGSize(width: 320, height: 160), named: "bad-100k-points")
    }
}
