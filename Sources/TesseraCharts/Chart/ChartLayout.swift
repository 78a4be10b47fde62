import Foundation

/// What a chart's layout places, decided when its body is evaluated: the axis labels with
/// their positions along the axes, whether there is a legend, which marks have view symbols
/// and which have annotations. The subviews come in this order: the plot, the y labels, the
/// x labels, the legend (0 or 1), the view symbols, the annotations, the axis titles (x, then
/// y, each 0 or 1).
struct ChartLayoutPlan: @unchecked Sendable {
    struct Label { var text: String; var fraction: Double; var startsAtTick: Bool; var position: AxisMarkPosition }
    struct PlacedAnnotation { var mark: Int; var annotation: MarkAnnotation }

    let model: ChartModel
    var yLabels: [Label] = []
    var xLabels: [Label] = []
    var hasLegend = false
    var legendOnTop = false
    var symbolMarks: [Int] = []
    var annotations: [PlacedAnnotation] = []
    var xTitle: ChartAxisTitle?
    var yTitle: ChartAxisTitle?
    /// The axis titles, in subview order.
    var axisTitles: [ChartAxisTitle] { [xTitle, yTitle].compactMap { $0 } }
    var xTickLength: CGFloat = 0
    var yTickLength: CGFloat = 0

    /// - Parameter width: the chart's width: a line series with at least as many points as
    ///   that draws no symbols (its points are decimated to pixel columns).
    @MainActor
    init(model: ChartModel, configuration: ChartConfiguration, width: CGFloat = .infinity) {
        self.model = model
        yLabels = model.yAxis.compactMap { tick in tick.label.map { Label(text: $0, fraction: tick.fraction, startsAtTick: false, position: tick.position) } }
        let startsAtTick = model.xScale.labelsStartAtTick
        xLabels = model.xAxis.compactMap { tick in tick.label.map { Label(text: $0, fraction: tick.fraction, startsAtTick: startsAtTick, position: tick.position) } }
        xTickLength = model.xAxis.compactMap { $0.tick?.length }.max() ?? 0
        yTickLength = model.yAxis.compactMap { $0.tick?.length }.max() ?? 0
        hasLegend = !model.data.styleValues.isEmpty && configuration.legendVisibility != .hidden
        legendOnTop = configuration.legendPosition == .top
        if !model.isPie {
            xTitle = configuration.xAxisTitle
            yTitle = configuration.yAxisTitle
        }
        for entry in model.data.viewSymbolMarks where ChartRenderer.drawsSymbols(ofSeriesWith: entry.seriesCount, width: width) {
            symbolMarks.append(entry.mark)
        }
        for index in model.data.annotatedMarks {
            for annotation in model.marks[index].attributes.annotations { annotations.append(PlacedAnnotation(mark: index, annotation: annotation)) }
        }
    }
}

/// Lays out a chart: the axis labels and the legend take what they need, the plot gets the
/// rest, and view symbols and annotations sit at their marks' positions in the plot.
///
/// Equatable so the view graph never compares its plan field by field (the plan holds type-erased
/// styles and views); two chart layouts are never equal, so a chart re-lays out whenever its
/// body is re-evaluated.
struct ChartLayout: Layout, Equatable {
    let plan: ChartLayoutPlan

    static func == (lhs: ChartLayout, rhs: ChartLayout) -> Bool { false }
    /// The gap between the plot and its labels, and between labels and the legend.
    static let gap: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let yRange = 1..<(1 + plan.yLabels.count)
        let xRange = yRange.upperBound..<(yRange.upperBound + plan.xLabels.count)
        let legendIndex = plan.hasLegend ? xRange.upperBound : nil
        let symbolStart = xRange.upperBound + (plan.hasLegend ? 1 : 0)
        let annotationStart = symbolStart + plan.symbolMarks.count
        let xTitleIndex = plan.xTitle == nil ? nil : annotationStart + plan.annotations.count
        let yTitleIndex = plan.yTitle == nil ? nil : annotationStart + plan.annotations.count + (plan.xTitle == nil ? 0 : 1)
        guard subviews.count >= annotationStart + plan.annotations.count + plan.axisTitles.count else { return }
        let xTitleSize = xTitleIndex.map { subviews[$0].sizeThatFits(.unspecified) } ?? .zero
        let yTitleSize = yTitleIndex.map { subviews[$0].sizeThatFits(.unspecified) } ?? .zero
        let xTitleSpace = plan.xTitle.map { xTitleSize.height + ($0.spacing ?? Self.gap) } ?? 0
        let yTitleSpace = plan.yTitle.map { yTitleSize.height + ($0.spacing ?? Self.gap) } ?? 0
        let xTitleOnTop = plan.xTitle?.isAtTop ?? false
        let yTitleAtBottom = plan.yTitle?.isAtBottom ?? false
        // Room the titles take above and below the plot and its labels.
        let titlesAbove = (xTitleOnTop ? xTitleSpace : 0) + (yTitleAtBottom ? 0 : yTitleSpace)
        let titlesBelow = (xTitleOnTop ? 0 : xTitleSpace) + (yTitleAtBottom ? yTitleSpace : 0)

