import Foundation

/// A type-erased list of data representing the content of a navigation stack.
///
/// Each element is a value a `navigationDestination(for:destination:)` in the stack turns into a
/// view. When every element is `Codable`, ``codable`` serializes the path, and
/// ``init(_:)-(CodableRepresentation)`` restores it.
public struct NavigationPath: Equatable {
    struct Element {
        var value: AnyHashable
        /// Encodes the value as JSON; nil when it was appended without `Codable`.
        var encode: (() throws -> Data)?
        /// The value's type, as `_typeByName` finds it again.
        var typeName: String
    }

    var elements: [Element] = []

    /// Creates a new, empty navigation path.
    public init() {}

    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        for element in elements { append(element) }
    }

    /// Creates a new navigation path from the contents of a sequence that contains codable
    /// elements.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        for element in elements { append(element) }
    }

    /// Creates a new navigation path from a serializable version.
    public init(_ codable: CodableRepresentation) {
        elements = codable.elements
    }

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// A value that holds the serialized contents of this path, or nil when some element isn't
    /// `Codable`.
    public var codable: CodableRepresentation? {
        guard elements.allSatisfy({ $0.encode != nil }) else { return nil }
        return CodableRepresentation(elements: elements)
    }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(Element(value: AnyHashable(value), encode: nil, typeName: _mangledTypeName(V.self) ?? _typeName(V.self)))
    }

    /// Appends a new codable value to the end of this path.
    public mutating func append<V: Hashable & Codable>(_ value: V) {
        elements.append(Element(value: AnyHashable(value), encode: { try JSONEncoder().encode(value) },
                                typeName: _mangledTypeName(V.self) ?? _typeName(V.self)))
    }

    /// Removes values from the end of this path (all of them when `k` is larger than
    /// ``count``).
    public mutating func removeLast(_ k: Int = 1) {
        if k > elements.count {
            RuntimeWarnings.report("NavigationPath.removeLast(\(k)) on a path of \(elements.count) elements: removing all of them.",
                                   site: "NavigationPath.removeLast")
        }
        elements.removeLast(min(max(k, 0), elements.count))
    }

    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.elements.map(\.value) == rhs.elements.map(\.value)
    }

    /// A serializable representation of a navigation path: each element's type name and its
    /// JSON, last element first.
    public struct CodableRepresentation: Codable, Equatable {
        var elements: [Element]

        init(elements: [Element]) { self.elements = elements }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var reversed: [Element] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable & Encodable).Type else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "NavigationPath: no Codable & Hashable type named \(typeName)")
                }
                reversed.append(try Self.decodeElement(type, typeName: typeName, json: Data(json.utf8)))
            }
            elements = reversed.reversed()
        }

        private static func decodeElement<T: Decodable & Hashable & Encodable>(_ type: T.Type, typeName: String, json: Data) throws -> Element {
            let value = try JSONDecoder().decode(T.self, from: json)
            return Element(value: AnyHashable(value), encode: { try JSONEncoder().encode(value) }, typeName: typeName)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements.reversed() {
                guard let encode = element.encode else { continue }
                try container.encode(element.typeName)
                try container.encode(String(decoding: try encode(), as: UTF8.self))
            }
        }

        public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool {
            lhs.elements.map(\.value) == rhs.elements.map(\.value)
        }
    }
}

extension NavigationPath: CustomStringConvertible {
    public var description: String { "NavigationPath(\(elements.map { "\($0.value.base)" }.joined(separator: ", ")))" }
}
