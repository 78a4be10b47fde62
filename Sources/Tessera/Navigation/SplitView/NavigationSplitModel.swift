/// What one `NavigationSplitView` shares with its columns: a stack model per column (links in a
/// column before the detail show their destination in the next column), each column's width,
/// and which column is on top when the split view is collapsed.
@MainActor
final class NavigationSplitModel {
    /// The columns, leading first: the sidebar, the content column (three columns), the detail.
    let columns: [NavigationSplitColumnModel]
    /// The column on top when collapsed, when no `preferredCompactColumn` binding says.
    let compactTop = ObservedBox(NavigationSplitViewColumn.sidebar)
    /// The `preferredCompactColumn` binding, set by the split view at each evaluation.
    var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    /// Whether the split view shows one column at a time, set at each evaluation.
    var isCollapsed = false

    init(hasContentColumn: Bool) {
        let destinations = ObservedBox<[ObjectIdentifier: NavigationStackModel.Destination]>([:])
        let kinds: [NavigationSplitViewColumn] = hasContentColumn ? [.sidebar, .content, .detail] : [.sidebar, .detail]
        columns = kinds.map { NavigationSplitColumnModel(column: $0, stack: NavigationStackModel(destinations: destinations)) }
        for (column, next) in zip(columns, columns.dropFirst()) {
            column.split = self
            column.stack.forwardedTo = next.stack
            column.stack.forward = { [weak self, weak next] kind in
                next?.stack.show(kind)
                self?.advance(from: column.column)
            }
        }
        columns.last?.split = self
    }

    /// The column on top when collapsed (its reader follows it).
    var top: NavigationSplitViewColumn {
        preferredCompactColumn?.wrappedValue ?? compactTop.value
    }

    /// Brings the column after `column` on top (a selection or a link in `column` shows
    /// there): at once when collapsed, else when the split view collapses.
    func advance(from column: NavigationSplitViewColumn) {
        guard let index = columns.firstIndex(where: { $0.column == column }), index + 1 < columns.count else { return }
        setTop(columns[index + 1].column)
    }

    /// Goes back from `column` to the one before it (a collapsed split view's back button).
    func back(from column: NavigationSplitViewColumn) {
        guard let index = columns.firstIndex(where: { $0.column == column }), index > 0 else { return }
        setTop(columns[index - 1].column)
    }

    /// The root bars of the columns before `column` (a collapsed column's back button is named
    /// by the one before it).
    func barsBefore(_ column: NavigationSplitViewColumn) -> [NavigationBarModel] {
        columns.prefix { $0.column != column }.map { $0.stack.bar(for: .root) }
    }

    /// What a collapsed column's back button does.
    func backAction(from column: NavigationSplitViewColumn) -> @MainActor () -> Void {
        { [weak self] in self?.back(from: column) }
    }

    private func setTop(_ column: NavigationSplitViewColumn) {
        if let binding = preferredCompactColumn, isCollapsed {
            binding.wrappedValue = column
        } else if compactTop.peek != column {
            compactTop.set(column)
        }
    }
}

/// One column of a split view, as the views inside it see it (`\.navigationSplitColumn`).
@MainActor
final class NavigationSplitColumnModel {
    let column: NavigationSplitViewColumn
    /// The column's screens: its root (or what the column before showed in it) and what its
    /// links pushed.
    let stack: NavigationStackModel
    /// The width its views asked for (`navigationSplitViewColumnWidth`).
    let width = ObservedBox<NavigationSplitColumnWidth?>(nil)
    weak var split: NavigationSplitModel?

    init(column: NavigationSplitViewColumn, stack: NavigationStackModel) {
        self.column = column
        self.stack = stack
    }

    /// A row of a list in this column was selected by a tap: a collapsed split view shows the
    /// next column.
    func selectionMade() { split?.advance(from: column) }
}

extension EnvironmentValues {
    /// The split view column the view is in (nil outside a split view).
    @Entry var navigationSplitColumn: NavigationSplitColumnModel? = nil
    /// A split view column whose content is a `NavigationStack`: that stack takes the column's
    /// model and way back, so the column has one bar (nil inside the stack).
    @Entry var navigationColumnAdoption: NavigationColumnAdoption? = nil
}

/// What a `NavigationStack` that is a split view column's content takes from the column.
struct NavigationColumnAdoption {
    let column: NavigationSplitColumnModel
    let back: (@MainActor () -> Void)?
    /// The bars of the columns under this one when collapsed.
    let barsBelow: [NavigationBarModel]
}

/// A view that is a `NavigationStack` (or one with modifiers): a split view column of this type
/// lets the stack be the column's stack.
protocol NavigationStackView {}

extension NavigationStack: NavigationStackView {}
extension ModifiedContent: NavigationStackView where Content: NavigationStackView {}
