import Tessera

/// Issue 2: the initial graph of `VStack { ForEach(0..<n) { Row(i) } }` for n = 1k, 10k, 100k.
/// The time per row must stay flat as n grows.
///
/// `OffscreenHost` always lays out what it mounts, so the figure is graph build + first layout.
struct GraphBuildWorkload: Workload {
    let name = "graph-build"
    let summary = "issue 2: initial graph (+ first layout) of VStack { ForEach(0..<n) { Row(i) } }"

    struct Row: View {
        let index: Int
        @State private var taps = 0

        var body: some View {
            HStack {
                Text("Row \(index)")
                Text("\(taps)")
            }
        }
    }

    struct RowList: View {
        let count: Int

        var body: some View {
            VStack {
                ForEach(0..<count) { Row(index: $0) }
            }
        }
    }

    func run(in report: BenchmarkReport) {
        let options = report.options
        let sizes = options.quick ? [100, 500, 2_000] : [1_000, 10_000, 100_000]
        var perRow: [Int: Double] = [:]
        for count in sizes {
            let samples = report.figure("issue 2: graph build + layout, \(count) rows") {
                var evaluations = 0
                let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { _ in
                    var host: OffscreenHost<RowList>?
                    let ms = Stopwatch.milliseconds {
                        host = OffscreenHost(rootView: RowList(count: count), size: benchmarkCanvas)
                    }
                    evaluations = host?.totalBodyEvaluations ?? 0
                    return ms   // the host is torn down here, outside the timed part
                }
                return (samples, evaluations)
            }
            perRow[count] = samples.median * 1000 / Double(count)
        }
        let (small, middle, large) = (sizes[0], sizes[1], sizes[2])
        report.finding("issue 2 graph build per row: \(Format.us(perRow[small]!)) µs (\(small)), "
                       + "\(Format.us(perRow[middle]!)) µs (\(middle)), \(Format.us(perRow[large]!)) µs (\(large)); "
                       + "per-row ratio \(large)/\(small) = \(Format.ratio(perRow[large]! / perRow[small]!)) (flat = 1.0)")
    }
}
