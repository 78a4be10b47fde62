@_spi(Testing) import Tessera

/// Issue 2: one leaf `@State` change in the 10k-row list of ``GraphBuildWorkload``: exactly one
/// body is re-evaluated, and the update (graph + layout) is timed.
///
/// The write goes through the host's testing hook, which finds the row by a depth-first search
/// of the graph: O(n), and not part of what a tap would cost, so it is timed apart.
struct LeafStateChangeWorkload: Workload {
    let name = "leaf-change"
    let summary = "issue 2: one row's @State changes in a 10k-row VStack { ForEach }"

    func run(in report: BenchmarkReport) {
        let options = report.options
        let count = options.size(full: 10_000, quick: 1_000)
        let host = OffscreenHost(rootView: GraphBuildWorkload.RowList(count: count), size: benchmarkCanvas)
        var lookups: [Double] = []
        report.figure("issue 2: leaf @State change + update, \(count) rows") {
            var evaluations = 0
            let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { iteration in
                lookups.append(Stopwatch.milliseconds {
                    host.writeState(of: GraphBuildWorkload.Row.self, occurrence: count / 2, value: iteration + 1)
                })
                let before = host.totalBodyEvaluations
                let ms = Stopwatch.milliseconds { host.update() }
                evaluations = host.totalBodyEvaluations - before
                return ms
            }
            return (samples, evaluations)
        }
        report.finding("issue 2 leaf change: the testing hook's search for the row (not timed above) takes "
                       + "\(Format.ms(Samples(values: lookups).median)) ms median")
    }
}
