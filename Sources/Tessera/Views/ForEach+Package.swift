/// Engine API for modules that build `ForEach` over content that is not a view (TesseraCharts'
/// `ForEach` of chart content).
extension ForEach {
    /// Creates a `ForEach` over `data` with `id` as each element's identifier and `content`
    /// making each element's content, whatever its type.
    package init(_packageData data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idOf: id, content: content)
    }
}
