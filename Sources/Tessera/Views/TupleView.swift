/// A view created from a swift tuple of view values.
///
/// Each element is one structural slot: its identity is its position.
public struct TupleView<T>: View {
    public var value: T
    let elements: [any View]

    /// Creates a tuple view from a tuple of views (read by reflection: prefer the view builder).
    public init(_ value: T) {
        self.value = value
        self.elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init<each V: View>(elements: repeat each V) where T == (repeat each V) {
        self.value = (repeat each elements)
        var list: [any View] = []
        for element in repeat each elements { list.append(element) }
        self.elements = list
    }

    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transparent }

    func reconcile(in node: ViewNode) {
        var specs: [(key: ChildKey, view: any View)] = []
        specs.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() { specs.append((.index(index), element)) }
        node.updateChildren(specs, environment: node.environment)
    }
}
