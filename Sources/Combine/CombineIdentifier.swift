import Synchronization

/// The source of unique identifiers for `CombineIdentifier()`.
private let nextCombineIdentifier = Atomic<UInt64>(0)

/// A unique identifier for identifying publisher streams.
///
/// Identifiers made with `init()` are unique for the life of the process; identifiers made
/// from an object are equal exactly when the objects are identical.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private enum Source: Hashable, Sendable {
        case serial(UInt64)
        case object(UInt)
    }

    private let source: Source

    /// Creates a unique Combine identifier.
    public init() {
        source = .serial(nextCombineIdentifier.add(1, ordering: .relaxed).newValue)
    }

    /// Creates a Combine identifier, using the bit pattern of the provided object.
    public init(_ obj: AnyObject) {
        source = .object(UInt(bitPattern: ObjectIdentifier(obj)))
    }

    public var description: String {
        switch source {
        case .serial(let value): "#\(value)"
        case .object(let address): "0x" + String(address, radix: 16)
        }
    }
}
