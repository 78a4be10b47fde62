import Foundation

/// A title for an axis (`.chartXAxisLabel("Time")`), with where it sits.
package struct ChartAxisTitle {
    package var position: AnnotationPosition
    package var alignment: Alignment?
    package var spacing: CGFloat?
    package var content: AnyView

    /// Below the axis (x) or above the plot (y), unless placed at the top or bottom.
    var isAtTop: Bool { position == .top || position == .topLeading || position == .topTrailing }
    var isAtBottom: Bool { position == .bottom || position == .bottomLeading || position == .bottomTrailing }
}

extension View {
    /// Adds an x axis label to the charts in this view: below the axis's value labels,
    /// centered, unless `position` and `alignment` say otherwise.
    public func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(labelKey) }
    }

    /// Adds an x axis label to the charts in this view.
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// Adds an x axis label made of a view to the charts in this view.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let title = ChartAxisTitle(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return chartConfiguration { $0.xAxisTitle = title }
    }

    /// Adds a y axis label to the charts in this view: above the plot, on the side of the
    /// axis's value labels, unless `position` and `alignment` say otherwise.
    public func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(labelKey) }
    }

    /// Adds a y axis label to the charts in this view.
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// Adds a y axis label made of a view to the charts in this view.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let title = ChartAxisTitle(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return chartConfiguration { $0.yAxisTitle = title }
    }
}
