/// Type erased tab content.
public struct AnyTabContent<SelectionValue: Hashable>: TabContent {
    public typealias TabValue = SelectionValue

    let view: AnyView

    /// Create an instance that type-erases `tabContent`.
    public init<T: TabContent>(_ tabContent: T) where T.TabValue == SelectionValue {
        view = AnyView(tabContent._makeTabView())
    }

    public var body: _PrimitiveTabContentBody<SelectionValue> { _PrimitiveTabContentBody() }

    public func _makeTabView() -> AnyView { view }
}
