/// How the view graph builds and updates the layout tree.
///
/// Invariants:
/// - Every mounted node whose view has a layout role and that is unary (or a modifier over
///   exactly one subview) owns one ``LayoutNode``, kept across updates; a leaf's sizing and a
///   container's or modifier's `Layout` value are replaced in place when the view changes.
/// - A container's layout children are its content's resolved subviews' layout nodes, in
///   order. They are refreshed when the container rebuilds, and when a node is created or
///   removed anywhere below it in the same container (``subviewsDidChange()``).
/// - A modifier applied to several subviews makes one wrapper layout node per subview
///   (``wrapperLayouts``, by subview id).
extension ViewNode {
    /// The layout role of this node's view, if it has one.
    var layoutRole: LayoutRole? {
        switch kind {
        case .composite:
            return nil
        case .primitive:
            if traits.isModifiedContent {
                if let provider = traits.modifierRoleProvider, let modified = traits.modifiedContentType,
                   let role = modified.modifierLayoutRole(of: view, provider: provider, in: self) {
                    return role
                }
                // A modifier that applies to each subview but has no layout of its own (a
                // container value, …) passes its content's layout through.
                return subviewBehavior == .distributing ? .modifier(PassthroughLayout()) : nil
            }
            if let provider = traits.layoutRoleProvider, let role = provider.layoutRole(of: view, in: self) {
                return role
            }
            return subviewBehavior == .unary ? .container(ZStackLayout()) : nil
        }
    }

    /// Whether this node gathers subviews into its own layout (a unary container, or a
    /// modifier over one subview).
    var isLayoutContainer: Bool {
        guard !borrowsLayout, let layoutNode else { return false }
        return !layoutNode.isLeaf
    }

    /// Brings this node's layout node up to date after a rebuild.
    func updateLayout() {
        if updateLayoutInPlace() { return }
        guard let role = layoutRole else { return }
        // Consumed: the payload (a leaf's sizing holds closures and an identity box; a layout is
        // an existential) is taken out, not copied with a retain of everything it holds.
        switch consume role {
        case .leaf(let sizing):
            if let layoutNode {
                layoutNode.setLeafSizing(sizing)
            } else {
                layoutNode = LayoutNode(leaf: consume sizing, labelType: viewType)
            }
        case .container(let layout):
            updateContainerLayout(layout)
        case .modifier(let layout):
            updateModifierLayout(layout, configure: nil)
        case .traits(let configure):
            updateModifierLayout(PassthroughLayout(), configure: configure)
        case .borrowed(let borrowed):
            borrowsLayout = true
            layoutNode = borrowed
        }
    }

    /// ``updateLayout()`` through the view's ``LayoutRoleProviding/updateLayoutInPlace(at:in:)``
    /// (read in place in the node, as ``layoutRole`` reads the role): true when it did it.
    private func updateLayoutInPlace() -> Bool {
        guard case .primitive = kind else { return false }
        if traits.isModifiedContent {
            guard let provider = traits.modifierRoleProvider, let modified = traits.modifiedContentType else { return false }
            return modified.updateModifierLayoutInPlace(provider: provider, in: self)
        }
        guard let provider = traits.layoutRoleProvider, viewType == provider else { return false }
        return withViewAddress { provider.updateLayoutInPlace(at: $0, in: self) }
    }

    /// ``updateLayout()`` for a container whose layout is `layout` (a `.container` role).
    func updateContainerLayout<L: Layout>(_ layout: L) {
        setOwnLayout(layout)
        refreshLayoutChildren()
        attachGeometryReader()
    }

    /// Makes or updates this node's own container layout node with `layout` (specialized for a
    /// stack's or frame's layout, called from its type; opened from a role's `any Layout`).
    private func setOwnLayout<L: Layout>(_ layout: L) {
        if let layoutNode {
            layoutNode.setLayout(layout)
        } else {
            layoutNode = LayoutNode.container(layout, labelType: viewType)
        }
    }

