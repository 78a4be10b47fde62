/// Chart content with a modifier applied: the modifier sets attributes of the marks inside
/// (a style, a symbol, an annotation…) while they are collected.
struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let modify: (inout MarkAttributes) -> Void

    var body: Never { fatalError("ModifiedChartContent has no body") }

    func collect(into collector: inout MarkCollector) {
        collector.with(content, modify)
    }
}

extension ChartContent {
    /// This content with `modify` applied to its marks' attributes.
    func modified(_ modify: @escaping (inout MarkAttributes) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: modify)
    }
}
