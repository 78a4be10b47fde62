import Foundation

/// The inset distances for the sides of a rectangle.
///
/// Negative insets are allowed: they make the padded view smaller than its content.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

extension EdgeInsets {
    /// Creates insets of `length` on each edge in `edges`, zero elsewhere.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }

    /// The sum of the leading and trailing insets.
    var horizontal: CGFloat { leading + trailing }

    /// The sum of the top and bottom insets.
    var vertical: CGFloat { top + bottom }
}
