import Foundation

extension View {
    /// Maps the values of `.foregroundStyle(by:)` to styles, in the order given (the legend's
    /// order).
    ///
    /// ```swift
    /// .chartForegroundStyleScale(["Cube": .red, "Sphere": .green, "Pyramid": .blue])
    /// ```
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let entries = mapping.map { ForegroundStyleScaleEntry(name: $0.key.plotValue.categoryName, style: AnyShapeStyle($0.value)) }
        return chartConfiguration { $0.foregroundStyleScale = entries }
    }

    /// Maps the categories of `domain` to the styles of `range`, in order (the range repeats
    /// when it is shorter).
    ///
    /// A continuous domain (a range of numbers or dates) is not supported yet: the chart
    /// keeps its automatic styles and a runtime warning says so.
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil)
        -> some View where Range.VisualValue: ShapeStyle {
        let styles = ((range as? ScaleRangeConvertible)?.visualValues ?? []).compactMap { $0 as? Range.VisualValue }.map { AnyShapeStyle($0) }
        var entries: [ForegroundStyleScaleEntry]?
        if case .categories(let names)? = (domain as? ScaleDomainConvertible)?.domainOverride, !styles.isEmpty {
            entries = names.enumerated().map { ForegroundStyleScaleEntry(name: $0.element, style: styles[$0.offset % styles.count]) }
        } else {
            RuntimeWarnings.report("chartForegroundStyleScale(domain:range:): only an array of categories and a non-empty range of styles are supported; the chart keeps its automatic styles",
                                   site: "TesseraCharts.foregroundStyleScale")
        }
        return chartConfiguration { $0.foregroundStyleScale = entries }
    }
}

/// One category of a foreground style scale and its style.
package struct ForegroundStyleScaleEntry {
    package var name: String
    package var style: AnyShapeStyle
}
