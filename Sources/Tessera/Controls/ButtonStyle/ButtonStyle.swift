/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// Set a style with ``View/buttonStyle(_:)-(ButtonStyle)``; it applies to every ``Button``
/// below. The button keeps its interaction (a tap performs its action, ``Configuration/isPressed``
/// is true while the pointer is down on it); the style only draws it.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration

    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ButtonStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button.
    public let isPressed: Bool
}
