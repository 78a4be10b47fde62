extension Publisher where Failure == Never {
    /// Assigns each element from a publisher to a property on an object.
    ///
    /// The returned `AnyCancellable` keeps `object` alive until it is canceled or the
    /// publisher completes.
    public func assign<Root>(
        to keyPath: ReferenceWritableKeyPath<Root, Output>,
        on object: Root
    ) -> AnyCancellable {
        let subscriber = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }

    /// Republishes elements received from a publisher, by assigning them to a property
    /// marked as a publisher.
    ///
    /// Each element sets the `@Published` property, so an enclosing `ObservableObject`'s
    /// `objectWillChange` fires as for any other write. The subscription lives as long as the
    /// `Published` storage and is canceled when it deinitializes, so there is no
    /// `AnyCancellable` to hold.
    public func assign(to published: inout Published<Output>.Publisher) {
        published.subject.assign(from: self)
    }
}
