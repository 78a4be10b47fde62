extension View {
    /// Layers the views that you specify in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryLayerModifier(secondary: content(), alignment: alignment, isOverlay: true))
    }

    /// Layers the views that you specify behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryLayerModifier(secondary: content(), alignment: alignment, isOverlay: false))
    }

    /// Layers a secondary view in front of this view.
    @available(swift, deprecated: 100000, message: "Use `overlay(alignment:content:)` instead.")
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(secondary: overlay, alignment: alignment, isOverlay: true))
    }

    /// Layers the given view behind this view.
    @available(swift, deprecated: 100000, message: "Use `background(alignment:content:)` instead.")
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(secondary: background, alignment: alignment, isOverlay: false))
    }
}

/// A modifier that layers a secondary view in front of (overlay) or behind (background) its
/// content. The content decides the size; the secondary view is proposed exactly that size and
/// aligned by `alignment`. Several secondary views are stacked as in a `ZStack`.
///
/// Differs from SwiftUI: applied to several views at once (a `Group`), the layer goes around
/// them together, as if they were in a `ZStack`, instead of around each.
public struct _SecondaryLayerModifier<Secondary: View>: ViewModifier {
    let secondary: Secondary
    let alignment: Alignment
    let isOverlay: Bool
    public typealias Body = Never
}

/// The implicit stacks an overlay node keeps for several primary or secondary views.
@MainActor
final class SecondaryLayerState {
    var primaryStack: LayoutNode?
    var secondaryStack: LayoutNode?
}

extension _SecondaryLayerModifier: PrimitiveModifier, LayoutRoleProviding, LayoutChildrenProviding {
    static var subviewBehavior: SubviewBehavior { .unary }

    func reconcile(content: BorrowedView, in node: ViewNode) {
        if !(node.payload is SecondaryLayerState) { node.payload = SecondaryLayerState() }
        node.updateChildren([(.body, content.view), (.auxiliary(0), secondary)], environment: node.environment)
    }

    func layoutRole(in node: ViewNode) -> LayoutRole { .container(OverlayLayout(alignment: alignment)) }

    func layoutChildren(in node: ViewNode) -> [LayoutNode] {
        guard node.children.count == 2, let state = node.payload as? SecondaryLayerState else { return [] }
        let primary = node.singleLayoutNode(of: node.children[0], implicitStack: &state.primaryStack)
        let secondary = node.singleLayoutNode(of: node.children[1], implicitStack: &state.secondaryStack)
        return [primary, secondary]
    }
}
