import Foundation

// A gradient is also a view that fills the space it's offered, like a `Rectangle` filled with it.

extension LinearGradient: View {
    public var body: _ShapeView<Rectangle, LinearGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

extension RadialGradient: View {
    public var body: _ShapeView<Rectangle, RadialGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

extension AngularGradient: View {
    public var body: _ShapeView<Rectangle, AngularGradient> { _ShapeView(shape: Rectangle(), style: self) }
}
