import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraCharts

/// A chart inside a view whose state changes: the chart is rebuilt without trouble.
@Suite("Chart updates") @MainActor
struct ChartUpdateTests {
    struct Readings: View {
        @State var values: [Double] = [3, 5, 4]
        var body: some View {
            VStack {
                Button("Add") { values.append(Double(values.count)) }
                Chart(Array(values.enumerated()), id: \.offset) { index, value in
                    LineMark(x: .value("Index", index), y: .value("Value", value))
                        .symbol(Circle().strokeBorder(lineWidth: 2))
                        .annotation { Text("\(Int(value))") }
                }
                .chartPlotStyle { $0.background(Color.gray.opacity(0.1)) }
            }
        }
    }

    @Test("a state change re-evaluates the chart with the new data")
    func stateChange() {
        let host = OffscreenHost(rootView: Readings(), size: CGSize(width: 300, height: 200))
        host.update()
        func parts() -> Int { host.tree.allNodes.filter { $0.baseName == "ChartPart" }.count }
        // The plot, 3 view symbols, 3 annotations.
        #expect(parts() == 7)
        #expect(host.tapButton("Add"))
        host.update()
        #expect(host.tapButton("Add"))
        host.update()
        // Two more points: two more symbols and two more annotations.
        #expect(parts() == 11)
    }
}
