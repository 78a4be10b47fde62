import Foundation

// Seed 002's chart data: the recent heart-rate samples the heart-rate cell's sparkline shows.

/// One heart-rate reading: when it was taken and the beats per minute.
public struct HeartRateSample: Identifiable, Sendable {
    public let id: Int
    public let time: Date
    public let beatsPerMinute: Int

    public init(id: Int, time: Date, beatsPerMinute: Int) {
        self.id = id
        self.time = time
        self.beatsPerMinute = beatsPerMinute
    }
}

/// A morning's readings, one every 20 minutes (fixed dates, so drawings are reproducible).
public let heartRateSamples: [HeartRateSample] = [72, 78, 90, 84, 96, 88, 80, 76, 91, 85].enumerated().map {
    HeartRateSample(id: $0.offset, time: Date(timeIntervalSinceReferenceDate: 738_921_600 + Double($0.offset) * 1200),
                    beatsPerMinute: $0.element)
}
