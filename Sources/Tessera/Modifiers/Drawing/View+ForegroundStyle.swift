extension EnvironmentValues {
    private enum ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
    private enum TintKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

    /// The style shapes and text use for their foreground (`nil`: the primary style).
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint of controls and of `.tint` styles (`nil`: the accent color).
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The context shape styles resolve in.
    package var shapeStyleContext: ShapeStyleContext {
        ShapeStyleContext(colorScheme: colorScheme, foregroundStyle: foregroundStyle, tint: tint, environment: self)
    }
}

extension View {
    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// Sets the primary and secondary levels of the foreground style in the child view.
    ///
    /// `.primary` (and the default foreground of text and shapes) draws with `primary`,
    /// `.secondary` with `secondary`; further levels use `secondary` at decreasing opacities.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(LeveledForegroundStyle(levels: [AnyShapeStyle(primary), AnyShapeStyle(secondary)])))
    }

    /// Sets the primary, secondary, and tertiary levels of the foreground style.
    ///
    /// Further levels use `tertiary` at decreasing opacities.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(LeveledForegroundStyle(
            levels: [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])))
    }

    /// Sets the color of the foreground elements displayed by this view.
    @available(swift, deprecated: 100000, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }

    /// Sets the tint color within this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tint, tint.map { AnyShapeStyle($0) })
    }

    /// Sets the tint color within this view.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint.map { AnyShapeStyle($0) })
    }

    /// Sets this view's color scheme.
    public func environment(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
