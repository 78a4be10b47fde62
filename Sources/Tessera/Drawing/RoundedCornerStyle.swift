/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}
