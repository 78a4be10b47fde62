import SwiftShims

/// Calls `body` with the Swift metadata sections of every image loaded in the process (the
/// executable and each shared library), as the Swift runtime registered them.
///
/// `swift_enumerateAllMetadataSections` is the runtime's entry point for this (Swift
/// Testing finds its tests with it on Linux); the layout of what it passes,
/// `MetadataSections`, comes from `SwiftShims`.
func forEachMetadataSections(_ body: (MetadataSections) -> Void) {
    withoutActuallyEscaping(body) { body in
        var callback = body
        withUnsafeMutablePointer(to: &callback) { context in
            swift_enumerateAllMetadataSections({ sections, context in
                // Versions before 4 have no `swift5_tests` range; nothing here needs older ones.
                guard sections.load(as: UInt.self) >= 4 else { return true }
                let body = context.assumingMemoryBound(to: ((MetadataSections) -> Void).self).pointee
                body(sections.load(as: MetadataSections.self))
                return true
            }, context)
        }
    }
}

extension MetadataSectionRange {
    /// The section's bytes, or `nil` if the image has no such section.
    var bytes: UnsafeRawBufferPointer? {
        guard let start = UnsafeRawPointer(bitPattern: self.start), length > 0 else { return nil }
        return UnsafeRawBufferPointer(start: start, count: Int(length))
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)
