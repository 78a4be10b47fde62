/// Texts compare where they are (the graph's comparison of a `ForEach` row's text), without
/// copying them. The answer is `==`'s: the segments, then the style (shared storage, `nil` when
/// empty, so a styled text never equals a plain one).
extension Text: PlannedComparison {
    nonisolated static func makeComparer() -> MemoryComparer {
        let style = MemoryLayout<Text>.offset(of: \Text.styleStorage)!
        let segments = MemoryLayout<Text>.offset(of: \Text.segments)!
        return { a, b in
            stylesAreEqual((a + style).assumingMemoryBound(to: TextStyleStorage?.self),
                           (b + style).assumingMemoryBound(to: TextStyleStorage?.self))
                && segmentsAreEqual((a + segments).assumingMemoryBound(to: [Segment].self),
                                    (b + segments).assumingMemoryBound(to: [Segment].self))
        }
    }

    /// `==` of two texts' styles, read where they are.
    private nonisolated static func stylesAreEqual(_ lhs: UnsafePointer<TextStyleStorage?>,
                                                   _ rhs: UnsafePointer<TextStyleStorage?>) -> Bool {
        if lhs.pointee === rhs.pointee { return true }
        guard let left = lhs.pointee, let right = rhs.pointee else { return false }
        return left.style == right.style
    }

    /// `==` of two texts' segments, read where they are.
    private nonisolated static func segmentsAreEqual(_ lhs: UnsafePointer<[Segment]>, _ rhs: UnsafePointer<[Segment]>) -> Bool {
        let count = lhs.pointee.count
        guard count == rhs.pointee.count else { return false }
        for index in 0..<count {
            if case .verbatim(let left) = lhs.pointee[index], case .verbatim(let right) = rhs.pointee[index] {
                if left != right { return false }
            } else if lhs.pointee[index] != rhs.pointee[index] {
                return false
            }
        }
        return true
    }
}
