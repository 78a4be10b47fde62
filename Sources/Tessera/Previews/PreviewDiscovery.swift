/// Finds every `#Preview` of every module loaded in the process, with no list to maintain.
///
/// Each `#Preview` expansion emits a *discovery record* into the `swift5_tests` section of
/// its module's object file (`@section("swift5_tests") @used`, available without flags in
/// Swift 6.3). That section is the one Swift Testing uses for its own records; the records
/// share its layout — a 4-byte kind, a reserved word, an accessor function, a context and
/// a reserved word — and a preview record has its own kind, `'tprv'`, so Swift Testing skips
/// it and this type skips Swift Testing's. The Swift runtime knows where each loaded image's
/// `swift5_tests` section is and lists them through `swift_enumerateAllMetadataSections`;
/// this type walks those sections and calls the accessor of each preview record, which
/// returns the record's ``PreviewRegistry`` type. The same walk finds records in the
/// executable and in shared libraries, and `@used` keeps them through optimization (both
/// checked with `swiftc -O` and a shared library; Tessera's tests run debug builds).
///
/// `PreviewProvider` types need no macro: ``previewProviders`` reads the protocol
/// conformance records of the same images.
///
/// Tessera addition: SwiftUI's previews are found by Xcode, which has no Linux counterpart.
public enum PreviewDiscovery {
    /// The kind of a preview's discovery record: `'tprv'`.
    static let recordKind: UInt32 = 0x7470_7276

    /// Every preview type in the process, ordered by file and line.
    public static var registries: [any PreviewRegistry.Type] {
        var found: [any PreviewRegistry.Type] = []
        forEachMetadataSections { sections in
            if let records = sections.swift5_tests.bytes { found += registries(in: records) }
        }
        return found.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    /// The preview types of the records in one `swift5_tests` section.
    static func registries(in section: UnsafeRawBufferPointer) -> [any PreviewRegistry.Type] {
        let stride = MemoryLayout<__PreviewDiscoveryRecord>.stride
        guard let base = section.baseAddress else { return [] }
        return (0 ..< section.count / stride).compactMap { index in
            let record = (base + index * stride).load(as: __PreviewDiscoveryRecord.self)
            guard record.kind == recordKind else { return nil }
            let out = UnsafeMutablePointer<any PreviewRegistry.Type>.allocate(capacity: 1)
            defer { out.deallocate() }
            let expected: Any.Type = (any PreviewRegistry.Type).self
            let stored = withUnsafePointer(to: expected) { type in
                record.accessor(UnsafeMutableRawPointer(out), UnsafeRawPointer(type), nil, 0)
            }
            return stored ? out.move() : nil
        }
    }
}

/// The layout of a discovery record: Swift Testing's test content record
/// (kind, reserved, accessor, context, reserved).
public typealias __PreviewDiscoveryRecord = (
    kind: UInt32, reserved1: UInt32,
    accessor: @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> Bool,
    context: UInt, reserved2: UInt
)

/// The body of a discovery record's accessor, which `#Preview` writes: stores `registry`
/// at `outValue` when the caller asks for `any PreviewRegistry.Type`.
public func __storePreviewRegistry(
    _ registry: any PreviewRegistry.Type, to outValue: UnsafeMutableRawPointer, asTypeAt type: UnsafeRawPointer
) -> Bool {
    guard type.load(as: Any.Type.self) == (any PreviewRegistry.Type).self else { return false }
    outValue.initializeMemory(as: (any PreviewRegistry.Type).self, repeating: registry, count: 1)
    return true
}
