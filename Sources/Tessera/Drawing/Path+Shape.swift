import Foundation

extension Path: Shape {
    /// A path is a shape whose outline is itself, whatever the rectangle.
    public nonisolated func path(in _: CGRect) -> Path { self }
}
