/// A type that applies a custom appearance to all labels within a view.
///
/// Set a style with ``View/labelStyle(_:)``; it applies to every ``Label`` below.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration

    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension LabelStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

extension EnvironmentValues {
    private enum LabelStyleKey: EnvironmentKey {
        static var defaultValue: any LabelStyle { MainActor.assumeIsolated { DefaultLabelStyle() } }
    }

    /// The label style of this environment (``DefaultLabelStyle`` unless set).
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, style)
    }
}
