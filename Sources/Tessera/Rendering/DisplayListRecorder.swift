/// Records the display list of a laid-out view graph: each drawing node's items at its layout
/// frame, in view order (later views draw on top; a background before its content, an
/// overlay after).
///
/// A container draws its subviews in order of their ``View/zIndex(_:)`` (stable: equal
/// indices keep view order). A ``DrawingEffectModifier`` opens a group around the content of
/// each subview it applies to, with the effects for that subview's frame (none when the effects
/// change nothing: an opacity of 1, a zero offset).
///
/// Item ids are the node's serial number (stable for as long as the view keeps its identity)
/// plus a sub-index, so that two lists of the same graph can be compared for damage.
@MainActor
struct DisplayListRecorder {
    private var builder = DisplayListBuilder()
    /// Subviews skipped where the tree has them, drawn after their container's other content.
    private var drawnLater: Set<ObjectIdentifier> = []
    /// Run styles shared by consecutive plain texts.
    private var textRunStyles = TextRunStyleMemo()
    /// The subviews being drawn, a stretch per container from the root down: one buffer for
    /// the whole walk instead of arrays made per container.
    private var pendingSubviews: [PendingSubview] = []
    /// The wrappers of the pending subviews that have any, a stretch per subview.
    private var pendingWrappers: [Unmanaged<ViewNode>] = []

    /// A subview waiting to be drawn: its node and its wrappers (innermost first, a stretch of
    /// `pendingWrappers`), unretained: the graph holds every node while the walk lasts, and a
    /// retain and a release of the node and of its wrappers array at each of the buffer's
    /// steps (append, read, remove) cost more than drawing the subview's node itself.
    private struct PendingSubview {
        let node: Unmanaged<ViewNode>
        let wrappers: Range<Int>
    }

    /// The display list of the graph under `root`.
    static func record(_ root: ViewNode) -> DisplayList {
        var recorder = DisplayListRecorder()
        // The host lays the root's subviews out as a stack: draw them as a container's.
        recorder.drawSubviews(of: CollectionOfOne(root))
        // Then the presented layers, each above what came before.
        for layer in root.graph.topLayers { recorder.visit(layer) }
        return recorder.builder.finish()
    }

    private mutating func visit(_ node: ViewNode) {
        if let layoutNode = node.layoutNode, !layoutNode.isPlaced { return }
        if !drawnLater.isEmpty, drawnLater.contains(ObjectIdentifier(node)) { return }
        if node.traits.isSubview, let subview = node.viewAs(Subview.self) {
            // A placed subview shows the original view, laid out where the container put it.
            draw(subview.resolved)
            return
        }
        if drawLeaf(node) { return }
        if node.traits.isDrawingEffect,
           let effects = node.drawingEffects(in: node.layoutNode?.globalFrame ?? contentFrame(of: node)), !effects.isIdentity {
            builder.pushGroup(id: DisplayList.ID(node: node.serial), effects: effects)
            visitContent(of: node)
            builder.popGroup()
            return
        }
        if node.payload is ScrollState {
            drawScrollView(node)
            return
        }
        visitContent(of: node)
    }

    /// A scroll view's content, clipped to the scroll view's bounds (as SwiftUI's scroll views
    /// clip: rows scrolled out of view don't draw over the views around it) unless
    /// `scrollClipDisabled()` says otherwise, then its indicators.
    private mutating func drawScrollView(_ node: ViewNode) {
        guard let viewport = node.layoutNode?.globalFrame, !node.environment.isScrollClipDisabled else {
            visitContent(of: node)
            drawScrollIndicators(of: node)
            return
        }
        let clip = DisplayList.Clip(path: Path(viewport), style: FillStyle(antialiased: false))
        builder.pushGroup(id: DisplayList.ID(node: node.serial), effects: DisplayList.GroupEffects(clip: clip))
        visitContent(of: node)
        builder.popGroup()
        drawScrollIndicators(of: node)
    }

    /// A scroll view's indicators, over its content.
    private mutating func drawScrollIndicators(of node: ViewNode) {
        let context = node.environment.shapeStyleContext
        for (index, bar) in ScrollIndicators.bars(of: node).enumerated() {
            builder.fill(Path(roundedRect: bar, cornerRadius: bar.width / 2 < bar.height / 2 ? bar.width / 2 : bar.height / 2),
                         with: context.shading(for: Color.black.opacity(0.4), bounds: bar),
                         id: DisplayList.ID(node: node.serial, index: 1 + index))
        }
    }

