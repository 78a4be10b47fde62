import Tessera
import TesseraCairo

/// Issue 8, workload 1: a grid of 256 `Column`s (a 5-point orange bar and a line of text) in
/// nested stacks, at 800×800. Measured: create the graph + first layout + display list, then
/// a second layout of the same graph; with the deterministic text engine and with Pango.
struct GridWorkload: Workload {
    let name = "grid"
    let summary = "issue 8.1: 256 columns of bar + text in nested stacks, 800×800"

    struct Column: View {
        var body: some View {
            HStack {
                Color.orange.frame(width: 5)
                Text("Lorem ipsum dolor sit amet.")
            }
        }
    }

    struct DoubleColumn: View {
        var body: some View {
            HStack {
                Column()
                Column()
            }
        }
    }

    struct Row: View {
        var body: some View {
            HStack {
                HStack {
                    DoubleColumn()
                    DoubleColumn()
                    DoubleColumn()
                    DoubleColumn()
                }
                HStack {
                    DoubleColumn()
                    DoubleColumn()
                    DoubleColumn()
                    DoubleColumn()
                }
            }
        }
    }

    struct DoubleRow: View {
        var body: some View {
            VStack {
                Row()
                Row()
            }
        }
    }

    struct Grid: View {
        var body: some View {
            VStack {
                VStack {
                    DoubleRow()
                    DoubleRow()
                    DoubleRow()
                    DoubleRow()
                }
                VStack {
                    DoubleRow()
                    DoubleRow()
                    DoubleRow()
                    DoubleRow()
                }
            }
        }
    }

    func run(in report: BenchmarkReport) {
        for engine in TextEngineChoice.selected(by: report.options) {
            FirstFrameFigures.measure("issue 8.1 grid", engine: engine, targetMilliseconds: 7, in: report) { Grid() }
        }
    }
}
