import Foundation

/// How a leaf node measures itself: its intrinsic sizing function, optional explicit
/// alignment guides (such as text baselines), and its spacing preferences.
///
/// The view layer makes one for each primitive leaf view (`Text`, `Color`, a `Shape`,
/// `Image`, `Spacer`, `Divider`); the factories below cover the built-in ones.
struct LeafSizing {
    /// Measures the leaf for a proposal, given where it sits.
    var sizeThatFits: @MainActor (ProposedViewSize, LeafContext) -> CGSize

    /// The leaf's explicit value for a guide at a proposal and the size measured for it.
    var explicitAlignment: (@MainActor (AlignmentKey, ProposedViewSize, CGSize) -> CGFloat?)?

    /// The guides ``explicitAlignment`` may answer: none without it, any unless the maker
    /// says which (a text: its baselines).
    var explicitGuides: ExplicitGuides

    /// The leaf's spacing preferences.
    var spacing: ViewSpacing

    /// Whether the leaf is a `Spacer`.
    var isSpacer: Bool

    /// A value that identifies the sizing behaviour: replacing a sizing with one of equal
    /// identity doesn't invalidate the node. `nil` always invalidates. (An existential rather
    /// than `AnyHashable`: wrapping in `AnyHashable` looks up a conformance for every leaf made.)
    var identity: (any Hashable)?

    /// Creates a sizing from a function of the proposal alone.
    init(
        identity: (any Hashable)? = nil,
        spacing: ViewSpacing = ViewSpacing(),
        explicitAlignment: (@MainActor (AlignmentKey, ProposedViewSize, CGSize) -> CGFloat?)? = nil,
        sizeThatFits: @escaping @MainActor (ProposedViewSize) -> CGSize
    ) {
        self.sizeThatFits = { proposal, _ in sizeThatFits(proposal) }
        self.explicitAlignment = explicitAlignment
        self.explicitGuides = explicitAlignment == nil ? .none : .any
        self.spacing = spacing
        self.isSpacer = false
        self.identity = identity
    }

    /// Creates a sizing that also depends on where the leaf sits.
    init(
        identity: (any Hashable)? = nil,
        spacing: ViewSpacing = ViewSpacing(),
        isSpacer: Bool = false,
        explicitAlignment: (@MainActor (AlignmentKey, ProposedViewSize, CGSize) -> CGFloat?)? = nil,
        contextualSizeThatFits: @escaping @MainActor (ProposedViewSize, LeafContext) -> CGSize
    ) {
        self.sizeThatFits = contextualSizeThatFits
        self.explicitAlignment = explicitAlignment
        self.explicitGuides = explicitAlignment == nil ? .none : .any
        self.spacing = spacing
        self.isSpacer = isSpacer
        self.identity = identity
    }
}

extension LeafSizing {
    /// Whether both sizings carry an identity and the identities are equal.
    func hasSameIdentity(as other: LeafSizing) -> Bool {
        guard let identity, let otherIdentity = other.identity else { return false }
        return identity.isEqual(to: otherIdentity)
    }
}

extension Hashable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: any Hashable) -> Bool {
        (other as? Self) == self
    }
}

/// What a leaf knows about where it sits when it measures itself.
struct LeafContext {
    /// The axis of the enclosing stack, looking through modifiers; `nil` outside stacks.
    var stackOrientation: Axis?
}
