extension Gradient {
    /// A method of interpolating between the colors in a gradient, or between two colors
    /// (``Color/mix(with:by:in:)``).
    public struct ColorSpace: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case device, perceptual }
        let kind: Kind

        /// Interpolates gradient colors in the output color space.
        public static let device = ColorSpace(kind: .device)
        /// Interpolates gradient colors in a perceptual color space (Oklab).
        public static let perceptual = ColorSpace(kind: .perceptual)
    }
}
