import Foundation

extension LeafSizing {
    /// The sizing of `Spacer(minLength:)`.
    ///
    /// Inside a stack (looking through modifiers) a spacer expands along the stack's axis —
    /// its size is the proposal, at least `minLength`, and `minLength` when the proposal is
    /// unspecified — and is zero across it. Outside a stack it expands along both axes the
    /// same way. A `nil` `minLength` means the default spacing, 8 points. A spacer has no
    /// spacing of its own: the distance to its neighbours is zero (see ``ViewSpacing``), and
    /// stacks size it after their other children.
    static func spacer(minLength: CGFloat?) -> LeafSizing {
        let minimum = minLength ?? ViewSpacing.defaultDistance
        return LeafSizing(identity: SpacerIdentity(minLength: minimum), spacing: .flexibleSpace, isSpacer: true) {
            proposal, context in
            func expand(_ value: CGFloat?) -> CGFloat { Swift.max(value ?? minimum, minimum) }
            switch context.stackOrientation {
            case .horizontal?: return CGSize(width: expand(proposal.width), height: 0)
            case .vertical?: return CGSize(width: 0, height: expand(proposal.height))
            case nil: return CGSize(width: expand(proposal.width), height: expand(proposal.height))
            }
        }
    }

    /// The sizing of `Divider`: 1 point thick, expanding across the enclosing stack's axis.
    ///
    /// In an `HStack` it is a vertical line (1 point wide, the proposed height); in a `VStack`
    /// or outside a stack a horizontal line (the proposed width, 1 point high). An
    /// unspecified length becomes 10 points, as for shapes.
    static var divider: LeafSizing {
        LeafSizing(identity: "divider") { proposal, context in
            switch context.stackOrientation {
            case .horizontal?: return CGSize(width: 1, height: proposal.height ?? 10)
            default: return CGSize(width: proposal.width ?? 10, height: 1)
            }
        }
    }
}

private struct SpacerIdentity: Hashable {
    var minLength: CGFloat
}
