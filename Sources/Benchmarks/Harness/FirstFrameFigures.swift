@_spi(Testing) import Tessera
import TesseraCairo

/// The text engine a workload measures text with.
enum TextEngineChoice: CaseIterable {
    /// Tessera's default deterministic engine (advance = 2/3 of the point size, wrapping by
    /// characters): what the other frameworks' headless benchmark backends use.
    case fixedAdvance
    /// `TesseraCairo`'s Pango engine, as a window or `ImageRenderer` measures text.
    case pango

    /// The engines `--text-engine` selects (both without it).
    static func selected(by options: BenchmarkOptions) -> [TextEngineChoice] {
        switch options.textEngine {
        case "fixed": [.fixedAdvance]
        case "pango": [.pango]
        default: allCases
        }
    }

    var label: String {
        switch self {
        case .fixedAdvance: "fixed-advance text"
        case .pango: "Pango text"
        }
    }

    /// The environment a host is given for this engine.
    @MainActor
    var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        if self == .pango { environment.textEngine = PangoTextEngine() }
        return environment
    }
}

/// The two figures of the issue-8 "first frame" workloads (grid, message list, eager 10k).
@MainActor
enum FirstFrameFigures {
    /// Times "create the graph + first layout + display list" (a new host each iteration),
    /// then, unless `secondLayout` is false, "a second layout of the same graph" (`update()` with
    /// nothing changed: sizes come from the measurement cache, placement runs again).
    static func measure<Content: View>(_ workload: String, engine: TextEngineChoice, size: CGSize = benchmarkCanvas,
                                       targetMilliseconds: Double?, secondLayout: Bool = true,
                                       in report: BenchmarkReport, content: @escaping () -> Content) {
        let options = report.options
        let environment = engine.environment
        var firstMilliseconds: Double?
        report.figure("\(workload), \(engine.label): graph + layout + display list", targetMilliseconds: targetMilliseconds) {
            var evaluations = 0
            let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { index in
                var host: OffscreenHost<Content>?
                var items = 0
                let ms = Stopwatch.milliseconds {
                    let made = OffscreenHost(rootView: content(), size: size, environment: environment)
                    items = made.displayList.items.count
                    host = made
                }
                precondition(items > 0, "\(workload) drew nothing")
                evaluations = host?.totalBodyEvaluations ?? 0
                if index == 0 { firstMilliseconds = ms }
                return ms
            }
            return (samples, evaluations)
        }
        if let firstMilliseconds, options.warmUps > 0 {
            // The first warm-up: the process's first frame when this workload runs first (alone,
            // `--workload`), paying the one-time costs (conformance look-ups, metadata) the
            // medians leave out. Measured once: one wall-clock sample.
            report.finding("\(workload), \(engine.label): first frame of the process (the first warm-up, measured once) "
                + "\(Format.ms(firstMilliseconds)) ms")
        }
        guard secondLayout else { return }
        let host = OffscreenHost(rootView: content(), size: size, environment: environment)
        report.finding("\(workload), \(engine.label): \(host.sizeThatFitsEvaluations) uncached sizeThatFits evaluations in the first layout")
        report.figure("\(workload), \(engine.label): second layout") {
            var evaluations = 0
            let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { _ in
                let before = host.totalBodyEvaluations
                let ms = Stopwatch.milliseconds { host.update() }
                evaluations = host.totalBodyEvaluations - before
                return ms
            }
            return (samples, evaluations)
        }
    }
}
