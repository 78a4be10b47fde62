/// A property wrapper type that instantiates an observable object.
///
/// The object is created once per view identity, the first time the view is installed in the
/// graph (the autoclosure is not called again for later view values), and lives as long as
/// that identity.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let makeObject: () -> ObjectType
    var object: ObjectType?

    /// Creates a new state object with an initial wrapped value.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The underlying object.
    public var wrappedValue: ObjectType {
        if let object { return object }
        RuntimeWarnings.report(
            "Accessing StateObject's object without being installed on a View. This will create a new instance each time.",
            site: "StateObject.uninstalled.\(ObjectType.self)")
        return makeObject()
    }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

/// The slot storage of a `@StateObject`: the object and the node's subscription to it.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription = ObjectSubscription()
    init(object: ObjectType) { self.object = object }
}

extension StateObject: GraphInstallable {
    static func install(at pointer: UnsafeMutableRawPointer, in context: inout InstallContext) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let make = property.pointee.makeObject
        let box = context.slot { StateObjectBox(object: make()) }
        property.pointee.object = box.object
        box.subscription.observe(box.object, for: context.node)
    }
}

extension StateObject: ViewGraphComparable {
    func isGraphEqual(to other: Self) -> Bool { true }
}
