/// The reorder handle a movable row shows in edit mode: dragging it moves the row with the
/// pointer, and releasing it calls the `onMove` action with the row's source offset and the
/// destination under the pointer.
struct ListRowReorderHandle: View {
    let id: AnyHashable
    let move: ListRowMove
    let reorder: ListReorderState?
    /// How far the row is dragged (the row moves by it while dragging).
    let dragOffset: Binding<CGFloat>

    var body: some View {
        Image(systemName: "line.3.horizontal")
            .foregroundStyle(HierarchicalShapeStyle.secondary)
            .frame(width: 32, height: 32)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 2, coordinateSpace: .global)
                    .onChanged { value in dragOffset.wrappedValue = value.translation.height }
                    .onEnded { value in
                        dragOffset.wrappedValue = 0
                        drop(translation: value.translation.height)
                    })
    }

    private func drop(translation: CGFloat) {
        guard let reorder, let source = move.offset(id), let frame = reorder.frames[id] else { return }
        let destination = ListRowMove.destination(source: source, dropY: frame.midY + translation,
                                                  rowMidYs: reorder.rowMidYs(for: move))
        if let destination { move.move(IndexSet(integer: source), destination) }
    }
}
