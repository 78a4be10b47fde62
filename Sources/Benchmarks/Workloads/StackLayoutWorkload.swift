@_spi(Testing) import Tessera
import Foundation

/// Issue 3: layout of a non-lazy `VStack` of n rows
/// `HStack { Color.frame(width: 40, height: 40); VStack(alignment: .leading) { Text; Text } }`
/// for n = 1k and 10k (the per-row cost must be flat), and one leaf text change, which must
/// re-measure O(depth) nodes, not O(n).
///
/// A layout is timed by giving the host a new width each iteration: every proposal is new, so
/// nothing comes from the measurement cache.
struct StackLayoutWorkload: Workload {
    let name = "stack-layout"
    let summary = "issue 3: full layout of a VStack of n rows; one leaf text change"

    struct Row: View {
        let index: Int
        @State private var detail = "Detail text"

        var body: some View {
            HStack {
                Color.blue.frame(width: 40, height: 40)
                VStack(alignment: .leading) {
                    Text("Row \(index)")
                    Text(detail)
                }
            }
        }
    }

    struct RowStack: View {
        let count: Int

        var body: some View {
            VStack {
                ForEach(0..<count) { Row(index: $0) }
            }
        }
    }

    func run(in report: BenchmarkReport) {
        let options = report.options
        let sizes = options.quick ? [100, 500] : [1_000, 10_000]
        var perRow: [Int: Double] = [:]
        var measured: [Int: Int] = [:]
        for count in sizes {
            let host = OffscreenHost(rootView: RowStack(count: count), size: benchmarkCanvas)
            let layout = report.figure("issue 3: full layout at a new width, \(count) rows") {
                let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { iteration in
                    Stopwatch.milliseconds {
                        host.size = CGSize(width: benchmarkCanvas.width - CGFloat(iteration + 1), height: benchmarkCanvas.height)
                    }
                }
                return (samples, 0)
            }
            perRow[count] = layout.median * 1000 / Double(count)

            report.figure("issue 3: leaf text change + update, \(count) rows") {
                var evaluations = 0
                let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { iteration in
                    host.writeState(of: Row.self, occurrence: count / 2, value: String(repeating: "changed ", count: 1 + iteration % 3) + "\(iteration)")
                    let bodies = host.totalBodyEvaluations
                    let measurements = host.sizeThatFitsEvaluations
                    let ms = Stopwatch.milliseconds { host.update() }
                    evaluations = host.totalBodyEvaluations - bodies
                    measured[count] = host.sizeThatFitsEvaluations - measurements
                    return ms
                }
                return (samples, evaluations)
            }
        }
        let (small, large) = (sizes[0], sizes[1])
        report.finding("issue 3 layout per row: \(Format.us(perRow[small]!)) µs (\(small)), \(Format.us(perRow[large]!)) µs (\(large)); "
                       + "per-row ratio \(large)/\(small) = \(Format.ratio(perRow[large]! / perRow[small]!)) (flat = 1.0)")
        report.finding("issue 3 leaf text change: \(measured[small]!) sizeThatFits evaluations at \(small) rows, "
                       + "\(measured[large]!) at \(large) rows (O(depth) = the same at both sizes)")
    }
}
