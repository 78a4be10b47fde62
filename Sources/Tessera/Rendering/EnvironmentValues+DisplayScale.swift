extension EnvironmentValues {
    private enum DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }

    /// The display scale of this environment: device pixels per point.
    ///
    /// `ImageRenderer` sets it to its `scale`; the GTK host sets it to the widget's scale
    /// factor. The default is 1.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}
