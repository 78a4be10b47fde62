import Foundation

extension Color {
    /// A concrete color value.
    ///
    /// `Color.Resolved` is a set of RGBA values that represent a color that can be shown.
    ///
    /// Differs from SwiftUI: the components are stored in the sRGB color space (gamma encoded)
    /// rather than linear sRGB; ``linearRed`` and its siblings convert on access.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// The amount of red in the color in the sRGB color space.
        public var red: Float
        /// The amount of green in the color in the sRGB color space.
        public var green: Float
        /// The amount of blue in the color in the sRGB color space.
        public var blue: Float
        /// The degree of opacity in the color, given in the range `0` to `1`.
        public var opacity: Float

        /// Creates a resolved color from red, green, and blue component values.
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            switch colorSpace {
            case .sRGB, .displayP3:
                self.red = red
                self.green = green
                self.blue = blue
            case .sRGBLinear:
                self.red = Resolved.gammaEncoded(red)
                self.green = Resolved.gammaEncoded(green)
                self.blue = Resolved.gammaEncoded(blue)
            }
            self.opacity = opacity
        }

        /// The amount of red in the color in the sRGB linear color space.
        public var linearRed: Float {
            get { Resolved.linearized(red) }
            set { red = Resolved.gammaEncoded(newValue) }
        }

        /// The amount of green in the color in the sRGB linear color space.
        public var linearGreen: Float {
            get { Resolved.linearized(green) }
            set { green = Resolved.gammaEncoded(newValue) }
        }

        /// The amount of blue in the color in the sRGB linear color space.
        public var linearBlue: Float {
            get { Resolved.linearized(blue) }
            set { blue = Resolved.gammaEncoded(newValue) }
        }

        public var description: String {
            func hex(_ value: Float) -> String {
                let byte = Int((Swift.min(1, Swift.max(0, value)) * 255).rounded())
                return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
            return "#\(hex(red))\(hex(green))\(hex(blue))\(hex(opacity))"
        }

        /// The sRGB transfer function: linear to gamma-encoded.
        static func gammaEncoded(_ linear: Float) -> Float {
            let magnitude = abs(linear)
            let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return linear < 0 ? -encoded : encoded
        }

        /// The inverse sRGB transfer function: gamma-encoded to linear.
        static func linearized(_ encoded: Float) -> Float {
            let magnitude = abs(encoded)
            let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return encoded < 0 ? -linear : linear
        }

        /// Every component clamped to 0...1, the range a raster backend can show.
        package var clamped: Resolved {
            func clamp(_ value: Float) -> Float { Swift.min(1, Swift.max(0, value)) }
            return Resolved(red: clamp(red), green: clamp(green), blue: clamp(blue), opacity: clamp(opacity))
        }

        /// The color with its opacity multiplied by `factor`.
        package func multiplyingOpacity(by factor: Double) -> Resolved {
            var copy = self
            copy.opacity *= Float(factor)
            return copy
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
