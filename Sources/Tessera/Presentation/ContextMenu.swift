extension View {
    /// Adds a context menu to a view: a secondary click (right button) opens the menu items at
    /// the pointer, a long press below the view; choosing an item runs it and closes the menu.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(menuItems: menuItems()))
    }
}

/// Keeps whether the menu is open, and where, and presents it as a menu top layer.
struct ContextMenuModifier<MenuItems: View>: ViewModifier {
    var menuItems: MenuItems
    @State private var isShown = false
    /// Where the secondary click was (window coordinates); `nil` after a long press.
    @State private var location: CGPoint?

    func body(content: Content) -> some View {
        let isShown = $isShown, location = $location
        return content
            .gesture(LongPressGesture().onEnded { _ in
                location.wrappedValue = nil
                isShown.wrappedValue = true
            })
            .modifier(SecondaryClickModifier { point in
                location.wrappedValue = point
                isShown.wrappedValue = true
            })
            .presentationLayer(isPresented: isShown.wrappedValue, placement: .menu(at: location.wrappedValue)) {
                MenuCard(dismiss: { isShown.wrappedValue = false },
                         completion: PresentationButtonCompletion { isShown.wrappedValue = false },
                         items: menuItems)
            }
    }
}

/// Runs an action when a secondary click (right button) lands on the view it modifies; see
/// ``ViewNode/secondaryClick(at:)``.
struct SecondaryClickModifier: ViewModifier, PrimitiveModifier {
    var action: @MainActor (CGPoint) -> Void
    typealias Body = Never
    static var subviewBehavior: SubviewBehavior { .distributing }
}
