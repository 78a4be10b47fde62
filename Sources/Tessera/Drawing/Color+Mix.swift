import Foundation

extension Color {
    /// Returns a version of self mixed with `rhs` by the amount specified by `fraction`.
    ///
    /// A fraction of 0 gives this color, 1 gives `rhs`; values outside 0...1 are clamped.
    /// `.perceptual` mixes in Oklab, so halfway between two colors looks halfway; `.device`
    /// mixes the sRGB components. A system color mixes per color scheme (the light appearances
    /// together, the dark ones together); opacity mixes linearly.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = Float(Swift.min(1, Swift.max(0, fraction)))
        func mixed(_ scheme: ColorScheme) -> Resolved {
            resolved(in: scheme).mixed(with: rhs.resolved(in: scheme), by: t, in: colorSpace)
        }
        if case .rgb = storage, case .rgb = rhs.storage { return Color(mixed(.light)) }
        return Color(storage: .system(SystemColor(name: "\(self).mix(with: \(rhs), by: \(fraction))",
                                                  light: mixed(.light), dark: mixed(.dark))))
    }
}

extension Color.Resolved {
    func mixed(with other: Color.Resolved, by t: Float, in colorSpace: Gradient.ColorSpace) -> Color.Resolved {
        func lerp(_ a: Float, _ b: Float) -> Float { a + (b - a) * t }
        let opacity = lerp(self.opacity, other.opacity)
        switch colorSpace.kind {
        case .device:
            return Color.Resolved(red: lerp(red, other.red), green: lerp(green, other.green), blue: lerp(blue, other.blue),
                                  opacity: opacity)
        case .perceptual:
            let a = oklab, b = other.oklab
            var result = Color.Resolved(oklab: (lerp(a.l, b.l), lerp(a.a, b.a), lerp(a.b, b.b)))
            result.opacity = opacity
            return result
        }
    }

    /// The color in Oklab (Björn Ottosson's perceptual color space), from linear sRGB.
    var oklab: (l: Float, a: Float, b: Float) {
        let r = linearRed, g = linearGreen, b = linearBlue
        let l = cbrtf(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrtf(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrtf(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// An opaque color from Oklab components.
    init(oklab: (l: Float, a: Float, b: Float)) {
        let l = powf(oklab.l + 0.3963377774 * oklab.a + 0.2158037573 * oklab.b, 3)
        let m = powf(oklab.l - 0.1055613458 * oklab.a - 0.0638541728 * oklab.b, 3)
        let s = powf(oklab.l - 0.0894841775 * oklab.a - 1.2914855480 * oklab.b, 3)
        func clamped(_ value: Float) -> Float { Swift.min(1, Swift.max(0, value)) }
        self.init(colorSpace: .sRGBLinear,
                  red: clamped(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                  green: clamped(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                  blue: clamped(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    }
}
