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

extension View {
    /// Sets the preferred color scheme for this presentation.
    ///
    /// The content of this view resolves its colors in `colorScheme`; `nil` keeps the
    /// surrounding scheme.
    ///
    /// Differs from SwiftUI: SwiftUI also switches the enclosing window (and its other views)
    /// to the scheme; in Tessera only the modified view's content changes, and matching the
    /// window chrome is the host's job.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { scheme in
            if let colorScheme { scheme = colorScheme }
        }
    }
}
