/// Plain line or point marks of one kind gathered as two columns of doubles, to be added to a
/// `MarkCollector` at once (a `ForEach` of one mark type gathers its marks here).
@usableFromInline
package struct PlainColumns {
    @usableFromInline package let kind: MarkKind
    @usableFromInline package var xs: [Double] = []
    @usableFromInline package var ys: [Double] = []
    @usableFromInline package var xIsDate = false
    @usableFromInline package var yIsDate = false

    /// Empty columns for marks of `kind`.
    @inlinable
    package init(kind: MarkKind) {
        self.kind = kind
    }

    /// Whether `mark` belongs in columns holding `count` marks at numbers or dates as
    /// `xIsDate` and `yIsDate` say: plain, finite, and at the same kinds of values.
    @inlinable
    static func fits(_ mark: borrowing CompactMark, count: Int, xIsDate: Bool, yIsDate: Bool) -> Bool {
        mark.whole == nil && mark.x.isFinite && mark.y.isFinite && (count == 0 || (mark.xIsDate == xIsDate && mark.yIsDate == yIsDate))
    }

    /// Fills empty columns with the marks `mark` makes for the positions from `position` up to
    /// `end`, until one doesn't fit; returns that mark (nil when the positions ran out), with
    /// `position` after it. The columns are written in place: no uniqueness or capacity check
    /// per mark. Positions, not a collection's indices: an unspecialized caller would pay
    /// several witness calls per element for a generic collection.
    @inlinable
    package mutating func fill(from position: inout Int, to end: Int, _ mark: (Int) -> CompactMark) -> CompactMark? {
        var misfit: CompactMark?
        var filled = 0
        var xIsDate = false, yIsDate = false
        var ys: [Double] = []
        let capacity = Swift.max(end - position, 0)
        let xs = [Double](unsafeUninitializedCapacity: capacity) { xBuffer, xCount in
            ys = [Double](unsafeUninitializedCapacity: capacity) { yBuffer, yCount in
                while position < end {
                    let next = mark(position)
                    position += 1
                    guard Self.fits(next, count: filled, xIsDate: xIsDate, yIsDate: yIsDate) else {
                        misfit = next
                        break
                    }
                    xIsDate = next.xIsDate
                    yIsDate = next.yIsDate
                    xBuffer.initializeElement(at: filled, to: next.x)
                    yBuffer.initializeElement(at: filled, to: next.y)
                    filled += 1
                }
                yCount = filled
            }
            xCount = filled
        }
        self.xs = xs
        self.ys = ys
        self.xIsDate = xIsDate
        self.yIsDate = yIsDate
        return misfit
    }
}
