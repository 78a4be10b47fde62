/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// The color scheme that corresponds to a light appearance.
    case light
    /// The color scheme that corresponds to a dark appearance.
    case dark
}
