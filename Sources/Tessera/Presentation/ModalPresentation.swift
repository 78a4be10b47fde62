/// How a modal presentation shows its content.
enum ModalPresentationStyle {
    /// A card over a dimmed scrim (`sheet`).
    case sheet
    /// The whole window (`fullScreenCover`).
    case fullScreenCover
}

extension View {
    /// Presents `content` modally while `isPresented`; `dismiss` in the content's environment
    /// sets the binding to false; `onDismiss` runs whenever the binding turns false (however
    /// that happened), once.
    func modalPresentation<Content: View>(_ style: ModalPresentationStyle, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
                                          content: @escaping () -> Content) -> some View {
        let dismiss = { @MainActor in isPresented.wrappedValue = false }
        return presentationLayer(isPresented: isPresented.wrappedValue) {
            ModalPresentationLayer(style: style, dismiss: dismiss, content: content())
        }
        .onChange(of: isPresented.wrappedValue) { wasPresented, presented in
            if wasPresented && !presented { onDismiss?() }
        }
    }

    /// Presents `content` for the item while there is one; the content's identity is the item's
    /// id. `onDismiss` runs once for each item that stops being presented (set to nil, or
    /// replaced by another item).
    func modalPresentation<Item: Identifiable, Content: View>(_ style: ModalPresentationStyle, item: Binding<Item?>,
                                                              onDismiss: (() -> Void)?,
                                                              content: @escaping (Item) -> Content) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modalPresentation(style, isPresented: isPresented, onDismiss: nil) {
            item.wrappedValue.map { content($0).id($0.id) }
        }
        .onChange(of: item.wrappedValue?.id) { oldID, newID in
            if oldID != nil, oldID != newID { onDismiss?() }
        }
    }
}

/// A sheet's or full-screen cover's layer: it reads the content's presentation options
/// (``PresentationOptions``) and draws the card or the cover with them.
struct ModalPresentationLayer<Content: View>: View {
    let style: ModalPresentationStyle
    let dismiss: @MainActor @Sendable () -> Void
    let content: Content
    @State private var options = PresentationOptions()

    var body: some View {
        let presented = content
            .environment(\.dismiss, DismissAction(dismiss))
            .environment(\.isPresented, true)
            .onPreferenceChange(PresentationOptionsKey.self) { options = $0 }
        let dismissDisabled = options.interactiveDismissDisabled ?? false
        switch style {
        case .sheet:
            PresentationLayer(placement: .center, dismiss: dismiss, dismissDisabled: dismissDisabled,
                              card: PresentationCard(content: presented, background: options.background,
                                                     cornerRadius: options.cornerRadius ?? nil,
                                                     showsDragIndicator: options.dragIndicator == .visible))
        case .fullScreenCover:
            FullScreenCoverLayer(dismiss: dismiss, dismissDisabled: dismissDisabled, background: options.background,
                                 content: presented)
        }
    }
}
