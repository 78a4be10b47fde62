import Dispatch

/// Wall-clock timing of a piece of work, in milliseconds.
enum Stopwatch {
    /// Runs `work` once and returns how long it took, in milliseconds.
    @MainActor
    static func milliseconds(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
}

/// The timings of the iterations of one figure.
struct Samples {
    var values: [Double]

    var median: Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var min: Double { values.min() ?? .nan }

    /// Runs `iteration` `warmUps` times untimed, then `iterations` times, keeping the
    /// milliseconds each timed run reports. An iteration times its own work (with
    /// ``Stopwatch``), so it can set up or tear down outside the timed part.
    @MainActor
    static func collect(warmUps: Int, iterations: Int, _ iteration: (_ index: Int) -> Double) -> Samples {
        for index in 0..<warmUps { _ = iteration(index) }
        return Samples(values: (0..<iterations).map { iteration(warmUps + $0) })
    }
}
