/// A result builder that you use to compose the contents of a chart.
@resultBuilder @MainActor
public enum ChartContentBuilder {
    /// Passes a single piece of content through unmodified.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }

    /// Combines several pieces of content into one.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> BuiltChartContent<repeat each C> {
        BuiltChartContent(content: (repeat each content))
    }

    /// Builds an empty chart content.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    /// Passes a single expression through unmodified.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }

    /// Builds optional content (`if` without `else`).
    public static func buildIf<C: ChartContent>(_ content: C?) -> C? { content }

    /// Builds the first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> ConditionalChartContent<T, F> {
        ConditionalChartContent(storage: .first(first))
    }

    /// Builds the second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> ConditionalChartContent<T, F> {
        ConditionalChartContent(storage: .second(second))
    }

    /// Builds content that is available only on some platforms.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

/// Chart content made of several pieces, in order (the result of a `ChartContentBuilder`
/// block).
public struct BuiltChartContent<each C: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: (repeat each C)
    /// Never evaluated: the pieces are collected directly.
    public var body: Never { fatalError("BuiltChartContent has no body") }

    func collect(into collector: inout MarkCollector) {
        for piece in repeat each content { piece.collectMarks(into: &collector) }
    }
}

/// Chart content with nothing in it.
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    /// Creates empty chart content.
    public init() {}
    /// Never evaluated.
    public var body: Never { fatalError("EmptyChartContent has no body") }
    func collect(into collector: inout MarkCollector) {}
}

/// One of two pieces of chart content (an `if`/`else` in a `ChartContentBuilder`).
public struct ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    /// Never evaluated.
    public var body: Never { fatalError("ConditionalChartContent has no body") }
    func collect(into collector: inout MarkCollector) {
        switch storage {
        case .first(let content): content.collectMarks(into: &collector)
        case .second(let content): content.collectMarks(into: &collector)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// Never evaluated.
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
    func collect(into collector: inout MarkCollector) {
        if case .some(let content) = self { content.collectMarks(into: &collector) }
    }
}
