/// The plot area of a chart (its marks and grid), handed to `.chartPlotStyle` to decorate.
///
/// ```swift
/// Chart(data) { … }
///     .chartPlotStyle { plotArea in
///         plotArea.background(.gray.opacity(0.1))
///     }
/// ```
public struct ChartPlotContent: View {
    /// The plot, behind a closure so the view graph never compares the type-erased view
    /// inside field by field (see `ChartPart`).
    let content: () -> AnyView
    /// The plot area.
    public var body: some View { content() }
}

extension View {
    /// Decorates the plot area of the charts in this view.
    public func chartPlotStyle<Content: View>(content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfiguration { $0.plotStyle = { AnyView(content($0)) } }
    }
}
