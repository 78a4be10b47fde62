import Foundation

/// Collects the marks of a chart's content, carrying the attributes of the modifiers around
/// the content being collected.
///
/// A mark with a non-finite position (NaN, ±infinity) is skipped, and one runtime warning
/// says so, as Swift Charts drops such values.
@MainActor @usableFromInline
package struct MarkCollector {
    package var attributes = MarkAttributes() { didSet { box = nil } }
    /// The current attributes, boxed once and shared by the marks added under them.
    private var box: MarkAttributesBox?
    package private(set) var marks = MarkList()
    /// How many marks were skipped for a non-finite value.
    package private(set) var skippedCount = 0

    package init() {}

    /// Makes room for `count` more marks.
    package mutating func reserveCapacity(_ count: Int) {
        marks.reserveCapacity(count)
    }

    /// The box of the current attributes, made when the first mark under them is added.
    private mutating func currentBox() -> MarkAttributesBox {
        if let box { return box }
        let made = MarkAttributesBox(attributes)
        box = made
        return made
    }

    /// Adds a line's or point's `mark` with the current attributes, unless one of its values
    /// can't be placed.
    @usableFromInline
    package mutating func add(_ mark: CompactMark, kind: MarkKind) {
        guard mark.whole == nil else { return add(mark.whole!.mark) }
        addPlain(kind: kind, x: (mark.x, mark.xIsDate), y: (mark.y, mark.yIsDate))
    }

    /// Adds a plain line or point mark (see `PlottedMark.plainColumns`) with the current
    /// attributes: its values go straight into the list's columns.
    private mutating func addPlain(kind: MarkKind, x: (value: Double, isDate: Bool), y: (value: Double, isDate: Bool)) {
        guard x.value.isFinite, y.value.isFinite else { return skipNonFinite() }
        marks.appendPlain(kind: kind, x: x, y: y, attributesBox: currentBox())
    }

    /// Adds the plain marks gathered in `columns` (all finite) with the current attributes.
    @usableFromInline
    package mutating func add(_ columns: consuming PlainColumns) {
        guard !columns.xs.isEmpty else { return }
        marks.appendPlain(columns, attributesBox: currentBox())
    }

    /// Adds `mark` with the current attributes, unless one of its values can't be placed.
    package mutating func add(_ mark: borrowing PlottedMark) {
        if let (x, y) = mark.plainColumns {
            // The common mark, a point of a line: its values go straight into the list's columns.
            return addPlain(kind: mark.kind, x: x, y: y)
        }
        var mark = copy mark
        let finite = (mark.x?.isFinite ?? true) && (mark.y?.isFinite ?? true) && (mark.kind != .sector || mark.angle.isFinite)
        guard finite else { return skipNonFinite() }
        mark.attributesBox = currentBox()
        marks.append(mark)
    }

    /// Counts a mark skipped for a non-finite value, and warns once.
    private mutating func skipNonFinite() {
        skippedCount += 1
        RuntimeWarnings.report(
            "Chart: a mark has a non-finite value (NaN or infinity) and is not drawn; filter such values out of the chart's data",
            site: "TesseraCharts.nonFiniteValue")
    }

    /// Collects `content` with `modify` applied to the attributes, then restores them.
    package mutating func with<C: ChartContent>(_ content: C, _ modify: (inout MarkAttributes) -> Void) {
        let saved = attributes
        modify(&attributes)
        content.collectMarks(into: &self)
        attributes = saved
    }
}

extension ChartContent {
    /// The marks this content draws, in order.
    package func collectedMarks() -> MarkCollector {
        var collector = MarkCollector()
        collectMarks(into: &collector)
        return collector
    }
}