    /// Draws what `node` contains: a container's subviews by z-index, else its children in order.
    private mutating func visitContent(of node: ViewNode) {
        if node.traits.isSecondaryLayer, let layer = node.modifierValue as? any SecondaryLayer, node.children.count == 2 {
            // Each layer is laid out as a stack of its subviews.
            let (below, above) = layer.isOverlay ? (node.children[0], node.children[1]) : (node.children[1], node.children[0])
            drawSubviews(of: CollectionOfOne(below))
            drawSubviews(of: CollectionOfOne(above))
            return
        }
        if drawsSubviews(node) {
            drawSubviews(of: node.children)
            return
        }
        // A custom container's hidden source is drawn where its subviews are placed.
        let children = node.walkedChildren
        let last = (node.payload as? any DrawsSubviewsLast)?.subviewsDrawnLast ?? []
        guard !last.isEmpty else {
            for child in children { visit(child) }
            return
        }
        let skipped = Set(last.map { ObjectIdentifier($0.node) })
        drawnLater.formUnion(skipped)
        for child in children { visit(child) }
        drawnLater.subtract(skipped)
        for subview in last { draw(subview) }
    }

    /// Whether `node` lays out its content's resolved subviews itself (stacks, frames, effects
    /// over one view…), so that drawing them in z-index order is drawing its layout children.
    private func drawsSubviews(_ node: ViewNode) -> Bool {
        guard node.isLayoutContainer, node.subviewBehavior != .transform else { return false }
        return !node.traits.providesLayoutChildren
    }

    /// Draws the resolved subviews of `nodes`, ordered by z-index.
    private mutating func drawSubviews(of nodes: some Collection<ViewNode>) {
        // This container's subviews go after those of the containers being drawn around it.
        let start = pendingSubviews.count
        let wrapperStart = pendingWrappers.count
        for index in nodes.indices {
            // Unretained: `nodes` holds it.
            unowned(unsafe) let node = nodes[index]
            node.forEachSubview { self.enqueue($0) }
        }
        drawPendingSubviews(from: start, wrapperStart: wrapperStart)
    }

    /// Draws the resolved subviews of a node's `children`, read unretained (reading a child
    /// out of ``NodeChildren`` by index retains it).
    private mutating func drawSubviews(of children: NodeChildren) {
        let start = pendingSubviews.count
        let wrapperStart = pendingWrappers.count
        children.forEachUnretained { node in node.forEachSubview { self.enqueue($0) } }
        drawPendingSubviews(from: start, wrapperStart: wrapperStart)
    }

