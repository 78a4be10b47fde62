import Tessera

/// Issue 8, workload 5: `ScrollView { LazyVStack { ForEach(0..<10_000) { Text("Row \($0)") } } }`
/// at 800×600: first frame, a scroll by 30 rows, five more such scrolls.
///
/// `LazyVStack` is not built yet, so the rows are reported as not available rather than
/// measured on a stand-in.
struct LazyListWorkload: Workload {
    let name = "lazy-10k"
    let summary = "issue 8.5: ScrollView { LazyVStack { ForEach(0..<10_000) } }: first frame, scrolls"

    func run(in report: BenchmarkReport) {
        let reason = "LazyVStack not built yet"
        report.unavailable("issue 8.5 lazy 10k: first frame", reason: reason, targetMilliseconds: 7)
        report.unavailable("issue 8.5 lazy 10k: scroll by 30 rows (each of 6)", reason: reason, targetMilliseconds: 2)
    }
}
