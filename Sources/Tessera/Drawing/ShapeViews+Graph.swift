// The shape views are leaves of the view graph: sized by their shape, drawn by
// `ShapeViewDrawing` (see Rendering/DisplayList/ShapeViews+DisplayList.swift).

extension _ShapeView: PrimitiveView, LayoutRoleProviding {
    func layoutRole(in node: ViewNode) -> LayoutRole { .leaf(shapeSizing(shape)) }
}

extension StrokeShapeView: PrimitiveView, LayoutRoleProviding {
    func layoutRole(in node: ViewNode) -> LayoutRole { .leaf(shapeSizing(shape)) }
}

extension StrokeBorderShapeView: PrimitiveView, LayoutRoleProviding {
    func layoutRole(in node: ViewNode) -> LayoutRole { .leaf(shapeSizing(shape)) }
}

/// A shape's leaf sizing: its `sizeThatFits(_:)`.
private func shapeSizing<S: Shape>(_ shape: S) -> LeafSizing {
    LeafSizing { proposal in shape.sizeThatFits(proposal) }
}
