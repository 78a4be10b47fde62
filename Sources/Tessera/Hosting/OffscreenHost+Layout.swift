extension OffscreenHost {
    /// The frames of the laid-out views, depth-first: each layout node's label (its view type)
    /// and its frame in the host's coordinates; then those of the presented top layers. For tests and tools; tests of behaviour read
    /// frames through `GeometryReader` and preferences, as on SwiftUI.
    @_spi(Testing)
    public var layoutFrames: [(label: String, frame: CGRect)] {
        var result: [(String, CGRect)] = []
        func walk(_ node: LayoutNode) {
            if node.isPlaced { result.append((node.debugLabel ?? "?", node.globalFrame)) }
            for child in node.children { walk(child) }
        }
        for child in rootLayout.children { walk(child) }
        for layer in graph.topLayers { if let node = layer.layoutNode { walk(node) } }
        return result
    }

    /// The number of real (uncached) `sizeThatFits` measurements made so far in the whole tree.
    @_spi(Testing)
    public var sizeThatFitsEvaluations: Int { rootLayout.subtreeSizeThatFitsEvaluations }

    /// The number of stack arrangements (a stack distributing its space among its children)
    /// computed so far in the whole tree; a cached arrangement doesn't count.
    @_spi(Testing)
    public var stackArrangementEvaluations: Int { rootLayout.subtreeArrangementEvaluations }

    /// How many of ``stackArrangementEvaluations`` only lined a stack's children up again
    /// across its axis (a child changed its length across only, so the distribution held).
    @_spi(Testing)
    public var stackRearrangementsAcross: Int { rootLayout.subtreeRearrangementsAcross }

    /// The frame of the `Text` whose content is `text` (first match, depth-first).
    @_spi(Testing)
    public func frame(ofText text: String) -> CGRect? {
        guard let node = graph.root?.first(where: { $0.viewAs(Text.self)?.plainText == text }) else { return nil }
        return node.layoutNode?.globalFrame
    }
}

extension OffscreenHost {
    /// The size the content chooses for `proposal` (`.unspecified`: its ideal size).
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        defer { graph.layoutPassDidEnd() }
        return rootLayout.sizeThatFits(proposal)
    }
}
