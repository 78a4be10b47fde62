extension EnvironmentValues {
    private enum FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }

    /// The default font of this environment.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}

extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }
}
