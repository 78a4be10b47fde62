import Foundation

/// A text's measurements by proposed width, the first two in the memo itself, the rest in a
/// ``ProposalCache``. (`nil`, unspecified, is not infinite: a line limit cuts an ideal layout
/// after its last allowed paragraph, an infinitely wide one after all the text.)
///
/// A text is measured at very few widths that wrap it — a stack's probe at width 0 and the
/// width it is given (wider ones are answered by its unwrapped measurement) — so two inline
/// slots serve most texts without allocating.
struct WidthMemo<Value> {
    private var first: (width: CGFloat?, value: Value)?
    private var second: (width: CGFloat?, value: Value)?
    private var more = ProposalCache<CGFloat?, Value>()

    /// The value stored for `width`, if any.
    subscript(width: CGFloat?) -> Value? {
        if let first, first.width == width { return first.value }
        if let second, second.width == width { return second.value }
        return more.isEmpty ? nil : more[width]
    }

    /// Stores `value` for `width`, which must not be stored yet.
    mutating func insert(_ value: Value, for width: CGFloat?) {
        if first == nil {
            first = (width, value)
        } else if second == nil {
            second = (width, value)
        } else {
            more.insert(value, for: width)
        }
    }
}