    /// ``updateLayout()`` for a modifier whose layout is `layout` (a `.modifier` role), or
    /// that only sets traits (`configure`, with a ``PassthroughLayout``).
    func updateModifierLayout<L: Layout>(_ layout: L, configure: ((LayoutNode) -> Void)?) {
        if let content = children.first, content.subviewCount == 1 {
            if !wrapperLayouts.isEmpty { wrapperLayouts = [:] }
            setOwnLayout(layout)
            guard let layoutNode else { return }
            if let configure { configure(layoutNode) }
            if traits.providesLayoutChildren || children.count != 1 {
                refreshLayoutChildren()
            } else {
                // Its one subview's layout node, counted once (the general refresh counts the
                // subviews again to reserve, and once more to collect them).
                layoutNode.setOnlyChild(content.onlySubviewLayoutNode)
            }
        } else {
            layoutNode = nil
            for wrapper in wrapperLayouts.values {
                wrapper.setLayout(layout)
                configure?(wrapper)
            }
        }
    }

    /// Re-collects this container's subviews' layout nodes into its layout node.
    func refreshLayoutChildren() {
        guard let layoutNode, isLayoutContainer else { return }
        if traits.providesLayoutChildren, let custom = layoutChildrenProvider {
            layoutNode.replaceChildren(custom.layoutChildren(in: self))
            return
        }
        if let only = children.only, only.subviewBehavior == .unary {
            // One unary content view (a stack of one, a modifier's content): no counting walk.
            layoutNode.setOnlyChild(only.ownLayoutNode)
            return
        }
        var nodes: [LayoutNode] = []
        // Grown from empty, the array was allocated again for most containers (two subviews or
        // more). A refresh expects the count it had; the first one counts (a walk that
        // allocates nothing, but one a 1,000-row update shouldn't repeat).
        let previousCount = layoutNode.children.count
        let children = self.children
        nodes.reserveCapacity(previousCount > 0 ? previousCount : children.totalSubviewCount)
        Self.appendSubviewLayoutNodes(of: children, to: &nodes)
        layoutNode.replaceChildren(nodes)
    }

    /// Appends the layout nodes of this node's subviews, in order: ``forEachSubview(_:)``
    /// collecting each ``ResolvedSubview/layoutNode``, without a closure call and a resolved
    /// subview per subview where nothing wraps them (rows of a `ForEach`, conditionals,
    /// composite views).
    func appendSubviewLayoutNodes(to nodes: inout [LayoutNode]) {
        switch subviewBehavior {
        case .unary:
            nodes.append(ownLayoutNode)
        case .transparent:
            Self.appendSubviewLayoutNodes(of: children, to: &nodes)
        case .elements:
            (payload as! ForEachState).materializeAll(in: self)
            for child in children { child.appendSubviewLayoutNodes(to: &nodes) }
        case .distributing:
            // A modifier over one subview is that subview (as in ``forEachSubview(_:)``).
            if let content = children.first, content.subviewCount == 1 {
                nodes.append(ownLayoutNode)
            } else {
                forEachSubview { nodes.append($0.layoutNode) }
            }
        case .transform, .detached:
            forEachSubview { nodes.append($0.layoutNode) }
        }
    }

    /// The layout node of the one subview of this node (its ``subviewCount`` is 1): what
    /// ``appendSubviewLayoutNodes(to:)`` would append, without an array.
    var onlySubviewLayoutNode: LayoutNode {
        switch subviewBehavior {
        case .unary, .distributing:
            // A modifier over one subview is that subview (see `appendSubviewLayoutNodes`).
            return ownLayoutNode
        case .transparent:
            if let only = children.only { return only.onlySubviewLayoutNode }
        default:
            break
        }
        var nodes: [LayoutNode] = []
        appendSubviewLayoutNodes(to: &nodes)
        return nodes[0]
    }

