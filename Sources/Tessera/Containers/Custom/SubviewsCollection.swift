/// An opaque collection representing the subviews of view.
///
/// Built lazily: `count` and `self[i]` build only what they need (a `ForEach` of a million
/// rows whose row type has a static subview count costs O(1) to count and O(1) per access).
///
/// Used on the main actor only (it refers to graph nodes); `@unchecked Sendable` so that its
/// nonisolated `Collection` requirements can reach the graph.
public struct SubviewsCollection: RandomAccessCollection, @unchecked Sendable {
    enum Storage {
        /// All subviews of a node.
        case node(ViewNode)
        /// An explicit list (implicit sections gather subviews of several nodes).
        case list([ResolvedSubview])
    }

    let storage: Storage
    public let startIndex = 0
    public let endIndex: Int

    @MainActor
    init(node: ViewNode) {
        storage = .node(node)
        endIndex = node.subviewCount
    }

    @MainActor
    init(list: [ResolvedSubview]) {
        storage = .list(list)
        endIndex = list.count
    }

    public typealias Index = Int
    public typealias Element = Subview
    public typealias SubSequence = SubviewsCollectionSlice

    public subscript(position: Int) -> Subview {
        MainActor.assumeIsolated {
            switch storage {
            case .node(let node): Subview(node.subview(at: position))
            case .list(let list): Subview(list[position])
            }
        }
    }

    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(base: self, bounds: bounds)
    }
}

/// A slice of a SubviewsCollection.
public struct SubviewsCollectionSlice: RandomAccessCollection {
    let base: SubviewsCollection
    let bounds: Range<Int>

    public var startIndex: Int { bounds.lowerBound }
    public var endIndex: Int { bounds.upperBound }
    public subscript(position: Int) -> Subview { base[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: base, bounds: bounds) }
}

extension SubviewsCollection: View {
    public typealias Body = Never
}

extension SubviewsCollection: PrimitiveView {
    /// Placed in a view, a subviews collection shows all of its subviews.
    static var subviewBehavior: SubviewBehavior { .transparent }

    func reconcile(in node: ViewNode) {
        node.updateChildren(map { (ChildKey.element(AnyHashable($0.id), occurrence: 0), $0 as any View) }, environment: node.environment)
    }
}

extension SubviewsCollectionSlice: View {
    public typealias Body = Never
}

extension SubviewsCollectionSlice: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transparent }

    func reconcile(in node: ViewNode) {
        node.updateChildren(map { (ChildKey.element(AnyHashable($0.id), occurrence: 0), $0 as any View) }, environment: node.environment)
    }
}

extension SubviewsCollection {
    /// Releases the on-demand `ForEach` row holding subview `position`, if it is one (a lazy
    /// container no longer shows the subview).
    @MainActor
    func releaseSubview(at position: Int) {
        guard case .node(let source) = storage, position < source.subviewCount else { return }
        ReleasableRow(containing: source.subview(at: position).node, below: source)?.release()
    }
}

extension SubviewsCollection {
    /// Whether `subview` is the first and whether it is the last of this collection. For the
    /// rows of an on-demand `ForEach` (one subview per row) this is read from the row's
    /// offset, without building the first and last rows.
    @MainActor
    func ends(of subview: Subview) -> (isFirst: Bool, isLast: Bool) {
        if case .some(.some(let offset)) = offset(ofSubviewNode: subview.resolved.node) {
            return (offset == 0, offset == endIndex - 1)
        }
        return (first?.id == subview.id, last?.id == subview.id)
    }

    /// The offset of the subview whose unary node is `node`, found without building other
    /// subviews: from the row's key when the collection is the rows of an on-demand `ForEach`
    /// (one subview per row), by identity in an explicit list. `.some(nil)`: not in the
    /// collection; `nil`: unknown without building every subview.
    @MainActor
    func offset(ofSubviewNode node: ViewNode) -> Int?? {
        guard node.isMounted else { return .some(nil) }
        switch storage {
        case .list(let list):
            return .some(list.firstIndex { $0.node === node })
        case .node(let source):
            guard let state = source.payload as? ForEachState, state.rowSubviewCount == 1 else { return nil }
            var current: ViewNode? = node
            while let candidate = current, candidate.parent !== source { current = candidate.parent }
            guard let row = current else { return .some(nil) }
            return .some(state.offset(of: row.key))
        }
    }
}
