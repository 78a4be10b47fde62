extension Color {
    /// Creates a constant color from hue, saturation, and brightness values.
    ///
    /// Each value is in 0...1 (a hue of 0 and of 1 are red); values outside are clamped.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        func clamped(_ value: Double) -> Double { Swift.min(1, Swift.max(0, value)) }
        let h = clamped(hue) * 6, s = clamped(saturation), v = clamped(brightness)
        let sector = Swift.min(5, Int(h))
        let f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
}
