extension Color {
    /// The color's concrete value in `colorScheme`: a system color's light or dark appearance,
    /// a constant color as given.
    ///
    /// Differs from SwiftUI: SwiftUI resolves with `resolve(in: EnvironmentValues)`, reading
    /// the color scheme (and contrast) from the environment; Tessera's renderers call this with
    /// the scheme directly.
    package func resolved(in colorScheme: ColorScheme) -> Resolved {
        switch storage {
        case .rgb(let value): value
        case .system(let system): colorScheme == .dark ? system.dark : system.light
        }
    }
}
