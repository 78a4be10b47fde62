/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Kind: String, Codable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind

    /// Hide the leading two columns of a three-column split view (the leading column of a
    /// two-column one).
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .detailOnly) }
    /// Show the content column and the detail area of a three-column split view (both columns
    /// of a two-column one).
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .doubleColumn) }
    /// Show all the columns.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .all) }
    /// Use the default leading column visibility for the current device (here: all columns
    /// with the balanced style, the detail only with the prominent-detail style).
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .automatic) }

    /// Which of the columns before the detail are shown (sidebar, then content when there is
    /// one).
    func shownLeadingColumns(count: Int, prominentDetail: Bool) -> [Bool] {
        switch kind {
        case .all: Array(repeating: true, count: count)
        case .automatic: Array(repeating: !prominentDetail, count: count)
        case .doubleColumn: count == 2 ? [false, true] : [true]
        case .detailOnly: Array(repeating: false, count: count)
        }
    }
}
