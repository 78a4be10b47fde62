/// The swipe state of one row: how far its content is moved sideways, and what it learned
/// about its actions when it last drew them.
///
/// Held by the row (`@State`), so each row keeps its own; observed, so moving the content
/// re-evaluates only that row.
@Observable
@MainActor
package final class SwipeActionsRowState {
    /// The content's horizontal offset: positive reveals the leading actions, negative the
    /// trailing ones.
    var offset: CGFloat = 0
    /// The offset when the current drag began.
    @ObservationIgnored var dragStartOffset: CGFloat?
    /// The row's width (the full-swipe threshold is a share of it).
    @ObservationIgnored var width: CGFloat = 0
    /// The coordinator told when this row opens and closes.
    @ObservationIgnored weak var coordinator: SwipeActionsCoordinator?

    package init() {}

    /// Whether the row's actions are revealed.
    var isOpen: Bool { offset != 0 }

    /// Moves the content back; the actions hide.
    func close() {
        dragStartOffset = nil
        if offset != 0 { offset = 0 }
        coordinator?.closed(self)
    }

    /// Settles at `offset` (0 closes).
    func settle(at offset: CGFloat) {
        dragStartOffset = nil
        if offset == 0 { close(); return }
        self.offset = offset
        coordinator?.opened(self)
    }
}
