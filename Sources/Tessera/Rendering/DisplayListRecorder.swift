/// Records the display list of a laid-out view graph: each drawing node's items at its layout
/// frame, in view order (later views draw on top; a background before its content, an
/// overlay after).
///
/// Item ids are the node's serial number (stable for as long as the view keeps its identity)
/// plus a sub-index, so that two lists of the same graph can be compared for damage.
@MainActor
struct DisplayListRecorder {
    private var builder = DisplayListBuilder()

    /// The display list of the graph under `root`.
    static func record(_ root: ViewNode) -> DisplayList {
        var recorder = DisplayListRecorder()
        recorder.visit(root)
        return recorder.builder.finish()
    }

    private mutating func visit(_ node: ViewNode) {
        if let layoutNode = node.layoutNode, !layoutNode.isPlaced { return }
        if let subview = node.viewAs(Subview.self) {
            // A placed subview shows the original view, laid out where the container put it.
            visit(subview.resolved.node)
            return
        }
        if drawLeaf(node) { return }
        if let layer = node.modifierValue as? any SecondaryLayer, !layer.isOverlay, node.children.count == 2 {
            visit(node.children[1])
            visit(node.children[0])
            return
        }
        // A custom container's hidden source is drawn where its subviews are placed.
        let children = node.subviewBehavior == .transform ? node.children.dropFirst() : node.children[...]
        for child in children { visit(child) }
    }

    /// Draws `node` if it is a drawing leaf; returns whether it was one.
    private mutating func drawLeaf(_ node: ViewNode) -> Bool {
        guard let frame = node.layoutNode?.globalFrame else { return false }
        let environment = node.environment
        guard !node.isOptionalView else { return false }
        switch node.view {
        case let color as Color:
            let context = environment.shapeStyleContext
            builder.fill(Path(frame), with: context.shading(for: color, bounds: frame), style: FillStyle(), id: DisplayList.ID(node: node.serial))
            return true
        case let shape as any ShapeViewDrawing:
            shape.record(in: frame, context: environment.shapeStyleContext, node: node.serial, into: &builder)
            return true
        case let text as Text:
            drawText(text, node: node, frame: frame)
            return true
        case let image as Image:
            drawImage(image, node: node, frame: frame)
            return true
        default:
            return false
        }
    }

    private mutating func drawText(_ text: Text, node: ViewNode, frame: CGRect) {
        guard let measurer = node.payload as? TextMeasurer, let layoutNode = node.layoutNode else { return }
        let environment = node.environment
        let context = environment.shapeStyleContext
        let defaultShading = context.shading(for: environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary), bounds: frame)
        let styles = text.styledRuns(in: environment).map { styled in
            DisplayList.RunStyle(
                font: styled.run.font,
                shading: styled.foreground.map { context.shading(for: $0, bounds: frame) } ?? defaultShading,
                letterSpacing: styled.run.tracking + styled.run.kerning,
                baselineOffset: styled.run.baselineOffset,
                underline: styled.isUnderlined ? DisplayList.TextDecoration() : nil,
                strikethrough: styled.isStrikethrough ? DisplayList.TextDecoration() : nil)
        }
        let layout = measurer.layout(for: layoutNode.placementProposal)
        builder.text(layout, at: frame.origin, runs: styles, id: DisplayList.ID(node: node.serial))
    }

    private mutating func drawImage(_ image: Image, node: ViewNode, frame: CGRect) {
        let context = node.environment.shapeStyleContext
        switch image.source {
        case .system(let name):
            let shading = context.shading(for: node.environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary), bounds: frame)
            builder.image(.system(name), in: frame, shading: shading, id: DisplayList.ID(node: node.serial))
        case .named(let name, let bundle), .decorative(let name, let bundle):
            builder.image(.named(name, bundle: bundle), in: frame, id: DisplayList.ID(node: node.serial))
        }
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
