@_spi(Testing) import Tessera
import Dispatch

// Benchmarks (release build: `make bench`). Figures are reported as ratios where possible,
// since these machines are noisy. Never run as unit tests.

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

@MainActor
func measure(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

@MainActor
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

@MainActor
func graphBuild(rows: Int, iterations: Int) -> (median: Double, min: Double) {
    var times: [Double] = []
    for _ in 0..<iterations {
        times.append(measure { _ = OffscreenHost(rootView: RowList(count: rows)) })
    }
    return (median(times), times.min()!)
}

@MainActor
func leafChange(rows: Int) -> (evaluations: Int, ms: Double) {
    let host = OffscreenHost(rootView: RowList(count: rows))
    let before = host.totalBodyEvaluations
    // Find one row's state through the graph and write it, as a tap would.
    var times: [Double] = []
    var evaluations = 0
    for round in 0..<10 {
        let start = host.totalBodyEvaluations
        times.append(measure {
            host.writeState(of: Row.self, occurrence: rows / 2, value: round + 1)
            host.update()
        })
        evaluations = host.totalBodyEvaluations - start
    }
    _ = before
    return (evaluations, median(times))
}

@MainActor
func run() {
    print("Tessera benchmarks (\(CommandLine.arguments.contains("--quick") ? "quick" : "full"))")
    print("")
    print("| workload | rows | median ms | min ms | per-row µs |")
    print("|---|---:|---:|---:|---:|")
    var perRow: [Int: Double] = [:]
    for rows in [1_000, 10_000, 100_000] {
        let iterations = rows >= 100_000 ? 3 : 10
        _ = graphBuild(rows: rows, iterations: 1)
        let result = graphBuild(rows: rows, iterations: iterations)
        perRow[rows] = result.median * 1000 / Double(rows)
        print("| graph build: VStack { ForEach(0..<n) { Row(i) } } | \(rows) | \(String(format: "%.2f", result.median)) | \(String(format: "%.2f", result.min)) | \(String(format: "%.3f", perRow[rows]!)) |")
    }
    print("")
    print("per-row cost ratio 100k/1k: \(String(format: "%.2f", perRow[100_000]! / perRow[1_000]!)) (flat = 1.0)")
    let change = leafChange(rows: 10_000)
    print("one leaf @State change in 10k rows: \(change.evaluations) body evaluation(s), \(String(format: "%.3f", change.ms)) ms median")
}

MainActor.assumeIsolated { run() }
