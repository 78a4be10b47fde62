extension DynamicViewContent {
    /// Sets the move action for the dynamic view: in a `List` in edit mode, each row shows a
    /// reorder handle; dragging it onto another place calls `action` with the offset of the
    /// moved row and the destination offset, counted in the data *before* the move (what
    /// `move(fromOffsets:toOffset:)` takes).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        let finder = self as? any RowOffsetFinding
        let move: ListRowMove? = action.map { action in
            ListRowMove(offset: { finder?.offset(ofElementID: $0) }, move: action)
        }
        return modifier(_ContainerValueModifier(apply: { $0.listRowMove = move }))
    }
}

/// The move action of the rows of one `ForEach`.
struct ListRowMove {
    /// The offset in the data of the row with this element id (nil: not a row of this `ForEach`).
    let offset: (AnyHashable) -> Int?
    /// The `onMove` action.
    let move: (IndexSet, Int) -> Void

    /// The destination (SwiftUI's convention: an offset before the move) for dropping the row
    /// at `source` at height `dropY`, given the middle heights of the rows by offset; nil when
    /// the row stays where it is.
    static func destination(source: Int, dropY: CGFloat, rowMidYs: [Int: CGFloat]) -> Int? {
        let above = rowMidYs.filter { $0.key != source && $0.value < dropY }.count
        let destination = above >= source ? above + 1 : above
        return destination == source || destination == source + 1 ? nil : destination
    }
}

extension ContainerValues {
    /// What moves this row (set by `onMove` on its `ForEach`).
    @Entry var listRowMove: ListRowMove? = nil
}

/// Where the rows of a list are, for dropping a dragged row: filled as rows with a move action
/// are laid out in edit mode.
@MainActor
final class ListReorderState {
    /// Each row's frame in global coordinates, by element id.
    var frames: [AnyHashable: CGRect] = [:]

    /// The middle heights of the rows `move` knows, by their offset in its data.
    func rowMidYs(for move: ListRowMove) -> [Int: CGFloat] {
        var result: [Int: CGFloat] = [:]
        for (id, frame) in frames {
            if let offset = move.offset(id) { result[offset] = frame.midY }
        }
        return result
    }
}

extension EnvironmentValues {
    /// The reorder state of the list around (set by `List`).
    @Entry var listReorderState: ListReorderState? = nil
}
