import Foundation

extension View {
    /// Binds the x value under a press or drag in the plot area of the charts in this view:
    /// set while the pointer is down (following a drag), nil when it is lifted.
    ///
    /// ```swift
    /// @State private var selectedHour: Date?
    /// Chart(samples) { … }
    ///     .chartXSelection(value: $selectedHour)
    /// ```
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { configuration in
            configuration.xSelection = { plotValue in value.wrappedValue = plotValue.flatMap { P.from($0) } }
        }
    }
}

/// The transparent area over a chart's plot that turns a press or drag into the x value
/// under the pointer.
struct ChartSelectionArea: View {
    let scale: ChartScale
    let select: @MainActor (PlotValue?) -> Void

    var body: some View {
        GeometryReader { proxy in
            Color.clear
                .contentShape(Rectangle())
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { drag in
                            let fraction = proxy.size.width > 0 ? drag.location.x / proxy.size.width : 0
                            select(scale.value(atFraction: Double(min(max(fraction, 0), 1))))
                        }
                        .onEnded { _ in select(nil) }
                )
        }
    }
}