    /// Draws the subviews enqueued from `start` on, ordered by z-index, and drops them.
    private mutating func drawPendingSubviews(from start: Int, wrapperStart: Int) {
        let end = pendingSubviews.count
        defer { truncatePending(subviews: start, wrappers: wrapperStart) }
        // Loops rather than `map`/`contains`: a main-actor closure checks its executor at
        // every call, and a 10,000-row stack has 10,000 subviews. One subview has no order.
        var isOrdered = true
        if end - start > 1 {
            for position in start..<end where zIndex(of: pendingSubviews[position]) != 0 {
                isOrdered = false
                break
            }
        }
        guard isOrdered else {
            let subviews = Array(pendingSubviews[start..<end])
            var indices: [Double] = []
            indices.reserveCapacity(subviews.count)
            for subview in subviews { indices.append(zIndex(of: subview)) }
            let order = subviews.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }
            for index in order { draw(subviews[index]) }
            return
        }
        // Drawing a subview appends (and removes) its own subviews past `end`.
        for position in start..<end { draw(pendingSubviews[position]) }
    }

    /// Appends `subview` to the pending subviews (its wrappers to the pending wrappers).
    private mutating func enqueue(_ subview: ResolvedSubview) {
        let first = pendingWrappers.count
        if !subview.wrappers.isEmpty {
            for wrapper in subview.wrappers { pendingWrappers.append(Unmanaged.passUnretained(wrapper)) }
        }
        pendingSubviews.append(PendingSubview(node: .passUnretained(subview.node), wrappers: first..<pendingWrappers.count))
    }

    /// Draws one subview that no container's walk has pending (see ``draw(_:wrappers:)``).
    private mutating func draw(_ subview: ResolvedSubview) {
        let wrapperStart = pendingWrappers.count
        enqueue(subview)
        draw(pendingSubviews.removeLast())
        truncatePending(subviews: pendingSubviews.count, wrappers: wrapperStart)
    }

    /// Drops the pending subviews and wrappers past the first `subviews` and `wrappers`: one
    /// at a time from the end (`removeLast(_:)` and `removeSubrange` cost more for the few a
    /// container has; the elements are trivial, so dropping frees nothing).
    private mutating func truncatePending(subviews: Int, wrappers: Int) {
        while pendingSubviews.count > subviews { pendingSubviews.removeLast() }
        while pendingWrappers.count > wrappers { pendingWrappers.removeLast() }
    }

    /// (The node is handed on unretained: read out of the buffer and passed on, it was retained
    /// and released around every subview's drawing.)
    private mutating func draw(_ subview: PendingSubview) {
        subview.node.withInstance { draw($0, wrappers: subview.wrappers) }
    }

    /// Draws a subview's node inside the groups of the effect modifiers applied to it among
    /// several subviews (`wrappers`, innermost first: the outermost group opens first).
    private mutating func draw(_ node: ViewNode, wrappers: Range<Int>) {
        guard let last = wrappers.last else {
            visit(node)
            return
        }
        let inner = wrappers.lowerBound..<last
        unowned(unsafe) let outer = pendingWrappers[last].takeUnretainedValue()
        let layout = outer.wrapperLayouts[node.serial]
        if let layout, !layout.isPlaced { return }
        guard outer.traits.isDrawingEffect, let layout, let effects = outer.drawingEffects(in: layout.globalFrame),
              !effects.isIdentity else {
            draw(node, wrappers: inner)
            return
        }
        builder.pushGroup(id: DisplayList.ID(node: outer.serial, index: node.serial), effects: effects)
        draw(node, wrappers: inner)
        builder.popGroup()
    }

    /// The frame of the content a modifier node applies to when it has no layout node of its
    /// own: the union of its content's subviews' frames.
    private func contentFrame(of node: ViewNode) -> CGRect {
        guard let content = node.children.first else { return .zero }
        var frame = CGRect.null
        content.forEachSubview { subview in
            let layout = node.wrapperLayouts[subview.id] ?? subview.wrappers.last?.wrapperLayouts[subview.id]
                ?? subview.node.layoutNode
            if let layout, layout.isPlaced { frame = frame.union(layout.globalFrame) }
        }
        return frame.isNull ? .zero : frame
    }

    /// The z-index of a subview: the outermost `zIndex(_:)` applied to it, looking through the
    /// modifiers and composite views that make it up; 0 without one.
    private func zIndex(of subview: PendingSubview) -> Double {
        for index in subview.wrappers.reversed() {
            unowned(unsafe) let wrapper = pendingWrappers[index].takeUnretainedValue()
            if wrapper.traits.isZIndex, let z = wrapper.modifierValue as? ZIndexModifier { return z.value }
        }
        // Unretained: the subview holds its node and each node its children while the walk
        // lasts (a retain and a release per step cost more than the step's checks; reading a
        // child out of ``NodeChildren`` by index retains it).
        unowned(unsafe) var node = subview.node.takeUnretainedValue()
        while true {
            if node.traits.isZIndex, let z = node.modifierValue as? ZIndexModifier { return z.value }
            let isComposite = if case .composite = node.kind { true } else { false }
            guard node.traits.isModifiedContent || isComposite else { return 0 }
            var first: Unmanaged<ViewNode>?
            node.children.forEachUnretained { child in
                if first == nil { first = .passUnretained(child) }
            }
            guard let first else { return 0 }
            node = first.takeUnretainedValue()
        }
    }

    /// Draws `node` if it is a drawing leaf; returns whether it was one.
    private mutating func drawLeaf(_ node: ViewNode) -> Bool {
        guard node.traits.mayDrawAsLeaf, let frame = node.layoutNode?.globalFrame else { return false }
        // Text, the commonest leaf, is known by its type alone (a cast to a protocol
        // existential costs a conformance look-up).
        if node.viewType == Text.self {
            drawText(node: node, frame: frame)
            return true
        }
        if node.viewType == Color.self {
            // A color's paint depends on the color scheme alone (what `ShapeStyleContext` would
            // find, without reading the foreground and tint styles). Read in place: the node's
            // type says it is a `Color` (a cast would look the type up and copy the value).
            let scheme = node.environment.colorScheme
            let color = node.withViewAddress { $0.assumingMemoryBound(to: Color.self).pointee.resolved(in: scheme) }
            builder.fill(Path(frame), with: .color(color), style: FillStyle(), id: DisplayList.ID(node: node.serial))
            return true
        }
        let environment = node.environment
        guard !node.isOptionalView else { return false }
        switch node.view {
        case let shape as any ShapeViewDrawing:
            shape.record(in: frame, context: environment.shapeStyleContext, node: node.serial, into: &builder)
            return true
        case let image as Image:
            image.record(in: frame, environment: environment, id: DisplayList.ID(node: node.serial), into: &builder)
            return true
        case let canvas as any CanvasRecording:
            canvas.record(in: frame, environment: environment, node: node.serial, into: &builder)
            return true
        default:
            return false
        }
    }

    private mutating func drawText(node: ViewNode, frame: CGRect) {
        guard let state = node.payload as? TextNodeState, let layoutNode = node.layoutNode else { return }
        let layout = state.layout(for: layoutNode.placementProposal)
        let runs = textRunStyles.runStyles(of: state.runs, paints: state.paints, in: node.environment, bounds: frame)
        builder.text(layout, at: frame.origin, runs: runs,
                     id: DisplayList.ID(node: node.serial))
    }
}

/// An overlay or background modifier, seen by the recorder to order its two layers.
protocol SecondaryLayer {
    var isOverlay: Bool { get }
}

extension _SecondaryLayerModifier: SecondaryLayer {}

extension OffscreenHost {
    /// The display list of the content as laid out now.
    package var displayList: DisplayList {
        guard let root = graph.root else { return DisplayListBuilder().finish() }
        return DisplayListRecorder.record(root)
    }
}

/// A container (its node's payload) that draws some of its subviews above the others, such
/// as a lazy stack's pinned section headers.
@MainActor
protocol DrawsSubviewsLast {
    /// The subviews to draw last, in order.
    var subviewsDrawnLast: [ResolvedSubview] { get }
}
