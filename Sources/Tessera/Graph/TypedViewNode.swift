/// A ``ViewNode`` whose view is stored in the node itself, typed by its view type: one
/// allocation per node (no `any View` box beside it), and an update writes the new value in
/// place instead of boxing it.
///
/// Every node is one of these (made by ``ViewNode/make(graph:parent:key:view:environment:restoring:traits:)``
/// through the type found once per view type, ``ViewTypeTraits/nodeMaker``).
final class TypedViewNode<V: View>: ViewNode, ViewNodeMaking {
    /// The view, with the latest value given by the parent.
    @exclusivity(unchecked) private var value: V

    // `__shared`: an initializer takes its arguments owned by default, so the caller retained
    // each one (five per node) and the initializer released those it didn't keep.
    private init(graph: __shared ViewGraph, parent: __shared ViewNode?, key: __shared ChildKey,
                 value pointer: UnsafeRawPointer, environment: __shared EnvironmentValues,
                 restoring: __shared ParkedState?, traits: __shared ViewTypeTraits) {
        value = pointer.assumingMemoryBound(to: V.self).pointee
        super.init(graph: graph, parent: parent, key: key, environment: environment, restoring: restoring, traits: traits)
    }

    static func makeNode(graph: ViewGraph, parent: ViewNode?, key: ChildKey, viewAt pointer: UnsafeRawPointer,
                         environment: EnvironmentValues, restoring: ParkedState?, traits: ViewTypeTraits) -> ViewNode {
        self.init(graph: graph, parent: parent, key: key, value: pointer, environment: environment, restoring: restoring,
                  traits: traits)
    }

    override var view: any View { value }

    // Through free functions: a main-actor closure passed to the standard library (a Swift 5
    // module) checks at run time that it runs on the main actor, at every call.
    override func withViewAddress<R>(_ body: (UnsafeRawPointer) -> R) -> R {
        withRawAddress(of: &value, body)
    }

    override func storeView(from pointer: UnsafeRawPointer) {
        assign(&value, from: pointer)
    }

    override func viewAs<T>(_ type: T.Type = T.self) -> T? {
        isOptionalView ? nil : value as? T
    }
}

/// Calls `body` with the address of `value` (a stored property, read in place).
private func withRawAddress<T, R>(of value: inout T, _ body: (UnsafeRawPointer) -> R) -> R {
    withUnsafeMutablePointer(to: &value) { body(UnsafeRawPointer($0)) }
}

/// Copies the `T` at `pointer` into `target` (nothing when `pointer` is `target`'s address: a
/// node's own value given back to it).
private func assign<T>(_ target: inout T, from pointer: UnsafeRawPointer) {
    withUnsafeMutablePointer(to: &target) { own in
        guard UnsafeRawPointer(own) != pointer else { return }
        own.pointee = pointer.assumingMemoryBound(to: T.self).pointee
    }
}

/// Makes the node for views of one type (a ``TypedViewNode`` class): found once per view
/// type, so creating a node looks up no generic metadata.
@MainActor
protocol ViewNodeMaking {
    /// A node holding a copy of the view at `pointer` (a value of the node's view type).
    static func makeNode(graph: ViewGraph, parent: ViewNode?, key: ChildKey, viewAt pointer: UnsafeRawPointer,
                         environment: EnvironmentValues, restoring: ParkedState?, traits: ViewTypeTraits) -> ViewNode
}

/// A view read in place where it is stored (its parent's value, a body just evaluated): its
/// address and dynamic type. Valid only during the call it is passed to; a node given one
/// copies the value into its own storage.
struct BorrowedView {
    let address: UnsafeRawPointer
    let type: any View.Type

    /// The view at `pointer`.
    init<Content: View>(_ pointer: UnsafePointer<Content>) {
        address = UnsafeRawPointer(pointer)
        type = Content.self
    }

    /// The view at `address`, whose dynamic type is `type`.
    init(address: UnsafeRawPointer, type: any View.Type) {
        self.address = address
        self.type = type
    }

    /// Calls `body` with `value` borrowed in place. (Main-actor code calls this rather than
    /// `withUnsafePointer`: a main-actor closure passed to the standard library, a Swift 5
    /// module, checks its actor at run time on every call.)
    static func with<Value: View, R>(value: Value, _ body: (BorrowedView) -> R) -> R {
        withUnsafePointer(to: value) { body(BorrowedView($0)) }
    }

    /// Calls `body` with `view` borrowed in place.
    static func with<R>(_ view: any View, _ body: (BorrowedView) -> R) -> R {
        withAddress(of: view) { body(BorrowedView(address: $0, type: Swift.type(of: view))) }
    }

    /// A copy of the view, boxed (for code that keeps or casts it).
    var view: any View {
        func load<V: View>(_: V.Type) -> any View { address.assumingMemoryBound(to: V.self).pointee }
        return _openExistential(type, do: load)
    }
}
