import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// This structure contains the size and alignment guides of a view. You receive an instance
/// from ``LayoutSubview/dimensions(in:)`` and in the closure of an alignment guide.
/// Subscripting with a guide returns its explicit value when the view (or a modifier on it)
/// sets one, and the guide's ``AlignmentID/defaultValue(in:)`` otherwise.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    /// Where the explicit values come from; `nil` for a view with none.
    let explicitSource: ExplicitAlignmentSource?

    init(size: CGSize, explicitSource: ExplicitAlignmentSource? = nil) {
        width = size.width
        height = size.height
        self.explicitSource = explicitSource
    }

    /// The view's size.
    var size: CGSize { CGSize(width: width, height: height) }

    /// Gets the value of the given horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// Gets the value of the given vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// Gets the explicit value of the given horizontal alignment guide, or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitSource?.value(for: guide.key)
    }

    /// Gets the explicit value of the given vertical alignment guide, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitSource?.value(for: guide.key)
    }

    /// The value of `key`, explicit or default.
    subscript(key: AlignmentKey) -> CGFloat {
        explicitSource?.value(for: key) ?? key.defaultValue(in: self)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
            && lhs.explicitSource === rhs.explicitSource
    }
}

/// Lazily computes and remembers a view's explicit alignment values at one proposal.
///
/// The layout engine only evaluates layouts on the main actor, so the source is read on the
/// main actor; it is `Sendable` so that ``ViewDimensions`` can be.
final class ExplicitAlignmentSource: @unchecked Sendable {
    private let compute: @MainActor (AlignmentKey) -> CGFloat?
    /// The guides that can have a value (others are `nil` at once).
    private let guides: ExplicitGuides
    private var memo: [AlignmentKey: CGFloat?] = [:]

    init(guides: ExplicitGuides = .any, _ compute: @escaping @MainActor (AlignmentKey) -> CGFloat?) {
        self.guides = guides
        self.compute = compute
    }

    func value(for key: AlignmentKey) -> CGFloat? {
        guard guides.contains(key) else { return nil }
        return onMainActor {
            if let known = memo[key] { return known }
            let value = compute(key)
            memo[key] = value
            return value
        }
    }
}