        let ySizes = yRange.map { subviews[$0].sizeThatFits(.unspecified) }
        let xSizes = xRange.map { subviews[$0].sizeThatFits(.unspecified) }
        let yWidth = ySizes.map(\.width).max().map { $0 + Self.gap + plan.yTickLength } ?? 0
        let yLeading = plan.yLabels.first?.position == .leading
        let xHeight = xSizes.map(\.height).max().map { $0 + Self.gap + plan.xTickLength } ?? 0
        let xTop = plan.xLabels.first?.position == .top
        let legendSize = legendIndex.map { subviews[$0].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)) } ?? .zero
        let legendSpace = legendIndex == nil ? 0 : legendSize.height + Self.gap * 2

        var plot = bounds
        plot.size.width = max(0, bounds.width - yWidth)
        if yLeading { plot.origin.x += yWidth }
        plot.size.height = max(0, bounds.height - xHeight - legendSpace - titlesAbove - titlesBelow)
        plot.origin.y += titlesAbove
        if xTop { plot.origin.y += xHeight }
        if plan.legendOnTop { plot.origin.y += legendSpace }
        // Half a label of room above the plot, so the top y label isn't cut off.
        let topRoom = (ySizes.map(\.height).max() ?? 0) / 2
        plot.origin.y += topRoom
        plot.size.height = max(0, plot.size.height - topRoom)
        subviews[0].place(at: plot.origin, proposal: ProposedViewSize(plot.size))

        for (offset, index) in yRange.enumerated() {
            let label = plan.yLabels[offset]
            let size = ySizes[offset]
            var y = plot.minY + (1 - CGFloat(label.fraction)) * plot.height - size.height / 2
            y = min(max(y, bounds.minY), bounds.maxY - size.height)
            let x = yLeading ? plot.minX - plan.yTickLength - Self.gap - size.width : plot.maxX + plan.yTickLength + Self.gap
            subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        }
        for (offset, index) in xRange.enumerated() {
            let label = plan.xLabels[offset]
            let size = xSizes[offset]
            let tickX = plot.minX + CGFloat(label.fraction) * plot.width
            var x = label.startsAtTick ? tickX + 2 : tickX - size.width / 2
            x = min(max(x, bounds.minX), bounds.maxX - size.width)
            let y = xTop ? plot.minY - plan.xTickLength - Self.gap - size.height : plot.maxY + plan.xTickLength + Self.gap
            subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        }
        if let legendIndex {
            let y = plan.legendOnTop ? bounds.minY : plot.maxY + xHeight + titlesBelow + Self.gap
            subviews[legendIndex].place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(legendSize))
        }
        if let xTitleIndex, let title = plan.xTitle {
            let x = Self.align(xTitleSize.width, title.alignment?.horizontal ?? .center, in: plot.minX...plot.maxX)
            let below = xTop ? plot.maxY + (title.spacing ?? Self.gap) : plot.maxY + xHeight + (title.spacing ?? Self.gap)
            let above = bounds.minY + (plan.legendOnTop ? legendSpace : 0)
            subviews[xTitleIndex].place(at: CGPoint(x: x, y: xTitleOnTop ? above : below), proposal: ProposedViewSize(xTitleSize))
        }
        if let yTitleIndex, let title = plan.yTitle {
            // On the side of the y axis's labels, by default.
            let side: HorizontalAlignment = yLeading ? .leading : .trailing
            let x = Self.align(yTitleSize.width, title.alignment?.horizontal ?? side, in: bounds.minX...bounds.maxX)
            let y = yTitleAtBottom ? plot.maxY + xHeight + (xTitleOnTop ? 0 : xTitleSpace) + (title.spacing ?? Self.gap)
                : bounds.minY + (plan.legendOnTop ? legendSpace : 0) + (xTitleOnTop ? xTitleSpace : 0)
            subviews[yTitleIndex].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(yTitleSize))
        }
        guard !plan.symbolMarks.isEmpty || !plan.annotations.isEmpty else { return }
        MainActor.assumeIsolated {
            let geometry = PlotGeometry(model: plan.model, size: plot.size)
            for (offset, markIndex) in plan.symbolMarks.enumerated() {
                let mark = plan.model.marks[markIndex]
                guard let point = geometry.position(of: mark) else { continue }
                let side = ChartRenderer.symbolSide(for: mark) * 1.25
                subviews[symbolStart + offset].place(at: CGPoint(x: plot.minX + point.x, y: plot.minY + point.y), anchor: .center,
                                                     proposal: ProposedViewSize(width: side, height: side))
            }
            for (offset, placed) in plan.annotations.enumerated() {
                guard var rect = geometry.anchorRect(of: placed.mark) else { continue }
                rect.origin.x += plot.minX
                rect.origin.y += plot.minY
                let anchors = placed.annotation.position.anchors
                let spacing = placed.annotation.spacing ?? (placed.annotation.position == .overlay ? 0 : 4)
                var point = CGPoint(x: rect.minX + anchors.mark.x * rect.width, y: rect.minY + anchors.mark.y * rect.height)
                point.x += (anchors.mark.x - 0.5) * 2 * spacing * (anchors.mark.x == 0.5 ? 0 : 1)
                point.y += (anchors.mark.y - 0.5) * 2 * spacing * (anchors.mark.y == 0.5 ? 0 : 1)
                // Kept inside the chart, as Swift Charts' default overflow resolution does.
                let size = subviews[annotationStart + offset].sizeThatFits(.unspecified)
                var origin = CGPoint(x: point.x - anchors.annotation.x * size.width, y: point.y - anchors.annotation.y * size.height)
                origin.x = max(bounds.minX, min(origin.x, bounds.maxX - size.width))
                origin.y = max(bounds.minY, min(origin.y, bounds.maxY - size.height))
                subviews[annotationStart + offset].place(at: origin, proposal: ProposedViewSize(size))
            }
        }
    }

    /// The leading x of something `width` wide aligned in `span`.
    static func align(_ width: CGFloat, _ alignment: HorizontalAlignment, in span: ClosedRange<CGFloat>) -> CGFloat {
        switch alignment {
        case .leading: span.lowerBound
        case .trailing: span.upperBound - width
        default: (span.lowerBound + span.upperBound - width) / 2
        }
    }
}
