/// A list's rows as the items of its lazy row stack (``ListRowStack``), for keyboard
/// navigation: the selectable row before or after an item is found by item index, building
/// only the rows looked at, so navigation reaches rows that were never scrolled into view, and
/// the list scrolls the least amount that shows the row chosen.
@MainActor
struct ListRowItems {
    private let lazy: LazyContainerState
    private let content: ViewNode

    /// The rows of the list whose navigation modifier is `node` (the lazy stack below it).
    init?(below node: ViewNode) {
        func find(_ node: ViewNode) -> ViewNode? {
            if node.payload is LazyContainerState { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        guard let stack = find(node), let lazy = stack.payload as? LazyContainerState,
              let content = stack.children.first else { return nil }
        self.lazy = lazy
        self.content = content
    }

    /// The item of the built row selected by `id`.
    func item(ofRow id: AnyHashable) -> Int? {
        func find(_ node: ViewNode) -> ViewNode? {
            if let row = node.viewAs(ListRowView.self) { return row.row.listSelectionID == id ? node : nil }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        return find(content).flatMap(content.firstSubviewIndex(of:))
    }

    /// The first selectable row from item `start` on, stepping by `step` (headers, footers and
    /// rows without a selection value are skipped): its item and selection value. A start
    /// past the end is the last item.
    func selectableRow(from start: Int, step: Int) -> (item: Int, id: AnyHashable)? {
        let count = content.subviewCount
        var item = min(start, count - 1)
        while item >= 0 && item < count {
            if let id = selectionID(ofItem: item) { return (item, id) }
            item += step
        }
        return nil
    }

    /// Scrolls the list the least amount that shows item `item` wholly (none when it is).
    func scroll(toItem item: Int) {
        lazy.scroll(toItem: item, anchor: nil)
    }

    /// The selection value of item `item` when it is a row (building that row if needed).
    private func selectionID(ofItem item: Int) -> AnyHashable? {
        var current: ViewNode? = content.subview(at: item).node
        while let node = current, node !== content {
            if let row = node.viewAs(ListRowView.self) { return row.row.listSelectionID }
            current = node.parent
        }
        return nil
    }
}
