/// Texts compare where they are (the graph's comparison of a `ForEach` row's text), without
/// copying them. The answer is `==`'s: the same storage, else equal content and style.
extension Text {
    /// The comparer of texts in memory (one of ``ComparisonPlans``'s known comparers).
    nonisolated static func makeComparer() -> MemoryComparer {
        let offset = MemoryLayout<Text>.offset(of: \Text.storage)!
        return { a, b in
            storagesAreEqual((a + offset).assumingMemoryBound(to: TextStorage.self),
                             (b + offset).assumingMemoryBound(to: TextStorage.self))
        }
    }

    /// `==` of two texts' storages, read where they are.
    private nonisolated static func storagesAreEqual(_ lhs: UnsafePointer<TextStorage>,
                                                     _ rhs: UnsafePointer<TextStorage>) -> Bool {
        let left = lhs.pointee, right = rhs.pointee
        if left === right { return true }
        if case .verbatim(let leftString) = left.content, case .verbatim(let rightString) = right.content {
            guard leftString == rightString else { return false }
        } else if left.content != right.content {
            return false
        }
        // Most texts have no style of their own: two such styles are both empty, and equal
        // without reading them (a style is copied out of its storage to compare it).
        if !left.isStyled && !right.isStyled { return true }
        return left.style == right.style
    }
}
