extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// The content shows in a card over a dimmed scrim. `dismiss` in its environment, Escape,
    /// and setting the binding to false close it; `onDismiss` runs once each time it closes.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modalPresentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    ///
    /// Setting the item to nil (or `dismiss`, or Escape) closes the sheet; setting it to another
    /// item replaces the content. `onDismiss` runs once for each item whose sheet goes away.
    ///
    /// Differs from SwiftUI: a new item replaces the content in place, with no dismissal and
    /// presentation in between (see Divergences P12).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modalPresentation(.sheet, item: item, onDismiss: onDismiss, content: content)
    }
}
