/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point for the popover expressed as a unit point that describes possible
    /// alignments relative to a SwiftUI view.
    case point(UnitPoint)
}

extension View {
    /// Presents a popover when a given condition is true: the content in a bordered card next
    /// to this view, on the side the arrow edge points from (`.top`: below the view). A tap
    /// outside the card, or Escape, dismisses it.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        presentationLayer(isPresented: isPresented.wrappedValue, placement: .attached(arrowEdge)) {
            PopoverLayer(dismiss: { isPresented.wrappedValue = false }, content: content())
        }
    }
}

/// A popover's card. It is one of the layers a tap outside dismisses (see
/// ``ViewNode/dismissPopover(outside:)``).
struct PopoverLayer<Content: View>: View {
    var dismiss: @MainActor () -> Void
    var content: Content

    var body: some View {
        PresentationCard(content: content.environment(\.isPresented, true).environment(\.dismiss, DismissAction(dismiss)))
    }

}

extension PopoverLayer: EscapeDismissible {
    func dismissOnEscape(node: ViewNode) { dismiss() }
}

/// A presented layer a tap outside its frame dismisses.
@MainActor
protocol OutsideTapDismissible {
    func dismissOnOutsideTap()
}

extension PopoverLayer: OutsideTapDismissible {
    func dismissOnOutsideTap() { dismiss() }
}

extension ViewNode {
    /// When a popover is up and `point` is outside its card, dismisses it and returns true (the
    /// tap is consumed, as a tap outside a popover is).
    func dismissPopover(outside point: CGPoint) -> Bool {
        var found: (ViewNode, any OutsideTapDismissible)?
        func visit(_ node: ViewNode) {
            if let layer = node.viewAs((any OutsideTapDismissible).self) { found = (node, layer) }
            for child in node.children { visit(child) }
        }
        visit(self)
        guard let (node, layer) = found else { return false }
        if let frame = node.first(where: { $0.layoutNode != nil })?.layoutNode?.globalFrame, frame.contains(point) { return false }
        layer.dismissOnOutsideTap()
        return true
    }
}
