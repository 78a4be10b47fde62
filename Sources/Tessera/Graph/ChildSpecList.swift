/// The children a node reconciles in order (``ViewNode/updateChildren(_:environment:)``):
/// each one's key, type and view, read in place.
@MainActor
protocol ChildSpecList {
    /// The number of children.
    var count: Int { get }
    /// The key of the child at `index`.
    func key(at index: Int) -> ChildKey
    /// The view type of the child at `index`.
    func type(at index: Int) -> any View.Type
    /// Calls `body` with the view of the child at `index`, in place.
    func withView<R>(at index: Int, _ body: (BorrowedView) -> R) -> R
    /// The traits of the child at `index`'s type, for a node whose traits are `parent`.
    func traits(at index: Int, under parent: ViewTypeTraits) -> ViewTypeTraits
}

extension ChildSpecList {
    func traits(at index: Int, under parent: ViewTypeTraits) -> ViewTypeTraits {
        parent.childTraits(type(at: index))
    }
}

/// Children given as boxed views with their keys.
struct BoxedChildSpecs: ChildSpecList {
    let specs: [(key: ChildKey, view: any View)]

    var count: Int { specs.count }
    func key(at index: Int) -> ChildKey { specs[index].key }
    func type(at index: Int) -> any View.Type { Swift.type(of: specs[index].view) }
    func withView<R>(at index: Int, _ body: (BorrowedView) -> R) -> R { BorrowedView.with(specs[index].view, body) }
}
