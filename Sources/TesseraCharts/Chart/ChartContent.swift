/// A type that represents the content that you draw on a chart: marks, and the modifiers
/// and groupings applied to them.
///
/// Compose your own chart content the way you compose views:
///
/// ```swift
/// struct Thresholds: ChartContent {
///     var body: some ChartContent {
///         RuleMark(y: .value("Low", 50))
///         RuleMark(y: .value("High", 120))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of content representing the body of this content.
    associatedtype Body: ChartContent
    /// The content of this chart content.
    @ChartContentBuilder var body: Self.Body { get }
}

extension Never: ChartContent {
    /// Never evaluated.
    public var body: Never { fatalError("Never has no body") }
}

/// Chart content that adds marks to a collector itself instead of having a body (marks,
/// modifiers, builder results).
@MainActor
protocol PrimitiveChartContent {
    func collect(into collector: inout MarkCollector)
}

extension ChartContent {
    /// Adds this content's marks to `collector`: a primitive adds its own, any other content
    /// its body's.
    func collectMarks(into collector: inout MarkCollector) {
        // The type is cast, not the value: casting a mark to an existential would box it (an
        // allocation per mark when the content is collected once per element).
        if let primitive = Self.self as? any PrimitiveChartContent.Type {
            collect(as: primitive, into: &collector)
        } else {
            body.collectMarks(into: &collector)
        }
    }

    /// Collects this content, whose type is `P`.
    private func collect<P: PrimitiveChartContent>(as _: P.Type, into collector: inout MarkCollector) {
        unsafeBitCast(self, to: P.self).collect(into: &collector)
    }
}
