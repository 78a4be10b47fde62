/// A shape used to draw a button's border.
///
/// Applies to bordered styles (``PrimitiveButtonStyle/bordered``,
/// ``PrimitiveButtonStyle/borderedProminent``); set it with ``View/buttonBorderShape(_:)``.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind

    /// A shape that defers to the system to determine an appropriate shape for the given context
    /// and platform.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circular shape.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle shape.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle shape.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }
}

extension EnvironmentValues {
    private enum ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

    /// The border shape of bordered buttons in this environment.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the border shape for buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
