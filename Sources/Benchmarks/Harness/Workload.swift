import Foundation
import Tessera

/// One benchmark workload: a view tree written as plain SwiftUI code and the figures measured
/// on it.
@MainActor
protocol Workload {
    /// The name given to `--workload`.
    var name: String { get }
    /// What the workload measures, in one line (printed before its figures).
    var summary: String { get }
    /// Measures the workload's figures into `report`.
    func run(in report: BenchmarkReport)
}

/// The proposal the issue-8 workloads are hosted at.
let benchmarkCanvas = CGSize(width: 800, height: 800)
