import Foundation
import Tessera
import TesseraCairo
import TesseraCharts
import TesseraExamples

// Issue 10: seed 002's heart-rate cell with its Swift Charts sparkline, verbatim, and two more
// charts (stacked bars with a legend, a donut), rendered to PNG files in out/.

enum Seed002Chart {
    /// The seed's cell content (13:41, "with a chart!", in TesseraExamples), in a card.
    struct HeartRateCell: View {
        var body: some View {
            HeartRateCellContent()
                .padding()
                .background { RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.15)) }
                .padding(8)
        }
    }
}

/// Stacked bars with a legend beside a donut.
struct ChartsGallery: View {
    struct Sale: Identifiable {
        let id: Int
        let quarter: String
        let product: String
        let units: Double
    }

    static let sales: [Sale] = [("Cube", [5.0, 7, 6, 9]), ("Sphere", [3, 4, 6, 5]), ("Pyramid", [2, 3, 2, 4])]
        .enumerated().flatMap { product in
            product.element.1.enumerated().map {
                Sale(id: product.offset * 4 + $0.offset, quarter: "Q\($0.offset + 1)", product: product.element.0, units: $0.element)
            }
        }

    var body: some View {
        HStack(spacing: 16) {
            Chart(Self.sales) { sale in
                BarMark(x: .value("Quarter", sale.quarter), y: .value("Units", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
            }
            Chart(Self.sales) { sale in
                SectorMark(angle: .value("Units", sale.units), innerRadius: .ratio(0.6), angularInset: 1)
                    .foregroundStyle(by: .value("Product", sale.product))
            }
        }
        .padding()
    }
}

/// Renders the charts of issue 10 into `output`.
@MainActor
func renderCharts(to output: URL) {
    let cell = ImageRenderer(content: Seed002Chart.HeartRateCell().frame(width: 360, height: 150))
    cell.scale = 2
    cell.isOpaque = true
    write(cell, to: output.appendingPathComponent("seed002-heart-rate-chart.png"))
    let gallery = ImageRenderer(content: ChartsGallery().frame(width: 640, height: 240))
    gallery.scale = 1
    gallery.isOpaque = true
    write(gallery, to: output.appendingPathComponent("charts-gallery.png"))
}
