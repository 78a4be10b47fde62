/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an `objectWillChange` publisher that emits
/// the changed value before any of its `@Published` properties changes:
///
/// ```swift
/// final class Contact: ObservableObject {
///     @Published var age: Int = 0
/// }
/// let contact = Contact()
/// let cancellable = contact.objectWillChange.sink { _ in print(contact.age) }
/// contact.age += 1   // prints "0": the sink runs before the value changes
/// ```
///
/// A type that declares its own `objectWillChange` must send on it itself: `@Published`
/// properties notify only the synthesized publisher.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    ///
    /// Every access returns the same publisher for a given object. The publisher is kept in
    /// the storage of the object's `@Published` properties, as in Combine, and made on first
    /// access; an object without `@Published` properties gets one all the same, kept in a
    /// side table for the object's lifetime.
    ///
    /// Differs from Combine: there, an object without `@Published` properties gets a new
    /// publisher on each access; here it gets the same one every time.
    ///
    /// - Complexity: O(1) after the first access for each class (which looks up the class's
    ///   stored properties once) and for each object (which hands the publisher to each of its
    ///   `@Published` properties).
    public var objectWillChange: ObservableObjectPublisher {
        ObjectWillChangeLocator.publisher(for: self)
    }
}
