/// The types that conform to a protocol, found by reading the protocol conformance records
/// the compiler emits into each image's `swift5_protocol_conformances` section.
///
/// The record layouts are the Swift ABI's (stable since Swift 5): the section is an array of
/// 32-bit relative pointers to *conformance descriptors*; a descriptor starts with a relative
/// (possibly indirect) pointer to the protocol's descriptor, a relative reference to the
/// conforming type's descriptor and, after the witness table pointer, flags saying how that
/// reference is stored. A context descriptor has flags, its parent and its name; a type's
/// descriptor then has its metadata access function. Only non-generic types are returned:
/// their access function takes just a metadata request.
struct ConformanceScan {
    /// The protocol's name and its module's name (`PreviewProvider`, `Tessera`).
    let protocolName: String
    let moduleName: String

    /// The metatypes of every non-generic type conforming to the protocol.
    func conformingTypes() -> [Any.Type] {
        var types: [Any.Type] = []
        forEachMetadataSections { sections in
            guard let records = sections.swift5_protocol_conformances.bytes else { return }
            for offset in stride(from: 0, to: records.count, by: 4) {
                let record = records.baseAddress! + offset
                if let type = conformingType(descriptor: Self.relative(record)) { types.append(type) }
            }
        }
        return types
    }

    private func conformingType(descriptor: UnsafeRawPointer) -> Any.Type? {
        guard let proto = Self.indirectable(descriptor), isTheProtocol(proto) else { return nil }
        let flags = (descriptor + 12).load(as: UInt32.self)
        let typeReference = descriptor + 4
        let typeDescriptor: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0: typeDescriptor = Self.relative(typeReference)
        case 1: typeDescriptor = Self.relative(typeReference).load(as: UnsafeRawPointer?.self)
        default: return nil  // Objective-C classes
        }
        guard let type = typeDescriptor else { return nil }
        let typeFlags = type.load(as: UInt32.self)
        let kind = typeFlags & 0x1F, isGeneric = typeFlags & 0x80 != 0
        guard (16 ... 18).contains(kind), !isGeneric else { return nil }  // class, struct, enum
        let accessFunction = Self.relative(type + 12)
        typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
        guard let metadata = unsafeBitCast(accessFunction, to: Accessor.self)(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// Whether the context descriptor `proto` is the protocol `moduleName.protocolName`.
    private func isTheProtocol(_ proto: UnsafeRawPointer) -> Bool {
        guard Self.name(of: proto) == protocolName, let module = Self.indirectable(proto + 4) else { return false }
        return Self.name(of: module) == moduleName
    }

    private static func name(of context: UnsafeRawPointer) -> String {
        String(cString: relative(context + 8).assumingMemoryBound(to: CChar.self))
    }

    /// The target of the 32-bit relative pointer at `field`.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
        field + Int(field.load(as: Int32.self))
    }

    /// The target of the relative pointer at `field` whose low bit says it points to a
    /// pointer to the target.
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.load(as: Int32.self))
        guard offset & 1 != 0 else { return offset == 0 ? nil : field + offset }
        return (field + (offset & ~1)).load(as: UnsafeRawPointer?.self)
    }
}
