/// A property wrapper type for an observable object that a parent or ancestor view supplies.
///
/// A missing object is a programming error: reading it stops the program with a message naming
/// the type, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying environment object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(location: ObjectLocation(object: root, keyPath: keyPath))
        }
    }

    var object: ObjectType?

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: GraphInstallable {
    static func install(at pointer: UnsafeMutableRawPointer, in context: inout InstallContext) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let object = context.node.environment.object(of: ObjectType.self)
        property.pointee.object = object
        context.node.dependencies.readEnvironment { new in
            !ValueComparison.isIdentical(new.object(of: ObjectType.self), object)
        }
        let subscription = context.slot { ObjectSubscription() }
        if let object { subscription.observe(object, for: context.node) }
    }
}

extension EnvironmentObject: ViewGraphComparable {
    func isGraphEqual(to other: Self) -> Bool { true }
}

extension View {
    /// Supplies an observable object to a view's hierarchy.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectWritingModifier(object: object, type: T.self))
    }
}
