/// A row whose content slides sideways to reveal swipe actions: the one piece behind
/// `swipeActions` in `List` rows and in GTK list cells (`HostingConfiguration`).
///
/// Dragging the row horizontally moves its content and reveals the buttons of the edge it
/// uncovers, sharing the uncovered width; releasing past half of the buttons' width keeps them
/// open (``buttonWidth`` each), otherwise the row closes. Past ``fullSwipeShare`` of the row's
/// width (and half a button past the open buttons), with `allowsFullSwipe`, only the first
/// button shows, and releasing there runs it and closes the row. A tap on a revealed button runs it and closes the row; a tap on the open
/// row's content, or on another row of the same ``SwipeActionsCoordinator``, closes it.
/// A drag that starts mostly vertical is left alone.
///
/// Each row keeps its own ``SwipeActionsRowState``; with no actions the row is just its content.
package struct SwipeActionsRow<Content: View>: View {
    let actions: SwipeActionsSet
    let content: Content
    @State private var state = SwipeActionsRowState()
    @Environment(\.swipeActionsCoordinator) private var coordinator

    /// The width of one revealed button when the row settles open.
    package static var buttonWidth: CGFloat { 74 }
    /// The share of the row's width past which a release is a full swipe.
    package static var fullSwipeShare: CGFloat { 0.6 }

    package init(actions: SwipeActionsSet, @ViewBuilder content: () -> Content) {
        self.actions = actions
        self.content = content()
    }

    package var body: some View {
        if actions.isEmpty {
            content
        } else {
            Group(subviews: actions.leading?.actions ?? AnyView(EmptyView())) { leading in
                Group(subviews: actions.trailing?.actions ?? AnyView(EmptyView())) { trailing in
                    SwipeActionsRowBody(content: content, actions: actions, leading: leading, trailing: trailing,
                                        state: state, coordinator: coordinator)
                }
            }
        }
    }
}

/// The layout and gesture of a ``SwipeActionsRow`` once its buttons are resolved.
struct SwipeActionsRowBody<Content: View>: View {
    let content: Content
    let actions: SwipeActionsSet
    let leading: SubviewsCollection
    let trailing: SubviewsCollection
    let state: SwipeActionsRowState
    let coordinator: SwipeActionsCoordinator?

    var body: some View {
        let _ = state.coordinator = coordinator
        let offset = state.offset
        let isOtherRowOpen = coordinator?.openRow.map { $0 !== state } ?? false
        content
            .offset(x: offset)
            .overlay {
                if offset != 0 || isOtherRowOpen {
                    // A tap on the open row's content, or on another row while one is open, closes it.
                    Color.clear.contentShape(Rectangle()).onTapGesture { [state, coordinator] in
                        if state.isOpen { state.close() } else { coordinator?.closeOpenRow() }
                    }
                }
            }
            .overlay(alignment: .leading) {
                if offset > 0, let configuration = actions.leading {
                    strip(leading, edge: .leading, configuration: configuration, width: offset)
                }
            }
            .overlay(alignment: .trailing) {
                if offset < 0, let configuration = actions.trailing {
                    strip(trailing, edge: .trailing, configuration: configuration, width: -offset)
                }
            }
            .background {
                GeometryReader { proxy in
                    let _ = state.width = proxy.size.width
                    Color.clear
                }
            }
            .clipped()
            // The whole row swipes, its empty margins included.
            .contentShape(Rectangle())
            .gesture(drag)
    }

    /// The revealed buttons of `edge`, `width` wide: the first one outermost, or alone past the
    /// full-swipe threshold.
    private func strip(_ buttons: SubviewsCollection, edge: HorizontalEdge, configuration: SwipeActionsConfiguration,
                       width: CGFloat) -> some View {
        let isFullSwipe = configuration.allowsFullSwipe && isPastFullSwipe(width, edge: edge)
        let shown = isFullSwipe ? Array(buttons.prefix(1)) : (edge == .trailing ? buttons.reversed() : Array(buttons))
        return HStack(spacing: 0) {
            ForEach(shown) { button in
                SwipeActionButtonCell(button: button) { [state] in state.close() }
            }
        }
        .frame(width: width)
        .clipped()
        .environment(\.presentationButtonCompletion, PresentationButtonCompletion { [state] in state.close() })
    }

    /// Whether a drag `distance` long towards `edge` is a full swipe: past a share of the row's
    /// width, and clearly past the open buttons.
    private func isPastFullSwipe(_ distance: CGFloat, edge: HorizontalEdge) -> Bool {
        guard state.width > 0 else { return false }
        return distance > max(state.width * SwipeActionsRow<Content>.fullSwipeShare,
                              openWidth(edge) + SwipeActionsRow<Content>.buttonWidth / 2)
    }

    /// The width the buttons of `edge` take when the row settles open.
    private func openWidth(_ edge: HorizontalEdge) -> CGFloat {
        CGFloat((edge == .leading ? leading : trailing).count) * SwipeActionsRow<Content>.buttonWidth
    }

    /// The offset a drag reaches: none towards an edge without actions, no further than the
    /// buttons without a full swipe, no further than the row.
    private func clamped(_ offset: CGFloat) -> CGFloat {
        let edge: HorizontalEdge = offset > 0 ? .leading : .trailing
        guard offset != 0, let configuration = actions[edge] else { return 0 }
        let limit = configuration.allowsFullSwipe ? max(state.width, openWidth(edge)) : openWidth(edge)
        return offset > 0 ? min(offset, limit) : max(offset, -limit)
    }

    private var drag: some Gesture {
        DragGesture(minimumDistance: 10)
            .onChanged { [state] value in
                if state.dragStartOffset == nil {
                    guard abs(value.translation.width) > abs(value.translation.height) else { return }
                    state.dragStartOffset = state.offset
                    coordinator?.opened(state)
                }
                let offset = clamped((state.dragStartOffset ?? 0) + value.translation.width)
                if offset != state.offset { state.offset = offset }
            }
            .onEnded { [state] value in
                guard let start = state.dragStartOffset else { return }
                settle(clamped(start + value.translation.width))
            }
    }

    /// Where the row rests after a drag released at `offset`.
    private func settle(_ offset: CGFloat) {
        guard offset != 0 else { state.close(); return }
        let edge: HorizontalEdge = offset > 0 ? .leading : .trailing
        let distance = abs(offset)
        if actions[edge]?.allowsFullSwipe == true, isPastFullSwipe(distance, edge: edge) {
            state.close()
            (edge == .leading ? leading : trailing).first?.swipeActionButton?.runAction()
            return
        }
        let open = openWidth(edge)
        state.settle(at: distance > open / 2 ? (offset > 0 ? open : -open) : 0)
    }
}
