import Tessera

/// Issue 8, workload 6: 10,000 texts (1,000 with `--quick`) in a non-lazy `VStack` in a `ScrollView`, at 800×600:
/// the first frame (graph + layout + display list), deterministic text engine.
struct EagerListWorkload: Workload {
    let name = "eager-10k"
    let summary = "issue 8.6: ScrollView { VStack { ForEach(0..<10_000) { Text } } }, first frame, 800×600"

    struct EagerList: View {
        let count: Int

        var body: some View {
            ScrollView {
                VStack {
                    ForEach(0..<count) { Text("\($0)") }
                }
            }
        }
    }

    func run(in report: BenchmarkReport) {
        let count = report.options.size(full: 10_000, quick: 1_000)
        FirstFrameFigures.measure("issue 8.6 eager \(count) rows", engine: .fixedAdvance, size: CGSize(width: 800, height: 600),
                                  targetMilliseconds: count == 10_000 ? 60 : nil, secondLayout: false, in: report) {
            EagerList(count: count)
        }
    }
}
