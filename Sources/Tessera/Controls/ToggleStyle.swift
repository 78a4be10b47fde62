/// The appearance and behavior of a toggle.
///
/// Set a style with ``View/toggleStyle(_:)``; it applies to every ``Toggle`` below.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration

    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ToggleStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

extension EnvironmentValues {
    private enum ToggleStyleKey: EnvironmentKey {
        static var defaultValue: any ToggleStyle { MainActor.assumeIsolated { DefaultToggleStyle() } }
    }

    /// The toggle style of this environment (``DefaultToggleStyle`` unless set).
    var toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, style)
    }
}
