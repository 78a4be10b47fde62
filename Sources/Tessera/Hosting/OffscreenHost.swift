/// Hosts a view with no window: for tests, tools, `ImageRenderer` and benchmarks.
///
/// The host owns a view graph. State changes mark nodes dirty and are applied, all together,
/// by the next ``update()``; nothing updates behind your back, so tests see each step.
@MainActor
public final class OffscreenHost<Content: View> {
    let graph = ViewGraph()
    /// The root of the layout tree: the root view's subviews in a vertical stack, as a window
    /// arranges several root views.
    let rootLayout = LayoutNode(layout: VStackLayout(), children: [], label: "root")

    /// The size the content is hosted at. Changing it lays the content out again.
    public var size: CGSize {
        didSet { if size != oldValue { layOut() } }
    }
    /// The environment given to the root view.
    public var environment: EnvironmentValues {
        didSet { graph.setRoot(rootView, environment: environment); update() }
    }

    /// The root view. Setting it updates the graph (views are values: an equal value is a no-op).
    public var rootView: Content {
        didSet { graph.setRoot(rootView, environment: environment); update() }
    }

    /// Mounts `rootView` at `size` and brings it up to date.
    public init(rootView: Content, size: CGSize = CGSize(width: 400, height: 300), environment: EnvironmentValues = EnvironmentValues()) {
        self.rootView = rootView
        self.size = size
        self.environment = environment
        graph.setRoot(rootView, environment: environment)
        layOut()
    }

    /// Whether state changed since the last update.
    public var needsUpdate: Bool { graph.needsUpdate }

    /// Applies every pending change: re-evaluates the views that read changed state, runs the
    /// actions queued meanwhile (`onAppear`, `onChange`, …), and lays the content out again.
    /// Geometry readers whose frame changed are rebuilt and laid out in the same update.
    public func update() {
        graph.update()
        layOut()
    }

    /// Lays the content out at ``size``; repeats while geometry readers rebuild their content
    /// (at most 8 rounds).
    private func layOut() {
        defer { graph.layoutPassDidEnd() }
        for _ in 0..<8 {
            var children: [LayoutNode] = []
            graph.root?.appendSubviewLayoutNodes(to: &children)
            // The container size first: a new size invalidates the measured subtree, which on the
            // first layout is just the root (the new children have never been measured).
            rootLayout.relativeFrameContainerSize = size
            rootLayout.replaceChildren(children)
            let proposal = ProposedViewSize(size)
            let fitted = rootLayout.sizeThatFits(proposal)
            rootLayout.place(at: CGPoint(x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2), proposal: proposal)
            for layer in graph.topLayers { layer.placeTopLayer(inWindowOf: size) }
            guard graph.needsUpdate else { return }
            graph.update()
        }
        graph.warnings.warnOnce("Layout did not settle after 8 rounds: a GeometryReader's content keeps changing its frame.", site: "OffscreenHost.layoutUnsettled")
    }

    /// The resolved view tree: every node with its type and identity.
    public var tree: ResolvedTree { ResolvedTree(graph.root!) }

    /// The resolved subviews of the root, as a container at the root would see them.
    public var rootSubviews: [ResolvedTree] {
        graph.root!.resolvedSubviews.map { ResolvedTree($0.node) }
    }

    /// How many times bodies of views of `type` were evaluated since the host was made.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int { graph.bodyEvaluations(of: type) }

    /// The total number of body evaluations since the host was made.
    public var totalBodyEvaluations: Int { graph.totalBodyEvaluations }

    /// The number of live nodes in the graph.
    public var nodeCount: Int { graph.nodeCount }

    /// Performs the action of the first enabled button whose label text is `title` (depth-first,
    /// in view order, among the views shown: not a hidden screen of a navigation stack or tab
    /// view; under a button style, the text of the style's `configuration.label`), then
    /// updates. Returns false when no such button exists.
    @discardableResult
    public func tapButton(_ title: String) -> Bool {
        guard let node = graph.root?.firstShown(where: { node in
            node.viewIs((any TapTarget).self) && HitTesting.tapTarget(of: node) != nil && node.environment.isEnabled
                && node.buttonTitle == title
        }), let target = HitTesting.tapTarget(of: node) else { return false }
        let frame = node.layoutNode?.globalFrame ?? .zero
        target.performTap(at: CGPoint(x: frame.midX, y: frame.midY), node: node)
        update()
        return true
    }
}

extension ViewNode {
    /// The first node in depth-first order matching `predicate`.
    func first(where predicate: (ViewNode) -> Bool) -> ViewNode? {
        if predicate(self) { return self }
        for child in children {
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }

    /// The first node in depth-first order matching `predicate`, not entering subtrees their
    /// container hides (a layout node not placed).
    func firstShown(where predicate: (ViewNode) -> Bool) -> ViewNode? {
        if let layoutNode, !layoutNode.isPlaced, layoutNode.parent != nil { return nil }
        if predicate(self) { return self }
        for child in children {
            if let found = child.firstShown(where: predicate) { return found }
        }
        return nil
    }

    /// The text a tap target is found by: its style's label's when a button style draws more
    /// than the label (`configuration.label`), else all its text.
    var buttonTitle: String {
        first { $0.viewIs(ButtonStyleConfiguration.Label.self) || $0.viewIs(PrimitiveButtonStyleConfiguration.Label.self) }?.text ?? text
    }

    /// The concatenated text of the `Text` views in this subtree.
    var text: String {
        if let text = viewAs(Text.self) { return text.plainText }
        return children.map(\.text).joined()
    }
}
