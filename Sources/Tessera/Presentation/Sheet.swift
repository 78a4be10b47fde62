extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheetPresentation(isPresented: isPresented, onDismiss: onDismiss) { isPresented.wrappedValue ? content() : nil }
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return sheetPresentation(isPresented: isPresented, onDismiss: onDismiss) {
            item.wrappedValue.map { content($0).id($0.id) }
        }
    }

    /// A card over a scrim; `dismiss` in the content's environment sets the binding to false;
    /// `onDismiss` runs whenever the binding turns false (however that happened).
    private func sheetPresentation<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: @escaping () -> Content?) -> some View {
        let dismiss = { @MainActor in isPresented.wrappedValue = false }
        return presentationLayer(isPresented: isPresented.wrappedValue) {
            PresentationLayer(placement: .center, dismiss: dismiss, card: PresentationCard(content: content())
                .environment(\.dismiss, DismissAction(dismiss))
                .environment(\.isPresented, true))
        }
        .onChange(of: isPresented.wrappedValue) { wasPresented, presented in
            if wasPresented && !presented { onDismiss?() }
        }
    }
}
