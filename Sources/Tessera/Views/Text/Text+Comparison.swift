/// Texts compare where they are (the graph's comparison of a `ForEach` row's text): a
/// `Text` is large (its style holds a font and a color), so copying one to compare costs more
/// than the comparison. The answer is `==`'s.
extension Text: PlannedComparison {
    nonisolated static func makeComparer() -> MemoryComparer {
        let style = MemoryLayout<Text>.offset(of: \Text.style)!
        let segments = MemoryLayout<Text>.offset(of: \Text.segments)!
        return { a, b in
            TextStyle.isEqual((a + style).assumingMemoryBound(to: TextStyle.self),
                              (b + style).assumingMemoryBound(to: TextStyle.self))
                && segmentsAreEqual((a + segments).assumingMemoryBound(to: [Segment].self),
                                    (b + segments).assumingMemoryBound(to: [Segment].self))
        }
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

extension TextStyle {
    /// `==` of two styles read where they are: the font and the color are compared (and
    /// copied) only when one of them is set.
    nonisolated static func isEqual(_ lhs: UnsafePointer<TextStyle>, _ rhs: UnsafePointer<TextStyle>) -> Bool {
        guard lhs.pointee.isItalic == rhs.pointee.isItalic, lhs.pointee.isBold == rhs.pointee.isBold,
              lhs.pointee.isUnderlined == rhs.pointee.isUnderlined,
              lhs.pointee.isStrikethrough == rhs.pointee.isStrikethrough,
              lhs.pointee.kerning == rhs.pointee.kerning, lhs.pointee.tracking == rhs.pointee.tracking,
              lhs.pointee.baselineOffset == rhs.pointee.baselineOffset, lhs.pointee.weight == rhs.pointee.weight
        else { return false }
        if lhs.pointee.font == nil, rhs.pointee.font == nil, lhs.pointee.foreground == nil, rhs.pointee.foreground == nil {
            return true
        }
        return lhs.pointee == rhs.pointee
    }
}
