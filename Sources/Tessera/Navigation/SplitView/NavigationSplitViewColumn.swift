/// A view that represents a column in a navigation split view.
///
/// A split view collapses into a single stack when it is narrow; `preferredCompactColumn`
/// says which column is on top of that stack.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: Int, Hashable, Sendable { case sidebar, content, detail }
    let kind: Kind

    /// The leading column.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .sidebar) }
    /// The middle column of a three-column split view.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .content) }
    /// The trailing column, the detail area.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .detail) }
}

extension NavigationSplitViewColumn: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .sidebar: "sidebar"
        case .content: "content"
        case .detail: "detail"
        }
    }
}
