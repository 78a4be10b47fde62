import Foundation

/// Everything a chart knows before it draws: its data (marks, series, stacks — see
/// `ChartData`, built once per body), the scales of its axes, the colors and symbols of its
/// series, and the marks of its axes. Building it from the data costs O(1) in the number of
/// marks, so a chart rebuilds it for each size it is offered.
@MainActor
package struct ChartModel {
    package var data: ChartData
    package var xScale: ChartScale
    package var yScale: ChartScale
    /// The series named by `.foregroundStyle(by:)`, in order, with their colors.
    package var styleSeries: [(value: PlotValue, style: AnyShapeStyle)]
    /// The series named by `.symbol(by:)`, in order, with their shapes.
    package var symbolSeries: [(value: PlotValue, shape: BasicChartSymbolShape)]
    package var xAxis: [AxisTickMark]
    package var yAxis: [AxisTickMark]

    package var marks: MarkList { data.marks }
    /// For a stacked bar or area, the span along its value axis, by mark index.
    package var valueSpans: ValueSpans { data.valueSpans }
    /// The groups of `.position(by:)`, in order.
    package var positionGroups: [PlotValue] { data.positionGroups }
    /// True when every mark is a sector: a pie or donut, drawn without axes.
    package var isPie: Bool { data.isPie }

    /// The palette `.foregroundStyle(by:)` hands out, in order.
    package static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .teal, .yellow, .pink, .brown, .indigo]

    /// Builds the model of `marks`.
    package init(marks: [PlottedMark], configuration: ChartConfiguration = ChartConfiguration(), calendar: Calendar = .current,
                 size: CGSize? = nil) {
        self.init(data: ChartData(marks: marks), configuration: configuration, calendar: calendar, size: size)
    }

    /// Builds the model of collected marks.
    package init(marks: MarkList, configuration: ChartConfiguration = ChartConfiguration(), calendar: Calendar = .current,
                 size: CGSize? = nil) {
        self.init(data: ChartData(marks: marks), configuration: configuration, calendar: calendar, size: size)
    }

    /// Builds the model of a chart's data.
    ///
    /// - Parameter size: the size the chart is offered; the axes get about one tick per 30
    ///   points of height and per 60 points of width (at most 5 intervals, at least 1), so a
    ///   small chart's labels don't collide. Nil: 5 intervals on each axis.
    package init(data: ChartData, configuration: ChartConfiguration = ChartConfiguration(), calendar: Calendar = .current,
                 size: CGSize? = nil) {
        self.data = data
        styleSeries = Self.styleSeries(of: data.styleValues, scale: configuration.foregroundStyleScale)
        symbolSeries = data.symbolValues.enumerated().map {
            ($0.element, BasicChartSymbolShape.sequence[$0.offset % BasicChartSymbolShape.sequence.count])
        }
        let xCount = size.map { max(1, min(5, Int($0.width / 60))) } ?? 5
        let yCount = size.map { max(1, min(5, Int($0.height / 30))) } ?? 5
        xScale = Self.scale(for: data.xExtent, override: configuration.xDomain, type: configuration.xScaleType, calendar: calendar,
                            desiredTickCount: xCount)
        yScale = Self.scale(for: data.yExtent, override: configuration.yDomain, type: configuration.yScaleType, calendar: calendar,
                            desiredTickCount: yCount)
        xAxis = Self.axis(configuration.xAxis, scale: xScale, isHidden: data.isPie)
        yAxis = Self.axis(configuration.yAxis, scale: yScale, isHidden: data.isPie)
        if yScale.bandwidth != nil {
            // Categories read top to bottom; tick fractions count from the bottom.
            for index in yAxis.indices { yAxis[index].fraction = 1 - yAxis[index].fraction }
        }
    }

    /// The series of `.foregroundStyle(by:)` with their styles: the palette in order, or the
    /// chart's foreground style scale — its categories in its order, then any other value of
    /// the data with the palette color of its place.
    static func styleSeries(of values: [PlotValue], scale: [ForegroundStyleScaleEntry]?) -> [(value: PlotValue, style: AnyShapeStyle)] {
        guard let scale else {
            return values.enumerated().map { ($0.element, AnyShapeStyle(palette[$0.offset % palette.count])) }
        }
        var result = scale.map { entry in
            (value: values.first { $0.categoryName == entry.name } ?? .category(entry.name), style: entry.style)
        }
        for value in values where !result.contains(where: { $0.value == value }) {
            result.append((value, AnyShapeStyle(palette[result.count % palette.count])))
        }
        return result
    }

    /// The scale for an axis with the given extent, or the domain the chart sets.
    package static func scale(for extent: AxisExtent, override: ScaleDomainOverride?, type: ScaleType? = nil, calendar: Calendar,
                              desiredTickCount: Int = 5) -> ChartScale {
        if type == .log, !extent.hasCategory, extent.dateRange == nil {
            // A logarithmic scale over the data's positive values, or the domain given.
            if case .numeric(let domain)? = override { return .numeric(.logarithmic(domain: domain, fixed: true)) }
            return .numeric(.logarithmic(domain: extent.positiveRange ?? 1...10, fixed: false))
        }
        switch override {
        case .numeric(let domain)?: return .numeric(.fixed(domain: domain, desiredTickCount: desiredTickCount))
        case .date(let domain)?: return .date(.fixed(domain: domain, calendar: calendar, desiredTickCount: desiredTickCount))
        case .categories(let names)?: return .category(CategoryScale(categories: names))
        default: break
        }
        var includesZero = true
        if case .automatic(let zero?)? = override { includesZero = zero }
        return extent.automaticScale(includesZero: includesZero, calendar: calendar, desiredTickCount: desiredTickCount)
    }

    /// The tick marks of an axis: its configured marks (or the defaults) at their values.
    static func axis(_ configuration: AxisConfiguration, scale: ChartScale, isHidden: Bool) -> [AxisTickMark] {
        if isHidden || configuration.visibility == .hidden { return [] }
        let isCategorical = scale.bandwidth != nil
        let axisMarks = configuration.marks ?? [AxisMarks()]
        var result: [AxisTickMark] = []
        for marks in axisMarks {
            let values = marks.values.resolve(on: scale)
            for (index, value) in values.enumerated() {
                guard let fraction = scale.fraction(of: value), (-0.0001...1.0001).contains(fraction) else { continue }
                let axisValue = AxisValue(index: index, count: values.count, plotValue: value)
                var tick = AxisTickMark(value: value, fraction: fraction, position: marks.position)
                for component in marks.components(at: axisValue) {
                    switch component {
                    case .gridLine(let stroke):
                        // A categorical axis draws no grid by default, as Swift Charts does.
                        if configuration.marks != nil || !isCategorical { tick.gridLine = stroke ?? StrokeStyle(lineWidth: 0.5) }
                    case .tick(let length, let stroke):
                        if configuration.marks != nil || !isCategorical { tick.tick = (length, stroke ?? StrokeStyle(lineWidth: 0.5)) }
                    case .label(let label):
                        tick.label = label.text?(axisValue) ?? scale.label(for: value)
                    }
                }
                result.append(tick)
            }
        }
        return result
    }

    /// The style a mark is drawn with: its own, else its series' color, else the default blue.
    package func style(of mark: PlottedMark) -> AnyShapeStyle {
        if let style = mark.attributes.foregroundStyle { return style }
        if let series = mark.attributes.styleSeries?.value, let entry = styleSeries.first(where: { $0.value == series }) {
            return entry.style
        }
        return AnyShapeStyle(Color.blue)
    }

    /// The shape symbol a line or point mark draws, if any (a view symbol is placed as a
    /// subview instead).
    package func symbolShape(of mark: PlottedMark) -> AnyChartSymbolShape? {
        if case .shape(let shape)? = mark.attributes.symbol { return shape }
        if let series = mark.attributes.symbolSeries, let entry = symbolSeries.first(where: { $0.value == series }) {
            return AnyChartSymbolShape(entry.shape)
        }
        if mark.kind == .point, mark.attributes.symbol == nil { return AnyChartSymbolShape(BasicChartSymbolShape.circle) }
        return nil
    }
}

/// One value on an axis with the marks drawn there.
package struct AxisTickMark {
    package var value: PlotValue
    /// Where the value falls along the axis, 0…1 from the start of the domain.
    package var fraction: Double
    package var position: AxisMarkPosition
    package var gridLine: StrokeStyle?
    package var tick: (length: CGFloat, stroke: StrokeStyle)?
    package var label: String?
}
