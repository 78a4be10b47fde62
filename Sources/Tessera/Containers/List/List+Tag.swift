extension Subview {
    /// The value a selectable list selects this row by: its `tag(_:)` when it has one, else
    /// the id of the nearest `ForEach` element around it (SwiftUI tags `ForEach` rows with their
    /// ids implicitly). A value whose type differs from the selection binding's leaves the row
    /// unselectable for that binding (``ListSelection`` ignores it).
    @MainActor
    var listSelectionID: AnyHashable? {
        containerValues.tag ?? listElementID
    }
}
