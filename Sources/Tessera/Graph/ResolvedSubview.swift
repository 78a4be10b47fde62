/// One subview as a container sees it: a unary view, after `Group`s, tuples, `ForEach`es,
/// conditionals and composite views have been looked through.
///
/// When a layout or drawing modifier was applied to several views at once
/// (`Group { A; B }.padding()`), each resolved subview carries that modifier node in `wrappers`
/// (innermost first): the modifier applies to each subview separately, as in SwiftUI.
@MainActor
struct ResolvedSubview {
    /// The unary node.
    let node: ViewNode
    /// Modifier nodes that apply to this subview, innermost first.
    var wrappers: [ViewNode] = []

    /// A stable identity for as long as the subview keeps its identity in the graph.
    var id: Int { node.serial }
}

extension ViewNode {
    /// The number of subviews this node contributes to its container.
    ///
    /// - Complexity: O(children) for transparent nodes; O(1) for a `ForEach` whose row type has
    ///   a static count, else O(rows).
    var subviewCount: Int {
        switch subviewBehavior {
        case .unary:
            return 1
        case .transparent:
            return children.totalSubviewCount
        case .distributing:
            return children.first?.subviewCount ?? 0
        case .elements:
            return (payload as! ForEachState).subviewCount(in: self)
        case .transform:
            return children.dropFirst().totalSubviewCount
        case .detached:
            return 0
        }
    }

    /// The subview at `index`, building it if it was not built yet (lazy `ForEach` rows).
    func subview(at index: Int) -> ResolvedSubview {
        switch subviewBehavior {
        case .unary:
            precondition(index == 0, "subview index out of range")
            return ResolvedSubview(node: self)
        case .transparent:
            var remaining = index
            for child in children {
                let count = child.subviewCount
                if remaining < count { return child.subview(at: remaining) }
                remaining -= count
            }
            preconditionFailure("subview index out of range")
        case .distributing:
            guard let content = children.first else { preconditionFailure("subview index out of range") }
            if content.subviewCount == 1 { return ResolvedSubview(node: self) }
            var subview = content.subview(at: index)
            subview.wrappers.append(self)
            return subview
        case .elements:
            return (payload as! ForEachState).subview(at: index, in: self)
        case .transform:
            var remaining = index
            for child in children.dropFirst() {
                let count = child.subviewCount
                if remaining < count { return child.subview(at: remaining) }
                remaining -= count
            }
            preconditionFailure("subview index out of range")
        case .detached:
            preconditionFailure("subview index out of range")
        }
    }

    /// Calls `body` with every subview in order, building all of them.
    ///
    /// - Complexity: O(subviews).
    func forEachSubview(_ body: (ResolvedSubview) -> Void) {
        switch subviewBehavior {
        case .unary:
            body(ResolvedSubview(node: self))
        case .transparent:
            // A chain of transparent nodes with one child each (nested custom views, their
            // conditionals) is walked down in a loop, not a call per level. Unretained: each
            // node holds its children (a retain and a release per level and per child cost
            // more than the walk's checks).
            unowned(unsafe) var node = self
            while node.subviewBehavior == .transparent, let only = node.children.only { node = only }
            if node !== self { return node.forEachSubview(body) }
            Self.forEachSubview(of: children, body)
        case .distributing:
            guard let content = children.first else { return }
            if content.subviewCount == 1 { body(ResolvedSubview(node: self)); return }
            content.forEachSubview { subview in
                var wrapped = subview
                wrapped.wrappers.append(self)
                body(wrapped)
            }
        case .elements:
            let state = payload as! ForEachState
            state.materializeAll(in: self)
            // Unretained, as above: a list's rows are walked for each layout and recording.
            Self.forEachSubview(of: children, body)
        case .transform:
            for child in children.dropFirst() { child.forEachSubview(body) }
        case .detached:
            return
        }
    }

    /// `nodes` is a parameter: it holds the nodes while they are walked unretained.
    private static func forEachSubview(of nodes: NodeChildren, _ body: (ResolvedSubview) -> Void) {
        nodes.forEachUnretained { $0.forEachSubview(body) }
    }

    /// All subviews in order.
    var resolvedSubviews: [ResolvedSubview] {
        var result: [ResolvedSubview] = []
        forEachSubview { result.append($0) }
        return result
    }
}

extension Collection where Element == ViewNode {
    /// The number of subviews these nodes contribute, in a loop (a closure isolated to the
    /// main actor, as `reduce` would take, costs an executor check per call).
    @MainActor var totalSubviewCount: Int {
        var count = 0
        for node in self { count += node.subviewCount }
        return count
    }
}
