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
        ScaleFigures.measure("issue 6 LazyVStack", counts: [1_000, 100_000, 1_000_000], in: report) { LazyRows(count: $0) }
    }
}
