import Foundation

/// Layout-specific properties of a layout container.
///
/// The engine reads ``stackOrientation`` to decide how a `Spacer` or a `Divider` expands
/// inside the container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container.
    ///
    /// `nil` (the default) for containers that aren't stack-like.
    public var stackOrientation: Axis?

    /// Creates a default set of properties.
    public init() {
        stackOrientation = nil
    }
}
