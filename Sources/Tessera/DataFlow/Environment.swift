/// A property wrapper that reads a value from a view's environment.
///
/// The view depends only on the values it reads: when an ancestor changes another environment
/// value, this view's body is not evaluated again.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(Value.Type)
    }

    let source: Source
    var installed: Value?

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        if let installed { return installed }
        switch source {
        case .keyPath(let keyPath):
            RuntimeWarnings.report(
                "Accessing Environment<\(Value.self)>'s value outside of being installed on a View. This will always read the default value and will not update.",
                site: "Environment.uninstalled")
            return EnvironmentValues()[keyPath: keyPath]
        case .object(let type):
            fatalError("No Observable object of type \(type) found. A View.environment(_:) for \(type) may be missing as an ancestor of this view.")
        }
    }
}

extension Environment {
    /// Creates an environment property to read an observable object from the environment.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(objectType)
    }

    /// Creates an environment property to read an optional observable object from the environment.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .keyPath(\EnvironmentValues.[optionalObject: ObjectBox<T>()])
    }
}

extension Environment: GraphInstallable {
    static func install(at pointer: UnsafeMutableRawPointer, in context: inout InstallContext) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let environment = context.node.environment
        switch property.pointee.source {
        case .keyPath(let keyPath):
            let value = environment[keyPath: keyPath]
            property.pointee.installed = value
            context.node.dependencies.readEnvironment { new in
                !ValueComparison.isEqual(new[keyPath: keyPath], value)
            }
        case .object(let type):
            guard let object = environment.object(of: type) else {
                fatalError("No Observable object of type \(type) found. A View.environment(_:) for \(type) may be missing as an ancestor of this view.")
            }
            property.pointee.installed = object
            context.node.dependencies.readEnvironment { new in
                !ValueComparison.isIdentical(new.object(of: type), object)
            }
        }
    }
}

extension Environment: ViewGraphComparable {
    /// The value read is tracked as a dependency; two properties reading the same key are equal.
    func isGraphEqual(to other: Self) -> Bool {
        switch (source, other.source) {
        case let (.keyPath(a), .keyPath(b)): a == b
        case let (.object(a), .object(b)): a == b
        default: false
        }
    }
}

/// A hashable stand-in key for reading an optional object by type through a key path.
struct ObjectBox<T: AnyObject>: Hashable {
    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(T.self)) }
}

extension EnvironmentValues {
    subscript<T: AnyObject>(optionalObject key: ObjectBox<T>) -> T? { object(of: T.self) }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Places an observable object in the view's environment.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentObjectWritingModifier(object: object, type: T.self))
    }
}

/// A modifier that sets a value for an environment keyPath.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    public typealias Body = Never
}

/// A modifier that transforms the value for an environment keyPath.
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var transform: (inout Value) -> Void

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void) {
        self.keyPath = keyPath
        self.transform = transform
    }

    public typealias Body = Never
}

/// A modifier that places an object in the environment, found by its type.
public struct _EnvironmentObjectWritingModifier<T>: ViewModifier {
    var object: T?
    var type: T.Type

    init(object: T?, type: T.Type) {
        self.object = object
        self.type = type
    }

    public typealias Body = Never
}

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
    func reconcile(content: BorrowedView, in node: ViewNode) {
        let keyPath = keyPath, value = value
        let environment = EnvironmentDerivation.derive(in: node, marker: value) { $0[keyPath: keyPath] = value }
        node.updateChild(key: .body, view: content, environment: environment)
    }
}

extension _EnvironmentKeyTransformModifier: PrimitiveModifier {
    func reconcile(content: BorrowedView, in node: ViewNode) {
        var environment = node.environment
        transform(&environment[keyPath: keyPath])
        node.updateChild(key: .body, view: content, environment: environment)
    }
}

extension _EnvironmentObjectWritingModifier: PrimitiveModifier {
    func reconcile(content: BorrowedView, in node: ViewNode) {
        let object = object, type = type
        let environment = EnvironmentDerivation.derive(in: node, marker: object.map { ObjectIdentifier($0 as AnyObject) } as Any) {
            $0.setObject(object, of: type)
        }
        node.updateChild(key: .body, view: content, environment: environment)
    }
}

/// Keeps a modifier's derived environment identical across updates when neither the parent
/// environment nor the written value changed, so that descendants skip their update entirely.
@MainActor
enum EnvironmentDerivation {
    final class Cache {
        var parent: EnvironmentLayer?
        var marker: Any
        var derived: EnvironmentValues
        init(parent: EnvironmentLayer?, marker: Any, derived: EnvironmentValues) {
            self.parent = parent
            self.marker = marker
            self.derived = derived
        }
    }

    static func derive(in node: ViewNode, marker: Any, _ write: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        var cache = node.payload as? Cache
        let derived = derive(from: node.environment, cache: &cache, marker: marker, write)
        node.payload = cache
        return derived
    }

    /// The same, with the cache kept by the caller (a node whose payload holds more than it).
    static func derive(from environment: EnvironmentValues, cache: inout Cache?, marker: Any,
                       _ write: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        if let cache, cache.parent === environment.layer, ValueComparison.isEqual(cache.marker, marker) {
            return cache.derived
        }
        var derived = environment
        write(&derived)
        cache = Cache(parent: environment.layer, marker: marker, derived: derived)
        return derived
    }
}
