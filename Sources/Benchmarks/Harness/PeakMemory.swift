import Foundation

/// The process's peak resident memory (`VmHWM` in `/proc/self/status`).
///
/// ``reset()`` writes `5` to `/proc/self/clear_refs` (Linux ≥ 4.0), which sets the peak back
/// to the current resident size, so each workload reports its own peak rather than the
/// largest of all workloads run before it.
@MainActor
enum PeakMemory {
    /// Whether the peak could be reset (it can't in some sandboxes: the figures are then
    /// process-wide peaks, and the table says so).
    private(set) static var isResettable = true

    /// Sets the peak back to the current resident size.
    static func reset() {
        do {
            try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .ascii)
        } catch {
            isResettable = false
        }
    }

    /// The peak resident size in kibibytes, or nil where `/proc/self/status` has none.
    static func kibibytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }
}
