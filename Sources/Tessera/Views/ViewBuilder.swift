/// A custom parameter attribute that constructs views from closures.
///
/// Accepts any number of child views (through parameter packs), `if`/`else`, `if let`,
/// `switch`, optional content and limited-availability blocks — the same statements Apple's
/// builder accepts. Like SwiftUI's, it has no `buildArray`, so `for` loops are rejected: use
/// ``ForEach``.
@resultBuilder
@MainActor @preconcurrency
public enum ViewBuilder {
    // The builder's one-value steps are always inlined into the client (as SwiftUI's are
    // emitted there): a body calling them then copies no value through an unspecialized
    // generic call and looks up no conditional's metadata a second time. `@inline(__always)`
    // because the optimizer doesn't inline a generic function into a generic body otherwise
    // (a custom view generic over its content).
    @inlinable @inline(__always) public static func buildBlock() -> EmptyView { EmptyView() }

    @inlinable @inline(__always) public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    // Inlined too: otherwise every body with several views makes its `TupleView`'s tuple
    // metadata at run time and copies the elements through value witnesses.
    @inlinable @inline(__always)
    public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<(repeat each Content)> {
        TupleView(elements: repeat each content)
    }

    @inlinable @inline(__always) public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    @inlinable @inline(__always) public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable @inline(__always) public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }

    @inlinable @inline(__always) public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
