import Foundation

/// Describes the corner radius values of a rounded rectangle with uneven corners.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Creates a new set of corner radii for a rounded rectangle with uneven corners.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
                topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The same radius on every corner.
    init(uniform radius: CGFloat) {
        self.init(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
    }
}
