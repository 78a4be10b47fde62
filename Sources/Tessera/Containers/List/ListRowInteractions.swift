/// What a list row does besides showing its content and being selected: it swipes to reveal
/// its `swipeActions` (or a Delete button when its `ForEach` has `onDelete`), and in edit mode
/// shows a reorder handle when its `ForEach` has `onMove` (no swiping then).
///
/// Applied by `ListRowView` to the decorated row (insets and background), so the whole row
/// slides and moves.
struct ListRowInteractions: ViewModifier {
    let row: Subview
    @Environment(\.editMode) private var editMode
    @Environment(\.listReorderState) private var reorder
    @State private var dragOffset: CGFloat = 0

    func body(content: Content) -> some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        let move = isEditing ? row.containerValues.listRowMove : nil
        let moveID = move == nil ? nil : row.listElementID
        let swipeActions = isEditing ? SwipeActionsSet() : Self.swipeActions(of: row)
        // A row with nothing to swipe or move stays as it is (no extra nodes per row).
        if move == nil && swipeActions.isEmpty {
            content
        } else {
            SwipeActionsRow(actions: swipeActions) { content }
                .overlay(alignment: .trailing) {
                    if let move, let moveID {
                        ListRowReorderHandle(id: moveID, move: move, reorder: reorder, dragOffset: $dragOffset)
                            .padding(.trailing, 8)
                    }
                }
                .offset(y: dragOffset)
                .background {
                    if move != nil, let moveID, let reorder {
                        GeometryReader { proxy in
                            let _ = reorder.frames[moveID] = proxy.frame(in: .global)
                            Color.clear
                        }
                    }
                }
        }
    }

    /// The actions `row` reveals when swiped.
    static func swipeActions(of row: Subview) -> SwipeActionsSet {
        let values = row.containerValues
        var actions = values.swipeActions
        if actions.trailing == nil, let deletion = values.listRowDeletion, let id = row.listElementID {
            actions.trailing = SwipeActionsConfiguration(
                actions: AnyView(Button("Delete", role: .destructive) { deletion.delete(id) }),
                allowsFullSwipe: true)
        }
        return actions
    }
}

/// What a list gives its rows for their interactions: one swipe coordinator (one open row at
/// a time), the rows' frames for reordering, and keyboard navigation of its selection.
struct ListInteractions: ViewModifier {
    let selection: ListSelectionController?
    @State private var swipeCoordinator = SwipeActionsCoordinator()
    @State private var reorder = ListReorderState()

    func body(content: Content) -> some View {
        content
            .modifier(ListKeyboardNavigation(selection: selection))
            .environment(\.swipeActionsCoordinator, swipeCoordinator)
            .environment(\.listReorderState, reorder)
    }
}
