import Foundation

/// What the chart view modifiers (`.chartXScale`, `.chartYAxis`, `.chartLegend`,
/// `.chartPlotStyle`…) set for the charts inside them, carried in the environment.
package struct ChartConfiguration {
    package var xDomain: ScaleDomainOverride?
    package var yDomain: ScaleDomainOverride?
    /// The scale types `.chartXScale(type:)`/`.chartYScale(type:)` set (only `.log` changes
    /// anything).
    package var xScaleType: ScaleType?
    package var yScaleType: ScaleType?
    package var xAxis = AxisConfiguration()
    package var yAxis = AxisConfiguration()
    package var legendVisibility: Visibility = .automatic
    package var legendPosition: AnnotationPosition = .automatic
    package var plotStyle: (@MainActor (ChartPlotContent) -> AnyView)?
    /// The styles `.chartForegroundStyleScale` gives the values of `.foregroundStyle(by:)`.
    package var foregroundStyleScale: [ForegroundStyleScaleEntry]?
    /// The axis titles of `.chartXAxisLabel` and `.chartYAxisLabel`.
    package var xAxisTitle: ChartAxisTitle?
    package var yAxisTitle: ChartAxisTitle?
    /// Sets `.chartXSelection(value:)`'s binding to the x value under the pointer.
    package var xSelection: (@MainActor (PlotValue?) -> Void)?

    package init() {}
}

/// One axis's configuration: shown or hidden, and its marks when the chart sets them.
package struct AxisConfiguration {
    package var visibility: Visibility = .automatic
    package var marks: [AxisMarks]?
}

struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    /// The chart configuration the chart view modifiers around a view have set.
    package var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Applies `change` to the chart configuration of the charts inside this view.
    func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}
