import Foundation

extension ChartContent {
    /// Plots marks with the same position side by side, grouped by a value (grouped bars),
    /// instead of stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let group = value.plotValue
        return modified { $0.positionGroup = group }
    }
}
