@_spi(Testing) import Tessera

/// Issue 6: the first frame of `List(0..<n, id: \.self) { Row }` over 1,000, 100,000 and
/// 1,000,000 rows at 800×600 (time and peak memory), reported as 1M/1k ratios (target ≈ 1: the
/// list is virtualized), and scrolling one screen in the 1M-row list.
struct ListScaleWorkload: Workload {
    let name = "list-scale"
    let summary = "issue 6: List first frame over 1k / 100k / 1M rows (time, memory, 1M/1k), one-screen scroll in 1M"

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

    struct Rows: View {
        let count: Int
        var body: some View {
            List(0..<count, id: \.self) { Row(index: $0) }
        }
    }

    func run(in report: BenchmarkReport) {
        ScaleFigures.measure("issue 6 List", counts: [1_000, 100_000, 1_000_000], in: report) { Rows(count: $0) }
    }
}
