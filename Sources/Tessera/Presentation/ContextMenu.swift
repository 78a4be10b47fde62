extension View {
    /// Adds a context menu to a view: a long press opens the menu items in a popover-style card
    /// below the view; choosing an item runs it and closes the menu.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(menuItems: menuItems()))
    }
}

/// Keeps whether the menu is open and presents it with the popover machinery.
struct ContextMenuModifier<MenuItems: View>: ViewModifier {
    var menuItems: MenuItems
    @State private var isShown = false

    func body(content: Content) -> some View {
        let isShown = $isShown
        return content
            .gesture(LongPressGesture().onEnded { _ in isShown.wrappedValue = true })
            .popover(isPresented: isShown) {
                VStack(alignment: .leading, spacing: 8) { menuItems }
                    .environment(\.presentationButtonCompletion, PresentationButtonCompletion { isShown.wrappedValue = false })
            }
    }
}
