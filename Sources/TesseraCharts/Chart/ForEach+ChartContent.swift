extension ForEach: ChartContent where Content: ChartContent {
    /// Never evaluated: each element's content is collected directly.
    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collect(into collector: inout MarkCollector) {
        collector.reserveCapacity(data.count)
        // Whether the content is primitive (a mark, a modified mark) is asked once, not once
        // per element: a chart of 100,000 points would spend more on the casts than on the marks.
        if let primitive = Content.self as? any PrimitiveChartContent.Type {
            collect(as: primitive, into: &collector)
        } else {
            for element in data { content(element).body.collectMarks(into: &collector) }
        }
    }

    @MainActor
    private func collect<P: PrimitiveChartContent>(as _: P.Type, into collector: inout MarkCollector) {
        // `Content` is `P`: the cast above succeeded on the type itself. An array's elements are
        // read through its buffer: this loop is generic, and a collection's iterator would cost
        // two witness calls per element.
        let handled: Void? = data.withContiguousStorageIfAvailable { elements in
            for element in elements { unsafeBitCast(content(element), to: P.self).collect(into: &collector) }
        }
        guard handled == nil else { return }
        for element in data {
            unsafeBitCast(content(element), to: P.self).collect(into: &collector)
        }
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
