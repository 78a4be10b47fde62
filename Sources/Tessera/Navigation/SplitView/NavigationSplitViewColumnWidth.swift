import Foundation

/// The width a column asks for (`navigationSplitViewColumnWidth`), within what the split view
/// has room for.
struct NavigationSplitColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// The width within `min`…`max`.
    func clamped(_ width: CGFloat) -> CGFloat {
        Swift.min(Swift.max(width, min ?? 0), max ?? .infinity)
    }
}

extension View {
    /// Sets a fixed, preferred width for the column containing this view.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(NavigationSplitColumnWidthWriter(width: NavigationSplitColumnWidth(min: width, ideal: width, max: width)))
    }

    /// Sets a flexible, preferred width for the column containing this view.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(NavigationSplitColumnWidthWriter(width: NavigationSplitColumnWidth(min: min, ideal: ideal, max: max)))
    }
}

/// Writes a column's width into its split view's column while the view is shown.
struct NavigationSplitColumnWidthWriter: ViewModifier {
    let width: NavigationSplitColumnWidth
    @Environment(\.navigationSplitColumn) private var column

    func body(content: Content) -> some View {
        let _ = column?.width.update { current in
            guard current != width else { return false }
            current = width
            return true
        }
        content.onDisappear { [column] in column?.width.set(nil) }
    }
}
