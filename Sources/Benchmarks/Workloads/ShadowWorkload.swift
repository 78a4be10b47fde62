import Tessera
import TesseraCairo

/// Issue 22.3: 200 small cards drawn with Cairo at 800×1000, with and without
/// `.shadow(radius: 10)` on the card's shape; the figure that matters is the ratio (target ≤ 2).
/// A third figure puts the shadow on the whole card, label included: a mask with text isn't
/// cached, so each card blurs its own (of its own bounds).
struct ShadowWorkload: Workload {
    let name = "shadow"
    let summary = "issue 22.3: 200 cards (800×600) drawn with Cairo, with and without .shadow(radius: 10)"

    enum Shadowing { case none, shape, card }

    /// A white rounded card with a label; the shadow is cast by the card's shape, or by the card.
    struct Card: View {
        let index: Int
        let shadowed: Shadowing

        var body: some View {
            if shadowed == .card { card.shadow(radius: 10) } else { card }
        }

        private var card: some View {
            ZStack {
                // (Not `.shadow(radius: 0)`: that is still a shadow, drawn through a layer.)
                if shadowed == .shape {
                    RoundedRectangle(cornerRadius: 8).fill(.white).shadow(radius: 10)
                } else {
                    RoundedRectangle(cornerRadius: 8).fill(.white)
                }
                Text("Card \(index)").font(.caption)
            }
            .frame(width: 60, height: 36)
        }
    }

    /// 20 rows of 10 cards.
    struct Board: View {
        let shadowed: Shadowing

        var body: some View {
            VStack(spacing: 12) {
                ForEach(0..<20) { row in
                    HStack(spacing: 14) {
                        ForEach(0..<10) { column in Card(index: row * 10 + column, shadowed: shadowed) }
                    }
                }
            }
        }
    }

    static let background = Color.Resolved(red: 0.95, green: 0.95, blue: 0.95)

    func run(in report: BenchmarkReport) {
        let size = CGSize(width: 800, height: 1000)
        // One renderer (a new one loads its fonts: about a second), its shadow masks discarded
        // before each draw, so every iteration blurs as a first frame does.
        let renderer = CairoRenderer()
        var medians: [Shadowing: Double] = [:]
        for shadowed in [Shadowing.none, .shape, .card] {
            var environment = EnvironmentValues()
            environment.textEngine = PangoTextEngine()
            let host = OffscreenHost(rootView: Board(shadowed: shadowed), size: size, environment: environment)
            let list = host.displayList
            let label = switch shadowed {
            case .none: "without shadows"
            case .shape: "with .shadow(radius: 10) on the shape"
            case .card: "with .shadow(radius: 10) on the card and its label (not cached)"
            }
            let samples = report.figure("issue 22.3 shadow: 200 cards \(label), full draw") {
                let samples = Samples.collect(warmUps: report.options.warmUps, iterations: report.options.iterations) { _ in
                    renderer.discardShadowMasks()
                    return Stopwatch.milliseconds { _ = renderer.render(list, size: size, background: Self.background) }
                }
                return (samples, nil)
            }
            medians[shadowed] = samples.median
        }
        if let plain = medians[.none], let shape = medians[.shape], let card = medians[.card] {
            report.finding("issue 22.3 shadow: 200 shadowed cards cost \(Format.ratio(shape / plain))× the plain cards (target ≤ 2); "
                + "shadowed with their labels \(Format.ratio(card / plain))×")
        }
    }
}
