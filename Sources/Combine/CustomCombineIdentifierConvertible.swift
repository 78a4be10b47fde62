/// A protocol for uniquely identifying publisher streams.
///
/// If you create a custom `Subscription` or `Subscriber` type, implement this protocol so
/// that development tools can uniquely identify publisher chains in your app. Class types
/// get an implementation derived from their identity.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for identifying publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// A unique identifier derived from this object's identity.
    public var combineIdentifier: CombineIdentifier {
        CombineIdentifier(self)
    }
}
