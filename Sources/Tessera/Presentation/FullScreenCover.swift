extension View {
    /// Presents a modal view that covers as much of the screen as possible when the binding
    /// you provide is true.
    ///
    /// The content fills the whole window on the system background, with no card and no scrim.
    /// `dismiss` in its environment, Escape, and setting the binding to false close it;
    /// `onDismiss` runs once each time it closes.
    ///
    /// Differs from SwiftUI: Escape dismisses the cover (a desktop keyboard's way out), unless
    /// its content says `interactiveDismissDisabled()` (see Divergences P11).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modalPresentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a modal view that covers as much of the screen as possible using the binding
    /// you provide as a data source for the sheet's content.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modalPresentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }
}

/// A full-screen cover's layer: the content filling the window on its background.
struct FullScreenCoverLayer<Content: View>: View {
    let dismiss: @MainActor () -> Void
    let dismissDisabled: Bool
    let background: PresentationBackgroundView?
    let content: Content

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                if let background { background.view } else { Color.systemBackground }
            }
            .contentShape(Rectangle())
    }
}

extension FullScreenCoverLayer: EscapeDismissible {
    func dismissOnEscape(node: ViewNode) {
        if !dismissDisabled { dismiss() }
    }
}
