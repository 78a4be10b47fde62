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
    /// The content said `interactiveDismissDisabled()`: Escape and the scrim don't dismiss.
    var dismissDisabled: Bool = false
    var card: Card

    var body: some View {
        ZStack(alignment: placement == .center ? .center : .bottom) {
            (dimmed ? Color.black.opacity(0.35) : Color.clear)
                .contentShape(Rectangle())
                .onTapGesture { if dismissesOnScrimTap && !dismissDisabled { dismiss() } }
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
    /// dismisses; it does nothing when dismissal is disabled.
    func dismissOnEscape(node: ViewNode) {
        guard !dismissDisabled else { return }
        if let cancel = node.first(where: { $0.viewAs((any RoledButton).self)?.buttonRole == .cancel }),
           let target = cancel.viewAs((any TapTarget).self) {
            target.performTap(at: .zero, node: cancel)
        } else {
            dismiss()
        }
    }
}

/// The card look shared by alerts, dialogs, sheets and popovers; a sheet's content can change
/// its background and corner radius and ask for a drag indicator (``PresentationOptions``).
struct PresentationCard<Content: View>: View {
    var content: Content
    var background: PresentationBackgroundView?
    /// `nil`: the standard radius, 12.
    var cornerRadius: CGFloat?
    var showsDragIndicator = false

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: cornerRadius ?? 12)
        content
            .padding(16)
            .padding(.top, showsDragIndicator ? 8 : 0)
            .overlay(alignment: .top) {
                if showsDragIndicator {
                    Capsule().fill(Color.secondary.opacity(0.5)).frame(width: 36, height: 5).padding(.top, 6)
                }
            }
            .background {
                if let background {
                    background.view.clipShape(shape)
                } else {
                    shape.fill(Color.secondarySystemGroupedBackground)
                }
            }
            .overlay { shape.stroke(Color.separator, lineWidth: 1) }
    }
}
