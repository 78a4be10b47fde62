/// The rows a ``ForEachState`` has built, each with its offset in the current data, found by
/// the row's identity.
///
/// A row whose element id is an `Int` (every row of `ForEach(0..<n)`) is found by that `Int`:
/// hashing and comparing it costs a few instructions, where its ``ChildKey`` hashes and
/// compares an `AnyHashable` (thousands of instructions per look-up in a 10,000-row table).
/// Other rows are found by their key.
struct ForEachRows {
    /// A built row and its offset in the current data.
    struct Entry {
        var row: ViewNode
        var offset: Int
    }

    /// How a row is found: its `Int` element id, else its key. Derived the same way from any
    /// key (``init(_:)``), so a row is found whichever way its key was computed.
    enum Index: Hashable {
        case id(Int)
        case key(ChildKey)

        /// The index of the row under `key`.
        init(_ key: ChildKey) {
            if let value = key.integerElementID {
                self = .id(value)
            } else {
                self = .key(key)
            }
        }
    }

    private var byID: [Int: Entry] = [:]
    private var byKey: [ChildKey: Entry] = [:]

    var count: Int { byID.count + byKey.count }
    var isEmpty: Bool { byID.isEmpty && byKey.isEmpty }

    /// Makes room for `count` rows found by id.
    mutating func reserveCapacity(ids count: Int) {
        byID.reserveCapacity(count)
    }

    subscript(index: Index) -> Entry? {
        get {
            switch index {
            case .id(let id): byID[id]
            case .key(let key): byKey[key]
            }
        }
        set {
            switch index {
            case .id(let id): byID[id] = newValue
            case .key(let key): byKey[key] = newValue
            }
        }
    }

    /// The row for `key`, if built.
    subscript(key: ChildKey) -> Entry? {
        get { self[Index(key)] }
        set { self[Index(key)] = newValue }
    }

    /// Every built row, in no particular order.
    var entries: [Entry] { Array(byID.values) + Array(byKey.values) }
}

extension ForEachKeys {
    /// The index of the row at `offset` (see ``ForEachRows/Index``); for a range, without
    /// making its key.
    func rowIndex(at offset: Int) -> ForEachRows.Index {
        if case .range(let range) = self { return .id(range.lowerBound + offset) }
        return ForEachRows.Index(self[offset])
    }
}
