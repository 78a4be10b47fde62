extension ChartContent {
    /// Sets the style for lines (a line mark's stroke, a rule's stroke).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    /// Sets how a line or an area joins its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// Sets the opacity of the chart content (multiplied with any opacity around it).
    public func opacity(_ value: Double) -> some ChartContent {
        modified { $0.opacity *= value }
    }

    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }
}
