/// Where the host puts a top layer in the window (SPI for tests of the placement math).
@_spi(Testing)
public enum TopLayerPlacement: Equatable, Sendable {
    /// Covers the whole window and takes every event below it (alerts, dialogs, sheets: a
    /// scrim with a card on it).
    case fill
    /// The content's ideal size, just outside the presenting view's edge (a popover: `.top`
    /// puts it below the view, as an arrow pointing up from the card's top edge would).
    case attached(Edge)
    /// The content's ideal size with its top-leading corner at a point in window coordinates
    /// (a context menu at the pointer), or below the presenting view's leading edge when `nil`
    /// (a menu button's menu); moved or flipped to stay inside the window.
    case menu(at: CGPoint?)

    /// The gap between a popover and its view.
    static let gap: CGFloat = 8

    /// Whether the layer is modal: the content and the layers below it get no events.
    public var isModal: Bool { self == .fill }

    /// The layer's frame in window coordinates, for content of ideal size `ideal`, next to
    /// the presenting view's frame `anchor`.
    public func frame(ideal: CGSize, anchor: CGRect, window: CGRect) -> CGRect {
        let size = CGSize(width: min(ideal.width, window.width), height: min(ideal.height, window.height))
        var origin: CGPoint
        switch self {
        case .fill:
            return window
        case .attached(let edge):
            switch edge {
            case .top: origin = CGPoint(x: anchor.midX - size.width / 2, y: anchor.maxY + Self.gap)
            case .bottom: origin = CGPoint(x: anchor.midX - size.width / 2, y: anchor.minY - Self.gap - size.height)
            case .leading: origin = CGPoint(x: anchor.maxX + Self.gap, y: anchor.midY - size.height / 2)
            case .trailing: origin = CGPoint(x: anchor.minX - Self.gap - size.width, y: anchor.midY - size.height / 2)
            }
        case .menu(let point):
            if let point {
                origin = point
                // Flip to the other side of the pointer rather than run off the window.
                if origin.x + size.width > window.maxX { origin.x = point.x - size.width }
                if origin.y + size.height > window.maxY { origin.y = point.y - size.height }
            } else {
                origin = CGPoint(x: anchor.minX, y: anchor.maxY + 2)
                if origin.y + size.height > window.maxY { origin.y = anchor.minY - 2 - size.height }
            }
        }
        origin.x = max(window.minX, min(origin.x, window.maxX - size.width))
        origin.y = max(window.minY, min(origin.y, window.maxY - size.height))
        return CGRect(origin: origin, size: size)
    }
}

/// A view the host lays out and draws above all the window's content: the one mechanism every
/// presentation (alert, confirmation dialog, sheet, popover, context menu, menu) uses.
///
/// It stays a child of the presenting view in the view graph (so its state lives with the
/// presenter and its environment is the presenter's), but it contributes no subview to the
/// presenter's container (``SubviewBehavior/detached``): the host measures and places it in
/// window coordinates after the content (`OffscreenHost.layOut`), the display list draws it
/// after the content, and hit testing tries it first (the last layer is topmost).
struct PresentedLayer<Content: View>: PrimitiveView, LayoutRoleProviding {
    var placement: TopLayerPlacement
    var content: Content

    static var subviewBehavior: SubviewBehavior { .detached }

    func reconcile(in node: ViewNode) {
        node.graph.registerTopLayer(node)
        node.updateChild(key: .body, view: content, environment: node.environment)
    }

    func layoutRole(in node: ViewNode) -> LayoutRole { .container(ZStackLayout()) }
}

/// A presented layer's placement, readable without knowing its content type.
@MainActor
protocol TopLayerPlacing {
    var placement: TopLayerPlacement { get }
}

extension PresentedLayer: TopLayerPlacing {}

/// Attaches a presented layer (when there is one) to its content as a detached child.
struct TopLayerModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    var layer: PresentedLayer<Layer>?
    typealias Body = Never

    func reconcile(content: BorrowedView, in node: ViewNode) {
        var specs: [(key: ChildKey, view: any View)] = [(.body, content.view)]
        if let layer { specs.append((.auxiliary(0), layer)) }
        node.updateChildren(specs, environment: node.environment)
    }
}

extension View {
    /// Presents `layer` above the whole window while `isPresented`: how every presentation
    /// modifier attaches its content.
    func presentationLayer<Layer: View>(isPresented: Bool, placement: TopLayerPlacement = .fill,
                                        @ViewBuilder layer: () -> Layer) -> some View {
        // A stack in a presentation draws its own bar (the host presents only the window's).
        modifier(TopLayerModifier(layer: isPresented
            ? PresentedLayer(placement: placement, content: layer().environment(\.windowTopBarPresenter, nil)) : nil))
    }
}

extension ViewGraph {
    /// The top layers presented now, bottom to top (in the order they were made), and the
    /// roots walks in drawing order start from: the content, then each layer.
    var drawingRoots: [ViewNode] {
        guard let root else { return [] }
        return [root] + topLayers
    }

    /// The roots that receive pointer and focus events: from the topmost modal layer up (the
    /// content and the layers below a modal layer get none).
    var eventRoots: [ViewNode] {
        let roots = drawingRoots
        guard let modal = roots.lastIndex(where: { $0.viewAs((any TopLayerPlacing).self)?.placement.isModal == true }) else {
            return roots
        }
        return Array(roots[modal...])
    }

    /// The mounted top layers, bottom to top.
    var topLayers: [ViewNode] {
        topLayerNodes.removeAll { !$0.isMounted }
        return topLayerNodes.sorted { $0.serial < $1.serial }
    }

    func registerTopLayer(_ node: ViewNode) {
        if !topLayerNodes.contains(where: { $0 === node }) { topLayerNodes.append(node) }
    }
}

extension ViewNode {
    /// The children a walk in drawing order visits from here: not a custom container's hidden
    /// source (drawn where its subviews are placed), not a detached top layer (visited from
    /// ``ViewGraph/drawingRoots``).
    var walkedChildren: Slice<NodeChildren> {
        var children = subviewBehavior == .transform ? self.children.dropFirst() : self.children[...]
        if children.last?.subviewBehavior == .detached { children = children.dropLast() }
        return children
    }

    /// Measures and places this top layer in a window of `size`, next to its presenting view.
    func placeTopLayer(inWindowOf size: CGSize) {
        guard let layoutNode, let layer = viewAs((any TopLayerPlacing).self) else { return }
        let window = CGRect(origin: .zero, size: size)
        layoutNode.relativeFrameContainerSize = size
        let ideal = layer.placement == .fill ? size : layoutNode.sizeThatFits(.unspecified)
        let frame = layer.placement.frame(ideal: ideal, anchor: presenterFrame, window: window)
        layoutNode.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
    }

    /// The frame, in window coordinates, of the view presenting this top layer: the union of
    /// the placed subviews of the content its modifier applies to.
    private var presenterFrame: CGRect {
        guard let content = parent?.children.first, content !== self else { return .zero }
        var frame = CGRect.null
        content.forEachSubview { subview in
            let layout = subview.layoutNode
            if layout.isPlaced { frame = frame.union(layout.globalFrame) }
        }
        return frame.isNull ? .zero : frame
    }
}
