/// A built-in modifier that draws its content with effects applied to it as a whole: opacity,
/// a clip, a transform, a shadow, a blur or a blend mode.
///
/// Invariants:
/// - An effect never changes layout: the modifier distributes over its content's subviews
///   and has no layout role, so the graph gives it a pass-through layout node whose frame is
///   the frame of the content it modifies.
/// - Applied to several views (`Group { A; B }.opacity(0.5)`), the modifier applies to each
///   view in its own frame, as in SwiftUI, wherever a container draws them as its subviews.
///   Where no container does (a `Grid`'s cells), it groups them all in the union of their
///   frames.
/// - The display-list recorder opens one group with ``effects(in:node:)`` around the content
///   of each subview the modifier applies to, records the content, and closes the group. Every
///   effect modifier goes through that one path.
@MainActor
protocol DrawingEffectModifier: PrimitiveModifier {
    /// The effects to apply to content laid out in `frame` (root coordinates), for the
    /// modifier's node `node` (whose environment resolves colors).
    func effects(in frame: CGRect, node: ViewNode) -> DisplayList.GroupEffects
}

extension DrawingEffectModifier {
    static var subviewBehavior: SubviewBehavior { .distributing }

    /// The effects of the `Self` at `pointer` (a modifier whose type the traits found), used in
    /// place: no cast to the protocol (a conformance look-up) and no copy into an existential.
    static func effects(at pointer: UnsafeRawPointer, in frame: CGRect, node: ViewNode) -> DisplayList.GroupEffects {
        pointer.assumingMemoryBound(to: Self.self).pointee.effects(in: frame, node: node)
    }
}

extension ViewNode {
    /// The effects of this node's modifier for content laid out in `frame`, when it is a
    /// ``DrawingEffectModifier`` (nil otherwise).
    func drawingEffects(in frame: CGRect) -> DisplayList.GroupEffects? {
        // The traits are those of the view's type: `modified` is the type of `view`.
        guard let effect = traits.drawingEffect, let modified = traits.modifiedContentType,
              ObjectIdentifier(modified) == ObjectIdentifier(viewType) else { return nil }
        return withViewAddress { modified.modifierEffects(at: $0, effect: effect, in: frame, node: self) }
    }
}

extension CGAffineTransform {
    /// `transform` applied about `anchor` instead of the origin.
    static func about(_ anchor: CGPoint, _ transform: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }
}
