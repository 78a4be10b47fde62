import Foundation

/// A proposal for the size of a view.
///
/// During layout in SwiftUI, views choose their own size, but they do that
/// in response to a size proposal from their parent view. Each dimension of a
/// proposal means one of three things:
///
/// - `nil`: the view's *ideal* size on that axis (the parent asks "what would you like?").
/// - `0`: the view's *minimum* size on that axis.
/// - `.infinity`: the view's *maximum* size on that axis.
/// - any other value: a concrete offer the view may accept, shrink below, or exceed.
///
/// Invariants: a proposal is a request, never a constraint — a view may answer with any
/// finite, non-negative size. A dimension is either `nil` or a non-negative value (which may
/// be `.infinity`); layouts in Tessera never propose negative or NaN dimensions.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed horizontal size measured in points.
    ///
    /// A value of `nil` represents an unspecified width proposal, which a view interprets
    /// to mean that it should use its ideal width.
    public var width: CGFloat?

    /// The proposed vertical size measured in points.
    ///
    /// A value of `nil` represents an unspecified height proposal, which a view interprets
    /// to mean that it should use its ideal height.
    public var height: CGFloat?

    /// A size proposal that contains zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)

    /// The proposed size with both dimensions left unspecified.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// A size proposal that contains infinity in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a new proposed size using the specified width and height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a new proposed size from a specified size.
    public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    /// Creates a new proposal that replaces unspecified dimensions in this
    /// proposal with the corresponding dimension of the specified size.
    ///
    /// Use the default value to prevent a flexible view from disappearing
    /// into a zero-sized frame, and ensure the unspecified value remains
    /// visible during debugging.
    public func replacingUnspecifiedDimensions(
        by size: CGSize = CGSize(width: 10, height: 10)
    ) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// The proposed dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Creates a proposal from a main-axis and a cross-axis dimension.
    init(main: CGFloat?, cross: CGFloat?, axis: Axis) {
        self = axis == .horizontal
            ? ProposedViewSize(width: main, height: cross)
            : ProposedViewSize(width: cross, height: main)
    }
}

extension ProposedViewSize: CustomStringConvertible {
    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map { "\($0)" } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

extension CGSize {
    /// The size's extent along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Creates a size from a main-axis and a cross-axis extent.
    init(main: CGFloat, cross: CGFloat, axis: Axis) {
        self = axis == .horizontal
            ? CGSize(width: main, height: cross)
            : CGSize(width: cross, height: main)
    }
}
