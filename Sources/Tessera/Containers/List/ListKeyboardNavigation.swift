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
        guard press.phase != .up, let rows = ListRowItems(below: node),
              let found = Self.target(of: press.key, from: selection.cursor.flatMap(rows.item(ofRow:)), in: rows)
        else { return .ignored }
        selection.cursor = found.id
        selection.select(found.id, press.modifiers.contains(.shift) ? .shift : [], _ListRowSelectionModifier.rowIDs(around: node))
        rows.scroll(toItem: found.item)
        return .handled
    }

    /// The row `key` moves to from the row at item `current` (nil: not a navigation key, or
    /// no selectable row). At either end, Up and Down stay on the current row.
    static func target(of key: KeyEquivalent, from current: Int?, in rows: ListRowItems) -> (item: Int, id: AnyHashable)? {
        switch key {
        case .upArrow:
            return rows.selectableRow(from: current.map { $0 - 1 } ?? Int.max, step: -1)
                ?? current.flatMap { rows.selectableRow(from: $0, step: 1) }
        case .downArrow:
            return rows.selectableRow(from: current.map { $0 + 1 } ?? 0, step: 1)
                ?? current.flatMap { rows.selectableRow(from: $0, step: -1) }
        case .home: return rows.selectableRow(from: 0, step: 1)
        case .end: return rows.selectableRow(from: Int.max, step: -1)
        default: return nil
        }
    }
}
