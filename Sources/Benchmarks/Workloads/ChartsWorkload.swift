import Foundation
@_spi(Testing) import Tessera
import TesseraCairo
import TesseraCharts

/// Issue 10: line charts of 10,000 and 100,000 points — mount, layout and display list, and
/// a Cairo draw; the 100,000-point line is decimated to at most four points per pixel column.
struct ChartsWorkload: Workload {
    let name = "charts"
    let summary = "issue 10: 10k- and 100k-point line charts (800×400): layout + display list; Cairo draw; decimation"

    struct Sample: Identifiable {
        let id: Int
        let value: Double
    }

    struct LineChart: View {
        let samples: [Sample]
        var body: some View {
            Chart(samples) { sample in
                LineMark(x: .value("Index", sample.id), y: .value("Value", sample.value))
            }
            .padding()
        }
    }

    /// The same line written as a `ForEach` inside the chart's builder (the unspecialized
    /// collection path), optionally with a modifier on each mark (the per-mark path).
    struct BuilderLineChart: View {
        let samples: [Sample]
        let styled: Bool
        var body: some View {
            Chart {
                if styled {
                    ForEach(samples) { LineMark(x: .value("Index", $0.id), y: .value("Value", $0.value)).foregroundStyle(.pink) }
                } else {
                    ForEach(samples) { LineMark(x: .value("Index", $0.id), y: .value("Value", $0.value)) }
                }
            }
            .padding()
        }
    }

    static func samples(_ count: Int) -> [Sample] {
        (0..<count).map { Sample(id: $0, value: sin(Double($0) / Double(count) * 40) * 50 + 60 + Double($0 % 11)) }
    }

    func run(in report: BenchmarkReport) {
        let size = CGSize(width: 800, height: 400)
        var medians: [Int: Double] = [:]
        for count in [1_000, 10_000, 100_000] {
            let samples = Self.samples(count)
            let figure = report.figure("issue 10 charts: \(count.formatted())-point line chart, mount + layout + display list",
                                       targetMilliseconds: count == 100_000 ? 16.7 : nil) {
                let samples = Samples.collect(warmUps: report.options.warmUps, iterations: report.options.iterations) { _ in
                    Stopwatch.milliseconds {
                        let host = OffscreenHost(rootView: LineChart(samples: samples), size: size)
                        _ = host.displayList
                    }
                }
                return (samples, nil)
            }
            medians[count] = figure.median
        }
        // The per-mark path is measured at 10,000 points: it makes an attributes box per mark.
        for styled in [false, true] {
            let count = styled ? 10_000 : 100_000
            let data = Self.samples(count)
            let name = styled ? "Chart { ForEach { LineMark(…).foregroundStyle(.pink) } } (a modifier per mark)"
                              : "Chart { ForEach { LineMark(…) } } (unspecialized ForEach path)"
            report.figure("issue 10 charts: \(count.formatted())-point line chart as \(name), mount + layout + display list") {
                let samples = Samples.collect(warmUps: report.options.warmUps, iterations: report.options.iterations) { _ in
                    Stopwatch.milliseconds {
                        let host = OffscreenHost(rootView: BuilderLineChart(samples: data, styled: styled), size: size)
                        _ = host.displayList
                    }
                }
                return (samples, nil)
            }
        }
        let renderer = CairoRenderer()
        let host = OffscreenHost(rootView: LineChart(samples: Self.samples(100_000)), size: size)
        let list = host.displayList
        report.figure("issue 10 charts: 100,000-point line chart, Cairo draw of the display list", targetMilliseconds: 16.7) {
            let samples = Samples.collect(warmUps: report.options.warmUps, iterations: report.options.iterations) { _ in
                Stopwatch.milliseconds { _ = renderer.render(list, size: size) }
            }
            return (samples, nil)
        }
        let points = (0..<100_000).map { CGPoint(x: CGFloat($0) * 768 / 100_000, y: CGFloat($0 % 97)) }
        let decimated = LineDecimation.decimate(points)
        report.figure("issue 10 charts: decimating 100,000 points to pixel columns (768 wide)") {
            let samples = Samples.collect(warmUps: report.options.warmUps, iterations: report.options.iterations) { _ in
                Stopwatch.milliseconds { _ = LineDecimation.decimate(points) }
            }
            return (samples, nil)
        }
        if let small = medians[1_000], let medium = medians[10_000], let large = medians[100_000] {
            report.finding("issue 10 charts: 10k vs 1k points \(Format.ratio(medium / small))×, 100k vs 10k \(Format.ratio(large / medium))×; "
                           + "100,000 points drawn as \(decimated.count.formatted()) after decimation")
        }
    }
}
