/// A type that publishes a property marked with an attribute.
///
/// Publishing a property with the `@Published` attribute creates a publisher of this type.
/// You access the publisher with the `$` operator:
///
/// ```swift
/// class Weather {
///     @Published var temperature: Double
///     init(temperature: Double) { self.temperature = temperature }
/// }
/// let weather = Weather(temperature: 20)
/// let cancellable = weather.$temperature.sink { print("Temperature now: \($0)") }
/// weather.temperature = 25
/// // Prints "Temperature now: 20.0", then "Temperature now: 25.0"
/// ```
///
/// When the property changes, publishing occurs in the property’s `willSet` block, meaning
/// subscribers receive the new value before it’s actually set on the property. In an
/// `ObservableObject`, each write first sends the object's `objectWillChange`, then publishes
/// the new value, then stores it. A write from any thread is safe; subscribers are called on
/// the writing thread.
///
/// The `@Published` attribute is class constrained: use it with properties of classes, not
/// with non-class types like structures.
@propertyWrapper
public struct Published<Value> {
    /// The value, its subscribers, and the enclosing object's `objectWillChange` publisher.
    /// A `var` only so that assigning `projectedValue` can replace it.
    @usableFromInline
    var subject: PublishedSubject<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        subject = PublishedSubject(wrappedValue)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The wrapped value, which is reached through the enclosing instance instead.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { subject.value }
        set { subject.send(newValue) }
    }

    /// The property for which this instance exposes a publisher.
    ///
    /// The `projectedValue` is the property accessed with the `$` operator.
    ///
    /// Differs from Combine: the getter is not `mutating`, because the storage is made
    /// eagerly rather than on first access.
    public var projectedValue: Publisher {
        get { Publisher(subject: subject) }
        set { subject = newValue.subject }
    }

    /// Reads and writes the property of `object` that this storage backs.
    ///
    /// Writes notify the object's `objectWillChange` publisher, if it has been asked for,
    /// then the property's own subscribers, and only then store the value. Inlinable so that
    /// the key paths, known where the property is declared, fold into direct accesses.
    @inlinable
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].subject.value }
        set { object[keyPath: storageKeyPath].subject.send(newValue) }
    }
}

extension Published: PublishedStorage {
    static func subject(at address: UnsafeRawPointer) -> any ObjectWillChangeCarrier {
        address.load(as: Published<Value>.self).subject
    }
}
