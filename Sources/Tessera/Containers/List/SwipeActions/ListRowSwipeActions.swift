/// Makes a list row swipeable: its `swipeActions`, or — when it has no trailing actions and
/// its `ForEach` has `onDelete` — a trailing destructive "Delete" button, as in SwiftUI.
/// Rows don't swipe in edit mode (they show their editing controls instead).
struct ListRowSwipeActions: ViewModifier {
    let row: Subview
    @Environment(\.editMode) private var editMode

    func body(content: Content) -> some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        SwipeActionsRow(actions: isEditing ? SwipeActionsSet() : Self.actions(of: row)) { content }
    }

    /// The actions `row` reveals.
    static func actions(of row: Subview) -> SwipeActionsSet {
        let values = row.containerValues
        var actions = values.swipeActions
        if actions.trailing == nil, let deletion = values.listRowDeletion, let id = row.listSelectionID {
            actions.trailing = SwipeActionsConfiguration(
                actions: AnyView(Button("Delete", role: .destructive) { deletion.delete(id) }),
                allowsFullSwipe: true)
        }
        return actions
    }
}
