/// What alerts, dialogs and sheets present as their top layer (``PresentedLayer``, which
/// covers the window): a dimmed scrim that takes every tap, and the presented card placed on it.
struct PresentationLayer<Card: View>: View {
    enum Placement { case center, bottom }

    var placement: Placement
    /// Dims the content below (popovers don't).
    var dimmed: Bool = true
    /// Dismisses the presentation (Escape, a tap on the scrim when `dismissesOnScrimTap`).
    var dismiss: @MainActor () -> Void
    var dismissesOnScrimTap: Bool = false
    var card: Card

    var body: some View {
        ZStack(alignment: placement == .center ? .center : .bottom) {
            (dimmed ? Color.black.opacity(0.35) : Color.clear)
                .contentShape(Rectangle())
                .onTapGesture { if dismissesOnScrimTap { dismiss() } }
            card
                .padding(placement == .center ? 24 : 12)
        }
    }
}

/// A layer Escape dismisses (the host asks the last one in drawing order: the topmost).
@MainActor
protocol EscapeDismissible {
    func dismissOnEscape(node: ViewNode)
}

extension PresentationLayer: EscapeDismissible {
    /// Escape runs the cancel button's action when the card has one (an alert's Cancel), then
    /// dismisses.
    func dismissOnEscape(node: ViewNode) {
        if let cancel = node.first(where: { $0.viewAs((any RoledButton).self)?.buttonRole == .cancel }),
           let target = cancel.viewAs((any TapTarget).self) {
            target.performTap(at: .zero, node: cancel)
        } else {
            dismiss()
        }
    }
}

/// The card look shared by alerts, dialogs, sheets and popovers.
struct PresentationCard<Content: View>: View {
    var content: Content
    var body: some View {
        content
            .padding(16)
            .background { RoundedRectangle(cornerRadius: 12).fill(Color.secondarySystemGroupedBackground) }
            .overlay { RoundedRectangle(cornerRadius: 12).stroke(Color.separator, lineWidth: 1) }
    }
}
