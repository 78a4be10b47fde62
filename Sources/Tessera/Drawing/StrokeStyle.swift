import Foundation

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroked path.
    public var lineWidth: CGFloat
    /// The endpoint style of a line.
    public var lineCap: CGLineCap
    /// The join type of a line.
    public var lineJoin: CGLineJoin
    /// A threshold used to determine whether to use a bevel instead of a miter at a join.
    public var miterLimit: CGFloat
    /// The lengths of painted and unpainted segments used to make a dashed line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a new stroke style from the given components.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// How far the stroke's ink can reach beyond the path's bounds, for damage and culling.
    package var outset: CGFloat {
        let half = lineWidth / 2
        var factor: CGFloat = 1
        if lineJoin == .miter { factor = Swift.max(factor, miterLimit) }
        if lineCap == .square { factor = Swift.max(factor, 2.squareRoot()) }
        return half * factor
    }
}

/// Styles for rendering the endpoint of a stroked line.
///
/// Differs from SwiftUI: Core Graphics is not available on Linux; Tessera declares this type.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// A line with a squared-off end, drawn to extend only to the exact endpoint of the path.
    case butt
    /// A line with a rounded end, extending beyond the endpoint by half the line width.
    case round
    /// A line with a squared-off end, extending beyond the endpoint by half the line width.
    case square
}

/// Junction types for stroked lines.
///
/// Differs from SwiftUI: Core Graphics is not available on Linux; Tessera declares this type.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A join with a sharp (angled) corner.
    case miter
    /// A join with a rounded end.
    case round
    /// A join with a squared-off end.
    case bevel
}
