import Foundation

/// The part of a chart's model that doesn't depend on its size, built once per body
/// evaluation: the marks, their series (a line's points as plain arrays of values), stacks,
/// styles and symbols, and the extent of the values on each axis. `ChartModel` adds the
/// size-dependent scales and axes to it in O(1) in the number of marks.
@MainActor
package struct ChartData {
    package var marks: MarkList
    /// For a stacked bar or area, the span along its value axis, by mark index.
    package var valueSpans: ValueSpans
    /// The values named by `.foregroundStyle(by:)`, `.symbol(by:)` and `.position(by:)`, in
    /// first-seen order.
    package var styleValues: [PlotValue] = []
    package var symbolValues: [PlotValue] = []
    package var positionGroups: [PlotValue] = []
    /// True when every mark is a sector: a pie or donut, drawn without axes.
    package var isPie: Bool
    /// True when any mark is a sector.
    package var hasSectors = false
    package var xExtent = AxisExtent()
    package var yExtent = AxisExtent()
    /// The line series and the area series, in the order the data first names them.
    package var lineSeries: [SeriesData] = []
    package var areaSeries: [SeriesData] = []
    /// Line and point marks with a view symbol, with the number of points in a line mark's
    /// series (nil for a point mark); and marks with annotations.
    package var viewSymbolMarks: [(mark: Int, seriesCount: Int?)] = []
    package var annotatedMarks: [Int] = []

    /// The data of `marks`, in order.
    package init(marks: [PlottedMark]) {
        self.init(marks: MarkList(marks))
    }

    package init(marks: MarkList) {
        self.marks = marks
        isPie = !marks.isEmpty
        valueSpans = Stacking.spans(of: marks)
        var lines = SeriesGrouping(), areas = SeriesGrouping()
        var lastBox: MarkAttributesBox?, looked = false
        var hasViewSymbol = false, hasAnnotations = false
        var attributesSeries: PlotValue?
        // Marks collected under the same modifiers share one box: look at it once.
        func look(at box: MarkAttributesBox?) {
            guard !looked || box !== lastBox else { return }
            looked = true
            lastBox = box
            let attributes = box?.value ?? MarkAttributes()
            if let series = attributes.styleSeries?.value, !styleValues.contains(series) { styleValues.append(series) }
            if let symbol = attributes.symbolSeries, !symbolValues.contains(symbol) { symbolValues.append(symbol) }
            if let group = attributes.positionGroup, !positionGroups.contains(group) { positionGroups.append(group) }
            if case .view? = attributes.symbol { hasViewSymbol = true } else { hasViewSymbol = false }
            hasAnnotations = !attributes.annotations.isEmpty
            attributesSeries = attributes.styleSeries?.value ?? attributes.symbolSeries
        }
        marks.forEachSegment { index, segment in
            switch segment {
            case .run(let runIndex):
                // A run of plain lines or points: its values are already columns of doubles.
                let run = marks.runs[runIndex]
                isPie = false
                // Marks sharing one box are grouped in bulk; marks with boxes of their own, in
                // stretches of the same box.
                var offset = 0
                while offset < run.xs.count {
                    let box = run.attributesBox(at: offset)
                    var end = offset + 1
                    if let boxes = run.boxes {
                        while end < boxes.count, boxes[end] === box { end += 1 }
                    } else {
                        end = run.xs.count
                    }
                    let indices = (index + offset)..<(index + end)
                    look(at: box)
                    if hasAnnotations { annotatedMarks.append(contentsOf: indices) }
                    if run.kind == .line {
                        let slot = lines.add(run: indices, key: attributesSeries, xs: run.xs[offset..<end], ys: run.ys[offset..<end],
                                             xIsNumber: !run.xIsDate, yIsNumber: !run.yIsDate)
                        if hasViewSymbol { viewSymbolMarks.append(contentsOf: indices.map { ($0, slot) }) }
                    } else if hasViewSymbol {
                        viewSymbolMarks.append(contentsOf: indices.map { ($0, nil) })
                    }
                    offset = end
                }
                xExtent.add(run.xs, areDates: run.xIsDate)
                yExtent.add(run.ys, areDates: run.yIsDate)
            case .mark(let mark):
                let kind = mark.kind
                if kind != .sector { isPie = false } else { hasSectors = true }
                look(at: mark.attributesBox)
                if hasAnnotations { annotatedMarks.append(index) }
                let x = mark.x, y = mark.y
                if kind == .line {
                    let slot = lines.add(index, key: mark.series ?? attributesSeries, x: x, y: y)
                    // The series' count for now; corrected once every mark is grouped.
                    if hasViewSymbol { viewSymbolMarks.append((index, slot)) }
                }
                if hasViewSymbol, kind == .point { viewSymbolMarks.append((index, nil)) }
                if kind == .area { areas.add(index, key: mark.series ?? attributesSeries, x: x, y: y) }
                guard kind != .sector else { return }
                if valueSpans[index] == nil, x?.intervalBox == nil, y?.intervalBox == nil {
                    // The common case, a plain point: no stack, no interval.
                    if let x { xExtent.add(x.value) }
                    if let y { yExtent.add(y.value) }
                } else {
                    for value in axisValues(of: mark, at: index, vertical: false) { xExtent.add(value) }
                    for value in axisValues(of: mark, at: index, vertical: true) { yExtent.add(value) }
                }
            }
        }
        lineSeries = lines.series
        for entry in viewSymbolMarks.indices {
            if let slot = viewSymbolMarks[entry].seriesCount { viewSymbolMarks[entry].seriesCount = lineSeries[slot].marks.count }
        }
        areaSeries = areas.series
        if xExtent.hasCategory { xExtent.categoryNames = marks.indices.flatMap { axisValues(of: marks[$0], at: $0, vertical: false) }.map(\.categoryName) }
        if yExtent.hasCategory { yExtent.categoryNames = marks.indices.flatMap { axisValues(of: marks[$0], at: $0, vertical: true) }.map(\.categoryName) }
    }

    /// The values mark `index` places on one axis: its stacked span along its value axis, else
    /// its value and the ends of its interval.
    private func axisValues(of mark: PlottedMark, at index: Int, vertical: Bool) -> [PlotValue] {
        guard mark.kind != .sector, let channel = vertical ? mark.y : mark.x else { return [] }
        if Stacking.valueAxis(of: mark) == (vertical ? .vertical : .horizontal), let span = valueSpans[index] {
            return [.number(span.low), .number(span.high)]
        }
        var values = [channel.value]
        if let interval = channel.interval { values += [interval.start, interval.end] }
        return values
    }
}

