/// The modifier behind `navigationTitle`, `toolbar` and the other bar settings: while its view
/// is shown it writes `value` into the enclosing screen's bar as one source, and withdraws it
/// when the view disappears. Outside a navigation stack it does nothing.
struct NavigationBarWriter<Value>: ViewModifier {
    let field: WritableKeyPath<NavigationBarContent, NavigationSources<Value>>
    let value: Value
    let isEqual: (Value, Value) -> Bool
    @Environment(\.navigationBar) private var bar
    @State private var owner = NavigationSourceToken()

    func body(content: Content) -> some View {
        let _ = bar?.write(field, value, from: owner, isEqual: isEqual)
        content.onDisappear { [bar, owner, field] in bar?.remove(field, from: owner) }
    }
}

extension View {
    /// Writes `value` into the enclosing screen's bar (see ``NavigationBarWriter``).
    func navigationBarValue<Value>(_ field: WritableKeyPath<NavigationBarContent, NavigationSources<Value>>, _ value: Value,
                                   isEqual: @escaping (Value, Value) -> Bool = { _, _ in false }) -> some View {
        modifier(NavigationBarWriter(field: field, value: value, isEqual: isEqual))
    }
}
