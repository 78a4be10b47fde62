import Foundation

extension TextLine {
    /// A line's fragments: none, one kept in place (a line in one run's font, the commonest,
    /// allocates no array), or a list.
    package struct Fragments: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
        private enum Storage: Sendable {
            case one(Fragment)
            case list([Fragment])
        }

        private var storage: Storage

        /// No fragments.
        package init() { storage = .list([]) }

        /// The one fragment `fragment`.
        package init(_ fragment: Fragment) { storage = .one(fragment) }

        /// The fragments of `list`, in order.
        package init(_ list: [Fragment]) { storage = .list(list) }

        package init(arrayLiteral elements: Fragment...) { self.init(elements) }

        package var startIndex: Int { 0 }

        package var endIndex: Int {
            switch storage {
            case .one: 1
            case .list(let list): list.count
            }
        }

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
