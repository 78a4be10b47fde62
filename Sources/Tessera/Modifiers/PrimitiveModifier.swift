/// A built-in modifier that the graph handles directly (environment, lifecycle, layout and
/// drawing modifiers).
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// How the modified view contributes to its container's subviews.
    static var subviewBehavior: SubviewBehavior { get }
    /// Brings `node`'s children up to date: typically one child, the content, under `.body`.
    /// `content` is read in place in the modified view (pass it on to `updateChild`).
    func reconcile(content: BorrowedView, in node: ViewNode)

    // The modifier's facts for the graph, answered by the one look-up of this protocol (see
    // `PrimitiveModifier+Facts.swift`).
    /// The type when it provides its layout role.
    static var layoutRoleProviderType: (any LayoutRoleProviding.Type)? { get }
    /// Whether the modifier provides its layout children itself.
    static var providesLayoutChildren: Bool { get }
    /// The type when it is a drawing effect.
    static var drawingEffectType: (any DrawingEffectModifier.Type)? { get }
    /// Whether the modifier is an overlay or a background (`SecondaryLayer`).
    static var isSecondaryLayer: Bool { get }
}

extension PrimitiveModifier {
    static var subviewBehavior: SubviewBehavior { .transparent }

    func reconcile(content: BorrowedView, in node: ViewNode) {
        node.updateChild(key: .body, view: content, environment: node.environment)
    }
}

extension PrimitiveModifier {
    /// Reconciles with the `Self` at `pointer` (inside a `ModifiedContent` whose modifier
    /// type the node's traits found).
    static func reconcile(modifierAt pointer: UnsafeRawPointer, content: BorrowedView, in node: ViewNode) {
        pointer.assumingMemoryBound(to: Self.self).pointee.reconcile(content: content, in: node)
    }

    /// Reconciles with `modifier`, a `Self` (the modifier type the node's traits found), used in place.
    static func reconcile<M>(modifier: M, content: any View, in node: ViewNode) {
        BorrowedView.with(content) { content in
            if withValue(modifier, as: Self.self, { $0.pointee.reconcile(content: content, in: node) }) == nil {
                (modifier as! Self).reconcile(content: content, in: node)
            }
        }
    }
}
