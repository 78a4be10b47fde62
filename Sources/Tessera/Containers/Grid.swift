/// A container view that arranges other views in a two dimensional layout.
///
/// Each `GridRow` is a row; any other subview spans all columns.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
}

extension Grid: PrimitiveView, LayoutRoleProviding {
    func reconcile(in node: ViewNode) { node.updateContainerContent(content) }
    func layoutRole(in node: ViewNode) -> LayoutRole {
        .container(GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
    }
}

/// A horizontal row in a two dimensional grid container.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

extension GridRow: PrimitiveView, LayoutRoleProviding {
    func reconcile(in node: ViewNode) { node.updateContainerContent(content) }
    func layoutRole(in node: ViewNode) -> LayoutRole { .container(GridRowLayout(alignment: alignment)) }
}

private struct GridTrait<Value: Hashable>: Hashable { let name: String; let value: Value }

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_TraitModifier(apply: { $0.setLayoutValue(count, for: GridCellColumnsKey.self) },
                                identity: GridTrait(name: "columns", value: count)))
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_TraitModifier(apply: { $0.setLayoutValue(guide, for: GridColumnAlignmentKey.self) }, identity: nil))
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_TraitModifier(apply: { $0.setLayoutValue(axes, for: GridCellUnsizedAxesKey.self) },
                                identity: GridTrait(name: "unsized", value: axes.rawValue)))
    }
}
