/// A type that produces view previews, the way SwiftUI files written before `#Preview` do.
///
/// ```swift
/// struct CircleImage_Previews: PreviewProvider {
///     static var previews: some View {
///         CircleImage()
///             .previewDisplayName("Circle")
///             .previewLayout(.sizeThatFits)
///     }
/// }
/// ```
///
/// The previews gallery finds every non-generic conforming type of a debug build at run time (see
/// ``PreviewDiscovery``) and shows one preview per subview of ``previews``: a `Group` of
/// three views gives three previews, each with its own `previewDisplayName(_:)`,
/// `previewLayout(_:)` and `previewInterfaceOrientation(_:)`.
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder @MainActor static var previews: Previews { get }
}

extension ContainerValues {
    /// The name the preview of this view shows (`previewDisplayName(_:)`).
    @Entry var previewDisplayName: String? = nil
    /// How the preview of this view sizes its canvas (`previewLayout(_:)`).
    @Entry var previewLayout: PreviewLayout? = nil
    /// The device orientation of the preview of this view (`previewInterfaceOrientation(_:)`).
    @Entry var previewInterfaceOrientation: InterfaceOrientation? = nil
}

extension View {
    /// Sets a user visible name to show in the canvas for a preview.
    public func previewDisplayName(_ value: String?) -> some View {
        containerValue(\.previewDisplayName, value)
    }

    /// Overrides the size of the container for the preview.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        containerValue(\.previewLayout, value)
    }

    /// Overrides the orientation of the preview.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        containerValue(\.previewInterfaceOrientation, value)
    }
}
