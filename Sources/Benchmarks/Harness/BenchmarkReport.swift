import Foundation

/// One line of the final table.
struct ResultRow {
    var workload: String
    /// Nil when the workload can't run yet.
    var samples: Samples?
    var bodyEvaluations: Int?
    /// Peak resident memory while the figure ran, in kibibytes.
    var peakKiB: Int?
    /// The target on the median, in milliseconds.
    var targetMilliseconds: Double?
    /// Why the workload didn't run.
    var unavailableReason: String?

    var targetMet: Bool? {
        guard let target = targetMilliseconds, let samples else { return nil }
        return samples.median <= target
    }
}

/// Collects the figures of a run: prints each as it is measured, and the table at the end.
@MainActor
final class BenchmarkReport {
    let options: BenchmarkOptions
    private(set) var rows: [ResultRow] = []
    private(set) var findings: [String] = []

    init(options: BenchmarkOptions) {
        self.options = options
    }

    /// Measures one figure: resets the peak memory, runs `measure` (which returns the timings
    /// and the body evaluations of one iteration), records the row and prints it.
    @discardableResult
    func figure(_ workload: String, targetMilliseconds: Double? = nil,
                _ measure: () -> (samples: Samples, bodyEvaluations: Int?)) -> Samples {
        PeakMemory.reset()
        let (samples, evaluations) = measure()
        let row = ResultRow(workload: workload, samples: samples, bodyEvaluations: evaluations,
                            peakKiB: PeakMemory.kibibytes(), targetMilliseconds: targetMilliseconds)
        rows.append(row)
        print("  \(workload): median \(Format.ms(samples.median)) ms, min \(Format.ms(samples.min)) ms"
              + (evaluations.map { ", \($0) body evaluations" } ?? ""))
        return samples
    }

    /// Records a workload that can't run yet, with the reason, instead of a figure.
    func unavailable(_ workload: String, reason: String, targetMilliseconds: Double? = nil) {
        rows.append(ResultRow(workload: workload, targetMilliseconds: targetMilliseconds, unavailableReason: reason))
        print("  \(workload): n/a (\(reason))")
    }

    /// Records a derived figure (a ratio, a count) printed under the table.
    func finding(_ line: String) {
        findings.append(line)
        print("  → \(line)")
    }

    /// The final table (Markdown), then the findings.
    func printSummary() {
        print("")
        print("| workload | median ms | min ms | body evaluations | peak memory MiB | target |")
        print("|---|---:|---:|---:|---:|---|")
        for row in rows {
            let evaluations = row.bodyEvaluations.map(String.init) ?? "–"
            let memory = row.peakKiB.map { String(format: "%.1f", Double($0) / 1024) } ?? "–"
            let target: String
            switch (row.targetMilliseconds, row.targetMet) {
            case (let limit?, true?): target = "≤ \(Format.ms(limit)) ✓"
            case (let limit?, false?): target = "≤ \(Format.ms(limit)) ✗ missed"
            case (let limit?, nil): target = "≤ \(Format.ms(limit))"
            case (nil, _): target = ""
            }
            if let reason = row.unavailableReason {
                print("| \(row.workload) | n/a (\(reason)) | | | | \(target) |")
            } else if let samples = row.samples {
                print("| \(row.workload) | \(Format.ms(samples.median)) | \(Format.ms(samples.min)) | \(evaluations) | \(memory) | \(target) |")
            }
        }
        if !PeakMemory.isResettable {
            print("\n(peak memory could not be reset per workload: each figure is the process's peak so far)")
        }
        if !findings.isEmpty {
            print("")
            for line in findings { print("- \(line)") }
        }
    }
}

/// Number formatting for the report.
enum Format {
    /// Milliseconds with three significant decimals for small values.
    static func ms(_ value: Double) -> String {
        value >= 100 ? String(format: "%.1f", value) : value >= 1 ? String(format: "%.2f", value) : String(format: "%.3f", value)
    }

    /// A ratio such as `1.07`.
    static func ratio(_ value: Double) -> String { String(format: "%.2f", value) }

    /// Microseconds per element.
    static func us(_ value: Double) -> String { String(format: "%.3f", value) }
}
