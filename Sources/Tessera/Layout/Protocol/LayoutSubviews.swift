import Foundation

/// A collection of proxy values that represent the subviews of a layout view.
///
/// The proxies appear in the order the subviews appear in the container's content.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection

    private let storage: [LayoutSubview]
    private let range: Range<Int>
    /// Whether these are all of a container node's subviews, in order, as the node made them.
    private let isContainersOwn: Bool

    /// The container node whose subviews these are, all of them in order; `nil` for a
    /// subset, a collection made by hand, or no subviews. Built-in layouts memoize
    /// per-proposal work on it.
    ///
    /// Found through the first subview's node, not stored: the container caches its own
    /// subviews, so a strong reference would keep every layout tree alive after its host is
    /// gone, and a weak one gives the container a side table (every retain and release of it
    /// takes the slow path) and costs an atomic side-table operation on every copy of the
    /// collection. A node's `parent` is cleared when the parent goes away, and the subview
    /// proxies hold their nodes, so the container found is alive.
    @MainActor
    var container: LayoutNode? {
        guard isContainersOwn, let first = storage.first, let parent = first.node.parent,
              parent.children.count == storage.count else { return nil }
        return parent
    }

    init(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
        storage = subviews
        range = subviews.indices
        self.layoutDirection = layoutDirection
        isContainersOwn = false
    }

    /// A container node's subviews: `subviews` stand for all of its children, in order.
    init(containerChildren subviews: [LayoutSubview], layoutDirection: LayoutDirection) {
        storage = subviews
        range = subviews.indices
        self.layoutDirection = layoutDirection
        isContainersOwn = true
    }

    private init(storage: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection) {
        self.storage = storage
        self.range = range
        self.layoutDirection = layoutDirection
        isContainersOwn = false
    }

    /// The index of the first subview.
    public var startIndex: Int { range.lowerBound }

    /// An index that's one higher than the last subview.
    public var endIndex: Int { range.upperBound }

    public subscript(index: Int) -> LayoutSubview {
        precondition(range.contains(index), "LayoutSubviews index out of range")
        return storage[index]
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= range.lowerBound && bounds.upperBound <= range.upperBound,
                     "LayoutSubviews range out of bounds")
        return LayoutSubviews(storage: storage, range: bounds, layoutDirection: layoutDirection)
    }

    /// Gets the subviews at the specified indices, in that order.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(indices.map { self[$0] }, layoutDirection: layoutDirection)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.layoutDirection == rhs.layoutDirection && lhs.elementsEqual(rhs)
    }
}
