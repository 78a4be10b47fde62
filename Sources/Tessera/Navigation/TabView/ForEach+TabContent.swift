extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue

    public var body: _PrimitiveTabContentBody<Content.TabValue> { _PrimitiveTabContentBody() }

    /// One tab per element, identified as the elements are.
    public func _makeTabView() -> ForEach<Data, ID, Content._TabView> {
        ForEach<Data, ID, Content._TabView>(data: data, idOf: idOf, content: { element in content(element)._makeTabView() })
    }
}

extension ForEach where ID == Data.Element.ID, Content: TabContent, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates tabs across updates based on
    /// the identity of the underlying data.
    public init(_ data: Data, content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idOf: { $0.id }, content: content)
    }
}

extension ForEach where Content: TabContent {
    /// Creates an instance that uniquely identifies and creates tabs across updates based on
    /// the provided key path to the underlying data's identifier.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idOf: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: TabContent {
    /// Creates an instance that computes tabs on demand over a given constant range.
    public init(_ data: Range<Int>, content: @escaping (Int) -> Content) {
        self.init(data: data, idOf: { $0 }, content: content)
    }
}
