@_spi(Testing) import Tessera

/// First-frame figures of one view at several row counts (time and peak memory), with the
/// ratio of the largest to the smallest (target ≈ 1 for a virtualized container), then the
/// one-screen scroll frame in the largest (its rows must show "Row 0", "Row 1", …).
@MainActor
enum ScaleFigures {
    static func measure<Content: View>(_ label: String, counts: [Int], in report: BenchmarkReport,
                                       content: @escaping (Int) -> Content) {
        let size = CGSize(width: 800, height: 600)
        var figures: [Int: (ms: Double, kib: Int?)] = [:]
        for count in counts {
            FirstFrameFigures.measure("\(label) \(count) rows", engine: .fixedAdvance, size: size,
                                      targetMilliseconds: nil, secondLayout: false, in: report) { content(count) }
            if let row = report.rows.last, let samples = row.samples {
                figures[count] = (samples.median, row.peakKiB)
            }
        }
        guard let smallest = counts.min(), let largest = counts.max() else { return }
        if let small = figures[smallest], let large = figures[largest] {
            report.finding("\(label) first frame \(largest)/\(smallest) rows: time ratio \(Format.ratio(large.ms / small.ms))"
                           + (small.kib.flatMap { s in large.kib.map { l in ", peak memory ratio \(Format.ratio(Double(l) / Double(s)))" } } ?? ""))
        }
        LazyScrollFigure.measure("\(label) \(largest) rows: scroll one screen", rows: nil, size: size,
                                 targetMilliseconds: nil, in: report) { content(largest) }
    }
}
