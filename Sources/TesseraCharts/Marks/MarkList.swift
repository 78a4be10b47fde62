import Foundation

/// The marks a chart collected, in order, stored so that a long line costs two arrays of
/// doubles rather than one `PlottedMark` per point.
///
/// Consecutive plain marks — line or point marks of one kind at a number or date on both axes,
/// with no interval, explicit series or dimensions — form a *run* whose x and y values are kept
/// as `[Double]` columns (and their attributes boxes as a third column when they differ). Any other mark is kept whole. Reading a
/// mark by index rebuilds the same `PlottedMark` that was added.
package struct MarkList: RandomAccessCollection {
    /// A run of plain marks of one kind, whose x values are all
    /// numbers or all dates (as seconds since the reference date), and likewise their y values.
    package struct PlainRun {
        package var kind: MarkKind
        package var attributesBox: MarkAttributesBox?
        package var xIsDate: Bool
        package var yIsDate: Bool
        package var xs: [Double] = []
        package var ys: [Double] = []
        /// Each mark's attributes box, once a mark's differs from the first's (a mark modified
        /// per element, `.foregroundStyle(by:)` in a `ForEach`, gets a box of its own); nil
        /// while every mark shares `attributesBox`.
        package var boxes: [MarkAttributesBox?]?

        /// The attributes box of the mark at `offset`.
        package func attributesBox(at offset: Int) -> MarkAttributesBox? {
            boxes?[offset] ?? attributesBox
        }

        /// The value of a run's column as the `PlotValue` it was collected from.
        static func value(_ value: Double, isDate: Bool) -> PlotValue {
            isDate ? .date(Date(timeIntervalSinceReferenceDate: value)) : .number(value)
        }

        /// The run's mark at `offset`, rebuilt.
        func mark(at offset: Int) -> PlottedMark {
            var mark = PlottedMark(kind: kind, x: PlotChannel(value: Self.value(xs[offset], isDate: xIsDate)),
                                   y: PlotChannel(value: Self.value(ys[offset], isDate: yIsDate)))
            mark.attributesBox = attributesBox(at: offset)
            return mark
        }
    }

    /// One stretch of the list: a mark kept whole, or a run (an index into `runs`).
    package enum Segment {
        case mark(PlottedMark)
        case run(Int)
    }

    package private(set) var segments: [Segment] = []
    package private(set) var runs: [PlainRun] = []
    /// The index of each segment's first mark.
    private var starts: [Int] = []
    package private(set) var count = 0
    /// Room to make in the next run, asked for before its first mark.
    private var reservation = 0

    package init() {}

    /// A list of `marks`, in order.
    package init(_ marks: some Sequence<PlottedMark>) {
        for mark in marks { append(mark) }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(index: Int) -> PlottedMark {
        precondition(index >= 0 && index < count, "MarkList index out of range")
        let segment = starts.segment(containing: index)
        switch segments[segment] {
        case .mark(let mark): return mark
        case .run(let run): return runs[run].mark(at: index - starts[segment])
        }
    }

    /// Makes room for `count` more marks in the current run.
    package mutating func reserveCapacity(_ count: Int) {
        guard case .run(let run)? = segments.last else { reservation = count; return }
        runs[run].xs.reserveCapacity(runs[run].xs.count + count)
        runs[run].ys.reserveCapacity(runs[run].ys.count + count)
    }

    /// Adds `mark` at the end: to the current run when it is plain and fits it.
    package mutating func append(_ mark: PlottedMark) {
        if let (x, y) = mark.plainColumns {
            appendPlain(kind: mark.kind, x: x, y: y, attributesBox: mark.attributesBox)
            return
        }
        starts.append(count)
        segments.append(.mark(mark))
        count += 1
    }

    /// Adds a plain line or point mark (see `PlottedMark.plainColumns`) at the end, to the
    /// current run when it fits it.
    package mutating func appendPlain(kind: MarkKind, x: (value: Double, isDate: Bool), y: (value: Double, isDate: Bool),
                                      attributesBox: MarkAttributesBox?) {
        if let run = lastRun(kind: kind, xIsDate: x.isDate, yIsDate: y.isDate) {
            addBoxes(attributesBox, count: 1, to: run)
            runs[run].xs.append(x.value)
            runs[run].ys.append(y.value)
        } else {
            var xs: [Double] = [], ys: [Double] = []
            xs.reserveCapacity(Swift.max(reservation, 1))
            ys.reserveCapacity(Swift.max(reservation, 1))
            xs.append(x.value)
            ys.append(y.value)
            appendRun(PlainRun(kind: kind, attributesBox: attributesBox, xIsDate: x.isDate, yIsDate: y.isDate, xs: xs, ys: ys))
        }
        count += 1
    }

    /// Adds plain marks gathered as columns at the end, to the current run when they fit it
    /// (the columns' arrays become the new run's otherwise, without a copy).
    package mutating func appendPlain(_ columns: consuming PlainColumns, attributesBox: MarkAttributesBox?) {
        let added = columns.xs.count
        if let run = lastRun(kind: columns.kind, xIsDate: columns.xIsDate, yIsDate: columns.yIsDate) {
            addBoxes(attributesBox, count: added, to: run)
            runs[run].xs.append(contentsOf: columns.xs)
            runs[run].ys.append(contentsOf: columns.ys)
        } else {
            appendRun(PlainRun(kind: columns.kind, attributesBox: attributesBox, xIsDate: columns.xIsDate, yIsDate: columns.yIsDate,
                               xs: columns.xs, ys: columns.ys))
        }
        count += added
    }

    /// The last run, when it is the last segment and holds marks of `kind` at the same kinds
    /// of values.
    private func lastRun(kind: MarkKind, xIsDate: Bool, yIsDate: Bool) -> Int? {
        guard case .run(let run)? = segments.last, runs[run].kind == kind,
              runs[run].xIsDate == xIsDate, runs[run].yIsDate == yIsDate else { return nil }
        return run
    }

    /// Records `box` as the attributes box of `count` marks about to be added to `run`.
    private mutating func addBoxes(_ box: MarkAttributesBox?, count: Int, to run: Int) {
        if runs[run].boxes == nil, runs[run].attributesBox !== box {
            runs[run].boxes = Array(repeating: runs[run].attributesBox, count: runs[run].xs.count)
        }
        runs[run].boxes?.append(contentsOf: repeatElement(box, count: count))
    }

    /// Starts a new segment with `run`.
    private mutating func appendRun(_ run: PlainRun) {
        starts.append(count)
        segments.append(.run(runs.count))
        runs.append(run)
        reservation = 0
    }

    /// Calls `body` with each segment's first mark index and the segment.
    package func forEachSegment(_ body: (Int, Segment) -> Void) {
        for index in segments.indices { body(starts[index], segments[index]) }
    }

    /// Calls `body` with the index and kind of each mark of one of `kinds`, in order, without
    /// rebuilding the marks (a run is skipped whole when its kind isn't asked for).
    package func forEachIndex(ofKinds kinds: [MarkKind], _ body: (Int, MarkKind) -> Void) {
        for segment in segments.indices {
            switch segments[segment] {
            case .mark(let mark): if kinds.contains(mark.kind) { body(starts[segment], mark.kind) }
            case .run(let run):
                guard kinds.contains(runs[run].kind) else { continue }
                for index in starts[segment]..<(starts[segment] + runs[run].xs.count) { body(index, runs[run].kind) }
            }
        }
    }
}

extension PlottedMark {
    /// For a plain mark — a line or point at a number or date on both axes, with no interval,
    /// explicit series or dimensions — its x and y as column values (dates as seconds since the
    /// reference date); nil for any other mark. Reads the mark in place.
    package var plainColumns: (x: (value: Double, isDate: Bool), y: (value: Double, isDate: Bool))? {
        guard kind == .line || kind == .point, case .none = series, dimensionsBox == nil,
              let x = x?.column, let y = y?.column else { return nil }
        return (x, y)
    }
}

extension PlotChannel {
    /// The channel's value as a column value when it is a number or a date without an
    /// interval; nil otherwise.
    var column: (value: Double, isDate: Bool)? {
        guard intervalBox == nil else { return nil }
        switch value {
        case .number(let number): return (number, false)
        case .date(let date): return (date.timeIntervalSinceReferenceDate, true)
        case .category: return nil
        }
    }
}
