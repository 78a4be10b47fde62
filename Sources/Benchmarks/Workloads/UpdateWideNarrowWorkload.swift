@_spi(Testing) import Tessera

/// Issue 8, workload 3: a `VStack` of 1,000 texts, one of which reads "Updated" when it is
/// the row `@State var update` names, and a button. Timed: one state change followed by the
/// update and layout it causes. Wide changes the last row (999), narrow the first (0); every
/// other iteration writes -1, so each iteration changes one row.
///
/// Verbatim, the state is read only inside `ForEach`'s content closure. Each run checks that
/// the change reached the screen; where it doesn't (the read isn't recorded as a dependency),
/// the figure says so, and a second variant whose body reads the state first is measured too.
struct UpdateWideNarrowWorkload: Workload {
    let name = "update-wide-narrow"
    let summary = "issue 8.3: one @State change over a VStack of 1,000 texts (last row / first row)"

    /// The view as the issue writes it.
    struct UpdateList: View {
        @State var update = -1

        var body: some View {
            VStack {
                ForEach(0..<1000) {
                    if update == $0 {
                        Text("Updated")
                    } else {
                        Text("\($0)")
                    }
                }
                Button("Update") { update = 999 }
            }
        }
    }

    /// The same view, with the state read in `body` before the `ForEach`.
    struct UpdateListReadingInBody: View {
        @State var update = -1

        var body: some View {
            let updated = update
            VStack {
                ForEach(0..<1000) {
                    if updated == $0 {
                        Text("Updated")
                    } else {
                        Text("\($0)")
                    }
                }
                Button("Update") { update = 999 }
            }
        }
    }

    func run(in report: BenchmarkReport) {
        for (label, row) in [("wide (row 999)", 999), ("narrow (row 0)", 0)] {
            let verbatimApplies = measure(UpdateList(), "issue 8.3 update \(label)", row: row, in: report)
            if !verbatimApplies {
                report.finding("issue 8.3 update \(label): the verbatim view's change never reaches the screen: the @State "
                               + "read inside ForEach's content closure is not recorded as a dependency, so the figure above "
                               + "times an update with nothing to do")
                _ = measure(UpdateListReadingInBody(), "issue 8.3 update \(label), state read in body", row: row, in: report)
            }
        }
    }

    /// Times the state changes on `view` and returns whether the last one reached the screen.
    private func measure<Root: View>(_ view: Root, _ label: String, row: Int, in report: BenchmarkReport) -> Bool {
        let options = report.options
        let host = OffscreenHost(rootView: view, size: benchmarkCanvas)
        report.figure("\(label): state change + update + layout", targetMilliseconds: 1) {
            var evaluations = 0
            let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { iteration in
                let before = host.totalBodyEvaluations
                let ms = Stopwatch.milliseconds {
                    host.writeState(of: Root.self, value: iteration % 2 == 0 ? row : -1)
                    host.update()
                }
                evaluations = host.totalBodyEvaluations - before
                return ms
            }
            return (samples, evaluations)
        }
        host.writeState(of: Root.self, value: row)
        host.update()
        return host.frame(ofText: "Updated") != nil
    }
}
