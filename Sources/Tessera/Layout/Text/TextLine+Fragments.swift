import Foundation

extension TextLine {
    /// A line's fragments: none, one kept in place (a line in one run's font, the commonest,
    /// allocates no array), or a list.
    ///
    /// Inlinable: a backend walks the fragments of every line it draws, and calls through the
    /// collection's conformance from another module cost more than the walk.
    package struct Fragments: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
        @usableFromInline
        enum Storage: Sendable {
            case one(Fragment)
            case list([Fragment])
        }

        @usableFromInline
        var storage: Storage

        /// No fragments.
        @inlinable
        package init() { storage = .list([]) }

        /// The one fragment `fragment`.
        @inlinable
        package init(_ fragment: Fragment) { storage = .one(fragment) }

        /// The fragments of `list`, in order.
        @inlinable
        package init(_ list: [Fragment]) { storage = .list(list) }

        @inlinable
        package init(arrayLiteral elements: Fragment...) { self.init(elements) }

        @inlinable
        package var startIndex: Int { 0 }

        @inlinable
        package var endIndex: Int {
            switch storage {
            case .one: 1
            case .list(let list): list.count
            }
        }

        @inlinable
        package subscript(position: Int) -> Fragment {
            switch storage {
            case .one(let fragment):
                precondition(position == 0, "Fragment index out of range")
                return fragment
            case .list(let list):
                return list[position]
            }
        }

        package static func == (lhs: Fragments, rhs: Fragments) -> Bool {
            lhs.elementsEqual(rhs)
        }
    }
}
