/// A view type that supports immediate mode drawing.
///
/// The canvas calls its renderer with a ``GraphicsContext`` and its size each time it is
/// drawn; what the renderer draws is recorded into the display list at the canvas's frame.
///
/// ```swift
/// Canvas { context, size in
///     context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green), lineWidth: 4)
/// }
/// .frame(width: 300, height: 200)
/// ```
///
/// A canvas takes the space it is offered, like a shape.
///
/// Differs from SwiftUI: there are no symbols (`init(…renderer:symbols:)`); `opaque`,
/// `colorMode` and `rendersAsynchronously` are kept but change nothing.
public struct Canvas<Symbols: View> {
    /// The drawing callback that you use to draw into the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// A Boolean that indicates whether the canvas is fully opaque.
    public var isOpaque: Bool
    /// The working color space and storage format of the canvas.
    public var colorMode: ColorRenderingMode
    /// A Boolean that indicates whether the canvas can present its contents to its parent
    /// view asynchronously.
    public var rendersAsynchronously: Bool
    /// A view that provides child views that you can use in the drawing callback.
    public var symbols: Symbols
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    @MainActor
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.symbols = EmptyView()
    }
}

extension Canvas: View {
    public typealias Body = Never
}

extension Canvas: PrimitiveView, LayoutRoleProviding {
    func layoutRole(in node: ViewNode) -> LayoutRole { .leaf(.flexible) }
}

/// A view that records its drawing itself (a `Canvas`).
@MainActor
protocol CanvasRecording {
    /// Runs the drawing for a view laid out in `frame` (root coordinates) and records it.
    func record(in frame: CGRect, environment: EnvironmentValues, node: Int, into builder: inout DisplayListBuilder)
}

extension Canvas: CanvasRecording {
    func record(in frame: CGRect, environment: EnvironmentValues, node: Int, into builder: inout DisplayListBuilder) {
        let recording = GraphicsContext.Recording(builder: builder, node: node)
        var context = GraphicsContext(recording: recording, origin: frame.origin, environment: environment)
        renderer(&context, frame.size)
        builder = recording.builder
    }
}
