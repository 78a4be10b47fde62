/// The identities of a `ForEach`'s elements, in data order, without necessarily storing one
/// key per element.
///
/// A `ForEach` over a `Range<Int>` whose ids are the elements (`ForEach(0..<n)`,
/// `ForEach(0..<n, id: \.self)`) stores only the range: key and offset are arithmetic, so
/// 1,000,000 rows cost nothing to identify. Other data stores one key per element and indexes
/// them (for offset look-ups) only when asked.
enum ForEachKeys {
    /// The element at offset `i` has id `range.lowerBound + i` (no duplicates possible).
    case range(Range<Int>)
    /// One key per element.
    case list([ChildKey])
    /// The ids of a subviews collection, computed on demand: the key at offset `i` builds
    /// only subview `i` of the source (`ForEach(subviews:)`, `ForEach(subviewsCollection)`).
    case subviews(SubviewsCollection)

    static var empty: ForEachKeys { .range(0..<0) }

    var count: Int {
        switch self {
        case .range(let range): range.count
        case .list(let keys): keys.count
        case .subviews(let subviews): subviews.count
        }
    }

    subscript(offset: Int) -> ChildKey {
        switch self {
        case .range(let range): .integerElement(range.lowerBound + offset)
        case .list(let keys): keys[offset]
        case .subviews(let subviews): .element(AnyHashable(subviews[offset].id), occurrence: 0)
        }
    }

    /// Whether `other` certainly identifies the same elements in the same order (`false` when
    /// unknown: subviews are identified on demand).
    ///
    /// - Complexity: O(1) for ranges, O(elements) for key lists (as computing them was).
    func isSameSequence(as other: ForEachKeys) -> Bool {
        switch (self, other) {
        case (.range(let a), .range(let b)): a == b || (a.isEmpty && b.isEmpty)
        case (.list(let a), .list(let b)): a == b
        default: false
        }
    }

    /// The offset of `key` when arithmetic (`.range`), or `nil` when unknown without an index.
    func arithmeticOffset(of key: ChildKey) -> Int?? {
        guard case .range(let range) = self else { return nil }
        guard let value = key.integerElementID, range.contains(value) else { return .some(nil) }
        return .some(value - range.lowerBound)
    }
}

extension ChildKey {
    /// The key of the `occurrence`th element with id `id`: ``integerElement(_:)`` for the first
    /// occurrence of an `Int` id, else ``element(_:occurrence:)``.
    static func element<ID: Hashable>(id: ID, occurrence: Int) -> ChildKey {
        if occurrence == 0, ID.self == Int.self { return .integerElement(unsafeBitCast(id, to: Int.self)) }
        if occurrence == 0, ID.self == AnyHashable.self, let value = unsafeBitCast(id, to: AnyHashable.self).base as? Int {
            return .integerElement(value)
        }
        return .element(AnyHashable(id), occurrence: occurrence)
    }

    /// The `Int` id of a first-occurrence element key, however it was made.
    var integerElementID: Int? {
        switch self {
        case .integerElement(let value): value
        case .identifiedElement(let identity) where identity.occurrence == 0: identity.id.base as? Int
        default: nil
        }
    }

    /// The id of an element key.
    var elementID: AnyHashable? {
        switch self {
        case .identifiedElement(let identity): identity.id
        case .integerElement(let value): AnyHashable(value)
        default: nil
        }
    }
}
