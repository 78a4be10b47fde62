private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue: ColorScheme = .light
}

extension EnvironmentValues {
    /// The color scheme of this environment.
    ///
    /// System colors and the hierarchical styles resolve to their light or dark appearance by
    /// it. The default is ``ColorScheme/light``.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
