import Foundation

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// Side by side when there is room: the sidebar (280 points unless a view in it sets
/// `navigationSplitViewColumnWidth`), the content column (320), and the detail in the rest.
/// Narrower than the columns' widths plus 320 points for the detail (or in a `.compact`
/// horizontal size class) it collapses into a stack showing one column at a time: selecting
/// a row of a list in a column, or activating a link there, brings the next column on top, and
/// its back button returns. Links in a column before the detail show their destination in the
/// next column, in place of its root; the detail is a stack its links push onto (or the
/// detail's own `NavigationStack`).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let hasContentColumn: Bool
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    @State private var model: NavigationSplitModel
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    @State private var isNarrow = false
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.navigationSplitViewProminentDetail) private var prominentDetail

    static var sidebarWidth: CGFloat { 280 }
    static var contentWidth: CGFloat { 320 }
    /// The narrowest a detail beside the leading columns gets before the split view collapses.
    static var minimumDetailWidth: CGFloat { 320 }

    init(columnVisibility: Binding<NavigationSplitViewVisibility>?, preferredCompactColumn: Binding<NavigationSplitViewColumn>?,
         hasContentColumn: Bool, sidebar: Sidebar, content: Content, detail: Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.hasContentColumn = hasContentColumn
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
        _model = State(initialValue: NavigationSplitModel(hasContentColumn: hasContentColumn))
    }

    public var body: some View {
        let model = self.model
        let collapsed = sizeClass.map { $0 == .compact } ?? isNarrow
        let _ = model.isCollapsed = collapsed
        let _ = model.preferredCompactColumn = preferredCompactColumn
        let leadingWidths = model.columns.dropLast().map { column in
            column.width.value?.ideal ?? (column.column == .sidebar ? Self.sidebarWidth : Self.contentWidth)
        }
        let threshold = leadingWidths.reduce(Self.minimumDetailWidth, +)
        NavigationSplitColumns(layout: layout(collapsed: collapsed, widths: leadingWidths)) {
            NavigationSplitColumnView(column: model.columns[model.columns.count - 1], back: collapsed ? model.backAction(from: .detail) : nil,
                                      showsSeparator: false) { detail }
            NavigationSplitColumnView(column: model.columns[0], back: nil, showsSeparator: !collapsed) { sidebar }
            if hasContentColumn {
                NavigationSplitColumnView(column: model.columns[1], back: collapsed ? model.backAction(from: .content) : nil,
                                          showsSeparator: !collapsed) { content }
            }
        }
        .onGeometryChange(for: Bool.self, of: { $0.size.width < threshold }, action: { isNarrow = $0 })
    }

    private func layout(collapsed: Bool, widths: [CGFloat]) -> NavigationSplitLayout {
        let columns = model.columns
        var collapsedIndex: Int?
        if collapsed {
            let top = model.top
            let position = columns.firstIndex { $0.column == top } ?? 0
            // The detail is the container's first subview, the leading columns follow.
            collapsedIndex = position == columns.count - 1 ? 0 : position + 1
        }
        let visibility = columnVisibility?.wrappedValue ?? ownVisibility
        let shown = visibility.shownLeadingColumns(count: columns.count - 1, prominentDetail: prominentDetail)
        let leading = zip(shown, zip(columns, widths)).map { isShown, entry in
            NavigationSplitLayout.Column(isShown: isShown, width: entry.0.width.value?.clamped(entry.1) ?? entry.1)
        }
        return NavigationSplitLayout(collapsedIndex: collapsedIndex, leading: leading, prominentDetail: prominentDetail)
    }
}

extension NavigationSplitView {
    /// Creates a three-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: nil, preferredCompactColumn: nil, hasContentColumn: true,
                  sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, preferredCompactColumn: nil, hasContentColumn: true,
                  sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control over
    /// which column appears on top when the view collapses into a single column.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: nil, preferredCompactColumn: preferredCompactColumn, hasContentColumn: true,
                  sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility and of which column appears on top when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn, hasContentColumn: true,
                  sidebar: sidebar(), content: content(), detail: detail())
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: nil, preferredCompactColumn: nil, hasContentColumn: false,
                  sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, preferredCompactColumn: nil, hasContentColumn: false,
                  sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control over which
    /// column appears on top when the view collapses into a single column.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: nil, preferredCompactColumn: preferredCompactColumn, hasContentColumn: false,
                  sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility and of which column appears on top when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn, hasContentColumn: false,
                  sidebar: sidebar(), content: EmptyView(), detail: detail())
    }
}
