@_spi(Testing) import Tessera

/// Issue 6: the first frame of `ScrollView { LazyVStack { ForEach(0..<n) { Row } } }` over
/// 1,000, 100,000 and 1,000,000 rows at 800×600 (time and peak memory), reported as 1M/1k
/// ratios (target ≈ 1: the cost is O(visible)); and scrolling one screen in the 1M list.
struct LazyScaleWorkload: Workload {
    let name = "lazy-scale"
    let summary = "issue 6: LazyVStack first frame over 1k / 100k / 1M rows (time, memory, 1M/1k), one-screen scroll in 1M"

    struct Row: View {
        let index: Int
        var body: some View {
            HStack {
                Text("Row \(index)")
                Spacer()
                Text("detail")
            }
        }
    }

    struct LazyRows: View {
        let count: Int
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<count) { Row(index: $0) }
                }
            }
        }
    }

    func run(in report: BenchmarkReport) {
        let size = CGSize(width: 800, height: 600)
        var figures: [Int: (ms: Double, kib: Int?)] = [:]
        for count in [1_000, 100_000, 1_000_000] {
            FirstFrameFigures.measure("issue 6 LazyVStack \(count) rows", engine: .fixedAdvance, size: size,
                                      targetMilliseconds: nil, secondLayout: false, in: report) {
                LazyRows(count: count)
            }
            if let row = report.rows.last, let samples = row.samples {
                figures[count] = (samples.median, row.peakKiB)
            }
        }
        if let small = figures[1_000], let large = figures[1_000_000] {
            report.finding("issue 6 LazyVStack first frame 1M/1k: time ratio \(Format.ratio(large.ms / small.ms))"
                           + (small.kib.flatMap { s in large.kib.map { l in ", peak memory ratio \(Format.ratio(Double(l) / Double(s)))" } } ?? ""))
        }
        LazyScrollFigure.measure("issue 6 LazyVStack 1M rows: scroll one screen", rows: nil, size: size,
                                 targetMilliseconds: nil, in: report) { LazyRows(count: 1_000_000) }
    }
}
