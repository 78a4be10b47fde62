import Foundation

/// Stacks bars and areas that share a position: each starts where the previous one at that
/// position ended (positive and negative values stack apart), as Swift Charts' `.standard`
/// stacking does; `.normalized` scales each stack to 0…1; `.unstacked` starts every mark at
/// zero.
package enum Stacking {
    /// The axis that carries a bar's or area's value (its length), or nil for other marks.
    package static func valueAxis(of mark: PlottedMark) -> Axis? {
        guard mark.kind == .bar || mark.kind == .area else { return nil }
        if mark.x?.interval != nil, mark.kind == .bar { return .horizontal }
        if mark.y?.interval != nil { return .vertical }
        let xIsNumber = mark.x.map { if case .number = $0.value { true } else { false } } ?? false
        let yIsNumber = mark.y.map { if case .number = $0.value { true } else { false } } ?? false
        if mark.y == nil { return .horizontal }
        if xIsNumber && !yIsNumber { return .horizontal }
        return .vertical
    }

    /// The span of each stacked mark along its value axis (nil for marks that don't stack).
    ///
    /// - Complexity: O(n) in the number of marks.
    package static func spans(of marks: MarkList) -> ValueSpans {
        // Runs hold only lines and points: only the marks kept whole can stack.
        let stacks = marks.segments.contains { if case .mark(let mark) = $0 { mark.kind == .bar || mark.kind == .area } else { false } }
        guard stacks else { return ValueSpans() }
        struct Key: Hashable { var kind: MarkKind; var band: PlotValue?; var group: PlotValue? }
        var positive: [Key: Double] = [:], negative: [Key: Double] = [:], totals: [Key: Double] = [:]
        var keys: [Key?] = []
        keys.reserveCapacity(marks.count)
        for mark in marks {
            guard let axis = valueAxis(of: mark) else { keys.append(nil); continue }
            let band = axis == .vertical ? mark.x?.value : mark.y?.value
            let key = Key(kind: mark.kind, band: band, group: mark.attributes.positionGroup)
            keys.append(key)
            if let value = (axis == .vertical ? mark.y : mark.x)?.value.continuous { totals[key, default: 0] += abs(value) }
        }
        return ValueSpans(marks.indices.map { index -> (low: Double, high: Double)? in
            let mark = marks[index]
            guard let key = keys[index], let axis = valueAxis(of: mark), let channel = axis == .vertical ? mark.y : mark.x else { return nil }
            if let interval = channel.interval, let start = interval.start.continuous, let end = interval.end.continuous {
                return (min(start, end), max(start, end))
            }
            guard var value = channel.value.continuous else { return nil }
            switch mark.stacking.storage {
            case .unstacked:
                return (min(0, value), max(0, value))
            case .normalized:
                let total = totals[key] ?? 0
                value = total == 0 ? 0 : value / total
            case .standard, .center:
                break
            }
            if value >= 0 {
                let start = positive[key, default: 0]
                positive[key] = start + value
                return (start, start + value)
            } else {
                let start = negative[key, default: 0]
                negative[key] = start + value
                return (start + value, start)
            }
        })
    }
}

/// The span of each stacked bar or area along its value axis, by mark index; nil for a mark
/// that doesn't stack. A chart without bars or areas stores nothing (a 100,000-point line
/// would otherwise carry 100,000 nils).
package struct ValueSpans {
    private var spans: [(low: Double, high: Double)?]

    /// No mark stacks.
    package init() { spans = [] }

    /// The spans of every mark, in order.
    package init(_ spans: [(low: Double, high: Double)?]) { self.spans = spans }

    package subscript(index: Int) -> (low: Double, high: Double)? {
        spans.isEmpty ? nil : spans[index]
    }
}
