import Tessera

/// Issue 7: `Group(subviews:)` over a `ForEach` of 100,000 vs 1,000 items, whose transform
/// reads `count` and shows one subview. Both must cost O(1)/O(visible) body evaluations, not O(n).
struct SubviewsWorkload: Workload {
    let name = "subviews"
    let summary = "issue 7: Group(subviews:) over ForEach of n items: count + one subview"

    struct Item: View {
        let index: Int

        var body: some View {
            Text("Item \(index)")
        }
    }

    struct Board: View {
        let count: Int

        var body: some View {
            Group(subviews: ForEach(0..<count) { Item(index: $0) }) { subviews in
                VStack {
                    Text("\(subviews.count) items")
                    subviews[subviews.count / 2]
                }
            }
        }
    }

    func run(in report: BenchmarkReport) {
        let options = report.options
        let sizes = options.quick ? [1_000, 10_000] : [1_000, 100_000]
        var medians: [Int: Double] = [:]
        var evaluations: [Int: Int] = [:]
        for count in sizes {
            medians[count] = report.figure("issue 7: Group(subviews:) count + one subview, \(count) items") {
                var bodies = 0
                let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { _ in
                    var host: OffscreenHost<Board>?
                    let ms = Stopwatch.milliseconds {
                        host = OffscreenHost(rootView: Board(count: count), size: benchmarkCanvas)
                    }
                    bodies = host?.totalBodyEvaluations ?? 0
                    return ms
                }
                evaluations[count] = bodies
                return (samples, bodies)
            }.median
        }
        let (small, large) = (sizes[0], sizes[1])
        report.finding("issue 7 Group(subviews:): \(evaluations[small]!) body evaluations at \(small) items, "
                       + "\(evaluations[large]!) at \(large); time ratio \(large)/\(small) = "
                       + "\(Format.ratio(medians[large]! / medians[small]!)) (O(1) = 1.0, O(n) = \(large / small))")
    }
}
