/// Comparers for a few common field types, written for the concrete type: the generic
/// `Equatable` comparer copies both values through their value witnesses and calls `==`
/// through a witness table, which for a custom view's `Int` or `String` field costs more than
/// the comparison itself (issue 8.4: every level of a deep hierarchy compares its fields).
/// `Text`'s comparer reads its storage in place (`Text+Comparison.swift`).
extension ComparisonPlans {
    /// The concrete comparer for `type`, when it is one of the known types; the same answers
    /// as its `==`.
    static func knownComparer(for type: Any.Type) -> MemoryComparer? {
        if type == Text.self { return Text.makeComparer() }
        if type == Int.self { return { a, b in a.load(as: Int.self) == b.load(as: Int.self) } }
        if type == Bool.self { return { a, b in a.load(as: Bool.self) == b.load(as: Bool.self) } }
        if type == String.self {
            return { a, b in a.assumingMemoryBound(to: String.self).pointee == b.assumingMemoryBound(to: String.self).pointee }
        }
        return nil
    }
}
