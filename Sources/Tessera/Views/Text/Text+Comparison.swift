/// Texts compare where they are (the graph's comparison of a `ForEach` row's text): a
/// `Text` is large (its style holds a font and a color), so copying one to compare costs more
/// than the comparison. The answer is `==`'s.
extension Text: PlannedComparison {
    nonisolated static func makeComparer() -> MemoryComparer {
        { a, b in
            let lhs = a.assumingMemoryBound(to: Text.self), rhs = b.assumingMemoryBound(to: Text.self)
            return lhs.pointee.segments == rhs.pointee.segments && lhs.pointee.style.isEqual(to: rhs.pointee.style)
        }
    }
}

extension TextStyle {
    /// `==`, without copying the font and the color when neither style sets them.
    func isEqual(to other: TextStyle) -> Bool {
        guard isItalic == other.isItalic, isBold == other.isBold, isUnderlined == other.isUnderlined,
              isStrikethrough == other.isStrikethrough, kerning == other.kerning, tracking == other.tracking,
              baselineOffset == other.baselineOffset, weight == other.weight else { return false }
        if case .none = font, case .none = other.font, case .none = foreground, case .none = other.foreground {
            return true
        }
        return self == other
    }
}
