/// What a primitive view or modifier contributes to layout.
enum LayoutRole {
    /// A leaf measured by its own sizing (`Text`, `Color`, `Image`, `Spacer`, shapes).
    case leaf(LeafSizing)
    /// A container: the layout runs over the node's content subviews (stacks, grids, custom
    /// `Layout`s). `content` is the child holding the subviews (default: all children).
    case container(any Layout)
    /// A modifier around its content: one layout node per content subview, with the layout
    /// over that subview (padding, frames, offsets …).
    case modifier(any Layout)
    /// A modifier that only sets traits (priority, alignment guides, layout values) on a
    /// pass-through node around each content subview.
    case traits((LayoutNode) -> Void)
    /// Another node's layout node, shown here (a `Subview` placed by a custom container).
    case borrowed(LayoutNode)
}

/// A primitive view or modifier that takes part in layout.
@MainActor
protocol LayoutRoleProviding {
    /// The role for this value, in `node` (whose environment and children are up to date).
    func layoutRole(in node: ViewNode) -> LayoutRole
    /// ``layoutRole(in:)`` of the `Self` at `pointer`, used in place (the default copies the
    /// value to call ``layoutRole(in:)``; a generic view with content reads its parameters
    /// in place instead).
    static func layoutRole(at pointer: UnsafeRawPointer, in node: ViewNode) -> LayoutRole
    /// Brings `node`'s layout node up to date from the `Self` at `pointer` as
    /// ``ViewNode/updateLayout()`` does from ``layoutRole(at:in:)``'s role, but with the layout
    /// in its own type: a container's or modifier's layout of over three words (a stack's, a
    /// frame's) boxed in the role's `any Layout` costs a heap box per node. False (the
    /// default) for a type without this path: the graph then asks for the role.
    static func updateLayoutInPlace(at pointer: UnsafeRawPointer, in node: ViewNode) -> Bool
}

extension LayoutRoleProviding {
    /// The role of `view`, a `Self`: called on the type found once per view type (see
    /// ``ViewTypeTraits/layoutRoleProvider``), so the view is cast to its own type rather than
    /// to the protocol (a conformance look-up per call), in place (no copy).
    static func layoutRole(of view: @autoclosure () -> any View, in node: ViewNode) -> LayoutRole? {
        // `view` is `node`'s view, whose type is the node's (a node never changes type): read
        // in place in the node (boxed only for the cast).
        guard node.viewType == Self.self else { return layoutRole(casting: view(), in: node) }
        return node.withViewAddress { layoutRole(at: $0, in: node) }
    }

    /// ``layoutRole(of:in:)`` for a view of another type, by a dynamic cast. Not inlined: the
    /// caller would otherwise look up `Optional<Self>`'s metadata on every call.
    @inline(never)
    private static func layoutRole(casting view: any View, in node: ViewNode) -> LayoutRole? {
        (view as? Self)?.layoutRole(in: node)
    }

    static func layoutRole(at pointer: UnsafeRawPointer, in node: ViewNode) -> LayoutRole {
        pointer.assumingMemoryBound(to: Self.self).pointee.layoutRole(in: node)
    }

    static func updateLayoutInPlace(at pointer: UnsafeRawPointer, in node: ViewNode) -> Bool { false }
}

/// A container whose layout children are not simply its content's subviews (overlays,
/// backgrounds, grids).
@MainActor
protocol LayoutChildrenProviding {
    func layoutChildren(in node: ViewNode) -> [LayoutNode]
}
