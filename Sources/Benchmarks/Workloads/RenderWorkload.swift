@_spi(Testing) import Tessera
import TesseraCairo

/// Issue 4: render a screen of 1,000 views (800×600) to a Cairo image surface, then repaint
/// only what one leaf change damaged.
struct RenderWorkload: Workload {
    let name = "render"
    let summary = "issue 4: 1,000-view screen (800×600) drawn with Cairo; repaint after one leaf change"

    struct Cell: View {
        let index: Int
        @State var value = 0
        var body: some View {
            HStack(spacing: 2) {
                Color.blue.frame(width: 6, height: 12)
                Text("\(index):\(value)").font(.caption2)
            }
        }
    }

    /// 25 rows × 20 cells, each a stack of a color and a text: 1,000 leaf views (500 cells).
    struct Screen: View {
        var body: some View {
            VStack(spacing: 4) {
                ForEach(0..<25) { row in
                    HStack(spacing: 4) {
                        ForEach(0..<20) { column in Cell(index: row * 20 + column) }
                    }
                }
            }
        }
    }

    func run(in report: BenchmarkReport) {
        let size = CGSize(width: 800, height: 600)
        let renderer = CairoRenderer()
        let host = OffscreenHost(rootView: Screen(), size: size)
        let list = host.displayList
        report.figure("issue 4 render: full draw of 1,000 views into an 800×600 surface") {
            let samples = Samples.collect(warmUps: report.options.warmUps, iterations: report.options.iterations) { _ in
                Stopwatch.milliseconds { _ = renderer.render(list, size: size) }
            }
            return (samples, nil)
        }
        let image = renderer.render(list, size: size)
        var previous = list
        var damagedArea: CGFloat = 0
        report.figure("issue 4 render: one leaf change, update + display list + repaint of the damage") {
            let samples = Samples.collect(warmUps: report.options.warmUps, iterations: report.options.iterations) { index in
                host.writeState(of: Cell.self, occurrence: 250, value: index + 1)
                return Stopwatch.milliseconds {
                    host.update()
                    let next = host.displayList
                    let damage = next.damage(comparedTo: previous)
                    damagedArea = damage.reduce(0) { $0 + $1.width * $1.height }
                    renderer.draw(next, into: image, damage: damage)
                    previous = next
                }
            }
            return (samples, 1)
        }
        report.finding("issue 4 repaint: damaged area \(Int(damagedArea)) pt² of \(Int(size.width * size.height)) (\(String(format: "%.2f", 100 * damagedArea / (size.width * size.height)))% of the screen)")
    }
}
