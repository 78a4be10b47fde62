/// A type that represents part of your app's user interface and provides modifiers that you
/// use to configure views.
///
/// A view is a value: a description of what to show. Tessera keeps the persistent parts (identity,
/// state, dependencies, layout) in its view graph, and asks for `body` again only when something
/// the body read has changed.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the view graph handles them directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
