import Foundation

/// Runtime warnings: messages SwiftUI prints for misuse that is not a crash (duplicate
/// `ForEach` ids, state modified during a view update, changes published off the main thread,
/// invalid frame dimensions). Each site warns once per process.
///
/// Safe to call from any thread.
public final class RuntimeWarnings: @unchecked Sendable {
    /// The process-wide registry (warnings are printed once per process, as SwiftUI's are).
    public static let shared = RuntimeWarnings()

    private let lock = NSLock()
    private var reportedSites: Set<String> = []
    private var log: [String] = []

    /// Every warning printed so far, in order (for tests and tools).
    @_spi(Testing) public var messages: [String] {
        lock.lock(); defer { lock.unlock() }
        return log
    }

    /// Prints `message` unless a warning for `site` was printed before.
    func warnOnce(_ message: String, site: String) {
        lock.lock()
        let isNew = reportedSites.insert(site).inserted
        if isNew { log.append(message) }
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("[Tessera] warning: \(message)\n".utf8)) }
    }

    /// Prints `message` once for `site` through the shared registry.
    package static func report(_ message: String, site: String) {
        shared.warnOnce(message, site: site)
    }
}
