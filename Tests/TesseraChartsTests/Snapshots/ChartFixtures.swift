import Foundation
import TesseraCharts

/// Seed 002's heart-rate samples: one reading every 20 minutes from 8 AM on June 3, 2024 (UTC).
struct HeartRateSample: Identifiable {
    let id: Int
    let time: Date
    let beatsPerMinute: Int

    static let morning: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: 2024, month: 6, day: 3, hour: 8))!
    }()

    static let samples: [HeartRateSample] = [72, 78, 90, 84, 96, 88, 80, 76, 91, 85].enumerated().map {
        HeartRateSample(id: $0.offset, time: morning.addingTimeInterval(Double($0.offset) * 1200), beatsPerMinute: $0.element)
    }
}

/// Sales of three products over four quarters, for bar and area charts.
struct Sale: Identifiable {
    let id = UUID()
    let quarter: String
    let product: String
    let units: Double

    static let all: [Sale] = {
        let table: [(String, [Double])] = [("Cube", [5, 7, 6, 9]), ("Sphere", [3, 4, 6, 5]), ("Pyramid", [2, 3, 2, 4])]
        return table.flatMap { product, units in
            units.enumerated().map { Sale(quarter: "Q\($0.offset + 1)", product: product, units: $0.element) }
        }
    }()
}
