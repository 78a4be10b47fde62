/// Keyboard navigation of a selectable list's selection: the list takes focus (a click on it,
/// or Tab), and then Up and Down select the previous and next row, Shift-Up and Shift-Down
/// extend a multiple selection from its anchor, and Home and End select the first and last
/// row. With nothing selected, Down starts at the first row and Up at the last. Other keys
/// (Space, Return) go on to the views around the list. The list scrolls the least amount
/// that shows the newly selected row wholly (``ListRowItems``).
struct ListKeyboardNavigation: ViewModifier {
    let selection: ListSelectionController?

    func body(content: Content) -> some View {
        if let selection {
            content
                .focusable()
                .modifier(_ListKeyboardNavigationModifier(selection: selection))
        } else {
            content
        }
    }
}

/// The key handler of ``ListKeyboardNavigation`` (an ancestor of the list's focusable view).
struct _ListKeyboardNavigationModifier: ViewModifier {
    let selection: ListSelectionController
    typealias Body = Never
}

extension _ListKeyboardNavigationModifier: PrimitiveModifier, KeyPressHandler {
    func handleKeyPress(_ press: KeyPress, node: ViewNode) -> KeyPress.Result {
        guard press.phase != .up else { return .ignored }
        if let rows = ListRowItems(below: node) {
            let current = selection.cursor.flatMap(rows.item(ofRow:))
            let found: (item: Int, id: AnyHashable)?
            switch press.key {
            case .upArrow: found = rows.selectableRow(from: current.map { $0 - 1 } ?? Int.max, step: -1)
                ?? current.flatMap { rows.selectableRow(from: $0, step: 1) }
            case .downArrow: found = rows.selectableRow(from: current.map { $0 + 1 } ?? 0, step: 1)
                ?? current.flatMap { rows.selectableRow(from: $0, step: -1) }
            case .home: found = rows.selectableRow(from: 0, step: 1)
            case .end: found = rows.selectableRow(from: Int.max, step: -1)
            default: return .ignored
            }
            guard let found else { return .ignored }
            selection.cursor = found.id
            selection.select(found.id, press.modifiers.contains(.shift) ? .shift : [], _ListRowSelectionModifier.rowIDs(around: node))
            rows.scroll(toItem: found.item)
            return .handled
        }
        let order = _ListRowSelectionModifier.rowIDs(around: node)
        guard !order.isEmpty,
              let target = Self.target(of: press.key, from: selection.cursor.flatMap(order.firstIndex(of:)), count: order.count)
        else { return .ignored }
        let id = order[target]
        selection.cursor = id
        selection.select(id, press.modifiers.contains(.shift) ? .shift : [], order)
        return .handled
    }

    /// The row offset `key` moves to from `current` among `count` rows (nil: not a navigation key).
    static func target(of key: KeyEquivalent, from current: Int?, count: Int) -> Int? {
        switch key {
        case .upArrow: return current.map { max(0, $0 - 1) } ?? count - 1
        case .downArrow: return current.map { min(count - 1, $0 + 1) } ?? 0
        case .home: return 0
        case .end: return count - 1
        default: return nil
        }
    }
}
