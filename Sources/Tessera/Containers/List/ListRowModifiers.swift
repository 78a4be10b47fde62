extension ContainerValues {
    /// The insets of a list row (`nil`: the list's default).
    @Entry var listRowInsets: EdgeInsets? = nil
    /// The background view of a list row.
    @Entry var listRowBackground: AnyView? = nil
    /// The visibility of a list row's separator.
    @Entry var listRowSeparator: Visibility = .automatic
    /// The visibility of a list section's separators.
    @Entry var listSectionSeparator: Visibility = .automatic
}

extension View {
    /// Applies an inset to the rows in a list.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        containerValue(\.listRowInsets, insets)
    }

    /// Places a custom background view behind a list row item.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        containerValue(\.listRowBackground, view.map { AnyView($0) })
    }

    /// Sets the display mode for the separator associated with this specific row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        containerValue(\.listRowSeparator, visibility)
    }

    /// Sets whether to hide the separator associated with a list section.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        containerValue(\.listSectionSeparator, visibility)
    }
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}
