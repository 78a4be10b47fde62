import Foundation
import Tessera

/// What a cell's hosting widget shows: a configuration's content inset by its margins,
/// leading-aligned in the cell's full width, with the background behind it edge to edge and,
/// in a list view that shows separators, the row separator aligned to the content's text.
///
/// The background is a `.background`, so it takes the cell's size and never changes it: the
/// cell's ideal height is the content's plus the vertical margins (at least the minimum height).
/// The composed view is built where its types are known (``HostingConfiguration``) and erased
/// once, so one hosting widget type serves every configuration.
struct CellContentView: View {
    var root: AnyView
    /// Keeps one cell of the list open at a time (the list-item factory's, shared by its cells).
    var swipeActionsCoordinator: SwipeActionsCoordinator?

    /// An empty cell.
    static let empty = CellContentView(root: AnyView(EmptyView()))

    var body: some View { root.environment(\.swipeActionsCoordinator, swipeActionsCoordinator) }
}

/// The layout of a configured cell (see ``CellContentView``).
struct CellLayout<Content: View, Background: View>: View {
    var content: Content
    var background: Background
    var margins: EdgeInsets
    var minWidth: CGFloat?
    var minHeight: CGFloat?

    var body: some View {
        // The content's `swipeActions` make the whole cell (margins and background) swipeable;
        // the separator is drawn inside, aligned to the content's `.listRowSeparatorLeading`.
        Group(subviews: content) { subviews in
            SwipeActionsRow(actions: subviews.swipeActions) {
                VStack(alignment: .leading, spacing: 0) { ForEach(subviews) { $0 } }
                    .listRowSeparatorLeadingDefault()
                    .padding(margins)
                    .frame(minWidth: minWidth, maxWidth: .infinity, minHeight: minHeight, maxHeight: .infinity, alignment: .leading)
                    .background { background }
                    .modifier(ListRowSeparatorModifier())
            }
        }
    }
}
