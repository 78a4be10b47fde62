import Foundation
import Testing
import TesseraCharts
import TesseraTesting

/// Reference renderings of each kind of chart, light and dark. Look at a reference before
/// committing it.
@Suite("Chart snapshots") @MainActor
struct ChartSnapshotTests {
    static let size = CGSize(width: 320, height: 200)

    @Test("seed 002's heart-rate sparkline, verbatim", arguments: [ColorScheme.light, .dark])
    func heartRate(colorScheme: ColorScheme) {
        let heartRateSamples = HeartRateSample.samples
        let chart = Chart(heartRateSamples) { sample in
            LineMark(x: .value("Time", sample.time),
                     y: .value("BPM", sample.beatsPerMinute))
               .symbol(Circle().strokeBorder(lineWidth: 2))
               .foregroundStyle(.pink)
        }
        assertSnapshot(of: chart.padding(), size: Self.size, colorScheme: colorScheme, named: "line-heart-rate-\(colorScheme)")
    }

    @Test("stacked bars with a legend", arguments: [ColorScheme.light, .dark])
    func stackedBars(colorScheme: ColorScheme) {
        let chart = Chart(Sale.all) { sale in
            BarMark(x: .value("Quarter", sale.quarter), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }
        assertSnapshot(of: chart.padding(), size: Self.size, colorScheme: colorScheme, named: "bar-stacked-\(colorScheme)")
    }

    @Test("grouped bars with .position(by:)", arguments: [ColorScheme.light, .dark])
    func groupedBars(colorScheme: ColorScheme) {
        let chart = Chart(Sale.all) { sale in
            BarMark(x: .value("Quarter", sale.quarter), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
                .position(by: .value("Product", sale.product))
        }
        assertSnapshot(of: chart.padding(), size: Self.size, colorScheme: colorScheme, named: "bar-grouped-\(colorScheme)")
    }

    @Test("stacked areas, monotone", arguments: [ColorScheme.light, .dark])
    func areas(colorScheme: ColorScheme) {
        let chart = Chart(Sale.all) { sale in
            AreaMark(x: .value("Quarter", sale.quarter), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
                .interpolationMethod(.monotone)
        }
        assertSnapshot(of: chart.padding(), size: Self.size, colorScheme: colorScheme, named: "area-stacked-\(colorScheme)")
    }

    @Test("points with symbols by series, a rule and an annotation", arguments: [ColorScheme.light, .dark])
    func pointsAndRule(colorScheme: ColorScheme) {
        let chart = Chart {
            ForEach(Sale.all) { sale in
                PointMark(x: .value("Units", sale.units), y: .value("Quarter", sale.quarter))
                    .foregroundStyle(by: .value("Product", sale.product))
                    .symbol(by: .value("Product", sale.product))
                    .symbolSize(60)
            }
            RuleMark(x: .value("Target", 5))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
                .annotation(position: .top, alignment: .leading) {
                    Text("target").font(.caption2).foregroundStyle(.red)
                }
        }
        assertSnapshot(of: chart.padding(), size: Self.size, colorScheme: colorScheme, named: "point-rule-\(colorScheme)")
    }

    @Test("a donut of sectors with a legend", arguments: [ColorScheme.light, .dark])
    func sectors(colorScheme: ColorScheme) {
        let chart = Chart {
            SectorMark(angle: .value("Units", 5), innerRadius: .ratio(0.55), angularInset: 1.5)
                .foregroundStyle(by: .value("Product", "Cube"))
            SectorMark(angle: .value("Units", 3), innerRadius: .ratio(0.55), angularInset: 1.5)
                .foregroundStyle(by: .value("Product", "Sphere"))
            SectorMark(angle: .value("Units", 2), innerRadius: .ratio(0.55), angularInset: 1.5)
                .foregroundStyle(by: .value("Product", "Pyramid"))
        }
        assertSnapshot(of: chart.padding(), size: Self.size, colorScheme: colorScheme, named: "sector-donut-\(colorScheme)")
    }
}

/// Seed 002's cell with its chart (13:41), verbatim apart from the title row, in a card.
struct HeartRateChartCell: View {
    let heartRateSamples = HeartRateSample.samples

    var body: some View {
        VStack(alignment: .leading) {
            Label("Heart Rate", systemImage: "heart.fill")
                .foregroundStyle(.pink)
                .font(.system(.subheadline, weight: .bold))
            Spacer()
            HStack(alignment: .bottom) {
                HStack(alignment: .firstTextBaseline) {
                    Text("90")
                        .font(.system(.title, weight: .semibold))
                    Text("BPM")
                        .foregroundStyle(.secondary)
                        .font(.system(.subheadline, weight: .bold))
                }
                Spacer()
                Chart(heartRateSamples) { sample in
                    LineMark(x: .value("Time", sample.time),
                             y: .value("BPM", sample.beatsPerMinute))
                       .symbol(Circle().strokeBorder(lineWidth: 2))
                       .foregroundStyle(.pink)
                }
            }
        }
        .padding()
        .background { RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.15)) }
        .padding(8)
    }
}

@Suite("Seed 002 cell snapshot") @MainActor
struct HeartRateCellSnapshotTests {
    @Test("seed 002's heart-rate cell with its chart", arguments: [ColorScheme.light, .dark])
    func cell(colorScheme: ColorScheme) {
        assertSnapshot(of: HeartRateChartCell(), size: CGSize(width: 360, height: 170), colorScheme: colorScheme,
                       named: "seed002-cell-\(colorScheme)")
    }
}
