import Foundation

extension Font {
    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        /// The weight on Apple's scale, from −0.8 (ultra light) to 0.62 (black).
        package let value: CGFloat
        /// The weight on the CSS/OpenType scale, 100 (thin) to 900 (black), for font matching.
        package let cssWeight: Int

        public static let ultraLight = Weight(value: -0.8, cssWeight: 100)
        public static let thin = Weight(value: -0.6, cssWeight: 200)
        public static let light = Weight(value: -0.4, cssWeight: 300)
        public static let regular = Weight(value: 0, cssWeight: 400)
        public static let medium = Weight(value: 0.23, cssWeight: 500)
        public static let semibold = Weight(value: 0.3, cssWeight: 600)
        public static let bold = Weight(value: 0.4, cssWeight: 700)
        public static let heavy = Weight(value: 0.56, cssWeight: 800)
        public static let black = Weight(value: 0.62, cssWeight: 900)
    }
}
