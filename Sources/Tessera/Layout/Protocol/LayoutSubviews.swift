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
    /// The container node whose subviews these are, all of them in order; `nil` for a
    /// subset or a collection made by hand. Built-in layouts memoize per-proposal work on it.
    ///
    /// Weak: the container caches its own subviews, so a strong reference would keep every
    /// layout tree alive after its host is gone.
    private(set) weak var container: LayoutNode?

    init(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight, container: LayoutNode? = nil) {
        storage = subviews
        range = subviews.indices
        self.layoutDirection = layoutDirection
        self.container = container
    }

    private init(storage: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection) {
        self.storage = storage
        self.range = range
        self.layoutDirection = layoutDirection
        self.container = nil
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
