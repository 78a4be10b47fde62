/// A view created from a swift tuple of view values.
///
/// Each element is one structural slot: its identity is its position.
public struct TupleView<T>: View {
    public var value: T

    /// Creates a tuple view from a tuple of views.
    @inlinable
    public init(_ value: consuming T) {
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
        TupleElements.withAddress(of: value) { TupleChildSpecs.reconcile(at: $0, in: node) }
    }

    /// In place: a `TupleView`'s only stored property is its tuple, so the view's address is the
    /// tuple's (the default would copy the whole tuple, every element's content included).
    static func reconcile(at pointer: UnsafeRawPointer, as type: any View.Type, in node: ViewNode) {
        guard ObjectIdentifier(node.viewType) == ObjectIdentifier(type) else {
            return reconcileCopying(at: pointer, in: node)
        }
        TupleChildSpecs.reconcile(at: pointer, in: node)
    }

    /// The copying path, apart: naming `Self` looks its metadata up, and in the caller the
    /// look-up would be made on every call, taken path or not.
    @inline(never) @MainActor
    private static func reconcileCopying(at pointer: UnsafeRawPointer, in node: ViewNode) {
        pointer.assumingMemoryBound(to: Self.self).pointee.reconcile(in: node)
    }
}

/// A tuple's elements as children, read in place in the tuple at `base`, keyed by position.
struct TupleChildSpecs: ChildSpecList {
    let base: UnsafeRawPointer
    let elements: [TupleElements.Element]

    var count: Int { elements.count }
    func key(at index: Int) -> ChildKey { .index(index) }
    func type(at index: Int) -> any View.Type { elements[index].type }
    func withView<R>(at index: Int, _ body: (BorrowedView) -> R) -> R {
        body(BorrowedView(address: base + elements[index].offset, type: elements[index].type))
    }
    func traits(at index: Int, under parent: ViewTypeTraits) -> ViewTypeTraits { parent.tupleElementTraits[index] }

    /// Reconciles `node`'s children with the elements of the tuple at `base` (the node's traits
    /// name the elements of its view type). Not a member of the generic `TupleView`: naming
    /// that would look its metadata up on every call.
    @MainActor
    static func reconcile(at base: UnsafeRawPointer, in node: ViewNode) {
        node.updateChildren(TupleChildSpecs(base: base, elements: node.traits.tupleElements), environment: node.environment)
    }
}