    /// The layout nodes of the subviews of `nodes`, in order, each node read unretained
    /// (`nodes` is a parameter: it holds them meanwhile, whatever the walk changes).
    private static func appendSubviewLayoutNodes(of nodes: NodeChildren, to collected: inout [LayoutNode]) {
        nodes.forEachUnretained { $0.appendSubviewLayoutNodes(to: &collected) }
    }

    /// This unary node's layout node; one without a layout role gets an empty leaf.
    var ownLayoutNode: LayoutNode {
        if let own = layoutNode { return own }
        let empty = LayoutNode(leaf: .fixed(.zero), labelType: viewType)
        layoutNode = empty
        return empty
    }

    private var layoutChildrenProvider: (any LayoutChildrenProviding)? {
        guard traits.providesLayoutChildren else { return nil }
        if let modified = viewAs((any ModifiedContentProtocol).self) {
            return modified.anyModifier as? any LayoutChildrenProviding
        }
        return viewAs((any LayoutChildrenProviding).self)
    }

    /// Called on a parent when a child node was created or removed: the nearest container
    /// above (or the root) must re-collect its subviews.
    func subviewsDidChange() {
        // A row built or released on demand is no change of the subviews: whoever asked for
        // it (a container collecting its layout children) knows.
        if isChangingRowOnDemand { return }
        // (`depth`, not `parent`, tells the root: loading the parent retains it.)
        if isRebuilding, depth > 0, !isLayoutContainer {
            // The common case (a node made or removed while its parent rebuilds — every node of
            // a first build): what the loop below does first for this node, without retaining
            // the nodes it walks.
            subviewsChangedWhileRebuilding = true
            return
        }
        var node: ViewNode? = self
        var previous: ViewNode?
        while let current = node {
            if current.subviewBehavior == .transform, let source = current.children.first, source === previous {
                // The subviews a custom container transforms changed: it must transform again.
                if !current.isRebuilding { current.invalidate() }
                return
            }
            if current.isLayoutContainer || current.parent == nil {
                graph.containerNeedsRefresh(current)
                return
            }
            if current.isRebuilding {
                // It reports the change itself when its rebuild ends (one walk, not one per child).
                current.subviewsChangedWhileRebuilding = true
                return
            }
            previous = current
            node = current.parent
        }
    }

    /// The layout nodes of all subviews of `child`, as one node: the subview's own when there
    /// is exactly one, else an implicit `ZStack` of them kept in `slot`.
    func singleLayoutNode(of child: ViewNode, implicitStack slot: inout LayoutNode?) -> LayoutNode {
        let subviews = child.resolvedSubviews
        if subviews.count == 1 { return subviews[0].layoutNode }
        let stack = slot ?? LayoutNode(layout: ZStackLayout(), children: [], label: "implicit ZStack")
        stack.replaceChildren(subviews.map(\.layoutNode))
        slot = stack
        return stack
    }

    /// The layout node of a modifier around one of several subviews (made on first use).
    func wrapperLayout(for subviewID: Int, around child: LayoutNode) -> LayoutNode {
        if let existing = wrapperLayouts[subviewID] {
            existing.replaceChildren([child])
            return existing
        }
        let wrapper: LayoutNode
        switch layoutRole {
        case .modifier(let layout):
            wrapper = LayoutNode(anyLayout: layout, children: [child], labelType: viewType)
        case .traits(let configure):
            wrapper = LayoutNode(layout: PassthroughLayout(), children: [child], labelType: viewType)
            configure(wrapper)
        default:
            wrapper = LayoutNode(layout: PassthroughLayout(), children: [child], labelType: viewType)
        }
        wrapperLayouts[subviewID] = wrapper
        return wrapper
    }
}

extension ResolvedSubview {
    /// The subview's layout node: its unary node's, wrapped by the modifiers applied to it
    /// among several subviews. A unary node without a layout role gets an empty leaf.
    var layoutNode: LayoutNode {
        var current = node.ownLayoutNode
        for wrapper in wrappers {
            current = wrapper.wrapperLayout(for: id, around: current)
        }
        return current
    }
}
