extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack.
    ///
    /// Declare it inside the stack (on the root or on a pushed screen), outside lazy containers:
    /// a declaration in a row that isn't built isn't seen.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationRegistration(destination: { AnyView(destination($0)) }))
    }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// navigation stack.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(NavigationPresentedDestination(isPresented: isPresented, destination: AnyView(destination())))
    }

    /// Associates a destination view with a bound value for use within a navigation stack: the
    /// view is pushed while the value is non-nil, and popping it sets the value to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(NavigationPresentedDestination(isPresented: isPresented,
                                                       destination: AnyView(item.wrappedValue.map { destination($0).id($0) })))
    }
}

/// Registers a `navigationDestination(for:)` with the enclosing stack each time it is
/// evaluated, so the screens showing values of its type show its latest destination.
struct NavigationDestinationRegistration<D: Hashable>: ViewModifier {
    let destination: @MainActor (D) -> AnyView
    @Environment(\.navigationStack) private var stack

    func body(content: Content) -> some View {
        let _ = stack?.register(D.self, destination: destination)
        content
    }
}

/// Pushes its destination onto the enclosing stack while `isPresented` is true, and sets it to
/// false when the screen is popped.
struct NavigationPresentedDestination: ViewModifier {
    let isPresented: Binding<Bool>
    let destination: AnyView
    @Environment(\.navigationStack) private var stack
    @State private var owner = NavigationSourceToken()

    func body(content: Content) -> some View {
        let _ = update()
        content
            .onDisappear { [stack, owner] in stack?.withdraw(owner) }
    }

    private func update() {
        guard let stack else { return }
        if isPresented.wrappedValue {
            let isPresented = self.isPresented
            stack.present(owner, content: destination, dismiss: { isPresented.wrappedValue = false })
        } else {
            stack.withdraw(owner)
        }
    }
}
