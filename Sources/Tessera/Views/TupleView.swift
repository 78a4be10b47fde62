/// A view created from a swift tuple of view values.
///
/// Each element is one structural slot: its identity is its position.
public struct TupleView<T>: View {
    public var value: T

    /// Creates a tuple view from a tuple of views.
    public init(_ value: T) {
        self.value = value
    }

    /// Takes the elements (consuming: the builder's temporaries move in rather than being copied).
    @inlinable
    init<each V: View>(elements: repeat consuming each V) where T == (repeat each V) {
        self.value = (repeat each elements)
    }

    public typealias Body = Never
}

/// A `TupleView` type, whose elements the graph finds once per type (``TupleElements``).
@MainActor
protocol TupleViewType {
    /// The tuple's view elements.
    static var viewElements: [TupleElements.Element] { get }
}

extension TupleView: TupleViewType {
    static var viewElements: [TupleElements.Element] { TupleElements.views(of: T.self) }
}

extension TupleView: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transparent }

    func reconcile(in node: ViewNode) {
        TupleElements.withAddress(of: value) { Self.reconcileElements(at: $0, in: node) }
    }

    /// In place: a `TupleView`'s only stored property is its tuple, so the view's address is the
    /// tuple's (the default would copy the whole tuple, every element's content included).
    static func reconcile(at pointer: UnsafeRawPointer, as type: any View.Type, in node: ViewNode) {
        guard ObjectIdentifier(node.viewType) == ObjectIdentifier(type) else {
            return pointer.assumingMemoryBound(to: Self.self).pointee.reconcile(in: node)
        }
        reconcileElements(at: pointer, in: node)
    }

    /// Reconciles the node's children with the elements of the tuple at `base` (the node's
    /// traits name the elements of its view type, this type).
    private static func reconcileElements(at base: UnsafeRawPointer, in node: ViewNode) {
        let elements = node.traits.tupleElements
        if node.children.isEmpty {
            // First build: every slot is new (no identities to match).
            node.children.reserveCapacity(elements.count)
            let elementTraits = node.traits.tupleElementTraits
            for (index, element) in elements.enumerated() {
                node.appendNewChild(key: .index(index), view: element.view(in: base), environment: node.environment,
                                    traits: elementTraits[index])
            }
            return
        }
        var specs: [(key: ChildKey, view: any View)] = []
        specs.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() { specs.append((.index(index), element.view(in: base))) }
        node.updateChildren(specs, environment: node.environment)
    }
}
