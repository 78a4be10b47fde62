import Foundation

/// Runtime tracing of the GTK backend, on standard output, when `TESSERA_TRACE=1`: windows
/// opened, frames drawn (and how many damaged rectangles), clicks, keys, and after each frame
/// where each text is in its window's surface (which tests under Xvfb use to click, and to read
/// what a window shows).
enum GTKTrace {
    static let isEnabled: Bool = ProcessInfo.processInfo.environment["TESSERA_TRACE"] == "1"

    static func log(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        FileHandle.standardOutput.write(Data("[tessera] \(message())\n".utf8))
    }
}
