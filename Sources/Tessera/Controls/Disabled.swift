extension View {
    /// Adds a condition that controls whether users can interact with this view.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }

    func disabledIf(_ disabled: Bool) -> some View { self.disabled(disabled) }
}

extension EnvironmentValues {
    private enum IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

    /// A Boolean value that indicates whether the view associated with this environment allows
    /// user interaction.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
