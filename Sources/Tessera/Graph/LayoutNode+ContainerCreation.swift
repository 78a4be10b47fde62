/// How the graph makes a container's layout node from the layout its view's role names.
///
/// A role gives its layout as an existential (`any Layout`); making the node from it opens the
/// existential into unspecialized generic code: a run-time metadata look-up for
/// `LayoutBox<L>` and the generic `LayoutNode` initializer per node. The
/// built-in layouts most nodes have are taken out of the existential first, so their nodes are
/// made by code specialized for their type. (Stacks and frames skip the existential: their
/// types give their layouts in place, ``LayoutRoleProviding/updateLayoutInPlace(at:in:)``.)
extension LayoutNode {
    /// A new container node with `layout` and no children.
    static func container(anyLayout layout: any Layout, labelType: Any.Type) -> LayoutNode {
        container(layout, labelType: labelType)
    }

    /// A new container node with `layout` and no children: specialized where `L` is known (a
    /// stack's, a frame's), the comparisons below fold away; opened from an existential, they
    /// pick the specialized initializer of a built-in layout.
    static func container<L: Layout>(_ value: L, labelType: Any.Type) -> LayoutNode {
        // Types compared by metadata (a dynamic cast per candidate would cost more than the
        // generic code it saves), each written out (a helper generic over the candidate type
        // isn't specialized inside unspecialized code), without a closure (one isolated to the
        // main actor costs an executor check per call).
        if L.self == HStackLayout.self { return LayoutNode(layout: unsafeBitCast(value, to: HStackLayout.self), labelType: labelType) }
        if L.self == VStackLayout.self { return LayoutNode(layout: unsafeBitCast(value, to: VStackLayout.self), labelType: labelType) }
        if L.self == FixedFrameLayout.self {
            return LayoutNode(layout: unsafeBitCast(value, to: FixedFrameLayout.self), labelType: labelType)
        }
        if L.self == FlexibleFrameLayout.self {
            return LayoutNode(layout: unsafeBitCast(value, to: FlexibleFrameLayout.self), labelType: labelType)
        }
        if L.self == PaddingLayout.self { return LayoutNode(layout: unsafeBitCast(value, to: PaddingLayout.self), labelType: labelType) }
        if L.self == PassthroughLayout.self {
            return LayoutNode(layout: unsafeBitCast(value, to: PassthroughLayout.self), labelType: labelType)
        }
        if L.self == ZStackLayout.self { return LayoutNode(layout: unsafeBitCast(value, to: ZStackLayout.self), labelType: labelType) }
        if L.self == OverlayLayout.self { return LayoutNode(layout: unsafeBitCast(value, to: OverlayLayout.self), labelType: labelType) }
        return LayoutNode(layout: value, labelType: labelType)
    }
}

extension LayoutNode {
    /// Makes `child` this container's only child: nothing changes, and no array is made, when
    /// it already is (a modifier's or a one-view stack's content, refreshed on every update).
    func setOnlyChild(_ child: LayoutNode) {
        if children.count == 1, children[0] === child { return }
        replaceChildren([child])
    }
}
