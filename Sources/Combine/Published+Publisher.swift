extension Published {
    /// A publisher for properties marked with the `@Published` attribute.
    ///
    /// It publishes the property's current value to each new subscriber (once it requests
    /// demand), then every new value, before the property holds it. It never completes.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let subject: PublishedSubject<Value>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.attach(subscriber)
        }
    }
}
