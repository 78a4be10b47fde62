import Foundation

extension LeafSizing {
    /// The sizing of `Color` and of shapes: any proposed size is accepted, and an
    /// unspecified dimension becomes 10 points
    /// (``ProposedViewSize/replacingUnspecifiedDimensions(by:)``).
    static var flexible: LeafSizing {
        LeafSizing(identity: "flexible") { proposal in
            proposal.replacingUnspecifiedDimensions()
        }
    }

    /// A leaf that is always `size`, whatever the proposal (a resizable-less image, a test fixture).
    static func fixed(_ size: CGSize) -> LeafSizing {
        LeafSizing(identity: FixedSizeIdentity(width: size.width, height: size.height)) { _ in size }
    }

    /// A leaf that is `size` ideally and takes whatever is proposed otherwise, between
    /// `minimum` and `maximum` on each axis.
    static func range(ideal: CGSize, minimum: CGSize = .zero,
                      maximum: CGSize = CGSize(width: CGFloat.infinity, height: .infinity)) -> LeafSizing {
        LeafSizing { proposal in
            CGSize(width: Swift.min(Swift.max(proposal.width ?? ideal.width, minimum.width), maximum.width),
                   height: Swift.min(Swift.max(proposal.height ?? ideal.height, minimum.height), maximum.height))
        }
    }
}

private struct FixedSizeIdentity: Hashable {
    var width: CGFloat
    var height: CGFloat
}
