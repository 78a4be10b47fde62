extension ForEach: ChartContent where Content: ChartContent {
    /// Never evaluated: each element's content is collected directly.
    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collect(into collector: inout MarkCollector) {
        for element in data { content(element).collectMarks(into: &collector) }
    }
}

extension ForEach where Content: ChartContent {
    /// Creates chart content for each element of a collection, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_packageData: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates chart content for each element of a collection of identifiable elements.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_packageData: data, id: { $0.id }, content: content)
    }
}
