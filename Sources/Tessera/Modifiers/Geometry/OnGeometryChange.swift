extension View {
    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    ///
    /// The value is made from the view's geometry after each layout that places it (not
    /// before its first placement); the action runs after the update in which it changed, and
    /// once with the first value.
    @preconcurrency
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (T) -> Void) -> some View {
        background(OnGeometryChangeReader(transform: transform, action: { _, new in action(new) }))
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes,
    /// with the old and the new value.
    @preconcurrency
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        background(OnGeometryChangeReader(transform: transform, action: action))
    }
}

/// A reader behind the view that reports the value made from its geometry when it changes.
struct OnGeometryChangeReader<T: Equatable>: View {
    let transform: (GeometryProxy) -> T
    let action: (T, T) -> Void

    var body: some View {
        GeometryReader { proxy in
            if proxy.isPlaced {
                Color.clear.onChange(of: transform(proxy), initial: true, action)
            }
        }
    }
}
