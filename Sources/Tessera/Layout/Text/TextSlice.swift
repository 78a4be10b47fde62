import Foundation

/// Some characters of a text: a range of UTF-8 offsets into a string that holds them (usually
/// the whole run's string), made into a `String` only when one is asked for.
///
/// A laid-out line keeps its characters as a slice: laying a wrapped text out copies no
/// characters and allocates no string per line (a backend that draws the line makes the string
/// it needs). Slices are equal when their characters are, wherever they are stored.
package struct TextSlice: Sendable {
    /// The string the characters are in.
    private let storage: String
    /// The characters' UTF-8 offsets in `storage` (on character boundaries).
    private let utf8Range: Range<Int>

    /// All of `string`.
    package init(_ string: String) {
        self.storage = string
        self.utf8Range = 0..<string.utf8.count
    }

    /// The characters of `storage` at the UTF-8 offsets `utf8Range`, which must start and end
    /// on character boundaries.
    package init(_ storage: String, utf8Range: Range<Int>) {
        self.storage = storage
        self.utf8Range = utf8Range
    }

    /// Whether the slice has no characters.
    package var isEmpty: Bool { utf8Range.isEmpty }

    /// The number of UTF-8 code units.
    package var utf8Count: Int { utf8Range.count }

    /// The characters as a string (the storage itself when the slice is all of it).
    package var string: String {
        if utf8Range.lowerBound == 0 && utf8Range.upperBound == storage.utf8.count { return storage }
        return withUTF8 { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the slice's UTF-8 code units.
    package func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var storage = storage
        return storage.withUTF8 { body(UnsafeBufferPointer(rebasing: $0[utf8Range])) }
    }
}

extension TextSlice: Equatable {
    /// Whether the two slices have the same characters (the same UTF-8 code units).
    package static func == (lhs: TextSlice, rhs: TextSlice) -> Bool {
        guard lhs.utf8Range.count == rhs.utf8Range.count else { return false }
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
    }
}
