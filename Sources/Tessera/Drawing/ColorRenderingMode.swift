/// The set of possible working color spaces for color-compositing operations.
public enum ColorRenderingMode: Hashable, Sendable {
    /// The non-extended sRGB color space.
    case nonLinear
    /// The non-extended linear sRGB color space.
    case linear
    /// The extended linear sRGB color space.
    case extendedLinear
}
