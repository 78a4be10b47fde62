/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body; the view graph handles them directly.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public consuming func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// An empty, or identity, modifier, used during development to switch modifiers at compile time.
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public nonisolated init() {}
    public func body(content: Content) -> Content { content }
}
