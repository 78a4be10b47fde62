@_spi(Testing) import Tessera
import TesseraCairo

/// Issue 5: the frame time of a slider drag in a window of 1,000 views — each pointer move is
/// delivered, the graph updated, the display list recorded and the damage repainted with
/// Cairo — reported as median and p99 against the 8.3 ms of a 120 Hz frame.
struct SliderDragWorkload: Workload {
    let name = "slider-drag"
    let summary = "issue 5: slider drag in a 1,000-view window (800×700): pointer move → update → display list → repaint of the damage"

    struct Window: View {
        @State var volume = 0.5
        var body: some View {
            VStack(spacing: 8) {
                HStack {
                    Text("Volume \(Int(volume * 100))")
                    Slider(value: $volume)
                }
                .frame(width: 600)
                RenderWorkload.Screen()
            }
        }
    }

    func run(in report: BenchmarkReport) {
        let size = CGSize(width: 800, height: 700)
        let renderer = CairoRenderer()
        let host = OffscreenHost(rootView: Window(), size: size)
        guard let track = host.layoutFrames.first(where: { $0.label.hasPrefix("GeometryReader") })?.frame else {
            report.unavailable("issue 5 slider drag frame", reason: "no slider track laid out", targetMilliseconds: 8.3)
            return
        }
        var previous = host.displayList
        let image = renderer.render(previous, size: size)
        host.pointerDown(at: CGPoint(x: track.minX + track.width / 2, y: track.midY))
        let moves = report.options.quick ? 20 : 240
        var frames: [Double] = []
        let samples = report.figure("issue 5 slider drag: one frame (move, update, display list, damage repaint)", targetMilliseconds: 8.3) {
            let samples = Samples.collect(warmUps: report.options.warmUps, iterations: moves) { index in
                // Back and forth across the track, one pixel-ish step per frame.
                let phase = Double(index % 200) / 200
                let x = track.minX + 10 + (track.width - 20) * (phase < 0.5 ? phase * 2 : 2 - phase * 2)
                return Stopwatch.milliseconds {
                    host.pointerMove(to: CGPoint(x: x, y: track.midY))
                    let next = host.displayList
                    renderer.draw(next, into: image, damage: next.damage(comparedTo: previous))
                    previous = next
                }
            }
            return (samples, nil)
        }
        host.pointerUp(at: CGPoint(x: track.midX, y: track.midY))
        frames = samples.values.sorted()
        let p99 = frames[min(frames.count - 1, Int((Double(frames.count) * 0.99).rounded(.up)) - 1)]
        // The same frames without input: the slider's value written directly (what the
        // pipeline costs whatever the event source).
        let baseline = report.figure("issue 5 slider drag baseline: the value written directly, update + display list + damage repaint") {
            let samples = Samples.collect(warmUps: report.options.warmUps, iterations: moves) { index in
                host.writeState(of: Window.self, value: Double(index % 100) / 100)
                return Stopwatch.milliseconds {
                    host.update()
                    let next = host.displayList
                    renderer.draw(next, into: image, damage: next.damage(comparedTo: previous))
                    previous = next
                }
            }
            return (samples, nil)
        }
        report.finding("issue 5 slider drag: median \(Format.ms(samples.median)) ms, p99 \(Format.ms(p99)) ms over \(frames.count) frames; budget 8.3 ms (120 Hz): median is \(Format.ratio(samples.median / 8.3))× the budget; \(Format.ratio(samples.median / baseline.median))× the same frame without input")
    }
}
