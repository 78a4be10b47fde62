/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// The view re-evaluates on every `objectWillChange`, whatever its body read (as in SwiftUI).
/// `$object.property` gives a ``Binding`` only for writable properties: a `private(set)`
/// property has no reference-writable key path outside the class, so it does not compile.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// Gets a binding to the value of a specified key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(location: ObjectLocation(object: root, keyPath: keyPath))
        }
    }

    /// The underlying value referenced by the observed object.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: GraphInstallable {
    static func install(at pointer: UnsafeMutableRawPointer, in context: inout InstallContext) {
        let object = pointer.assumingMemoryBound(to: Self.self).pointee.wrappedValue
        let subscription = context.slot { ObjectSubscription() }
        subscription.observe(object, for: context.node)
    }
}

extension ObservedObject: ViewGraphComparable {
    func isGraphEqual(to other: Self) -> Bool { wrappedValue === other.wrappedValue }
}
