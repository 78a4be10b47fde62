import Foundation

/// The lines of a laid-out text, top to bottom: built ``TextLine``s, or the lines of a uniform
/// text (``UniformTextLines``) described by how it wraps and made into `TextLine`s only as a
/// backend walks them.
///
/// Laying out a wrapped uniform text — what drawing asks for every text — then stores no lines
/// at all: its size and baselines come from measuring, and the line breaks are found again when
/// the lines are read (as cheaply as storing them would have cost).
///
/// Walking the lines in order (`for line in lines`, `map`, `first`) costs one line break a
/// line; ``subscript(_:)-(Int)`` by number walks from the first line to it.
package struct TextLines: Collection, ExpressibleByArrayLiteral, Equatable, Sendable {
    private enum Storage: Sendable {
        case list([TextLine])
        case uniform(UniformTextLines)
    }

    private let storage: Storage

    /// The lines of `lines`, in order.
    package init(_ lines: [TextLine]) { storage = .list(lines) }

    /// No lines.
    package init() { storage = .list([]) }

    /// The lines `lines` describes.
    init(_ lines: UniformTextLines) { storage = .uniform(lines) }

    package init(arrayLiteral elements: TextLine...) { self.init(Array(elements)) }

    /// A position: the line's number and, for described lines, where the line walk is.
    package struct Index: Comparable, Sendable {
        /// The line's number (0 for the first).
        package let offset: Int
        /// The described line at this position (unused for built lines).
        let line: UniformTextLines.Position?

        package static func == (lhs: Index, rhs: Index) -> Bool { lhs.offset == rhs.offset }
        package static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
    }

    package var startIndex: Index {
        switch storage {
        case .list: Index(offset: 0, line: nil)
        case .uniform(let lines): Index(offset: 0, line: lines.count > 0 ? lines.first : nil)
        }
    }

    package var endIndex: Index { Index(offset: count, line: nil) }

    /// The number of lines.
    package var count: Int {
        switch storage {
        case .list(let lines): lines.count
        case .uniform(let lines): lines.count
        }
    }

    package var isEmpty: Bool { count == 0 }

    package func index(after index: Index) -> Index {
        let next = index.offset + 1
        guard case .uniform(let lines) = storage, let line = index.line, next < lines.count else {
            return Index(offset: next, line: nil)
        }
        return Index(offset: next, line: lines.position(after: line))
    }

    package subscript(position: Index) -> TextLine {
        switch storage {
        case .list(let lines):
            return lines[position.offset]
        case .uniform(let lines):
            guard let line = position.line else { preconditionFailure("Line index out of range") }
            return lines.line(at: line)
        }
    }

    /// Walks the lines in order. (A concrete iterator: a backend in another module walking
    /// the lines through the collection's generic iterator called every member through a
    /// protocol witness.)
    package struct Iterator: IteratorProtocol {
        private let lines: TextLines
        private var position: Index

        fileprivate init(_ lines: TextLines) {
            self.lines = lines
            position = lines.startIndex
        }

        package mutating func next() -> TextLine? {
            guard position.offset < lines.count else { return nil }
            let line = lines[position]
            position = lines.index(after: position)
            return line
        }
    }

    package func makeIterator() -> Iterator { Iterator(self) }

    /// The line number `offset` (0 for the first). Described lines are walked to it.
    package subscript(offset: Int) -> TextLine {
        switch storage {
        case .list(let lines):
            return lines[offset]
        case .uniform:
            precondition(offset >= 0 && offset < count, "Line index out of range")
            return self[self.index(startIndex, offsetBy: offset)]
        }
    }

    /// Lines of one height: how many, their height and the spacing between them; `nil` when
    /// they are listed (their heights may differ).
    var uniformHeights: (count: Int, height: CGFloat, spacing: CGFloat)? {
        guard case .uniform(let lines) = storage else { return nil }
        return (lines.count, lines.height, lines.spacing)
    }

    /// Whether the lines are equal: described the same way, or line by line (two lists as
    /// arrays compare, at once when they are one array: a display list recorded again compares
    /// the lines it kept).
    package static func == (lhs: TextLines, rhs: TextLines) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.list(let left), .list(let right)):
            return left == right
        case (.uniform(let left), .uniform(let right)):
            if left.isSame(as: right) { return true }
        default:
            break
        }
        return lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}
