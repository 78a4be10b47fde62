/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}

extension EnvironmentValues {
    /// The horizontal size class of this environment: nil unless a view sets it (a Linux
    /// window has no size class of its own; a split view then collapses by its width).
    @Entry public var horizontalSizeClass: UserInterfaceSizeClass? = nil
    /// The vertical size class of this environment: nil unless a view sets it.
    @Entry public var verticalSizeClass: UserInterfaceSizeClass? = nil
}
