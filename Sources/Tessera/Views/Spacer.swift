/// A flexible space that expands along the major axis of its containing stack layout, or on
/// both axes if not contained in a stack.
public struct Spacer: View, Equatable {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
    /// `nil` means the system's default spacing.
    public var minLength: CGFloat?

    public nonisolated init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public typealias Body = Never
}

extension Spacer: PrimitiveView {}

/// A visual element that can be used to separate other content.
///
/// In a stack, a divider is one point thick across the stack's axis and fills the other.
public struct Divider: View, Equatable {
    public nonisolated init() {}
    public typealias Body = Never
}

extension Divider: PrimitiveView {}
