/// An opaque value derived from an anchor source and a particular view.
///
/// Tessera has only the sources presentations take (`popover`'s attachment anchor); anchor
/// preferences aren't built.
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        enum Kind { case bounds }
        let kind: Kind
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view the anchor is attached to.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(kind: .bounds) }
}

extension Anchor: Sendable {}
extension Anchor.Source: Sendable {}
