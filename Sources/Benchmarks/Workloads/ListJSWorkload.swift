@_spi(Testing) import Tessera

/// Issue 6: the js-framework-benchmark operations on a `List` of 1,000 and 10,000 keyed rows
/// (200 and 2,000 with `--quick`): create, replace all, update every 10th row, select, swap two
/// rows, remove one, append 1,000, clear. Each operation is a button of the view (its action,
/// the update and the layout are timed; the set-up before it is not), with the body
/// evaluations it caused.
struct ListJSWorkload: Workload {
    let name = "list-js"
    let summary = "issue 6: js-framework-benchmark operations on a keyed List of 1k / 10k rows (time, body evaluations)"

    struct Row: Identifiable {
        let id: Int
        var label: String
    }

    struct Bench: View {
        let size: Int
        @State var rows: [Row] = []
        @State var nextID = 1
        @State var selection: Int?
        @State var selected = 0

        private func make(_ count: Int) -> [Row] {
            defer { nextID += count }
            return (nextID..<nextID + count).map { Row(id: $0, label: "item \($0)") }
        }

        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Button("create") { rows = make(size) }
                    Button("replace") { rows = make(size) }
                    Button("update") {
                        // One write of the state (a write per row would copy the array each time).
                        var updated = rows
                        for index in stride(from: 0, to: updated.count, by: 10) { updated[index].label += " !!!" }
                        rows = updated
                    }
                    Button("select") { selected = (selected + 1) % 10; selection = rows[selected].id }
                    Button("swap") { rows.swapAt(1, min(998, rows.count - 2)) }
                    Button("remove") { rows.remove(at: 1) }
                    Button("append") { rows += make(1_000) }
                    Button("clear") { rows = [] }
                }
                List(rows, selection: $selection) { row in
                    HStack {
                        Text("\(row.id)")
                        Text(row.label)
                        Spacer()
                        Button("x") { rows.removeAll { $0.id == row.id } }
                    }
                }
            }
        }
    }

    /// An operation: the buttons tapped before it (not timed), then its button (timed).
    struct Operation {
        let label: String
        let setUp: [String]
        let button: String
    }

    func run(in report: BenchmarkReport) {
        let options = report.options
        for size in [options.size(full: 1_000, quick: 200), options.size(full: 10_000, quick: 2_000)] {
            let host = OffscreenHost(rootView: Bench(size: size), size: benchmarkCanvas)
            let operations = [
                Operation(label: "create \(size) rows", setUp: ["clear"], button: "create"),
                Operation(label: "replace all \(size) rows", setUp: ["create"], button: "replace"),
                Operation(label: "update every 10th row of \(size)", setUp: ["create"], button: "update"),
                Operation(label: "select a row of \(size)", setUp: [], button: "select"),
                Operation(label: "swap rows 2 and 999 of \(size)", setUp: [], button: "swap"),
                Operation(label: "remove one row of \(size)", setUp: ["create"], button: "remove"),
                Operation(label: "append 1000 rows to \(size)", setUp: ["create"], button: "append"),
                Operation(label: "clear \(size) rows", setUp: ["create"], button: "clear"),
            ]
            _ = host.tapButton("create")
            for operation in operations {
                report.figure("issue 6 list-js: \(operation.label)") {
                    var evaluations = 0
                    let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { _ in
                        for button in operation.setUp { precondition(host.tapButton(button)) }
                        let before = host.totalBodyEvaluations
                        let ms = Stopwatch.milliseconds {
                            precondition(host.tapButton(operation.button))
                            _ = host.displayList
                        }
                        evaluations = host.totalBodyEvaluations - before
                        return ms
                    }
                    return (samples, evaluations)
                }
            }
        }
    }
}
