/// Plain line or point marks of one kind gathered as two columns of doubles, to be added to a
/// `MarkCollector` at once (a `ForEach` of one mark type gathers its marks here).
@usableFromInline
package struct PlainColumns {
    @usableFromInline package let kind: MarkKind
    @usableFromInline package var xs: [Double] = []
    @usableFromInline package var ys: [Double] = []
    @usableFromInline package var xIsDate = false
    @usableFromInline package var yIsDate = false

    /// Empty columns for marks of `kind`, with room for `capacity` marks.
    @inlinable
    package init(kind: MarkKind, capacity: Int) {
        self.kind = kind
        xs.reserveCapacity(capacity)
        ys.reserveCapacity(capacity)
    }

    /// Appends `mark` when it belongs in the columns — plain, finite, and at numbers or dates
    /// like the marks already there — and returns whether it did.
    @inlinable
    package mutating func append(_ mark: borrowing CompactMark) -> Bool {
        guard mark.whole == nil, mark.x.isFinite, mark.y.isFinite else { return false }
        if xs.isEmpty {
            xIsDate = mark.xIsDate
            yIsDate = mark.yIsDate
        } else if mark.xIsDate != xIsDate || mark.yIsDate != yIsDate {
            return false
        }
        xs.append(mark.x)
        ys.append(mark.y)
        return true
    }

    /// Empties the columns, keeping their kind, and returns what they held.
    @inlinable
    package mutating func take() -> PlainColumns {
        var taken = PlainColumns(kind: kind, capacity: 0)
        swap(&taken, &self)
        return taken
    }
}