/// The points of one line or area series: the indices of its marks in data order, and, when
/// every point's x and y are numbers or dates, those values as plain arrays (so placing the
/// series is a loop over doubles).
package struct SeriesData {
    /// The first mark of the series, whose attributes style the whole line.
    package var firstMark: Int
    package var marks = MarkIndices()
    /// The continuous x and y of each point (dates as seconds), or empty when a point has a
    /// category or a missing channel.
    package var xs: [Double] = []
    package var ys: [Double] = []
    package var isContinuous = true
    /// Whether any x or y value is a number (a date scale places only dates).
    package var xHasNumber = false
    package var yHasNumber = false

    package init(firstMark: Int) { self.firstMark = firstMark }
}

/// Groups marks into series, in first-seen order. A line or area point's series is its
/// explicit series, else the value it is styled or symbolled by.
struct SeriesGrouping {
    var series: [SeriesData] = []
    var slots: [PlotValue?: Int] = [:]
    var lastKey: PlotValue??
    var lastSlot = 0

    /// Adds mark `index`, at `x` and `y`, to the series `key` names and returns the series' slot.
    @discardableResult
    mutating func add(_ index: Int, key: PlotValue?, x: PlotChannel?, y: PlotChannel?) -> Int {
        select(key, firstMark: index)
        series[lastSlot].marks.append(index)
        guard series[lastSlot].isContinuous else { return lastSlot }
        if x?.intervalBox == nil, y?.intervalBox == nil, let xValue = x?.value.continuous, let yValue = y?.value.continuous {
            series[lastSlot].xs.append(xValue)
            series[lastSlot].ys.append(yValue)
            if case .number? = x?.value { series[lastSlot].xHasNumber = true }
            if case .number? = y?.value { series[lastSlot].yHasNumber = true }
        } else {
            series[lastSlot].isContinuous = false
            series[lastSlot].xs = []
            series[lastSlot].ys = []
        }
        return lastSlot
    }

    /// Adds the marks `indices`, a run of plain marks at `xs` and `ys`, to the series `key`
    /// names and returns the series' slot.
    mutating func add(run indices: Range<Int>, key: PlotValue?, xs: ArraySlice<Double>, ys: ArraySlice<Double>,
                      xIsNumber: Bool, yIsNumber: Bool) -> Int {
        select(key, firstMark: indices.lowerBound)
        let isNew = series[lastSlot].marks.isEmpty
        series[lastSlot].marks.append(contentsOf: indices)
        guard series[lastSlot].isContinuous else { return lastSlot }
        if isNew {
            // A new series shares the run's columns when it takes them whole (no copy of
            // 100,000 values).
            series[lastSlot].xs = Array(xs)
            series[lastSlot].ys = Array(ys)
        } else {
            series[lastSlot].xs.append(contentsOf: xs)
            series[lastSlot].ys.append(contentsOf: ys)
        }
        if xIsNumber { series[lastSlot].xHasNumber = true }
        if yIsNumber { series[lastSlot].yHasNumber = true }
        return lastSlot
    }

    /// Makes the series `key` names the current one, starting it at `firstMark` if it is new.
    private mutating func select(_ key: PlotValue?, firstMark: Int) {
        guard lastKey != .some(key) else { return }
        if let slot = slots[key] {
            lastSlot = slot
        } else {
            lastSlot = series.count
            slots[key] = lastSlot
            series.append(SeriesData(firstMark: firstMark))
        }
        lastKey = .some(key)
    }
}
