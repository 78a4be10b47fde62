import Foundation

extension View {
    /// Shows or hides the legends of the charts in this view.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legendVisibility = visibility }
    }

    /// Places the legends of the charts in this view (`.top`, `.bottom`; bottom by default).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.legendPosition = position }
    }
}
