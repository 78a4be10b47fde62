extension ChartContent {
    /// Sets the foreground style for the chart content.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let style = AnyShapeStyle(style)
        return modified { $0.foregroundStyle = style }
    }

    /// Represents data using a foreground style chosen by a value: each distinct value gets
    /// the next color of the chart's palette, and the chart shows a legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let series = (value: value.plotValue, label: value.label)
        return modified { $0.styleSeries = series }
    }
}
