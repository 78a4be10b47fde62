@_spi(Testing) import Tessera

/// Issue 6: a tap that selects a row in a `List(selection:)` of 1,000 rows (200 with
/// `--quick`), and a tap that expands an outline node with 100 children: time of tap + update +
/// layout, and the bodies re-evaluated.
struct ListSelectionWorkload: Workload {
    let name = "list-select"
    let summary = "issue 6: select a row in List(selection:) of 1k rows; expand an outline node of 100 children"

    struct Row: Identifiable {
        let id: Int
        var children: [Row]?
    }

    struct SelectableList: View {
        let count: Int
        @State var selection: Int?

        var body: some View {
            List(0..<count, id: \.self, selection: $selection) { Text("Row \($0)") }
        }
    }

    struct Outline: View {
        let roots: [Row]

        var body: some View {
            List(roots, children: \.children) { Text("Node \($0.id)") }
        }
    }

    func run(in report: BenchmarkReport) {
        let options = report.options
        let count = options.size(full: 1_000, quick: 200)
        let host = OffscreenHost(rootView: SelectableList(count: count), size: benchmarkCanvas)
        report.figure("issue 6: select a row by tap, List of \(count) rows") {
            var evaluations = 0
            let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { iteration in
                let row = host.frame(ofText: "Row \(iteration % 5)")!
                let before = host.totalBodyEvaluations
                let ms = Stopwatch.milliseconds { host.tap(at: CGPoint(x: row.maxX + 40, y: row.midY)) }
                evaluations = host.totalBodyEvaluations - before
                return ms
            }
            return (samples, evaluations)
        }

        let roots = (0..<20).map { root in
            Row(id: root * 1_000, children: root == 0 ? (1...100).map { Row(id: $0, children: nil) } : nil)
        }
        let outline = OffscreenHost(rootView: Outline(roots: roots), size: benchmarkCanvas)
        report.figure("issue 6: expand or collapse an outline node of 100 children") {
            var evaluations = 0
            let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { _ in
                let node = outline.frame(ofText: "Node 0")!
                let before = outline.totalBodyEvaluations
                let ms = Stopwatch.milliseconds { outline.tap(at: CGPoint(x: node.midX, y: node.midY)) }
                evaluations = outline.totalBodyEvaluations - before
                return ms
            }
            return (samples, evaluations)
        }
    }
}
