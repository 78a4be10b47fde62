extension ForEach: ChartContent where Content: ChartContent {
    /// Never evaluated: each element's content is collected directly.
    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collect(into collector: inout MarkCollector) {
        // A line or a scatter plot of many points: the marks go into two columns of doubles as
        // they are made, without a trip through the generic collection path per point.
        if let markType = Content.self as? any CompactChartMark.Type { return collectColumns(as: markType, into: &collector) }
        collector.reserveCapacity(data.count)
        // Whether the content is primitive (a mark, a modified mark) is asked once, not once
        // per element: a chart of 100,000 points would spend more on the casts than on the marks.
        if let primitive = Content.self as? any PrimitiveChartContent.Type {
            collect(as: primitive, into: &collector)
        } else {
            let content = content
            forEachElement { content($0).body.collectMarks(into: &collector) }
        }
    }

    @MainActor
    private func collect<P: PrimitiveChartContent>(as _: P.Type, into collector: inout MarkCollector) {
        // `Content` is `P`: the cast above succeeded on the type itself.
        let content = content
        forEachElement { unsafeBitCast(content($0), to: P.self).collect(into: &collector) }
    }

    /// Collects line or point marks (`Content` is `M`) into columns (`ColumnCollection`).
    @MainActor
    private func collectColumns<M: CompactChartMark>(as _: M.Type, into collector: inout MarkCollector) {
        // The closure is read once: reading a field of this generic `ForEach` per element would
        // look up its type's metadata each time. `Content` is `M`: the cast in
        // `collect(into:)` succeeded on the type itself.
        let content = content
        let handled: Void? = data.withContiguousStorageIfAvailable { elements in
            ColumnCollection.collect(count: elements.count, kind: M.kind, into: &collector) {
                unsafeBitCast(content(elements[$0]), to: M.self).compact
            }
        }
        guard handled == nil else { return }
        let data = data
        ColumnCollection.collect(count: data.count, kind: M.kind, into: &collector) {
            unsafeBitCast(content(data[data.index(data.startIndex, offsetBy: $0)]), to: M.self).compact
        }
    }

    /// Calls `body` with each element of the data, in order. An array's elements are read
    /// through its buffer: this loop is generic, and a collection's iterator would cost two
    /// witness calls per element.
    @inline(__always)
    private func forEachElement(_ body: (Data.Element) -> Void) {
        let handled: Void? = data.withContiguousStorageIfAvailable { elements in
            // By index: the buffer's iterator isn't specialized for a generic element.
            for index in elements.indices { body(elements[index]) }
        }
        guard handled == nil else { return }
        for element in data { body(element) }
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
