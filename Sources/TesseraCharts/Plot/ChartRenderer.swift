import Foundation

/// Draws a chart's plot area — grid lines, ticks and marks — into a graphics context of the
/// plot's size. Axis labels, the legend, view symbols and annotations are views placed by
/// `ChartLayout`.
@MainActor
package struct ChartRenderer {
    package let geometry: PlotGeometry
    var model: ChartModel { geometry.model }
    var size: CGSize { geometry.size }

    /// The color of grid lines and ticks.
    static let gridShading = GraphicsContext.Shading.color(Color.gray.opacity(0.45))

    package func draw(in context: inout GraphicsContext) {
        drawAxes(in: context)
        for series in geometry.series(of: .area) { drawArea(series, in: context) }
        model.marks.forEachIndex(ofKinds: [.bar, .rectangle]) { index, _ in drawRect(of: index, in: context) }
        for sector in geometry.sectors() { drawSector(sector, in: context) }
        model.marks.forEachIndex(ofKinds: [.rule]) { index, _ in drawRule(of: index, in: context) }
        // Symbols of lines with fewer points than pixels, placed where the line put them.
        var lineSymbols: [Int: CGPoint] = [:]
        for series in geometry.series(of: .line) {
            drawLine(series, in: context)
            guard Self.drawsSymbols(ofSeriesWith: series.points.count, width: size.width) else { continue }
            for (offset, mark) in series.marks.enumerated() { lineSymbols[mark] = series.points[offset] }
        }
        let marks = model.data.marks
        // A line's marks are visited only when some line draws its symbols.
        marks.forEachIndex(ofKinds: lineSymbols.isEmpty ? [.point] : [.line, .point]) { index, kind in
            switch kind {
            case .line: if let center = lineSymbols[index] { drawSymbol(of: index, at: center, in: context) }
            case .point: if let center = geometry.position(of: marks[index]) { drawSymbol(of: index, at: center, in: context) }
            default: break
            }
        }
    }

    /// Whether a line series of `count` points draws its symbols in a plot `width` points
    /// wide: only when it has fewer points than pixel columns; a denser line is decimated to
    /// pixel columns, and its symbols would hide it. Point marks (a nil count) always do.
    package static func drawsSymbols(ofSeriesWith count: Int?, width: CGFloat) -> Bool {
        guard let count else { return true }
        return CGFloat(count) < width
    }

    func drawAxes(in context: GraphicsContext) {
        for tick in model.yAxis {
            let y = (1 - CGFloat(tick.fraction)) * size.height
            let leading = tick.position == .leading
            if let stroke = tick.gridLine { line(from: CGPoint(x: 0, y: y), to: CGPoint(x: size.width, y: y), stroke, in: context) }
            if let (length, stroke) = tick.tick {
                let x = leading ? 0 : size.width
                line(from: CGPoint(x: x, y: y), to: CGPoint(x: leading ? x - length : x + length, y: y), stroke, in: context)
            }
        }
        for tick in model.xAxis {
            let x = CGFloat(tick.fraction) * size.width
            let top = tick.position == .top
            if let stroke = tick.gridLine { line(from: CGPoint(x: x, y: 0), to: CGPoint(x: x, y: size.height), stroke, in: context) }
            if let (length, stroke) = tick.tick {
                let y = top ? 0 : size.height
                line(from: CGPoint(x: x, y: y), to: CGPoint(x: x, y: top ? y - length : y + length), stroke, in: context)
            }
        }
    }

    func line(from start: CGPoint, to end: CGPoint, _ stroke: StrokeStyle, in context: GraphicsContext) {
        var path = Path()
        path.move(to: start)
        path.addLine(to: end)
        context.stroke(path, with: Self.gridShading, style: stroke)
    }

    func shading(of index: Int) -> GraphicsContext.Shading {
        .style(model.style(of: model.marks[index]))
    }

    func context(_ context: GraphicsContext, for index: Int) -> GraphicsContext {
        var context = context
        context.opacity *= model.marks[index].attributes.opacity
        return context
    }

    func drawRect(of index: Int, in context: GraphicsContext) {
        guard let rect = geometry.rect(of: index), rect.width.isFinite, rect.height.isFinite else { return }
        let radius = model.marks[index].attributes.cornerRadius ?? 0
        let path = radius > 0 ? Path(roundedRect: rect, cornerRadius: radius, style: .continuous) : Path(rect)
        self.context(context, for: index).fill(path, with: shading(of: index))
    }

    func drawRule(of index: Int, in context: GraphicsContext) {
        guard let (start, end) = geometry.rule(of: model.marks[index]) else { return }
        var path = Path()
        path.move(to: start)
        path.addLine(to: end)
        let style = model.marks[index].attributes.lineStyle ?? StrokeStyle(lineWidth: 1)
        self.context(context, for: index).stroke(path, with: shading(of: index), style: style)
    }

    func drawLine(_ series: ChartSeries, in context: GraphicsContext) {
        let mark = model.marks[series.firstMark]
        let points = LineDecimation.decimate(series.points)
        let path = InterpolatedPath.path(through: points, method: mark.attributes.interpolation ?? .linear)
        let style = mark.attributes.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        self.context(context, for: series.firstMark).stroke(path, with: shading(of: series.firstMark), style: style)
    }

    func drawArea(_ series: ChartSeries, in context: GraphicsContext) {
        let mark = model.marks[series.firstMark]
        let method = mark.attributes.interpolation ?? .linear
        var path = InterpolatedPath.path(through: LineDecimation.decimate(series.points), method: method)
        path = InterpolatedPath.path(through: LineDecimation.decimate(series.baseline.reversed()), method: method, continuing: path)
        path.closeSubpath()
        self.context(context, for: series.firstMark).fill(path, with: shading(of: series.firstMark))
    }

    func drawSector(_ sector: ChartSector, in context: GraphicsContext) {
        var path = Path()
        let outerInset = sector.outerRadius > 0 ? Double(sector.inset / sector.outerRadius) : 0
        let innerInset = sector.innerRadius > 0 ? Double(sector.inset / sector.innerRadius) : 0
        let outerStart = sector.startAngle + outerInset, outerEnd = max(outerStart, sector.endAngle - outerInset)
        path.addArc(center: sector.center, radius: sector.outerRadius, startAngle: .radians(outerStart),
                    endAngle: .radians(outerEnd), clockwise: false)
        if sector.innerRadius > 0 {
            let innerStart = sector.startAngle + innerInset, innerEnd = max(innerStart, sector.endAngle - innerInset)
            path.addArc(center: sector.center, radius: sector.innerRadius, startAngle: .radians(innerEnd),
                        endAngle: .radians(innerStart), clockwise: true)
        } else {
            path.addLine(to: sector.center)
        }
        path.closeSubpath()
        self.context(context, for: sector.mark).fill(path, with: shading(of: sector.mark))
    }

    func drawSymbol(of index: Int, at center: CGPoint, in context: GraphicsContext) {
        let mark = model.marks[index]
        guard let shape = model.symbolShape(of: mark) else { return }
        let side = Self.symbolSide(for: mark)
        let rect = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        let context = self.context(context, for: index)
        if shape.isStroked {
            context.stroke(shape.path(in: rect), with: shading(of: index), lineWidth: 1.5)
        } else {
            context.fill(shape.path(in: rect), with: shading(of: index))
        }
    }

    /// The side of a symbol's square: the square root of its area (30 square points by default,
    /// as in Swift Charts), never less than 1.
    package static func symbolSide(for mark: PlottedMark) -> CGFloat {
        max(1, (mark.attributes.symbolSize ?? 30).squareRoot() * 1.3)
    }
}
