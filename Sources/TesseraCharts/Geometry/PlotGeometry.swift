import Foundation

/// The chart's marks placed in a plot area of a given size, in the plot's coordinates
/// (origin top-left, y down): points, bar rects, rule segments, line and area series, sectors.
///
/// Pure geometry: no drawing, so tests check positions directly.
@MainActor
package struct PlotGeometry {
    package let model: ChartModel
    package let size: CGSize

    package init(model: ChartModel, size: CGSize) {
        self.model = model
        self.size = size
    }

    /// The x coordinate of `value`, or nil when it isn't on the x scale.
    package func x(_ value: PlotValue) -> CGFloat? {
        model.xScale.fraction(of: value).map { CGFloat($0) * size.width }
    }

    /// The y coordinate of `value` (larger values higher up; the first category at the top),
    /// or nil when it isn't on the y scale.
    package func y(_ value: PlotValue) -> CGFloat? {
        let fraction = model.yScale.fraction(of: value).map { CGFloat($0) }
        return fraction.map { model.yScale.bandwidth == nil ? (1 - $0) * size.height : $0 * size.height }
    }

    /// The position of a line, point or area mark; a missing channel is the plot's middle.
    package func position(of mark: PlottedMark, at index: Int? = nil) -> CGPoint? {
        var px: CGFloat? = size.width / 2
        var py: CGFloat? = size.height / 2
        if let channel = mark.x { px = x(channel.value) }
        if let channel = mark.y { py = y(channel.value) }
        if let index, let span = model.valueSpans[index] {
            if Stacking.valueAxis(of: mark) == .vertical { py = y(.number(span.high)) } else { px = x(.number(span.high)) }
        }
        guard let px, let py else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// The band a bar or rectangle fills across an axis: the category's band (shared among
    /// position groups; a bar takes 0.6 of it, a rectangle all of it), a binned date's unit, or
    /// a default width around a point.
    func band(for channel: PlotChannel?, length: CGFloat, scale: ChartScale, dimension: MarkDimension,
              group: PlotValue?, fillsBand: Bool = false, place: (PlotValue) -> CGFloat?) -> ClosedRange<CGFloat>? {
        guard let channel else { return 0...length }
        var low: CGFloat, high: CGFloat
        if let interval = channel.interval, let start = place(interval.start), let end = place(interval.end) {
            low = min(start, end); high = max(start, end)
            let inset = (high - low) * 0.05
            low += inset; high -= inset
        } else if let bandwidth = scale.bandwidth, let center = place(channel.value) {
            let width = dimension.resolve(in: CGFloat(bandwidth) * length, automatic: CGFloat(bandwidth) * length * (fillsBand ? 1 : 0.6))
            low = center - width / 2; high = center + width / 2
        } else if let center = place(channel.value) {
            let width = dimension.resolve(in: length, automatic: max(2, min(20, length / 20)))
            low = center - width / 2; high = center + width / 2
        } else {
            return nil
        }
        if let group, let index = model.positionGroups.firstIndex(of: group), model.positionGroups.count > 1 {
            let slot = (high - low) / CGFloat(model.positionGroups.count)
            low += slot * CGFloat(index)
            high = low + slot
        }
        return low...high
    }

    /// The rect of a bar or rectangle mark.
    package func rect(of index: Int) -> CGRect? {
        let mark = model.marks[index]
        let axis = Stacking.valueAxis(of: mark)
        if mark.kind == .bar, axis == .vertical || axis == .horizontal, let span = model.valueSpans[index] {
            if axis == .vertical {
                guard let band = band(for: mark.x, length: size.width, scale: model.xScale, dimension: mark.width,
                                      group: mark.attributes.positionGroup, place: x),
                      let top = y(.number(span.high)), let bottom = y(.number(span.low)) else { return nil }
                return CGRect(x: band.lowerBound, y: top, width: band.upperBound - band.lowerBound, height: bottom - top)
            }
            guard let band = band(for: mark.y, length: size.height, scale: model.yScale, dimension: mark.height,
                                  group: mark.attributes.positionGroup, place: y),
                  let left = x(.number(span.low)), let right = x(.number(span.high)) else { return nil }
            return CGRect(x: left, y: band.lowerBound, width: right - left, height: band.upperBound - band.lowerBound)
        }
        guard let xBand = band(for: mark.x, length: size.width, scale: model.xScale, dimension: mark.width, group: nil,
                               fillsBand: true, place: x),
              let yBand = band(for: mark.y, length: size.height, scale: model.yScale, dimension: mark.height, group: nil,
                               fillsBand: true, place: y)
        else { return nil }
        return CGRect(x: xBand.lowerBound, y: yBand.lowerBound, width: xBand.upperBound - xBand.lowerBound,
                      height: yBand.upperBound - yBand.lowerBound)
    }

    /// The two ends of a rule mark.
    package func rule(of mark: PlottedMark) -> (CGPoint, CGPoint)? {
        if let channel = mark.y, mark.x == nil || mark.x?.interval != nil {
            guard let py = y(channel.value) else { return nil }
            let start = mark.x?.interval.flatMap { x($0.start) } ?? 0
            let end = mark.x?.interval.flatMap { x($0.end) } ?? size.width
            return (CGPoint(x: start, y: py), CGPoint(x: end, y: py))
        }
        if let channel = mark.x {
            guard let px = x(channel.value) else { return nil }
            let start = mark.y?.interval.flatMap { y($0.start) } ?? size.height
            let end = mark.y?.interval.flatMap { y($0.end) } ?? 0
            return (CGPoint(x: px, y: start), CGPoint(x: px, y: end))
        }
        return nil
    }

    /// The series of line (or area) marks: marks of the same series, joined in data order.
    package func series(of kind: MarkKind) -> [ChartSeries] {
        (kind == .area ? model.data.areaSeries : model.data.lineSeries).compactMap { place($0, kind: kind) }
    }

    /// A series' points in the plot (nil when none can be placed): a line of numbers or dates
    /// is placed straight from its arrays of values; other series mark by mark.
    func place(_ data: SeriesData, kind: MarkKind) -> ChartSeries? {
        var series = ChartSeries(firstMark: data.firstMark)
        if kind == .line, data.isContinuous, let xDomain = model.xScale.continuousDomain, let yDomain = model.yScale.continuousDomain,
           !(xDomain.isDate && data.xHasNumber), !(yDomain.isDate && data.yHasNumber) {
            series.marks = data.marks
            series.points.reserveCapacity(data.xs.count)
            let width = size.width, height = size.height
            for index in data.xs.indices {
                let fx = xDomain.length == 0 ? 0.5 : (data.xs[index] - xDomain.start) / xDomain.length
                let fy = yDomain.length == 0 ? 0.5 : (data.ys[index] - yDomain.start) / yDomain.length
                series.points.append(CGPoint(x: CGFloat(fx) * width, y: (1 - CGFloat(fy)) * height))
            }
            return series.points.isEmpty ? nil : series
        }
        for index in data.marks {
            let mark = model.marks[index]
            guard let point = position(of: mark, at: kind == .area ? index : nil) else { continue }
            series.points.append(point)
            series.marks.append(index)
            if kind == .area {
                let base: CGFloat
                if let span = model.valueSpans[index] { base = y(.number(span.low)) ?? size.height } else { base = y(.number(0)) ?? size.height }
                series.baseline.append(CGPoint(x: point.x, y: base))
            }
        }
        return series.points.isEmpty ? nil : series
    }

    /// The sectors of a pie or donut: each mark's share of the circle, clockwise from the top.
    package func sectors() -> [ChartSector] {
        guard model.data.hasSectors else { return [] }
        let indices = model.marks.indices.filter { model.marks[$0].kind == .sector }
        let total = indices.reduce(0.0) { $0 + max(0, model.marks[$1].angle) }
        guard total > 0 else { return [] }
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let available = min(size.width, size.height) / 2
        var start = -Double.pi / 2
        return indices.map { index in
            let mark = model.marks[index]
            let sweep = max(0, mark.angle) / total * 2 * .pi
            defer { start += sweep }
            let outer = mark.outerRadius.resolve(in: available, automatic: available)
            let inner = mark.innerRadius.resolve(in: outer, automatic: 0)
            return ChartSector(mark: index, center: center, innerRadius: inner, outerRadius: outer,
                               startAngle: start, endAngle: start + sweep, inset: mark.angularInset ?? 0)
        }
    }

    /// The rect an annotation of mark `index` is placed against.
    package func anchorRect(of index: Int) -> CGRect? {
        let mark = model.marks[index]
        switch mark.kind {
        case .bar, .rectangle: return rect(of: index)
        case .rule:
            guard let (a, b) = rule(of: mark) else { return nil }
            return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
        case .sector:
            guard let sector = sectors().first(where: { $0.mark == index }) else { return nil }
            let middle = (sector.startAngle + sector.endAngle) / 2
            let radius = (sector.innerRadius + sector.outerRadius) / 2
            return CGRect(x: sector.center.x + radius * cos(middle), y: sector.center.y + radius * sin(middle), width: 0, height: 0)
        default:
            return position(of: mark, at: mark.kind == .area ? index : nil).map { CGRect(origin: $0, size: .zero) }
        }
    }
}

/// The points of one line or area series, in data order.
package struct ChartSeries {
    /// The first mark of the series, whose attributes style the whole line.
    package var firstMark: Int
    package var points: [CGPoint] = []
    package var marks = MarkIndices()
    /// For an area, the bottom edge under each point.
    package var baseline: [CGPoint] = []
}

/// One sector of a pie or donut, angles in radians clockwise from the x axis.
package struct ChartSector {
    package var mark: Int
    package var center: CGPoint
    package var innerRadius: CGFloat
    package var outerRadius: CGFloat
    package var startAngle: Double
    package var endAngle: Double
    /// The gap, in points, on each side of the sector.
    package var inset: CGFloat
}
