/// A mode that indicates whether the user can edit a view's content.
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Whether the mode is `active` or `transient`.
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with this
    /// environment (`nil` unless a view provides a binding, for example with
    /// `.environment(\.editMode, $mode)`).
    @Entry public var editMode: Binding<EditMode>? = nil
}

/// A button that toggles the edit mode environment value.
///
/// Shows "Edit" while the mode is inactive and "Done" while editing; it changes the
/// environment's ``EnvironmentValues/editMode`` binding (and does nothing without one).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an Edit button instance.
    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view: in a `List` in edit mode, each row shows
    /// a delete button that calls `action` with the row's offset in the data.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        let finder = self as? any RowOffsetFinding
        let delete: ListRowDeletion? = action.map { action in
            ListRowDeletion { id in
                guard let offset = finder?.offset(ofElementID: id) else { return }
                action(IndexSet(integer: offset))
            }
        }
        return modifier(_ContainerValueModifier(apply: { $0.listRowDeletion = delete }))
    }
}

/// The delete action of a list row, given the row's element id.
struct ListRowDeletion {
    let delete: (AnyHashable) -> Void
}

extension ContainerValues {
    /// What deletes this row (set by `onDelete` on its `ForEach`).
    @Entry var listRowDeletion: ListRowDeletion? = nil
}

/// The red delete button a row shows in edit mode.
struct ListRowDeleteButton: View {
    let action: () -> Void

    var body: some View {
        Image(systemName: "minus.circle.fill")
            .foregroundStyle(Color.red)
            .onTapGesture(perform: action)
    }
}
