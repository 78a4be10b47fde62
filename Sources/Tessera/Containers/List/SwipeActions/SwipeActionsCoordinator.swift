/// Keeps at most one row of a list open (its swipe actions revealed).
///
/// A `List` owns one for its rows; a GTK list-item factory owns one for its cells. A row that
/// opens tells the coordinator, which closes the row open before; rows that are not open read
/// ``openRow`` to close it when tapped (a tap anywhere else closes an open row).
@Observable
@MainActor
package final class SwipeActionsCoordinator {
    /// The row whose actions are revealed.
    package private(set) var openRow: SwipeActionsRowState?

    package init() {}

    /// `row` revealed its actions: the row open before closes.
    func opened(_ row: SwipeActionsRowState) {
        if let openRow, openRow !== row { openRow.close() }
        if openRow !== row { openRow = row }
    }

    /// `row` closed.
    func closed(_ row: SwipeActionsRowState) {
        if openRow === row { openRow = nil }
    }

    /// Closes the open row, if any.
    package func closeOpenRow() {
        openRow?.close()
    }
}

extension EnvironmentValues {
    /// The coordinator of the rows around (nil: each row opens on its own).
    @Entry package var swipeActionsCoordinator: SwipeActionsCoordinator? = nil
    /// Set on the buttons of a swipe-actions strip: their labels keep the strip's white.
    @Entry var isSwipeActionButton: Bool = false
}
