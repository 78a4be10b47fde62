import Foundation
import Tessera

/// A list row's separator along the bottom of a cell, aligned to the cell's SwiftUI content as
/// on iOS: it starts at the content's `.listRowSeparatorLeading` guide — by default where the
/// first `Text` starts, so a leading icon is skipped; with no text, the content's leading edge —
/// and ends at the `.listRowSeparatorTrailing` guide (by default the cell's trailing edge).
/// Content moves it with `.alignmentGuide(.listRowSeparatorLeading) { d in … }`.
///
/// GTK's own separators (`gtk_list_view_set_show_separators`) are row borders that span the
/// row and can't be offset; a ``ListCell`` in a list view that shows separators draws this one
/// instead and hides GTK's (see `ListCell.updateSeparator()`).
struct ListRowSeparatorLayout: Layout {
    /// The line's thickness (one device pixel).
    var thickness: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let size = ProposedViewSize(bounds.size)
        content.place(at: bounds.origin, anchor: .topLeading, proposal: size)
        guard subviews.count > 1 else { return }
        let edges = Self.edges(of: content.dimensions(in: size), width: bounds.width)
        subviews[1].place(at: CGPoint(x: bounds.minX + edges.leading, y: bounds.maxY - thickness), anchor: .topLeading,
                          proposal: ProposedViewSize(width: edges.trailing - edges.leading, height: thickness))
    }

    /// Where the separator starts and ends in a cell of `width` whose content has `dimensions`.
    static func edges(of dimensions: ViewDimensions, width: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        let leading = min(max(0, dimensions[explicit: .listRowSeparatorLeading] ?? 0), width)
        let trailing = min(max(leading, dimensions[explicit: .listRowSeparatorTrailing] ?? width), width)
        return (leading, trailing)
    }
}

/// Adds the separator to a cell's composed view when the environment asks for it.
struct ListRowSeparatorModifier: ViewModifier {
    @Environment(\.showsCellSeparator) private var showsSeparator
    @Environment(\.displayScale) private var displayScale

    func body(content: Content) -> some View {
        ListRowSeparatorLayout(thickness: 1 / max(1, displayScale)) {
            content
            if showsSeparator {
                Rectangle().fill(Self.color)
            }
        }
    }

    /// GTK's separator color in the default theme: the text color at 15 % opacity.
    static let color = Color.primary.opacity(0.15)
}

private struct ShowsCellSeparatorKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether a cell draws its row separator (set by ``ListCell`` from its list view).
    var showsCellSeparator: Bool {
        get { self[ShowsCellSeparatorKey.self] }
        set { self[ShowsCellSeparatorKey.self] = newValue }
    }
}

extension View {
    /// The content's `.listRowSeparatorLeading` guide, defaulting to its leading edge when no
    /// text or explicit guide sets it (iOS starts the separator at the content's margin then).
    func listRowSeparatorLeadingDefault() -> some View {
        alignmentGuide(.listRowSeparatorLeading) { dimensions in dimensions[explicit: .listRowSeparatorLeading] ?? 0 }
    }
}
