/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// The style's body decides when the button acts: it calls ``Configuration/trigger()``
/// (from a gesture, or from a `Button(configuration)` inside it). The built-in styles —
/// ``automatic``, ``plain``, ``borderless``, ``bordered``, ``borderedProminent``, ``link`` — are
/// primitive button styles.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension PrimitiveButtonStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The properties of a button.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and
    /// custom interaction behavior.
    ///
    /// The button draws with the style of the environment around the custom style (the
    /// automatic style unless another was set outside it).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}
