/// A custom parameter attribute that constructs views from closures.
///
/// Accepts any number of child views (through parameter packs), `if`/`else`, `if let`,
/// `switch`, optional content and limited-availability blocks — the same statements Apple's
/// builder accepts. Like SwiftUI's, it has no `buildArray`, so `for` loops are rejected: use
/// ``ForEach``.
@resultBuilder
@MainActor @preconcurrency
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<(repeat each Content)> {
        TupleView(elements: repeat each content)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
