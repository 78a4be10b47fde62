import Foundation

/// The built-in modifier layouts that ``LayoutBox`` runs on its node's child directly, the way
/// it runs a stack: the child is asked through ``UnretainedChild`` rather than a
/// ``LayoutSubviews`` (which the node would build, cache and copy, and whose proxies retain the
/// child on every question). These are the modifiers nearly every view has; other
/// ``UnaryLayout``s run through the `Layout` protocol.
///
/// Each function compares `L` with the built-in types: in code specialized for one of them
/// (the box's bodies are) the comparisons fold away and the layout is read in place.
enum DirectUnaryLayout {
    /// Whether layouts of type `L` are run directly.
    static func runs<L: Layout>(_ type: L.Type) -> Bool {
        L.self == PaddingLayout.self || L.self == FixedFrameLayout.self || L.self == FlexibleFrameLayout.self
            || L.self == PassthroughLayout.self
    }

    /// ``UnaryLayout/sizeThatFits(proposal:child:)`` of `layout`, whose type ``runs(_:)``.
    @inline(__always)
    static func sizeThatFits<L: Layout>(_ layout: L, proposal: ProposedViewSize, child: UnretainedChild) -> CGSize {
        if L.self == PaddingLayout.self {
            return unsafeBitCast(layout, to: PaddingLayout.self).sizeThatFits(proposal: proposal, child: child)
        }
        if L.self == FixedFrameLayout.self {
            return unsafeBitCast(layout, to: FixedFrameLayout.self).sizeThatFits(proposal: proposal, child: child)
        }
        if L.self == FlexibleFrameLayout.self {
            return unsafeBitCast(layout, to: FlexibleFrameLayout.self).sizeThatFits(proposal: proposal, child: child)
        }
        return unsafeBitCast(layout, to: PassthroughLayout.self).sizeThatFits(proposal: proposal, child: child)
    }

    /// ``UnaryLayout/placeChild(_:in:proposal:)`` of `layout`, whose type ``runs(_:)``.
    @inline(__always)
    static func placeChild<L: Layout>(_ layout: L, _ child: UnretainedChild, in bounds: CGRect,
                                      proposal: ProposedViewSize) {
        if L.self == PaddingLayout.self {
            return unsafeBitCast(layout, to: PaddingLayout.self).placeChild(child, in: bounds, proposal: proposal)
        }
        if L.self == FixedFrameLayout.self {
            return unsafeBitCast(layout, to: FixedFrameLayout.self).placeChild(child, in: bounds, proposal: proposal)
        }
        if L.self == FlexibleFrameLayout.self {
            return unsafeBitCast(layout, to: FlexibleFrameLayout.self).placeChild(child, in: bounds, proposal: proposal)
        }
        unsafeBitCast(layout, to: PassthroughLayout.self).placeChild(child, in: bounds, proposal: proposal)
    }

    /// ``UnaryLayout/explicitAlignment(_:in:proposal:child:)`` of `layout`, whose type ``runs(_:)``.
    static func explicitAlignment<L: Layout>(_ layout: L, _ key: AlignmentKey, in bounds: CGRect,
                                             proposal: ProposedViewSize, child: UnretainedChild) -> CGFloat? {
        if L.self == PaddingLayout.self {
            return unsafeBitCast(layout, to: PaddingLayout.self)
                .explicitAlignment(key, in: bounds, proposal: proposal, child: child)
        }
        if L.self == FixedFrameLayout.self {
            return unsafeBitCast(layout, to: FixedFrameLayout.self)
                .explicitAlignment(key, in: bounds, proposal: proposal, child: child)
        }
        if L.self == FlexibleFrameLayout.self {
            return unsafeBitCast(layout, to: FlexibleFrameLayout.self)
                .explicitAlignment(key, in: bounds, proposal: proposal, child: child)
        }
        return unsafeBitCast(layout, to: PassthroughLayout.self)
            .explicitAlignment(key, in: bounds, proposal: proposal, child: child)
    }
}
