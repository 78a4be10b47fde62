@_spi(Testing) import Tessera

/// Issue 8, workload 5: `ScrollView { LazyVStack { ForEach(0..<10_000) { Text("Row \($0)") } } }`
/// at 800×600: the first frame (graph + layout + display list), then scrolls by 30 rows (each
/// scroll timed alone: offset change + update + layout + display list).
struct LazyListWorkload: Workload {
    let name = "lazy-10k"
    let summary = "issue 8.5: ScrollView { LazyVStack { ForEach(0..<10_000) } }: first frame, scrolls by 30 rows"

    struct LazyList: View {
        let count: Int

        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<count) { Text("Row \($0)") }
                }
            }
        }
    }

    func run(in report: BenchmarkReport) {
        let size = CGSize(width: 800, height: 600)
        FirstFrameFigures.measure("issue 8.5 lazy 10k rows", engine: .fixedAdvance, size: size, targetMilliseconds: 7,
                                  secondLayout: false, in: report) {
            LazyList(count: 10_000)
        }
        LazyScrollFigure.measure("issue 8.5 lazy 10k: scroll by 30 rows", rows: 30, size: size, targetMilliseconds: 2,
                                 in: report) { LazyList(count: 10_000) }
    }
}

/// Times scrolls of a lazy list: each sample is one scroll by `rows` rows (the row pitch is
/// read from the first frame; `nil`: one screen), down while there is room, then back up.
@MainActor
enum LazyScrollFigure {
    static func measure<Content: View>(_ label: String, rows: Int?, size: CGSize, targetMilliseconds: Double?,
                                       in report: BenchmarkReport, content: () -> Content) {
        let host = OffscreenHost(rootView: content(), size: size)
        let pitch = (host.frame(ofText: "Row 1")?.minY ?? 0) - (host.frame(ofText: "Row 0")?.minY ?? 0)
        precondition(pitch > 0, "\(label): no rows")
        let distance = rows.map { pitch * CGFloat($0) } ?? size.height
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        var direction: CGFloat = 1
        report.figure(label, targetMilliseconds: targetMilliseconds) {
            var evaluations = 0
            let samples = Samples.collect(warmUps: report.options.warmUps, iterations: max(6, report.options.iterations)) { _ in
                let before = host.totalBodyEvaluations
                var moved = false
                let ms = Stopwatch.milliseconds {
                    moved = host.scroll(at: center, by: CGSize(width: 0, height: direction * distance))
                    _ = host.displayList
                }
                if !moved { direction = -direction }
                evaluations = host.totalBodyEvaluations - before
                return ms
            }
            return (samples, evaluations)
        }
    }
}
