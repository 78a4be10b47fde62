/// A style for rasterizing vector shapes.
public struct FillStyle: Hashable, Sendable {
    /// A Boolean value that indicates whether to use the even-odd rule when rendering a shape.
    ///
    /// When `false`, the non-zero winding rule is used.
    public var isEOFilled: Bool
    /// A Boolean value that indicates whether to apply antialiasing to the edges of a shape.
    public var isAntialiased: Bool

    /// Creates a new fill style with the specified settings.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
