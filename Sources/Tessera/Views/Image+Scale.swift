extension Image {
    /// A scale to apply to vector images relative to text.
    ///
    /// A symbol is a square 1.2 times the font's size at `.medium`; `.small` scales that by
    /// 0.8 and `.large` by 1.3.
    ///
    /// Differs from SwiftUI: the factors approximate SF Symbols' scales with one number each
    /// (SF Symbols also adjust stroke weight and padding per scale).
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// The symbol size at this scale relative to `.medium`.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

extension EnvironmentValues {
    private enum ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }

    /// The image scale for this environment (``Image/Scale/medium`` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales images within the view according to one of the relative sizes available
    /// including small, medium, and large images sizes.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
